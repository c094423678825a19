import { type Expense, expenseTypeLabels } from '@rikuun/contract';
import type { Column } from '../../components/data-table/columns.ts';
import { formatDate, formatYen } from '../../lib/format.ts';
import { ApproveStatusChip } from './expense-format.tsx';
import { ReceiptThumbnails } from './ReceiptThumbnails.tsx';

/** The staff's expense list (and the approval inbox). */
export const expenseColumns: readonly Column<Expense>[] = [
  {
    id: 'deliveryDate',
    label: '配送日',
    value: (e) => e.deliveryDate,
    render: (e) => formatDate(e.deliveryDate),
    noWrap: true,
    card: 'secondary',
  },
  { id: 'driverName', label: 'ドライバー', value: (e) => e.driverName, noWrap: true, card: 'primary' },
  {
    id: 'expenseType',
    label: '経費の種類',
    value: (e) => expenseTypeLabels[e.expenseType],
    noWrap: true,
    card: 'secondary',
  },
  {
    id: 'amount',
    label: '金額',
    value: (e) => e.amount,
    render: (e) => formatYen(e.amount),
    align: 'right',
    noWrap: true,
    card: 'secondary',
  },
  {
    id: 'tax',
    label: '税区分',
    value: (e) => `${e.taxIncluded ? '税込' : '税抜'}${e.taxRate}%`,
    noWrap: true,
  },
  { id: 'course', label: 'コース', value: (e) => e.courseName, maxWidth: 200 },
  { id: 'destination', label: '配送先', value: (e) => e.destinationName ?? 'コース全体', maxWidth: 200 },
  {
    id: 'paidOn',
    label: '支払日',
    value: (e) => e.paidOn,
    render: (e) => formatDate(e.paidOn),
    noWrap: true,
  },
  { id: 'billable', label: '荷主へ請求', value: (e) => (e.billable ? 'する' : 'しない'), noWrap: true },
  { id: 'payeeName', label: '支払先', value: (e) => e.payeeName, maxWidth: 200 },
  {
    id: 'payeeRegistrationNumber',
    label: '支払先の登録番号',
    value: (e) => e.payeeRegistrationNumber,
    noWrap: true,
  },
  {
    id: 'receipts',
    label: '領収書',
    value: (e) => `${e.receiptImages.length}枚`,
    // The first photo small, so a receipt can be checked from the list.
    render: (e) =>
      e.receiptImages.length === 0 ? (
        'なし'
      ) : (
        <ReceiptThumbnails files={e.receiptImages.slice(0, 1)} size={40} />
      ),
    noWrap: true,
  },
  { id: 'memo', label: '備考', value: (e) => e.memo, maxWidth: 220 },
  {
    id: 'approveStatus',
    label: '承認状況',
    value: (e) => e.approveStatus,
    render: (e) => <ApproveStatusChip status={e.approveStatus} />,
    card: 'status',
    noWrap: true,
    sticky: true,
  },
  { id: 'statusComment', label: 'コメント', value: (e) => e.statusComment, maxWidth: 220 },
];
