import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Loading, QueryError } from '../../components/QueryStatus.tsx';
import { notifySuccess } from '../../lib/notifier.ts';
import { VehicleForm } from './VehicleForm.tsx';
import { vehicleToInput } from './vehicle-form-values.ts';
import { useGetVehicleQuery, useUpdateVehicleMutation } from './vehicles.api.ts';

export function VehicleEditPage() {
  const id = useParams().id ?? '';
  const navigate = useNavigate();
  const { data: vehicle, error, refetch } = useGetVehicleQuery(id);
  const [updateVehicle] = useUpdateVehicleMutation();

  if (!vehicle) return error ? <QueryError error={error} onRetry={refetch} /> : <Loading />;
  return (
    <>
      <PageHeader title="車両の編集" subtitle={vehicle.registrationNumber} />
      <VehicleForm
        key={vehicle.id}
        defaultValues={vehicleToInput(vehicle)}
        version={vehicle.version}
        onCancel={() => navigate(`/vehicles/${vehicle.id}`)}
        onSubmit={async (body) => {
          await updateVehicle({ id: vehicle.id, body }).unwrap();
          notifySuccess('保存しました');
          navigate(`/vehicles/${vehicle.id}`, { replace: true });
        }}
      />
    </>
  );
}
