import { approveStatusLabels, type DailyReport } from '@rikuun/contract';
import type { Column } from '../../components/data-table/columns.ts';
import { formatDate } from '../../lib/format.ts';
import { ApproveStatusChip, quantityText, yenText } from './daily-report-format.tsx';

/** The 日報 list's columns: table, phone card and CSV export (日付・ドライバー・契約・取引先・数量・金額・状況). */
export const dailyReportColumns: readonly Column<DailyReport>[] = [
  { id: 'date', label: '日付', value: (r) => formatDate(r.date), noWrap: true, card: 'secondary' },
  { id: 'driverName', label: 'ドライバー', value: (r) => r.driverName, noWrap: true, card: 'primary' },
  { id: 'contractName', label: '契約', value: (r) => r.contractName, maxWidth: 200, card: 'secondary' },
  { id: 'clientName', label: '取引先', value: (r) => r.clientName, maxWidth: 200 },
  { id: 'quantity', label: '数量', value: quantityText, align: 'right', noWrap: true },
  {
    id: 'billingAmount',
    label: '請求金額',
    value: (r) => r.billingAmount,
    render: (r) => yenText(r.billingAmount) || '—',
    align: 'right',
    noWrap: true,
    card: 'secondary',
  },
  {
    id: 'paymentAmount',
    label: '支払金額',
    value: (r) => r.paymentAmount,
    render: (r) => yenText(r.paymentAmount) || '—',
    align: 'right',
    noWrap: true,
  },
  {
    id: 'approveStatus',
    label: '状況',
    value: (r) => approveStatusLabels[r.approveStatus],
    render: (r) => <ApproveStatusChip status={r.approveStatus} />,
    noWrap: true,
    card: 'status',
    sticky: true,
  },
];
