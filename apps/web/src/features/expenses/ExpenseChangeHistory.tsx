import {
  type ApproveStatus,
  approvalHistoryLabels,
  approveStatusLabels,
  type ExpenseType,
  expenseLabels,
  expenseTypeLabels,
} from '@rikuun/contract';
import { PagedChangeHistory } from '../../components/PagedChangeHistory.tsx';
import { formatDateTime, formatYen } from '../../lib/format.ts';
import { useGetExpenseHistoryQuery } from './expenses.api.ts';

const labels: Record<string, string> = {
  ...expenseLabels,
  ...approvalHistoryLabels,
  courseId: 'コース',
  destinationId: '配送先',
  driverId: 'ドライバー',
};

function formatValue(field: string, value: unknown) {
  if (value === null || value === undefined) return undefined;
  if (field === 'expenseType') return expenseTypeLabels[value as ExpenseType];
  if (field === 'approveStatus') return approveStatusLabels[value as ApproveStatus];
  if (field === 'amount') return formatYen(value as number);
  if (field === 'taxRate') return `${value}%`;
  if (field === 'taxIncluded') return value ? '税込' : '税抜';
  if (field === 'requestedAt' || field === 'decidedAt') return formatDateTime(value as string);
  return undefined;
}

/** The expense's 変更履歴: every change of the amount and of the approval state. */
export function ExpenseChangeHistory({ expenseId }: { expenseId: string }) {
  return (
    <PagedChangeHistory
      id={expenseId}
      useHistory={useGetExpenseHistoryQuery}
      labels={labels}
      formatValue={formatValue}
    />
  );
}
