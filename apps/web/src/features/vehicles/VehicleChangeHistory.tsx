import { fuelTypeLabels, ownershipLabels, vehicleClassLabels } from '@rikuun/contract';
import { useState } from 'react';
import { ChangeHistory } from '../../components/ChangeHistory.tsx';
import { formatKg } from '../../lib/format.ts';
import { useGetVehicleHistoryQuery } from './vehicles.api.ts';

const PER_PAGE = 10;

// The vehicle's field labels; to be replaced by the contract's labels when they live beside the schema.
const labels: Record<string, string> = {
  registrationNumber: '登録番号',
  name: '車両名',
  vehicleClass: '車格',
  maxLoadKg: '最大積載量',
  inspectionExpiresOn: '車検満了日',
  insuranceExpiresOn: '任意保険満了日',
  baseId: '拠点',
  maker: 'メーカー',
  model: '型式',
  fuelType: '燃料',
  ownership: '所有区分',
  firstRegisteredOn: '初度登録日',
  memo: '備考',
  active: '稼働状態',
  deletedAt: '削除日時',
};

function formatValue(field: string, value: unknown) {
  if (field === 'vehicleClass') return vehicleClassLabels[value as keyof typeof vehicleClassLabels];
  if (field === 'fuelType') return fuelTypeLabels[value as keyof typeof fuelTypeLabels];
  if (field === 'ownership') return ownershipLabels[value as keyof typeof ownershipLabels];
  if (field === 'maxLoadKg') return formatKg(value as number);
  if (field === 'active') return value ? '稼働中' : '非稼働';
  return undefined;
}

/** The vehicle's 変更履歴 card on its detail page. */
export function VehicleChangeHistory({ vehicleId }: { vehicleId: string }) {
  const [page, setPage] = useState(1);
  const { data, error, refetch } = useGetVehicleHistoryQuery({ id: vehicleId, page, perPage: PER_PAGE });
  return (
    <ChangeHistory
      data={data}
      error={error}
      onRetry={refetch}
      page={page}
      perPage={PER_PAGE}
      onPageChange={setPage}
      labels={labels}
      formatValue={formatValue}
    />
  );
}
