import ArrowBack from '@mui/icons-material/ArrowBack';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import {
  fuelTypeLabels,
  vehicleLabels as L,
  ownershipLabels,
  type Vehicle,
  vehicleClassLabels,
} from '@rikuun/contract';
import { Link as RouterLink, useParams } from 'react-router';
import { type DetailItem, DetailList } from '../../components/DetailList.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Loading, QueryError } from '../../components/QueryStatus.tsx';
import { formatDate, formatKg } from '../../lib/format.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { MaintenanceHistory } from '../maintenances/index.ts';
import { DeleteVehicleButton } from './DeleteVehicleButton.tsx';
import { ActiveChip, InspectionDate } from './VehicleBadges.tsx';
import { VehicleChangeHistory } from './VehicleChangeHistory.tsx';
import { VehicleNotFound } from './VehicleNotFound.tsx';
import { useGetVehicleQuery } from './vehicles.api.ts';

function vehicleDetails(vehicle: Vehicle): DetailItem[] {
  return [
    { label: L.registrationNumber, value: vehicle.registrationNumber },
    { label: L.name, value: vehicle.name },
    { label: L.vehicleClass, value: vehicleClassLabels[vehicle.vehicleClass] },
    { label: L.maxLoadKg, value: formatKg(vehicle.maxLoadKg) },
    { label: L.grossWeightKg, value: formatKg(vehicle.grossWeightKg) },
    { label: L.inspectionExpiresOn, value: <InspectionDate expiresOn={vehicle.inspectionExpiresOn} /> },
    { label: L.insuranceExpiresOn, value: formatDate(vehicle.insuranceExpiresOn) },
    { label: L.baseName, value: vehicle.baseName },
    { label: L.maker, value: vehicle.maker },
    { label: L.model, value: vehicle.model },
    { label: L.fuelType, value: vehicle.fuelType ? fuelTypeLabels[vehicle.fuelType] : null },
    { label: L.ownership, value: ownershipLabels[vehicle.ownership] },
    { label: L.firstRegisteredOn, value: formatDate(vehicle.firstRegisteredOn) },
    { label: L.active, value: <ActiveChip active={vehicle.active} /> },
    { label: L.lastMaintainedOn, value: formatDate(vehicle.lastMaintainedOn) },
    { label: L.memo, value: vehicle.memo },
  ];
}

export function VehicleDetailPage() {
  const id = useParams().id ?? '';
  const { data: vehicle, error, refetch } = useGetVehicleQuery(id);
  // A malformed id (400) is as missing as a deleted one (404).
  const missing =
    !vehicle && [400, 404].includes((error as { status?: unknown } | undefined)?.status as number);
  usePageTitle(vehicle?.registrationNumber ?? (missing ? '車両が見つかりません' : null));

  if (missing) return <VehicleNotFound />;
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
