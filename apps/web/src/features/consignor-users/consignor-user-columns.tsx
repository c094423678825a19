import Chip from '@mui/material/Chip';
import { type ConsignorUser, consignorActiveLabel, consignorUserLabels as L } from '@rikuun/contract';
import type { ReactNode } from 'react';
import type { Column } from '../../components/data-table/columns.ts';
import { actionsColumn } from '../../components/data-table/columns.ts';
import { formatDateTime } from '../../lib/format.ts';

export function UserActiveChip({ active }: { active: boolean }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={active ? 'success' : 'default'}
      label={consignorActiveLabel(active)}
    />
  );
}

/** 最終ログイン, or 未ログイン while the invitation has not been used. */
export const lastSignedIn = (user: ConsignorUser) =>
  user.lastSignedInAt ? formatDateTime(user.lastSignedInAt) : '未ログイン';

/** The consignor user list's columns; `actions` renders the row's buttons (edit, activate). */
export function consignorUserColumns(actions: (user: ConsignorUser) => ReactNode): Column<ConsignorUser>[] {
  return [
    { id: 'name', label: L.name, value: (u) => u.name, sortKey: 'name', noWrap: true, card: 'primary' },
    {
      id: 'email',
      label: L.email,
      value: (u) => u.email,
      sortKey: 'email',
      maxWidth: 260,
      card: 'secondary',
    },
    { id: 'phone', label: L.phone, value: (u) => u.phone, noWrap: true, card: 'secondary' },
    {
      id: 'lastSignedInAt',
      label: L.lastSignedInAt,
      value: lastSignedIn,
      sortKey: 'lastSignedInAt',
      noWrap: true,
      card: 'secondary',
    },
    {
      id: 'active',
      label: L.active,
      value: (u) => consignorActiveLabel(u.active),
      render: (u) => <UserActiveChip active={u.active} />,
      noWrap: true,
      card: 'status',
    },
    actionsColumn(actions),
  ];
}
