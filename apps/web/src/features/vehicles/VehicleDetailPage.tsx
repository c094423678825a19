import ArrowBack from '@mui/icons-material/ArrowBack';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import { fuelTypeLabels, ownershipLabels, type Vehicle, vehicleClassLabels } from '@rikuun/contract';
import { Link as RouterLink, useParams } from 'react-router';
import { type DetailItem, DetailList } from '../../components/DetailList.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Loading, QueryError } from '../../components/QueryStatus.tsx';
import { formatDate, formatKg } from '../../lib/format.ts';
import { MaintenanceHistory } from '../maintenances/MaintenanceHistory.tsx';
import { DeleteVehicleButton } from './DeleteVehicleButton.tsx';
import { ActiveChip, InspectionDate } from './VehicleBadges.tsx';
import { VehicleChangeHistory } from './VehicleChangeHistory.tsx';
import { useGetVehicleQuery } from './vehicles.api.ts';

function vehicleDetails(vehicle: Vehicle): DetailItem[] {
  return [
    { label: '登録番号', value: vehicle.registrationNumber },
    { label: '車両名', value: vehicle.name },
    { label: '車格', value: vehicleClassLabels[vehicle.vehicleClass] },
    { label: '最大積載量', value: formatKg(vehicle.maxLoadKg) },
    { label: '車検満了日', value: <InspectionDate expiresOn={vehicle.inspectionExpiresOn} /> },
    { label: '任意保険満了日', value: formatDate(vehicle.insuranceExpiresOn) },
    { label: '拠点', value: vehicle.baseName },
    { label: 'メーカー', value: vehicle.maker },
    { label: '型式', value: vehicle.model },
    { label: '燃料', value: vehicle.fuelType ? fuelTypeLabels[vehicle.fuelType] : null },
    { label: '所有区分', value: ownershipLabels[vehicle.ownership] },
    { label: '初度登録日', value: formatDate(vehicle.firstRegisteredOn) },
    { label: '稼働状態', value: <ActiveChip active={vehicle.active} /> },
    { label: '最終整備日', value: formatDate(vehicle.lastMaintainedOn) },
    { label: '備考', value: vehicle.memo },
  ];
}

export function VehicleDetailPage() {
  const id = useParams().id ?? '';
  const { data: vehicle, error, refetch } = useGetVehicleQuery(id);

  if (!vehicle) return error ? <QueryError error={error} onRetry={refetch} /> : <Loading />;
  return (
    <>
      <Button component={RouterLink} to="/vehicles" startIcon={<ArrowBack />} sx={{ mb: 1 }}>
        車両一覧
      </Button>
      <PageHeader
        title={vehicle.registrationNumber}
        subtitle={vehicle.name}
        actions={
          <>
            <Button
              component={RouterLink}
              to={`/vehicles/${vehicle.id}/edit`}
              variant="outlined"
              startIcon={<EditOutlined />}
            >
              編集
            </Button>
            <DeleteVehicleButton vehicle={vehicle} />
          </>
        }
      />
      <Stack spacing={2}>
        <Card variant="outlined">
          <CardContent>
            <DetailList items={vehicleDetails(vehicle)} />
          </CardContent>
        </Card>
        <MaintenanceHistory vehicleId={vehicle.id} />
        <VehicleChangeHistory vehicleId={vehicle.id} />
      </Stack>
    </>
  );
}
