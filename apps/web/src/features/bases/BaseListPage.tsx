import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { baseListQuery } from '@rikuun/contract';
import { useCallback } from 'react';
import { Link as RouterLink } from 'react-router';
import { DataTable } from '../../components/data-table/DataTable.tsx';
import { ListSearchField } from '../../components/data-table/ListSearchField.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useListQuery } from '../../lib/use-list-query.ts';
import { baseColumns, basePath } from './base-columns.tsx';
import { useLazyListBasesQuery, useListBasesQuery } from './bases.api.ts';

export function BaseListPage() {
  const { query, setQuery, table } = useListQuery(baseListQuery, { defaults: { sort: 'name' } });
  const { data, error, isFetching, refetch } = useListBasesQuery(query);
  const [fetchBases] = useLazyListBasesQuery();
  const fetchPage = useCallback(
    (page: number, perPage: number) => fetchBases({ ...query, page, perPage }).unwrap(),
    [fetchBases, query],
  );

  return (
    <>
      <PageHeader
        title="拠点"
        subtitle="自社の営業所・車庫・センター"
        actions={
          <Button component={RouterLink} to="/bases/new" variant="contained" startIcon={<AddIcon />}>
            新規登録
          </Button>
        }
      />
      <Box sx={{ mb: 2 }}>
        <ListSearchField
          value={query.q}
          placeholder="拠点名・住所"
          onChange={(q) => setQuery({ q }, { replace: true })}
        />
      </Box>
      <DataTable
        label="拠点一覧"
        columns={baseColumns}
        rowId={(base) => base.id}
        rowHref={basePath}
        data={data}
        error={error}
        isFetching={isFetching}
        onRetry={refetch}
        {...table}
        emptyMessage="条件に一致する拠点はありません"
        csv={{ fileName: '拠点一覧', fetchPage }}
      />
    </>
  );
}
