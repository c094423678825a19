import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Maintenance } from '@rikuun/contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { handleError } from '../../lib/errors.ts';
import { formatDate } from '../../lib/format.ts';
import { notifySuccess } from '../../lib/notifier.ts';
import { MaintenanceDialog } from './MaintenanceDialog.tsx';
import { MaintenanceImages } from './MaintenanceImages.tsx';
import { useDeleteMaintenanceMutation } from './maintenances.api.ts';

/** One maintenance record in the history: date, items, memo, photos. */
export function MaintenanceCard({ maintenance }: { maintenance: Maintenance }) {
  const [confirming, setConfirming] = useState(false);
  const [editing, setEditing] = useState(false);
  const [deleteMaintenance, { isLoading }] = useDeleteMaintenanceMutation();
  const { vehicleId } = maintenance;

  const confirmDelete = async () => {
    try {
      await deleteMaintenance({ vehicleId, maintenanceId: maintenance.id }).unwrap();
      notifySuccess('整備記録を削除しました');
    } catch (error) {
      handleError(error);
    } finally {
      setConfirming(false);
    }
  };

  return (
    <Stack
      component="article"
      spacing={1}
      aria-label={`${formatDate(maintenance.maintained)}の整備記録`}
      sx={{ py: 2 }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography component="h3" sx={{ fontWeight: 700 }}>
          {formatDate(maintenance.maintained)}
        </Typography>
        <Stack direction="row">
          <IconButton aria-label="整備記録を編集" onClick={() => setEditing(true)}>
            <EditOutlined />
          </IconButton>
          <IconButton aria-label="整備記録を削除" onClick={() => setConfirming(true)}>
            <DeleteOutlined />
          </IconButton>
        </Stack>
      </Stack>
      {maintenance.tasks.length > 0 && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
          {maintenance.tasks.map((task) => (
            <Chip key={task.id} size="small" label={task.name} />
          ))}
        </Stack>
      )}
      {maintenance.memo && (
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{maintenance.memo}</Typography>
      )}
      {maintenance.images.length > 0 && (
        <MaintenanceImages vehicleId={vehicleId} maintenanceId={maintenance.id} images={maintenance.images} />
      )}
      {editing && (
        <MaintenanceDialog
          vehicleId={vehicleId}
          maintenance={maintenance}
          onClose={() => setEditing(false)}
        />
      )}
      <ConfirmDialog
        open={confirming}
        title="整備記録を削除しますか？"
        message={`${formatDate(maintenance.maintained)}の整備記録と画像をすべて削除します。この操作は取り消せません。`}
        busy={isLoading}
        onConfirm={confirmDelete}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
