import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import {
  type DriverStatementSummary,
  type IssuedDocumentSummary,
  paymentNoticeContact,
  paymentNoticeContactText,
} from '@rikuun/contract';
import { useId } from 'react';
import { formatDate, formatYen } from '../../lib/format.ts';
import { useGetSelfQuery } from '../account/index.ts';
import { useGetCompanySettingsQuery, useGetOwnCompanyQuery } from '../company-settings/index.ts';

/** What the notice will say, in the words the driver reads. */
export type NoticePreview = Pick<
  DriverStatementSummary,
  'driverName' | 'registrationNumber' | 'period' | 'dueOn' | 'tax' | 'reimbursementTotal' | 'totalAmount'
>;

type Props = {
  open: boolean;
  preview: NoticePreview;
  current: IssuedDocumentSummary | undefined;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/**
 * 支払通知書 before it is issued: the figures it will carry and whom the driver is told to contact
 * (the settings' お問い合わせ先, else the company and the person issuing it), then 「発行する」. Issuing numbers the document and tells
 * the driver, so it is never a single click.
 */
export function PaymentNoticePreviewDialog({ open, preview, current, busy, onConfirm, onClose }: Props) {
  const titleId = useId();
  const { data: self } = useGetSelfQuery();
  const { data: company } = useGetOwnCompanyQuery();
  const { data: settings } = useGetCompanySettingsQuery();
  // The same text the PDF prints: the settings' お問い合わせ先, else the company and the issuer.
  const contact =
    self && company && settings
      ? paymentNoticeContactText(paymentNoticeContact(company, settings, self)).replace(
          /^お問い合わせ先　/,
          '',
        )
      : '';
  const rows: [string, string][] = [
    ['宛先', `${preview.driverName} 様（登録番号 ${preview.registrationNumber ?? 'なし'}）`],
    ['対象期間', `${formatDate(preview.period.from)}〜${formatDate(preview.period.to)}`],
    ['お支払予定日', formatDate(preview.dueOn)],
    ['報酬（税抜）', formatYen(preview.tax.taxableAmount)],
    ['消費税', formatYen(preview.tax.taxAmount)],
    ['立替金（精算）', formatYen(preview.reimbursementTotal)],
    ['お支払金額', formatYen(preview.totalAmount)],
    ['お問い合わせ先', contact],
  ];
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>{current ? '支払通知書の再発行' : '支払通知書の発行'}</DialogTitle>
      <DialogContent>
        <Table size="small" aria-label="支払通知書の内容">
          <TableBody>
            {rows.map(([label, value]) => (
              <TableRow key={label}>
                <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap', fontWeight: 700 }}>
                  {label}
                </TableCell>
                <TableCell>{value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <Alert severity="info" sx={{ mt: 2 }}>
          {current
            ? `${current.documentNumber} を第${current.version + 1}版として発行します。第${current.version}版は旧版として保存されます。`
            : '発行すると書類番号が付き、ドライバーのアプリに通知されます。'}
        </Alert>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          キャンセル
        </Button>
        <Button variant="contained" onClick={onConfirm} disabled={busy}>
          {current ? '再発行する' : '発行する'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
