import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { type Contract, contractActiveLabel, feeTypeLabels } from '@rikuun/contract';
import { Link as RouterLink } from 'react-router';
import type { Column } from '../../components/data-table/columns.ts';
import { contractPeriod, unitPrice } from './contract-format.ts';

export const contractPath = (contract: { id: string }) => `/contracts/${contract.id}`;

export function ContractActiveChip({ active }: { active: boolean }) {
  return (
    <Chip
      size="small"
      label={contractActiveLabel(active)}
      color={active ? 'success' : 'default'}
      variant={active ? 'filled' : 'outlined'}
    />
  );
}

/** The contract list's columns: table, phone card and CSV export. */
export const contractColumns: readonly Column<Contract>[] = [
  {
    id: 'name',
    label: '契約名',
    value: (c) => c.name,
    render: (c) => (
      <Link component={RouterLink} to={contractPath(c)}>
        {c.name}
      </Link>
    ),
    sortKey: 'name',
    maxWidth: 260,
    card: 'primary',
  },
  {
    id: 'clientName',
    label: '取引先',
    value: (c) => c.clientName,
    sortKey: 'clientName',
    maxWidth: 220,
    card: 'secondary',
  },
  {
    id: 'period',
    label: '契約期間',
    value: contractPeriod,
    sortKey: 'from',
    noWrap: true,
    card: 'secondary',
  },
  {
    id: 'feeType',
    label: '運賃区分',
    value: (c) => feeTypeLabels[c.feeType],
    noWrap: true,
    card: 'secondary',
  },
  {
    id: 'billingUnitPrice',
    label: '請求単価',
    value: (c) => c.billingUnitPrice,
    render: (c) => unitPrice(c.billingUnitPrice, c),
    align: 'right',
    noWrap: true,
    card: 'secondary',
  },
  {
    id: 'paymentUnitPrice',
    label: '支払単価',
    value: (c) => c.paymentUnitPrice,
    render: (c) => unitPrice(c.paymentUnitPrice, c) || '—',
    align: 'right',
    noWrap: true,
  },
  {
    id: 'active',
    label: '状態',
    value: (c) => contractActiveLabel(c.active),
    render: (c) => <ContractActiveChip active={c.active} />,
    noWrap: true,
    card: 'status',
  },
];
