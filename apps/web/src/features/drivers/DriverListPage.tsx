import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { driverListQuery } from '@rikuun/contract';
import { useCallback } from 'react';
import { Link as RouterLink } from 'react-router';
import { DataTable } from '../../components/data-table/DataTable.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useListQuery } from '../../lib/use-list-query.ts';
import { DriverFilters } from './DriverFilters.tsx';
import { driverColumns, driverPath } from './driver-columns.tsx';
import { useLazyListDriversQuery, useListDriversQuery } from './drivers.api.ts';
import { SendLoginMailButton } from './SendLoginMailButton.tsx';

export function DriverListPage() {
  const { query, setQuery, table } = useListQuery(driverListQuery, { defaults: { sort: 'nameKana' } });
  const { data, error, isFetching, refetch } = useListDriversQuery(query);
  const [fetchDrivers] = useLazyListDriversQuery();
  const fetchPage = useCallback(
    (page: number, perPage: number) => fetchDrivers({ ...query, page, perPage }).unwrap(),
    [fetchDrivers, query],
  );

  return (
    <>
      <PageHeader
        title="ドライバー"
        actions={
          <Button component={RouterLink} to="/drivers/new" variant="contained" startIcon={<AddIcon />}>
            新規登録
          </Button>
        }
      />
      <DriverFilters query={query} onChange={setQuery} />
      <DataTable
        label="ドライバー一覧"
        columns={driverColumns}
        rowId={(driver) => driver.id}
        rowHref={driverPath}
        data={data}
        error={error}
        isFetching={isFetching}
        onRetry={refetch}
        {...table}
        emptyMessage="条件に一致するドライバーはいません"
        csv={{ fileName: 'ドライバー一覧', fetchPage }}
        bulkActions={(ids, clear) => <SendLoginMailButton ids={ids} onSent={clear} />}
      />
    </>
  );
}
