import Link from '@mui/material/Link';
import { type Company, closingDayLabel, companyActiveLabel, companyLabels as L } from '@rikuun/contract';
import { Link as RouterLink } from 'react-router';
import type { Column } from '../../components/data-table/columns.ts';
import { formatDate } from '../../lib/format.ts';
import { CompanyActiveChip } from './CompanyActiveChip.tsx';

export const companyPath = (company: Company) => `/companies/${company.id}`;

const address = (c: Company) =>
  [c.zipCode && `〒${c.zipCode}`, c.address1, c.address2].filter(Boolean).join(' ');

/** The company list's columns: table, phone card and CSV. Sort keys are the contract's companySortKeys. */
export const companyColumns: readonly Column<Company>[] = [
  {
    id: 'name',
    label: L.name,
    value: (c) => c.name,
    render: (c) => (
      <Link component={RouterLink} to={companyPath(c)}>
        {c.name}
      </Link>
    ),
    sortKey: 'name',
    maxWidth: 280,
    card: 'primary',
  },
  { id: 'corporateNumber', label: L.corporateNumber, value: (c) => c.corporateNumber, noWrap: true },
  { id: 'address', label: '所在地', value: address, maxWidth: 320, card: 'secondary' },
  { id: 'phone', label: L.phone, value: (c) => c.phone, noWrap: true, card: 'secondary' },
  { id: 'closingDay', label: L.closingDay, value: (c) => closingDayLabel(c.closingDay), noWrap: true },
  {
    id: 'createdAt',
    label: '登録日',
    value: (c) => formatDate(c.createdAt),
    sortKey: 'createdAt',
    noWrap: true,
  },
  {
    id: 'active',
    label: L.active,
    value: (c) => companyActiveLabel(c.active),
    render: (c) => <CompanyActiveChip active={c.active} />,
    noWrap: true,
    card: 'status',
  },
];
