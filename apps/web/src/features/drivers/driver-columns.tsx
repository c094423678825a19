import Link from '@mui/material/Link';
import {
  type Driver,
  driverStatusLabels,
  employmentTypeLabels,
  invitationStatusLabels,
  driverLabels as L,
  licenseClassLabels,
} from '@rikuun/contract';
import { Link as RouterLink } from 'react-router';
import type { Column } from '../../components/data-table/columns.ts';
import { formatDate, formatDateTime } from '../../lib/format.ts';
import { DriverStatusChip, InvitationChip } from './DriverBadges.tsx';

export const driverPath = (driver: Driver) => `/drivers/${driver.id}`;

/** The driver list's columns: table, phone card and CSV. Sort keys are the contract's driverSortKeys. */
export const driverColumns: readonly Column<Driver>[] = [
  {
    id: 'name',
    label: L.name,
    value: (d) => d.name,
    render: (d) => (
      <Link component={RouterLink} to={driverPath(d)}>
        {d.name}
      </Link>
    ),
    sortKey: 'name',
    noWrap: true,
    card: 'primary',
  },
  { id: 'nameKana', label: L.nameKana, value: (d) => d.nameKana, sortKey: 'nameKana', noWrap: true },
  {
    id: 'employmentType',
    label: L.employmentType,
    value: (d) => employmentTypeLabels[d.employmentType],
    sortKey: 'employmentType',
    noWrap: true,
    card: 'secondary',
  },
  {
    id: 'groupName',
    label: L.groupName,
    value: (d) => d.groupName,
    sortKey: 'groupName',
    maxWidth: 160,
    card: 'secondary',
  },
  { id: 'phone', label: L.phone, value: (d) => d.phone, noWrap: true, card: 'secondary' },
  { id: 'email', label: L.email, value: (d) => d.email, maxWidth: 240 },
  {
    id: 'licenseClass',
    label: L.licenseClass,
    value: (d) => (d.licenseClass ? licenseClassLabels[d.licenseClass] : null),
    noWrap: true,
  },
  {
    id: 'hiredOn',
    label: '入社日',
    value: (d) => d.hiredOn,
    render: (d) => formatDate(d.hiredOn) || '—',
    sortKey: 'hiredOn',
    noWrap: true,
  },
  {
    id: 'invitationStatus',
    label: L.invitationStatus,
    value: (d) => invitationStatusLabels[d.invitationStatus],
    render: (d) => <InvitationChip status={d.invitationStatus} />,
    noWrap: true,
    card: 'secondary',
  },
  {
    id: 'lastSignInAt',
    label: L.lastSignInAt,
    value: (d) => formatDateTime(d.lastSignInAt),
    sortKey: 'lastSignInAt',
    noWrap: true,
  },
  {
    id: 'status',
    label: L.status,
    value: (d) => driverStatusLabels[d.status],
    render: (d) => <DriverStatusChip status={d.status} />,
    noWrap: true,
    card: 'status',
  },
];
