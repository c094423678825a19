import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { formatWorkMinutes, type WorkingTimeDriver } from '@rikuun/contract';
import { Judged } from './WorkingTimeParts.tsx';
import { worstOf } from './working-time-format.ts';

/** 月間拘束時間 against 284 h: the figure and a bar (red over, amber near). */
export function RestraintBar({ summary }: { summary: WorkingTimeDriver['summary'] }) {
  const severity = worstOf(summary.findings, ['restraint_monthly']);
  const share = Math.min(100, (summary.restraintMinutes / summary.restraintLimitMinutes) * 100);
  return (
    <Stack spacing={0.5} sx={{ minWidth: 180 }}>
      <Judged severity={severity}>
        {formatWorkMinutes(summary.restraintMinutes)} / {formatWorkMinutes(summary.restraintLimitMinutes)}
      </Judged>
      <LinearProgress
        variant="determinate"
        value={share}
        color={severity === 'breach' ? 'error' : severity === 'near' ? 'warning' : 'primary'}
        aria-label={`月間拘束時間 上限の${Math.round(share)}%`}
      />
    </Stack>
  );
}
