import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment, useState } from 'react';
import { Loading, QueryError } from '../../components/QueryStatus.tsx';
import { MaintenanceCard } from './MaintenanceCard.tsx';
import { MaintenanceDialog } from './MaintenanceDialog.tsx';
import { useListMaintenancesQuery } from './maintenances.api.ts';

const PER_PAGE = 10;

/** A vehicle's maintenance records, newest first, with the button to add one. */
export function MaintenanceHistory({ vehicleId }: { vehicleId: string }) {
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const { data, error, refetch } = useListMaintenancesQuery({ vehicleId, page, perPage: PER_PAGE });
  const pageCount = data ? Math.ceil(data.total / PER_PAGE) : 0;

  return (
    <Card variant="outlined" component="section" aria-labelledby="maintenance-history-title">
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
          <Typography variant="h2" component="h2" id="maintenance-history-title">
            整備記録
          </Typography>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
            整備記録を追加
          </Button>
        </Stack>
        {error && <QueryError error={error} onRetry={refetch} />}
        {!data && !error && <Loading />}
        {data && data.data.length === 0 && (
          <Typography sx={{ color: 'text.secondary', py: 2 }}>整備記録はありません</Typography>
        )}
        {data?.data.map((maintenance, index) => (
          <Fragment key={maintenance.id}>
            {index > 0 && <Divider />}
            <MaintenanceCard maintenance={maintenance} />
          </Fragment>
        ))}
        {pageCount > 1 && (
          <Pagination
            count={pageCount}
            page={page}
            onChange={(_event, next) => setPage(next)}
            sx={{ mt: 1, display: 'flex', justifyContent: 'center' }}
          />
        )}
      </CardContent>
      {adding && <MaintenanceDialog vehicleId={vehicleId} onClose={() => setAdding(false)} />}
    </Card>
  );
}
