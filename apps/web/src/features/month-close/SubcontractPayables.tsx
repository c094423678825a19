import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { accountingMonthLabel, type SubcontractPayable } from '@rikuun/contract';
import { useState } from 'react';
import { DetailList } from '../../components/DetailList.tsx';
import { Loading, QueryError } from '../../components/QueryStatus.tsx';
import { formatDate, formatYen } from '../../lib/format.ts';
import { useListSubcontractPayablesQuery } from './month-close.api.ts';
import { PartnerInvoiceDialog } from './PartnerInvoiceDialog.tsx';

function invoiceText(p: SubcontractPayable): string {
  const i = p.invoice;
  if (!i) return '未記録';
  return [
    i.invoiceNumber,
    formatDate(i.invoiceDate),
    formatYen(i.amount),
    i.registrationNumber ?? '登録番号なし',
  ].join('・');
}

/** One partner's month: the courses it carried, what is owed, and its invoice as recorded. */
function PayableCard({ payable, onRecord }: { payable: SubcontractPayable; onRecord: () => void }) {
  const p = payable;
  return (
    <Card variant="outlined" component="section" aria-label={p.partnerName}>
      <CardHeader
        title={p.partnerName}
        subheader={`登録番号 ${p.partnerRegistrationNumber ?? '未登録'}・支払期日 ${formatDate(p.dueOn)}`}
        titleTypographyProps={{ variant: 'h6', component: 'h2' }}
        action={
          <Button variant={p.invoice ? 'outlined' : 'contained'} onClick={onRecord}>
            {p.invoice ? '請求書を修正' : '請求書を記録'}
          </Button>
        }
      />
      <CardContent sx={{ pt: 0 }}>
        <TableContainer>
          <Table size="small" aria-label={`${p.partnerName}に出した傭車`}>
            <TableHead>
              <TableRow>
                <TableCell>運行日</TableCell>
                <TableCell>コース</TableCell>
                <TableCell align="right">傭車料（税抜）</TableCell>
                <TableCell>自社の請求先</TableCell>
                <TableCell align="right">請求額（税抜）</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {p.lines.map((l) => (
                <TableRow key={l.offerId}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(l.deliveryDate)}</TableCell>
                  <TableCell>{l.courseName}</TableCell>
                  <TableCell align="right">{formatYen(l.payableAmount)}</TableCell>
                  <TableCell>{l.billedClientName ?? '—'}</TableCell>
                  <TableCell align="right">
                    {l.billedAmount === null ? '調整額で請求してください' : formatYen(l.billedAmount)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <Stack spacing={2} sx={{ mt: 2 }}>
          <DetailList
            items={[
              { label: '傭車料（税抜）', value: formatYen(p.amount) },
              { label: '消費税（10%）', value: formatYen(p.taxAmount) },
              { label: '支払額（税込）', value: <strong>{formatYen(p.totalAmount)}</strong> },
              { label: '受領した請求書', value: invoiceText(p) },
            ]}
          />
          {p.difference !== null && p.difference !== 0 && (
            <Alert severity="warning">
              請求書の金額が支払額と{formatYen(Math.abs(p.difference))}
              {p.difference > 0 ? '多く' : '少なく'}なっています。傭車先に内容を確認してください。
            </Alert>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

/** 傭車（支払）: what the month owes each partner company that carried the company's courses. */
export function SubcontractPayables({ month }: { month: string }) {
  const query = useListSubcontractPayablesQuery(month, { refetchOnMountOrArgChange: true });
  const [recording, setRecording] = useState<SubcontractPayable | null>(null);
  const rows = query.data?.data ?? [];
  return (
    <Stack spacing={2}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        運行日が{accountingMonthLabel(month)}
        の、他社が引き受けた傭車です（月末締め）。自社の取引先への請求は「取引先（請求）」の明細に「傭車」として含まれます。
      </Typography>
      {query.isLoading && <Loading />}
      {query.error && <QueryError error={query.error} onRetry={query.refetch} />}
      {query.data && rows.length === 0 && (
        <Typography sx={{ color: 'text.secondary' }}>この月に他社が引き受けた傭車はありません</Typography>
      )}
      {rows.map((p) => (
        <PayableCard key={p.partnerCompanyId} payable={p} onRecord={() => setRecording(p)} />
      ))}
      {recording && <PartnerInvoiceDialog payable={recording} onClose={() => setRecording(null)} />}
    </Stack>
  );
}
