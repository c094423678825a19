import { type ApproveStatus, approveStatusLabels, dailyReportLabels } from '@rikuun/contract';
import { useState } from 'react';
import { ChangeHistory } from '../../components/ChangeHistory.tsx';
import { formatYen } from '../../lib/format.ts';
import { useGetDailyReportHistoryQuery } from './daily-reports.api.ts';

const PER_PAGE = 10;

const labels: Record<string, string> = {
  ...dailyReportLabels,
  driverId: 'ドライバー',
  feeOverrideReason: '金額の変更理由',
  approveStatus: '承認状況',
  statusComment: 'コメント',
  requestedAt: '申請日時',
  decidedAt: '承認・差戻し日時',
  decidedBy: '承認・差戻し者',
  createdBy: '作成者',
  deletedAt: '削除日時',
};

function formatValue(field: string, value: unknown) {
  if (field === 'billingAmount' || field === 'paymentAmount') return formatYen(value as number);
  if (field === 'approveStatus') return approveStatusLabels[value as ApproveStatus];
  if (field === 'breaks' || field === 'waitingRecords' || field === 'loadingWork')
    return `${(value as unknown[]).length}件`;
  return undefined;
}

/** The report's 変更履歴: every change of its amounts, record items and approval. */
export function DailyReportChangeHistory({ reportId }: { reportId: string }) {
  const [page, setPage] = useState(1);
  const { data, error, refetch } = useGetDailyReportHistoryQuery({ id: reportId, page, perPage: PER_PAGE });
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
