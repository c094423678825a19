import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { useCallback } from 'react';
import { Link as RouterLink } from 'react-router';
import { DataTable } from '../../components/data-table/DataTable.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { VehicleFilters } from './VehicleFilters.tsx';
import { vehicleColumns, vehiclePath } from './vehicle-columns.tsx';
import { useVehicleListQuery } from './vehicle-list-params.ts';
import { useLazyListVehiclesQuery, useListVehiclesQuery } from './vehicles.api.ts';

export function VehicleListPage() {
  const { query, setQuery, table } = useVehicleListQuery();
  const { data, error, isFetching, refetch } = useListVehiclesQuery(query);
  const [fetchVehicles] = useLazyListVehiclesQuery();
  const fetchPage = useCallback(
    (page: number, perPage: number) => fetchVehicles({ ...query, page, perPage }).unwrap(),
    [fetchVehicles, query],
  );

  return (
    <>
      <PageHeader
        title="車両"
        actions={
          <Button component={RouterLink} to="/vehicles/new" variant="contained" startIcon={<AddIcon />}>
            新規登録
          </Button>
        }
      />
      <VehicleFilters query={query} onChange={setQuery} />
      <DataTable
        label="車両一覧"
        columns={vehicleColumns}
        rowId={(vehicle) => vehicle.id}
        rowHref={vehiclePath}
        data={data}
        error={error}
        isFetching={isFetching}
        onRetry={refetch}
        {...table}
        emptyMessage="条件に一致する車両はありません"
        csv={{ fileName: '車両一覧', fetchPage }}
      />
    </>
  );
}
