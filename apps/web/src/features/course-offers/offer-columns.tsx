import Chip from '@mui/material/Chip';
import {
  type CarrierRegisterRow,
  type CourseOffer,
  courseOfferStatusLabels,
  carrierRegisterColumnLabels as R,
} from '@rikuun/contract';
import type { ReactNode } from 'react';
import type { Column } from '../../components/data-table/columns.ts';
import { formatDate, formatDateTime, formatKg, formatYen } from '../../lib/format.ts';

const area = (o: CourseOffer) => [o.firstArea, o.lastArea].filter(Boolean).join(' → ') || '';
const load = (o: CourseOffer) =>
  [o.totalQuantity > 0 ? `${o.totalQuantity}個` : '', o.totalWeightKg > 0 ? formatKg(o.totalWeightKg) : '']
    .filter(Boolean)
    .join(' / ');

const statusColor = {
  open: 'success',
  accepted: 'primary',
  withdrawn: 'default',
  expired: 'default',
} as const;

function StatusChip({ offer }: { offer: CourseOffer }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={statusColor[offer.status]}
      label={courseOfferStatusLabels[offer.status]}
    />
  );
}

const date: Column<CourseOffer> = {
  id: 'deliveryDate',
  label: '運行日',
  value: (o) => formatDate(o.deliveryDate),
  noWrap: true,
  card: 'secondary',
};
const name: Column<CourseOffer> = {
  id: 'courseName',
  label: 'コース',
  value: (o) => o.courseName,
  noWrap: true,
  card: 'primary',
};
const areaColumn: Column<CourseOffer> = {
  id: 'area',
  label: 'エリア',
  value: area,
  maxWidth: 220,
  card: 'secondary',
};
const stops: Column<CourseOffer> = {
  id: 'stops',
  label: '配送先・荷量',
  value: (o) => [`${o.destinationCount}件`, load(o)].filter(Boolean).join(' / '),
  noWrap: true,
  card: 'secondary',
};
const fee: Column<CourseOffer> = {
  id: 'fee',
  label: '傭車料',
  value: (o) => formatYen(o.fee),
  noWrap: true,
  card: 'secondary',
};
const expires: Column<CourseOffer> = {
  id: 'expiresAt',
  label: '募集期限',
  value: (o) => formatDateTime(o.expiresAt),
  noWrap: true,
};

/** 募集中の案件: others' offers, with the offering company and the row's 引き受ける button. */
export function openOfferColumns(actions: (o: CourseOffer) => ReactNode): Column<CourseOffer>[] {
  return [
    date,
    name,
    { id: 'companyName', label: '依頼元', value: (o) => o.companyName, noWrap: true, card: 'secondary' },
    areaColumn,
    stops,
    fee,
    expires,
    { id: 'actions', label: '操作', render: actions, noWrap: true, csv: false, card: 'secondary' },
  ];
}

/** 自社の依頼: status, the carrier once accepted, and 取り下げ while open. */
export function ownOfferColumns(actions: (o: CourseOffer) => ReactNode): Column<CourseOffer>[] {
  return [
    date,
    name,
    {
      id: 'status',
      label: '状態',
      value: (o) => courseOfferStatusLabels[o.status],
      render: (o) => <StatusChip offer={o} />,
      noWrap: true,
      card: 'status',
    },
    {
      id: 'carrier',
      label: '実運送事業者',
      value: (o) => o.acceptedCompanyName ?? '',
      noWrap: true,
      card: 'secondary',
    },
    fee,
    expires,
    { id: 'actions', label: '操作', render: actions, noWrap: true, csv: false, card: 'secondary' },
    areaColumn,
  ];
}

/** 実運送体制管理簿: one row per accepted offer; the CSV export uses the same columns. */
export const carrierRegisterColumns: Column<CarrierRegisterRow>[] = [
  {
    id: 'deliveryDate',
    label: R.deliveryDate,
    value: (r) => formatDate(r.deliveryDate),
    noWrap: true,
    card: 'secondary',
  },
  { id: 'courseName', label: R.courseName, value: (r) => r.courseName, noWrap: true, card: 'primary' },
  { id: 'consignorName', label: R.consignorName, value: (r) => r.consignorName ?? '', card: 'secondary' },
  { id: 'clientName', label: R.clientName, value: (r) => r.clientName ?? '', card: 'secondary' },
  { id: 'carrierName', label: R.carrierName, value: (r) => r.carrierName, noWrap: true, card: 'secondary' },
  { id: 'fee', label: R.fee, value: (r) => formatYen(r.fee), noWrap: true, card: 'secondary' },
  { id: 'acceptedAt', label: R.acceptedAt, value: (r) => formatDateTime(r.acceptedAt), noWrap: true },
];
