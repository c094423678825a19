import Link from '@mui/material/Link';
import { type Client, clientActiveLabel, paymentTermLabel } from '@rikuun/contract';
import { Link as RouterLink } from 'react-router';
import type { Column } from '../../components/data-table/columns.ts';
import { ClientActiveChip } from './ClientBadges.tsx';

export const clientPath = (client: { id: string }) => `/clients/${client.id}`;

/** The client list's columns: table, phone card and CSV export. */
export const clientColumns: readonly Column<Client>[] = [
  {
    id: 'name',
    label: '取引先名',
    value: (c) => c.name,
    render: (c) => (
      <Link component={RouterLink} to={clientPath(c)}>
        {c.name}
      </Link>
    ),
    sortKey: 'name',
    maxWidth: 280,
    card: 'primary',
  },
  { id: 'nameKana', label: 'フリガナ', value: (c) => c.nameKana, sortKey: 'nameKana', maxWidth: 220 },
  { id: 'phone', label: '電話番号', value: (c) => c.phone, noWrap: true, card: 'secondary' },
  { id: 'contactName', label: '担当者', value: (c) => c.contactName, maxWidth: 180, card: 'secondary' },
  { id: 'paymentTerm', label: '締日・支払', value: paymentTermLabel, noWrap: true, card: 'secondary' },
  {
    id: 'invoiceRegistrationNumber',
    label: '登録番号',
    value: (c) => c.invoiceRegistrationNumber,
    noWrap: true,
  },
  {
    id: 'active',
    label: '取引',
    value: (c) => clientActiveLabel(c.active),
    render: (c) => <ClientActiveChip active={c.active} />,
    noWrap: true,
    card: 'status',
  },
];
