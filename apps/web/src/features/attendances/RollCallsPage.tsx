import { attendanceListQuery, todayInTokyo } from '@rikuun/contract';
import { useCallback, useMemo } from 'react';
import { DataTable } from '../../components/data-table/DataTable.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { pad } from '../../lib/format.ts';
import { useListQuery } from '../../lib/use-list-query.ts';
import { attendanceColumns } from './attendance-columns.tsx';
import { useLazyListAttendancesQuery, useListAttendancesQuery } from './attendances.api.ts';
import { RollCallFilters } from './RollCallFilters.tsx';

/** This month in Tokyo: the list's default period. */
function thisMonth() {
  const today = todayInTokyo();
  const [year, month] = today.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: `${today.slice(0, 8)}01`, to: `${today.slice(0, 8)}${pad(lastDay)}` };
}

/** 点呼記録: the drivers' 出勤・退勤 with their 点呼 and breaks, for the records the law asks to keep. */
export function RollCallsPage() {
  const defaults = useMemo(thisMonth, []);
  const { query, setQuery, table } = useListQuery(attendanceListQuery, { defaults });
  const { data, error, isFetching, refetch } = useListAttendancesQuery(query);
  const [fetchAttendances] = useLazyListAttendancesQuery();
  const fetchPage = useCallback(
    (page: number, perPage: number) => fetchAttendances({ ...query, page, perPage }).unwrap(),
    [fetchAttendances, query],
  );

  return (
    <>
      <PageHeader
        title="点呼記録"
        subtitle="ドライバーの出退勤と点呼（酒気帯び確認・健康状態・日常点検）の記録"
      />
      <RollCallFilters query={query} defaults={defaults} onChange={(change) => setQuery(change)} />
      <DataTable
        label="点呼記録一覧"
        columns={attendanceColumns}
        rowId={(r) => r.id}
        data={data}
        error={error}
        isFetching={isFetching}
        onRetry={refetch}
        {...table}
        emptyMessage="この期間の点呼記録はありません"
        csv={{ fileName: '点呼記録', fetchPage }}
      />
    </>
  );
}
