import {
  type ApproveStatus,
  approveStatusLabels,
  type ExpenseType,
  expenseLabels,
  expenseTypeLabels,
} from '@rikuun/contract';
import { useState } from 'react';
import { ChangeHistory } from '../../components/ChangeHistory.tsx';
import { formatDateTime, formatYen } from '../../lib/format.ts';
import { useGetExpenseHistoryQuery } from './expenses.api.ts';

const PER_PAGE = 10;

const labels: Record<string, string> = {
  ...expenseLabels,
  approveStatus: '承認状況',
  statusComment: 'コメント',
  requestedAt: '申請日時',
  decidedAt: '承認・差戻し日時',
  decidedBy: '承認・差戻しした人',
  createdBy: '登録した人',
  courseId: 'コース',
  destinationId: '配送先',
  driverId: 'ドライバー',
  deletedAt: '削除日時',
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
  const [page, setPage] = useState(1);
  const { data, error, refetch } = useGetExpenseHistoryQuery({ id: expenseId, page, perPage: PER_PAGE });
  return (
    <ChangeHistory
      data={data}
      error={error}
      onRetry={refetch}
      page={page}
      perPage={PER_PAGE}
      onPageChange={setPage}
      labels={labels}
      formatValue={formatValue}
    />
  );
}
