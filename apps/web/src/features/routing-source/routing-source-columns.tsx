import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import {
  routingSourceLabels as L,
  type RoutingSourceRow,
  type RoutingSourceStatus,
  routingSourceStatusLabels,
} from '@rikuun/contract';
import type { Column } from '../../components/data-table/columns.ts';
import { formatDate, formatDateTime } from '../../lib/format.ts';

export function RoutingSourceStatusChip({ status }: { status: RoutingSourceStatus }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={status === 'processed' ? 'success' : 'default'}
      label={routingSourceStatusLabels[status]}
    />
  );
}

const errorText = (row: RoutingSourceRow) => row.errors.map((e) => e.message).join('、');
const timeWindow = (row: RoutingSourceRow) =>
  row.timeWindowStart || row.timeWindowEnd ? `${row.timeWindowStart ?? ''}〜${row.timeWindowEnd ?? ''}` : '';

/** The delivery data rows: status, where in the file, the stop, and what is wrong with it. */
export const routingSourceColumns: Column<RoutingSourceRow>[] = [
  {
    id: 'status',
    label: '状態',
    value: (r) => routingSourceStatusLabels[r.status],
    render: (r) => <RoutingSourceStatusChip status={r.status} />,
    noWrap: true,
    card: 'status',
  },
  { id: 'name', label: L.name, value: (r) => r.name, maxWidth: 220, card: 'primary' },
  {
    id: 'deliveryDate',
    label: L.deliveryDate,
    value: (r) => r.deliveryDate,
    render: (r) => formatDate(r.deliveryDate),
    noWrap: true,
    card: 'secondary',
  },
  { id: 'routeKey', label: L.routeKey, value: (r) => r.routeKey, noWrap: true, card: 'secondary' },
  {
    id: 'address',
    label: L.address1,
    value: (r) => [r.address1, r.address2].filter(Boolean).join(' '),
    maxWidth: 280,
    card: 'secondary',
  },
  { id: 'timeWindow', label: '指定時間', value: timeWindow, noWrap: true },
  { id: 'quantity', label: L.quantity, value: (r) => r.quantity, align: 'right', noWrap: true },
  {
    id: 'errors',
    label: 'エラー',
    value: errorText,
    render: (r) =>
      r.errors.length > 0 ? (
        <Typography variant="body2" color="error">
          {errorText(r)}
        </Typography>
      ) : (
        '—'
      ),
    minWidth: 200,
    card: 'secondary',
  },
  { id: 'file', label: 'ファイル', value: (r) => `${r.fileName}（${r.lineNumber}行目）`, maxWidth: 220 },
  { id: 'uploadedAt', label: 'アップロード日時', value: (r) => formatDateTime(r.uploadedAt), noWrap: true },
];
