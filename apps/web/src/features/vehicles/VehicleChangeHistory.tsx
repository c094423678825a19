import {
  activeLabel,
  fuelTypeLabels,
  ownershipLabels,
  vehicleClassLabels,
  vehicleLabels,
} from '@rikuun/contract';
import { PagedChangeHistory } from '../../components/PagedChangeHistory.tsx';
import { formatKg } from '../../lib/format.ts';
import { useGetVehicleHistoryQuery } from './vehicles.api.ts';

const labels: Record<string, string> = { ...vehicleLabels, deletedAt: '削除日時' };

function formatValue(field: string, value: unknown) {
  if (field === 'vehicleClass') return vehicleClassLabels[value as keyof typeof vehicleClassLabels];
  if (field === 'fuelType') return fuelTypeLabels[value as keyof typeof fuelTypeLabels];
  if (field === 'ownership') return ownershipLabels[value as keyof typeof ownershipLabels];
  if (field === 'maxLoadKg' || field === 'grossWeightKg') return formatKg(value as number);
  if (field === 'active') return activeLabel(Boolean(value));
  return undefined;
}

/** The vehicle's 変更履歴 card on its detail page. */
export function VehicleChangeHistory({ vehicleId }: { vehicleId: string }) {
  return (
    <PagedChangeHistory
      id={vehicleId}
      useHistory={useGetVehicleHistoryQuery}
      labels={labels}
      formatValue={formatValue}
    />
  );
}
