import Chip from '@mui/material/Chip';
import type { ReportDeadline } from '@rikuun/contract';
import { deadlineText, isOverdue } from './deadline-status.ts';

/** The report's legal deadline: 速報 in orange, 30-day report in blue, red once overdue; nothing when none. */
export function DeadlineChip({ deadline }: { deadline: ReportDeadline }) {
  const text = deadlineText(deadline);
  if (!text) return null;
  const overdue = isOverdue(deadline);
  return (
    <Chip
      size="small"
      color={overdue ? 'error' : deadline.kind === 'flash_24h' ? 'warning' : 'info'}
      variant={overdue ? 'filled' : 'outlined'}
      label={overdue ? `${text}（期限超過）` : text}
    />
  );
}
