import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { todayInTokyo } from '@rikuun/contract';
import { useState } from 'react';
import { DataTable } from '../../components/data-table/DataTable.tsx';
import { ListDateFilter } from '../../components/ListDateFilter.tsx';
import type { ListQueryBase } from '../../lib/list-query.ts';
import { useCarrierRegisterQuery, useLazyCarrierRegisterQuery } from './course-offers.api.ts';
import { carrierRegisterColumns } from './offer-columns.tsx';

const monthStart = (date: string) => `${date.slice(0, 8)}01`;

/**
 * 実運送体制管理簿: the contracts of every chain the company is in (as 元請 the whole chain), by
 * delivery date and tier, with the actual carrier, cargo and 区間; CSV download of the same columns.
 */
export function CarrierRegisterTab() {
  const [from, setFrom] = useState<string | undefined>(() => monthStart(todayInTokyo()));
  const [to, setTo] = useState<string | undefined>(undefined);
  const [query, setQuery] = useState<ListQueryBase>({ page: 1, perPage: 100 });
  const period = { from, to };
  const list = useCarrierRegisterQuery({ ...period, page: query.page, perPage: query.perPage });
  const [fetchPage] = useLazyCarrierRegisterQuery();

  return (
    <>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        成立した傭車（運送契約）を運行日・請負階層の順に表示します。元請として出した案件は再委託先を含むすべての階層を、引き受けた案件は自社の契約とその先の階層を表示します。
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2 }}>
        <ListDateFilter
          label="期間（開始）"
          value={from}
          onChange={(value) => {
            setFrom(value);
            setQuery((q) => ({ ...q, page: 1 }));
          }}
        />
        <ListDateFilter
          label="期間（終了）"
          value={to}
          onChange={(value) => {
            setTo(value);
            setQuery((q) => ({ ...q, page: 1 }));
          }}
        />
      </Stack>
      <DataTable
        label="実運送体制管理簿"
        columns={carrierRegisterColumns}
        rowId={(r) => r.id}
        data={list.data}
        error={list.error}
        isFetching={list.isFetching}
        onRetry={list.refetch}
        query={query}
        onQueryChange={(change) => setQuery((q) => ({ ...q, ...change }))}
        emptyMessage="この期間に成立した傭車はありません"
        csv={{
          fileName: '実運送体制管理簿',
          fetchPage: (page, perPage) => fetchPage({ ...period, page, perPage }).unwrap(),
        }}
      />
    </>
  );
}
