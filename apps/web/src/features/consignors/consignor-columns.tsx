import Link from '@mui/material/Link';
import { type Consignor, consignorActiveLabel, consignorLabels as L } from '@rikuun/contract';
import { Link as RouterLink } from 'react-router';
import type { Column } from '../../components/data-table/columns.ts';
import { UserActiveChip } from '../consignor-users/index.ts';

export const consignorPath = (consignor: Consignor) => `/consignors/${consignor.id}`;

const address = (c: Consignor) =>
  [c.zipCode ? `〒${c.zipCode}` : null, c.address1, c.address2].filter(Boolean).join(' ');

/** The consignor list's columns (table, phone card, CSV); sort keys are the contract's consignorSortKeys. */
export const consignorColumns: readonly Column<Consignor>[] = [
  {
    id: 'name',
    label: L.name,
    value: (c) => c.name,
    render: (c) => (
      <Link component={RouterLink} to={consignorPath(c)}>
        {c.name}
      </Link>
    ),
    sortKey: 'name',
    maxWidth: 280,
    card: 'primary',
  },
  { id: 'nameKana', label: L.nameKana, value: (c) => c.nameKana, sortKey: 'nameKana', maxWidth: 220 },
  { id: 'address', label: L.address1, value: address, maxWidth: 320, card: 'secondary' },
  { id: 'phone', label: L.phone, value: (c) => c.phone, noWrap: true, card: 'secondary' },
  {
    id: 'active',
    label: L.active,
    value: (c) => consignorActiveLabel(c.active),
    render: (c) => <UserActiveChip active={c.active} />,
    noWrap: true,
    card: 'status',
  },
];
