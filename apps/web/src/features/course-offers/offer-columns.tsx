import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import {
  type CarrierRegisterRow,
  type CourseOffer,
  courseOfferStatusLabels,
  offerAudienceLabels,
  carrierRegisterColumnLabels as R,
  tierLabel,
} from '@rikuun/contract';
import type { ReactNode } from 'react';
import type { Column } from '../../components/data-table/columns.ts';
import { actionsColumn } from '../../components/data-table/columns.ts';
import { handleError } from '../../lib/errors.ts';
import { formatDate, formatDateTime, formatKg, formatYen } from '../../lib/format.ts';
import { openDocumentPdf } from '../issued-documents/index.ts';

/** The 区間 agreed on the offer, else the first and last stop's areas. */
const area = (o: CourseOffer) =>
  [o.fromArea ?? o.firstArea, o.toArea ?? o.lastArea].filter(Boolean).join(' → ') || '';
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
const cargo: Column<CourseOffer> = {
  id: 'cargo',
  label: '貨物の内容',
  value: (o) => o.cargo ?? '',
  maxWidth: 200,
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
    {
      id: 'tier',
      label: '請負階層',
      value: (o) => (o.tier > 1 ? `${tierLabel(o.tier)}（再委託）` : tierLabel(o.tier)),
      noWrap: true,
      card: 'secondary',
    },
    areaColumn,
    stops,
    fee,
    expires,
    actionsColumn(actions),
    cargo,
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
      id: 'audience',
      label: '公開範囲',
      value: (o) => offerAudienceLabels[o.audience],
      noWrap: true,
      card: 'secondary',
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
    actionsColumn(actions),
    areaColumn,
    cargo,
  ];
}

const areaOfRow = (r: CarrierRegisterRow) => [r.fromArea, r.toArea].filter(Boolean).join(' → ');

/** Opens the company's own 運送契約書面 of the row (parties only). */
function ContractDocumentLink({ row }: { row: CarrierRegisterRow }) {
  const id = row.documentId;
  if (!id) return null;
  return (
    <Link
      component="button"
      type="button"
      aria-label={`${row.courseName}（${tierLabel(row.tier)}）の運送契約書面を開く`}
      onClick={() =>
        void openDocumentPdf(id).then((error) => {
          if (error) handleError(error);
        })
      }
    >
      書面
    </Link>
  );
}

/**
 * 実運送体制管理簿: one row per contract of a chain (元請 → 1次 → 2次 …), with the actual carrier on
 * each; the CSV export uses the same columns (the 書面 link aside).
 */
export const carrierRegisterColumns: Column<CarrierRegisterRow>[] = [
  {
    id: 'deliveryDate',
    label: R.deliveryDate,
    value: (r) => formatDate(r.deliveryDate),
    noWrap: true,
    card: 'secondary',
  },
  { id: 'tier', label: R.tier, value: (r) => tierLabel(r.tier), noWrap: true, card: 'status' },
  { id: 'courseName', label: R.courseName, value: (r) => r.courseName, noWrap: true, card: 'primary' },
  {
    id: 'carrierName',
    label: R.carrierName,
    value: (r) => r.carrierName,
    noWrap: true,
    card: 'secondary',
  },
  {
    id: 'actualCarrierName',
    label: R.actualCarrierName,
    value: (r) => r.actualCarrierName,
    noWrap: true,
    card: 'secondary',
  },
  { id: 'cargo', label: R.cargo, value: (r) => r.cargo ?? '', maxWidth: 200, card: 'secondary' },
  { id: 'area', label: R.area, value: areaOfRow, maxWidth: 240, card: 'secondary' },
  {
    id: 'primeCompanyName',
    label: R.primeCompanyName,
    value: (r) => r.primeCompanyName,
    noWrap: true,
    card: 'secondary',
  },
  { id: 'offeredByName', label: R.offeredByName, value: (r) => r.offeredByName, noWrap: true },
  {
    id: 'fee',
    label: R.fee,
    value: (r) => (r.fee === null ? '' : formatYen(r.fee)),
    noWrap: true,
    align: 'right',
  },
  { id: 'acceptedAt', label: R.acceptedAt, value: (r) => formatDateTime(r.acceptedAt), noWrap: true },
  { id: 'consignorName', label: R.consignorName, value: (r) => r.consignorName ?? '' },
  { id: 'clientName', label: R.clientName, value: (r) => r.clientName ?? '' },
  {
    id: 'document',
    label: '運送契約書面',
    render: (r) => <ContractDocumentLink row={r} />,
    noWrap: true,
    csv: false,
  },
];
