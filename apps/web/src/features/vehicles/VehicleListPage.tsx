import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useCallback, useMemo } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Loading, QueryError } from '../../components/QueryStatus.tsx';
import { VehicleCardList } from './VehicleCardList.tsx';
import { VehicleFilters } from './VehicleFilters.tsx';
import { VehicleTable } from './VehicleTable.tsx';
import {
  PER_PAGE_OPTIONS,
  readFilters,
  toListArgs,
  type VehicleListFilters,
  writeFilters,
} from './vehicle-list-params.ts';
import { useListVehiclesQuery } from './vehicles.api.ts';

export function VehicleListPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => readFilters(searchParams), [searchParams]);
  const { data, error, isFetching, refetch } = useListVehiclesQuery(toListArgs(filters));
  const isPhone = useMediaQuery(useTheme().breakpoints.down('sm'));

  const change = useCallback(
    (next: Partial<VehicleListFilters>) =>
      setSearchParams(writeFilters(filters, next), { replace: 'q' in next }),
    [filters, setSearchParams],
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
      <VehicleFilters filters={filters} onChange={change} />
      {error && <QueryError error={error} onRetry={refetch} />}
      {!data && !error && <Loading />}
      {data && (
        <Paper variant="outlined">
          <Box sx={{ height: 4 }}>{isFetching && <LinearProgress aria-label="読み込み中" />}</Box>
          {data.data.length === 0 ? (
            <Typography sx={{ p: 3, textAlign: 'center', color: 'text.secondary' }}>
              条件に一致する車両はありません
            </Typography>
          ) : isPhone ? (
            <VehicleCardList vehicles={data.data} />
          ) : (
            <VehicleTable vehicles={data.data} />
          )}
          <TablePagination
            component="div"
            count={data.total}
            page={Math.min(filters.page - 1, Math.max(0, Math.ceil(data.total / filters.perPage) - 1))}
            rowsPerPage={filters.perPage}
            rowsPerPageOptions={[...PER_PAGE_OPTIONS]}
            onPageChange={(_event, page) => change({ page: page + 1 })}
            onRowsPerPageChange={(event) => change({ perPage: Number(event.target.value) })}
            showFirstButton={!isPhone}
            showLastButton={!isPhone}
          />
        </Paper>
      )}
    </>
  );
}
