import Link from '@mui/material/Link';
import { type Group, groupLabels as L } from '@rikuun/contract';
import { Link as RouterLink } from 'react-router';
import type { Column } from '../../components/data-table/columns.ts';

export const groupPath = (group: Group) => `/groups/${group.id}`;

/** The group list's columns (sort keys: the contract's groupSortKeys). */
export const groupColumns: readonly Column<Group>[] = [
  {
    id: 'name',
    label: L.name,
    value: (g) => g.name,
    render: (g) => (
      <Link component={RouterLink} to={groupPath(g)}>
        {g.name}
      </Link>
    ),
    sortKey: 'name',
    card: 'primary',
  },
  {
    id: 'driverCount',
    label: L.driverCount,
    value: (g) => g.driverCount,
    render: (g) => `${g.driverCount}人`,
    align: 'right',
    noWrap: true,
    card: 'status',
  },
  { id: 'memo', label: L.memo, value: (g) => g.memo, maxWidth: 480, card: 'secondary' },
];
