import { useCallback, useState } from 'react';
import { DataTable } from '../../components/data-table/DataTable.tsx';
import { DailyReportBulkActions } from './DailyReportBulkActions.tsx';
import { dailyReportColumns } from './daily-report-columns.tsx';
import { dailyReportPath } from './daily-report-format.tsx';
import { useLazyListDailyReportsQuery, useListDailyReportsQuery } from './daily-reports.api.ts';

/**
 * 承認待ちの日報: every requested report, newest first, with bulk approve and send-back; a row opens
 * the report. Paging is the component's own (it sits beside other inboxes on the /approvals page).
 */
export function DailyReportApprovalInbox() {
  const [paging, setPaging] = useState({ page: 1, perPage: 50 });
  const query = { ...paging, approveStatus: 'requested' as const };
  const { data, error, isFetching, refetch } = useListDailyReportsQuery(query);
  const [fetchReports] = useLazyListDailyReportsQuery();
  const fetchPage = useCallback(
    (page: number, perPage: number) => fetchReports({ approveStatus: 'requested', page, perPage }).unwrap(),
    [fetchReports],
  );
  return (
    <DataTable
      label="承認待ちの日報"
      columns={dailyReportColumns}
      rowId={(r) => r.id}
      rowHref={dailyReportPath}
      data={data}
      error={error}
      isFetching={isFetching}
      onRetry={refetch}
      query={paging}
      onQueryChange={(change) =>
        setPaging((current) => ({
          page: change.page ?? (change.perPage ? 1 : current.page),
          perPage: change.perPage ?? current.perPage,
        }))
      }
      emptyMessage="承認待ちの日報はありません"
      csv={{ fileName: '承認待ち日報', fetchPage }}
      bulkActions={(ids, clear) => <DailyReportBulkActions ids={ids} onDone={clear} />}
    />
  );
}
