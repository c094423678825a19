import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import { type Vehicle, vehicleInput } from '@rikuun/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { describeError, handleError } from '../../lib/errors.ts';
import { notifySuccess } from '../../lib/notifier.ts';
import { vehicleToInput } from './vehicle-form-values.ts';
import { useDeleteVehicleMutation, useUpdateVehicleMutation } from './vehicles.api.ts';

const isConflict = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 409;

/**
 * Deletes after confirming. A vehicle still in use cannot be deleted (409); then the server's reason is
 * shown and the vehicle can be set 非稼働 instead, which keeps its history.
 */
export function DeleteVehicleButton({ vehicle }: { vehicle: Vehicle }) {
  const navigate = useNavigate();
  const [step, setStep] = useState<'idle' | 'confirm' | 'in-use'>('idle');
  const [inUseReason, setInUseReason] = useState('');
  const [deleteVehicle, deletion] = useDeleteVehicleMutation();
  const [updateVehicle, update] = useUpdateVehicleMutation();

  const confirmDelete = async () => {
    try {
      await deleteVehicle(vehicle.id).unwrap();
      notifySuccess('削除しました');
      navigate('/vehicles', { replace: true });
    } catch (error) {
      if (isConflict(error)) {
        setInUseReason(describeError(error).messages.join(' '));
        setStep('in-use');
        return;
      }
      setStep('idle');
      handleError(error);
    }
  };

  const deactivate = async () => {
    try {
      const body = vehicleInput.parse({ ...vehicleToInput(vehicle), active: false });
      await updateVehicle({ id: vehicle.id, body }).unwrap();
      notifySuccess('非稼働にしました');
    } catch (error) {
      handleError(error);
    } finally {
      setStep('idle');
    }
  };

  return (
    <>
      <Button
        color="error"
        variant="outlined"
        startIcon={<DeleteOutlined />}
        onClick={() => setStep('confirm')}
      >
        削除
      </Button>
      <ConfirmDialog
        open={step === 'confirm'}
        title="車両を削除しますか？"
        message={`「${vehicle.registrationNumber}」を削除します。この操作は取り消せません。`}
        busy={deletion.isLoading}
        onConfirm={confirmDelete}
        onClose={() => setStep('idle')}
      />
      <ConfirmDialog
        open={step === 'in-use'}
        title="この車両は削除できません"
        message={
          vehicle.active
            ? `${inUseReason}\n代わりに非稼働にすると、記録を残したまま配車の対象から外せます。`
            : inUseReason
        }
        confirmLabel={vehicle.active ? '非稼働にする' : '閉じる'}
        destructive={false}
        busy={update.isLoading}
        onConfirm={vehicle.active ? deactivate : () => setStep('idle')}
        onClose={() => setStep('idle')}
      />
    </>
  );
}
