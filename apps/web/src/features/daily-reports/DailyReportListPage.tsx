import { dailyReportListQuery, todayInTokyo } from '@rikuun/contract';
import { useCallback, useMemo } from 'react';
import { DataTable } from '../../components/data-table/DataTable.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { pad } from '../../lib/format.ts';
import { useListQuery } from '../../lib/use-list-query.ts';
import { DailyReportBulkActions } from './DailyReportBulkActions.tsx';
import { DailyReportFilters } from './DailyReportFilters.tsx';
import { DailyReportSummaryCard } from './DailyReportSummaryCard.tsx';
import { DutyRecordPdfButton } from './DutyRecordPdfButton.tsx';
import { dailyReportColumns } from './daily-report-columns.tsx';
import { dailyReportPath } from './daily-report-format.tsx';
import { useLazyListDailyReportsQuery, useListDailyReportsQuery } from './daily-reports.api.ts';

/** This month in Tokyo: the list's default period. */
function thisMonth() {
  const today = todayInTokyo();
  const [year, month] = today.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: `${today.slice(0, 8)}01`, to: `${today.slice(0, 8)}${pad(lastDay)}` };
}

/** 日報 (乗務記録) of the company's drivers: filters in the URL, CSV, bulk approval. */
export function DailyReportListPage() {
  const defaults = useMemo(thisMonth, []);
  const { query, setQuery, table } = useListQuery(dailyReportListQuery, { defaults });
  const { data, error, isFetching, refetch } = useListDailyReportsQuery(query);
  const [fetchReports] = useLazyListDailyReportsQuery();
  const fetchPage = useCallback(
    (page: number, perPage: number) =>
      fetchReports({ ...query, includeAdjustment: undefined, page, perPage }).unwrap(),
    [fetchReports, query],
  );

  return (
    <>
      <PageHeader
        title="日報"
        subtitle="ドライバーの乗務記録と運賃（請求・支払）、承認状況"
        actions={
          <DutyRecordPdfButton driverId={query.driverId} month={(query.from ?? defaults.from).slice(0, 7)} />
        }
      />
      <DailyReportFilters
        query={query}
        onChange={(change) =>
          setQuery({
            ...change,
            ...('from' in change ? { from: change.from ?? defaults.from } : {}),
            ...('to' in change ? { to: change.to ?? defaults.to } : {}),
          })
        }
      />
      {data?.summary && <DailyReportSummaryCard summary={data.summary} />}
      <DataTable
        label="日報一覧"
        columns={dailyReportColumns}
        rowId={(r) => r.id}
        rowHref={dailyReportPath}
        data={data}
        error={error}
        isFetching={isFetching}
        onRetry={refetch}
        {...table}
        emptyMessage="条件に一致する日報はありません"
        csv={{ fileName: '日報一覧', fetchPage }}
        bulkActions={(ids, clear) => <DailyReportBulkActions ids={ids} onDone={clear} />}
      />
    </>
  );
}
