import Button from '@mui/material/Button';
import { type Attendance, attendanceListQuery, awaitsConfirmation, todayInTokyo } from '@rikuun/contract';
import { useCallback, useMemo, useState } from 'react';
import { DataTable } from '../../components/data-table/DataTable.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { pad } from '../../lib/format.ts';
import { useListQuery } from '../../lib/use-list-query.ts';
import { attendanceColumns } from './attendance-columns.tsx';
import { useLazyListAttendancesQuery, useListAttendancesQuery } from './attendances.api.ts';
import { RegisterButtons } from './RegisterButtons.tsx';
import { RollCallConfirmDialog } from './RollCallConfirmDialog.tsx';
import { RollCallFilters } from './RollCallFilters.tsx';

/** This month in Tokyo: the list's default period. */
function thisMonth() {
  const today = todayInTokyo();
  const [year, month] = today.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: `${today.slice(0, 8)}01`, to: `${today.slice(0, 8)}${pad(lastDay)}` };
}

/**
 * 点呼記録: the drivers' 点呼 (their answers) and breaks; staff confirm one or many as the 点呼執行者
 * and print the 点呼記録簿 of the period.
 */
export function RollCallsPage() {
  const defaults = useMemo(thisMonth, []);
  const { query, setQuery, table } = useListQuery(attendanceListQuery, { defaults });
  const { data, error, isFetching, refetch } = useListAttendancesQuery(query);
  const [fetchAttendances] = useLazyListAttendancesQuery();
  const [confirming, setConfirming] = useState<readonly Attendance[] | null>(null);
  const fetchPage = useCallback(
    (page: number, perPage: number) => fetchAttendances({ ...query, page, perPage }).unwrap(),
    [fetchAttendances, query],
  );
  const columns = useMemo(() => attendanceColumns((record) => setConfirming([record])), []);
  const waitingOf = (ids: readonly string[]) =>
    (data?.data ?? []).filter((r) => ids.includes(r.id) && awaitsConfirmation(r));

  return (
    <>
      <PageHeader
        title="点呼記録"
        subtitle="ドライバーの申告（酒気帯び確認・健康状態・日常点検）を運行管理者が確認し、点呼執行者として記録します"
        actions={<RegisterButtons period={{ from: query.from, to: query.to, driverId: query.driverId }} />}
      />
      <RollCallFilters query={query} defaults={defaults} onChange={(change) => setQuery(change)} />
      <DataTable
        label="点呼記録一覧"
        columns={columns}
        rowId={(r) => r.id}
        data={data}
        error={error}
        isFetching={isFetching}
        onRetry={refetch}
        {...table}
        emptyMessage="この期間の点呼記録はありません"
        csv={{ fileName: '点呼記録', fetchPage }}
        bulkActions={(ids, clear) => {
          const waiting = waitingOf(ids);
          return (
            <Button
              variant="contained"
              disabled={waiting.length === 0}
              onClick={() => {
                setConfirming(waiting);
                clear();
              }}
            >
              選択した点呼を確認（{waiting.length}件）
            </Button>
          );
        }}
      />
      {confirming && (
        <RollCallConfirmDialog
          records={confirming}
          onClose={() => setConfirming(null)}
          onDone={() => void refetch()}
        />
      )}
    </>
  );
}
