import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { workingTimeMonthSchema } from '@rikuun/contract';
import { useSearchParams } from 'react-router';
import { MonthField } from '../../components/form/MonthField.tsx';
import { shiftMonth, thisMonth } from './working-time-format.ts';

/** The month of the page, kept in the URL (?month=YYYY-MM); this month when absent or malformed. */
export function useMonthParam(): [string, (month: string) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('month');
  const month = raw && workingTimeMonthSchema.safeParse(raw).success ? raw : thisMonth();
  const setMonth = (next: string) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        out.set('month', next);
        return out;
      },
      { replace: true },
    );
  return [month, setMonth];
}

/** 前月 / 対象月 / 翌月. */
export function MonthPicker({ month, onChange }: { month: string; onChange: (month: string) => void }) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
      <IconButton aria-label="前月" onClick={() => onChange(shiftMonth(month, -1))}>
        <ChevronLeft />
      </IconButton>
      <MonthField
        size="small"
        label="対象月"
        value={month}
        onChange={(next) => {
          if (next !== null && workingTimeMonthSchema.safeParse(next).success) onChange(next);
        }}
        sx={{ width: 170 }}
      />
      <IconButton aria-label="翌月" onClick={() => onChange(shiftMonth(month, 1))}>
        <ChevronRight />
      </IconButton>
    </Stack>
  );
}
