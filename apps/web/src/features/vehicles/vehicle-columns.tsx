import Link from '@mui/material/Link';
import { activeLabel, type Vehicle, vehicleClassLabels } from '@rikuun/contract';
import { Link as RouterLink } from 'react-router';
import type { Column } from '../../components/data-table/columns.ts';
import { formatDate, formatKg } from '../../lib/format.ts';
import { ActiveChip, InspectionDate } from './VehicleBadges.tsx';

export const vehiclePath = (vehicle: Vehicle) => `/vehicles/${vehicle.id}`;

/** The vehicle list's columns: table, phone card and CSV export. Sort keys are the contract's vehicleSortKeys. */
export const vehicleColumns: readonly Column<Vehicle>[] = [
  {
    id: 'registrationNumber',
    label: '登録番号',
    value: (v) => v.registrationNumber,
    render: (v) => (
      <Link component={RouterLink} to={vehiclePath(v)}>
        {v.registrationNumber}
      </Link>
    ),
    sortKey: 'registrationNumber',
    noWrap: true,
    card: 'primary',
  },
  { id: 'name', label: '車両名', value: (v) => v.name, sortKey: 'name', maxWidth: 240, card: 'secondary' },
  {
    id: 'vehicleClass',
    label: '車格',
    value: (v) => vehicleClassLabels[v.vehicleClass],
    sortKey: 'vehicleClass',
    noWrap: true,
    card: 'secondary',
  },
  {
    id: 'maxLoadKg',
    label: '最大積載量',
    value: (v) => v.maxLoadKg,
    render: (v) => formatKg(v.maxLoadKg) || '—',
    align: 'right',
    noWrap: true,
    card: 'secondary',
  },
  {
    id: 'inspectionExpiresOn',
    label: '車検満了日',
    value: (v) => v.inspectionExpiresOn,
    render: (v) => <InspectionDate expiresOn={v.inspectionExpiresOn} />,
    sortKey: 'inspectionExpiresOn',
    noWrap: true,
    minWidth: 210,
    card: 'secondary',
  },
  {
    id: 'baseName',
    label: '拠点',
    value: (v) => v.baseName,
    sortKey: 'baseName',
    maxWidth: 180,
    card: 'secondary',
  },
  {
    id: 'lastMaintainedOn',
    label: '最終整備日',
    value: (v) => v.lastMaintainedOn,
    render: (v) => formatDate(v.lastMaintainedOn) || '—',
    sortKey: 'lastMaintainedOn',
    noWrap: true,
  },
  {
    id: 'active',
    label: '稼働',
    value: (v) => activeLabel(v.active),
    render: (v) => <ActiveChip active={v.active} />,
    noWrap: true,
    card: 'status',
  },
];
