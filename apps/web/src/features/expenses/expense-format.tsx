import Chip from '@mui/material/Chip';
import { type ApproveStatus, approveStatusLabels, type Expense, expenseTypeLabels } from '@rikuun/contract';
import { formatYen } from '../../lib/format.ts';

const statusColors: Record<ApproveStatus, 'default' | 'info' | 'success' | 'error'> = {
  draft: 'default',
  requested: 'info',
  approved: 'success',
  rejected: 'error',
};

/** 下書き・申請中・承認・差戻し as a chip. */
export function ApproveStatusChip({
  status,
  size = 'small',
}: {
  status: ApproveStatus;
  size?: 'small' | 'medium';
}) {
  return <Chip label={approveStatusLabels[status]} color={statusColors[status]} size={size} />;
}

/** 「1,320円（税込10%）」 */
export const amountText = (e: Pick<Expense, 'amount' | 'taxIncluded' | 'taxRate'>) =>
  `${formatYen(e.amount)}（${e.taxIncluded ? '税込' : '税抜'}${e.taxRate}%）`;

/** 「高速代 1,320円」 */
export const expenseTitle = (e: Pick<Expense, 'expenseType' | 'amount'>) =>
  `${expenseTypeLabels[e.expenseType]} ${formatYen(e.amount)}`;

/** Where it was paid: the stop, or the course as a whole. */
export const whereText = (e: Pick<Expense, 'courseName' | 'destinationName'>) =>
  e.destinationName ? `${e.courseName} / ${e.destinationName}` : `${e.courseName}（コース全体）`;

export const expensePath = (id: string) => `/expenses/${encodeURIComponent(id)}`;
