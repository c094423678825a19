import Link from '@mui/material/Link';
import type { BaseListItem } from '@rikuun/contract';
import { Link as RouterLink } from 'react-router';
import type { Column } from '../../components/data-table/columns.ts';

export const basePath = (base: { id: string }) => `/bases/${base.id}`;

export const fullAddress = (site: { address1: string | null; address2: string | null }) =>
  [site.address1, site.address2].filter(Boolean).join(' ');

/** The base list's columns: table, phone card and CSV export. */
export const baseColumns: readonly Column<BaseListItem>[] = [
  {
    id: 'name',
    label: '拠点名',
    value: (b) => b.name,
    render: (b) => (
      <Link component={RouterLink} to={basePath(b)}>
        {b.name}
      </Link>
    ),
    sortKey: 'name',
    card: 'primary',
  },
  { id: 'zipCode', label: '郵便番号', value: (b) => b.zipCode, noWrap: true, card: 'secondary' },
  { id: 'address', label: '住所', value: fullAddress, maxWidth: 360, card: 'secondary' },
  { id: 'phone', label: '電話番号', value: (b) => b.phone, noWrap: true, card: 'secondary' },
  { id: 'memo', label: '備考', value: (b) => b.memo, maxWidth: 240 },
];
