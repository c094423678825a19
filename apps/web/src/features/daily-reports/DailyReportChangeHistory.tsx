import {
  type ApproveStatus,
  approvalHistoryLabels,
  approveStatusLabels,
  dailyReportLabels,
} from '@rikuun/contract';
import { PagedChangeHistory } from '../../components/PagedChangeHistory.tsx';
import { formatYen } from '../../lib/format.ts';
import { useGetDailyReportHistoryQuery } from './daily-reports.api.ts';

const labels: Record<string, string> = {
  ...dailyReportLabels,
  ...approvalHistoryLabels,
  driverId: 'ドライバー',
  feeOverrideReason: '金額の変更理由',
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
  return (
    <PagedChangeHistory
      id={reportId}
      useHistory={useGetDailyReportHistoryQuery}
      labels={labels}
      formatValue={formatValue}
    />
  );
}
