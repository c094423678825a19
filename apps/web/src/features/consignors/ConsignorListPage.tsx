import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { consignorActiveLabel, consignorListQuery } from '@rikuun/contract';
import { useCallback } from 'react';
import { Link as RouterLink } from 'react-router';
import { DataTable } from '../../components/data-table/DataTable.tsx';
import { ListSearchField } from '../../components/data-table/ListSearchField.tsx';
import { ListSelectFilter } from '../../components/data-table/ListSelectFilter.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useListQuery } from '../../lib/use-list-query.ts';
import { consignorColumns, consignorPath } from './consignor-columns.tsx';
import { useLazyListConsignorsQuery, useListConsignorsQuery } from './consignors.api.ts';

const activeOptions = [
  { value: 'true', label: consignorActiveLabel(true) },
  { value: 'false', label: consignorActiveLabel(false) },
] as const;

/** The system administrator's consignors (荷主), with search and the 有効/無効 filter in the URL. */
export function ConsignorListPage() {
  const { query, setQuery, table } = useListQuery(consignorListQuery, { defaults: { sort: 'nameKana' } });
  const { data, error, isFetching, refetch } = useListConsignorsQuery(query);
  const [fetchConsignors] = useLazyListConsignorsQuery();
  const fetchPage = useCallback(
    (page: number, perPage: number) => fetchConsignors({ ...query, page, perPage }).unwrap(),
    [fetchConsignors, query],
  );
  return (
    <>
      <PageHeader
        title="荷主"
        actions={
          <Button component={RouterLink} to="/consignors/new" variant="contained" startIcon={<AddIcon />}>
            新規登録
          </Button>
        }
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2 }}>
        <ListSearchField
          value={query.q}
          placeholder="荷主名・フリガナ・電話番号"
          onChange={(q) => setQuery({ q }, { replace: true })}
        />
        <ListSelectFilter
          label="状態"
          value={query.active === undefined ? undefined : query.active ? 'true' : 'false'}
          options={activeOptions}
          onChange={(active) => setQuery({ active: active === undefined ? undefined : active === 'true' })}
        />
      </Stack>
      <DataTable
        label="荷主一覧"
        columns={consignorColumns}
        rowId={(c) => c.id}
        rowHref={consignorPath}
        data={data}
        error={error}
        isFetching={isFetching}
        onRetry={refetch}
        {...table}
        emptyMessage="条件に一致する荷主はありません"
        csv={{ fileName: '荷主一覧', fetchPage }}
      />
    </>
  );
}
