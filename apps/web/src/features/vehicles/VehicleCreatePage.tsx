import { useNavigate } from 'react-router';
import { PageHeader } from '../../components/PageHeader.tsx';
import { notifySuccess } from '../../lib/notifier.ts';
import { VehicleForm } from './VehicleForm.tsx';
import { newVehicleValues } from './vehicle-form-values.ts';
import { useCreateVehicleMutation } from './vehicles.api.ts';

export function VehicleCreatePage() {
  const navigate = useNavigate();
  const [createVehicle] = useCreateVehicleMutation();
  return (
    <>
      <PageHeader title="車両の新規登録" />
      <VehicleForm
        defaultValues={newVehicleValues}
        onCancel={() => navigate('/vehicles')}
        onSubmit={async (values) => {
          const vehicle = await createVehicle(values).unwrap();
          notifySuccess('車両を登録しました');
          navigate(`/vehicles/${vehicle.id}`, { replace: true });
        }}
      />
    </>
  );
}
