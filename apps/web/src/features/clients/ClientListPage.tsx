import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { clientActiveLabel, clientListQuery } from '@rikuun/contract';
import { useCallback } from 'react';
import { Link as RouterLink } from 'react-router';
import { DataTable } from '../../components/data-table/DataTable.tsx';
import { ListSearchField } from '../../components/data-table/ListSearchField.tsx';
import { ListSelectFilter } from '../../components/data-table/ListSelectFilter.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useListQuery } from '../../lib/use-list-query.ts';
import { clientColumns, clientPath } from './client-columns.tsx';
import { useLazyListClientsQuery, useListClientsQuery } from './clients.api.ts';

const activeOptions = [
  { value: 'true', label: clientActiveLabel(true) },
  { value: 'false', label: clientActiveLabel(false) },
] as const;

export function ClientListPage() {
  const { query, setQuery, table } = useListQuery(clientListQuery, { defaults: { sort: 'nameKana' } });
  const { data, error, isFetching, refetch } = useListClientsQuery(query);
  const [fetchClients] = useLazyListClientsQuery();
  const fetchPage = useCallback(
    (page: number, perPage: number) => fetchClients({ ...query, page, perPage }).unwrap(),
    [fetchClients, query],
  );

  return (
    <>
      <PageHeader
        title="取引先"
        actions={
          <Button component={RouterLink} to="/clients/new" variant="contained" startIcon={<AddIcon />}>
            新規登録
          </Button>
        }
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2 }}>
        <ListSearchField
          value={query.q}
          placeholder="取引先名・フリガナ"
          onChange={(q) => setQuery({ q }, { replace: true })}
        />
        <ListSelectFilter
          label="取引状態"
          value={query.active === undefined ? undefined : query.active ? 'true' : 'false'}
          options={activeOptions}
          onChange={(active) => setQuery({ active: active === undefined ? undefined : active === 'true' })}
        />
      </Stack>
      <DataTable
        label="取引先一覧"
        columns={clientColumns}
        rowId={(client) => client.id}
        rowHref={clientPath}
        data={data}
        error={error}
        isFetching={isFetching}
        onRetry={refetch}
        {...table}
        emptyMessage="条件に一致する取引先はありません"
        csv={{ fileName: '取引先一覧', fetchPage }}
      />
    </>
  );
}
