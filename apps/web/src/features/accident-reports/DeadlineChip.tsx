import Chip from '@mui/material/Chip';
import type { ReportDeadline } from '@rikuun/contract';
import { deadlineText, isOverdue, pendingDeadline } from './deadline-status.ts';

type Props = {
  report: { reportDeadline: ReportDeadline; flashReportedAt: string | null; submittedAt: string | null };
};

/**
 * What the report still needs: 速報 in orange, 30-day report in blue, red once overdue, 提出済み in green
 * once submitted; nothing when the rules ask for none.
 */
export function DeadlineChip({ report }: Props) {
  const pending = pendingDeadline(report);
  if (pending === 'submitted')
    return <Chip size="small" color="success" variant="outlined" label="報告書提出済み" />;
  const text = pending && deadlineText(pending);
  if (!pending || !text) return null;
  const overdue = isOverdue(pending);
  return (
    <Chip
      size="small"
      color={overdue ? 'error' : pending.kind === 'flash_24h' ? 'warning' : 'info'}
      variant={overdue ? 'filled' : 'outlined'}
      label={overdue ? `${text}（期限超過）` : text}
    />
  );
}
