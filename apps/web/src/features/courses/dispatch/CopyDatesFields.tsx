import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { PickerDay, type PickerDayProps } from '@mui/x-date-pickers/PickerDay';
import { weekdayLabels } from '@rikuun/contract';
import dayjs from 'dayjs';
import { ListDateFilter } from '../../../components/ListDateFilter.tsx';
import { togglePickedDate } from './copy-dates.ts';

/** 月火水木金土日: Monday first, as a Japanese week reads. */
const weekdayOrder = [1, 2, 3, 4, 5, 6, 0] as const;

export type CopyMode = 'dates' | 'weekdays';
export type CopyPattern = { from: string | undefined; to: string | undefined; weekdays: number[] };

/** A calendar day shown selected when it is among the picked dates (the calendar itself holds no value). */
function PickedDay({ picked = [], ...props }: PickerDayProps & { picked?: readonly string[] }) {
  return <PickerDay {...props} selected={picked.includes(dayjs(props.day).format('YYYY-MM-DD'))} />;
}

type PickedProps = { picked: readonly string[]; onChange: (dates: string[]) => void };

/** 日付を選ぶ: click days in the calendar (again to unpick); the dialog's preview lists them. */
export function PickedDatesField({ picked, onChange }: PickedProps) {
  return (
    <Stack spacing={1}>
      <DateCalendar
        value={null}
        onChange={(day) => day && onChange(togglePickedDate(picked, day.format('YYYY-MM-DD')))}
        slots={{ day: PickedDay }}
        slotProps={{ calendarHeader: { format: 'YYYY年M月' }, day: { picked } as Partial<PickerDayProps> }}
        sx={{ m: 0, width: '100%' }}
      />
      {picked.length === 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          カレンダーでコピー先の日付を選んでください（複数選べます。もう一度押すと外れます）。
        </Typography>
      )}
    </Stack>
  );
}

type PatternProps = { pattern: CopyPattern; onChange: (pattern: CopyPattern) => void };

/** 曜日で繰り返す: a range and the weekdays within it (月〜金 for two weeks by default). */
export function WeekdayPatternField({ pattern, onChange }: PatternProps) {
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', rowGap: 1.5 }}>
        <ListDateFilter
          label="期間（開始）"
          value={pattern.from}
          onChange={(from) => onChange({ ...pattern, from })}
        />
        <ListDateFilter
          label="期間（終了）"
          value={pattern.to}
          onChange={(to) => onChange({ ...pattern, to })}
        />
      </Stack>
      <ToggleButtonGroup
        size="small"
        value={pattern.weekdays}
        onChange={(_event, weekdays: number[]) => onChange({ ...pattern, weekdays })}
        aria-label="曜日"
      >
        {weekdayOrder.map((weekday) => (
          <ToggleButton
            key={weekday}
            value={weekday}
            sx={{ px: 1.75 }}
            aria-label={`${weekdayLabels[weekday]}曜日`}
          >
            {weekdayLabels[weekday]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Stack>
  );
}
