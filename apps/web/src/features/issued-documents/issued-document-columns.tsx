import Chip from '@mui/material/Chip';
import {
  accountingMonthLabel,
  documentKindLabels,
  type IssuedDocument,
  questionStatusLabels,
} from '@rikuun/contract';
import type { Column } from '../../components/data-table/columns.ts';
import { formatDate, formatYen } from '../../lib/format.ts';
import { DocumentNumberLink } from './DocumentVersionsDialog.tsx';
import { PdfLink } from './PdfLink.tsx';

export const confirmationLabel = (d: Pick<IssuedDocument, 'kind' | 'confirmedAt'>) =>
  d.kind === 'payment_notice' ? (d.confirmedAt ? '確認済み' : '未確認') : '';

/** 発行済み書類 columns: table, phone card and CSV (the register as the 電帳法 asks to search it). */
export const issuedDocumentColumns: readonly Column<IssuedDocument>[] = [
  {
    id: 'documentNumber',
    label: '書類番号',
    value: (d) => d.documentNumber,
    render: (d) => <DocumentNumberLink document={d} />,
    sortKey: 'documentNumber',
    noWrap: true,
    card: 'primary',
  },
  {
    id: 'version',
    label: '版',
    value: (d) => d.version,
    render: (d) => (
      <>
        第{d.version}版{d.supersededAt ? <Chip size="small" label="旧版" sx={{ ml: 1 }} /> : null}
      </>
    ),
    noWrap: true,
    card: 'secondary',
  },
  {
    id: 'kind',
    label: '種類',
    value: (d) => documentKindLabels[d.documentKind],
    noWrap: true,
    card: 'secondary',
  },
  {
    id: 'counterpartyName',
    label: '取引先・ドライバー',
    value: (d) => d.counterpartyName,
    sortKey: 'counterpartyName',
    maxWidth: 240,
    card: 'secondary',
  },
  {
    id: 'accountingMonth',
    label: '対象月',
    value: (d) => accountingMonthLabel(d.accountingMonth),
    sortKey: 'accountingMonth',
    noWrap: true,
    card: 'secondary',
  },
  {
    id: 'issuedOn',
    label: '発行日',
    value: (d) => d.issuedOn,
    render: (d) => formatDate(d.issuedOn),
    sortKey: 'issuedOn',
    noWrap: true,
    card: 'secondary',
  },
  {
    id: 'totalAmount',
    label: '金額（税込）',
    value: (d) => d.totalAmount,
    render: (d) => formatYen(d.totalAmount),
    sortKey: 'totalAmount',
    align: 'right',
    noWrap: true,
    card: 'secondary',
  },
  {
    id: 'taxAmount',
    label: '消費税',
    value: (d) => d.taxAmount,
    render: (d) => formatYen(d.taxAmount),
    align: 'right',
    noWrap: true,
  },
  {
    id: 'confirmed',
    label: '確認',
    value: (d) => confirmationLabel(d),
    render: (d) =>
      d.kind === 'payment_notice' ? (
        <Chip size="small" color={d.confirmedAt ? 'success' : 'default'} label={confirmationLabel(d)} />
      ) : (
        '—'
      ),
    noWrap: true,
    card: 'status',
  },
  {
    id: 'question',
    label: '問い合わせ',
    value: (d) => (d.questionStatus ? questionStatusLabels[d.questionStatus] : ''),
    render: (d) =>
      d.questionStatus ? (
        <Chip
          size="small"
          color={d.questionStatus === 'open' ? 'warning' : 'default'}
          label={questionStatusLabels[d.questionStatus]}
        />
      ) : (
        '—'
      ),
    noWrap: true,
    card: 'status',
  },
  {
    id: 'pdf',
    label: 'PDF',
    render: (d) => <PdfLink document={d} />,
    noWrap: true,
    csv: false,
    card: 'secondary',
  },
];
