import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  accountingMonthLabel,
  documentKindLabels,
  type IssuedDocument,
  questionStatusLabels,
} from '@rikuun/contract';
import { useId, useState } from 'react';
import { Loading, QueryError } from '../../components/QueryStatus.tsx';
import { formatDate, formatDateTime, formatYen } from '../../lib/format.ts';
import { useGetIssuedDocumentQuery } from './issued-documents.api.ts';
import { QuestionForm, QuestionThread } from './PaymentNoticeQuestions.tsx';
import { PdfLink } from './PdfLink.tsx';

function Versions({ id }: { id: string }) {
  const { data, error, isLoading, refetch } = useGetIssuedDocumentQuery(id);
  if (isLoading) return <Loading />;
  if (error || !data) return <QueryError error={error} onRetry={refetch} />;
  return (
    <>
      <p>
        {documentKindLabels[data.documentKind]}・{data.counterpartyName}・
        {accountingMonthLabel(data.accountingMonth)}（{formatDate(data.periodFrom)}〜
        {formatDate(data.periodTo)}）
      </p>
      <Table size="small" aria-label="版の一覧">
        <TableHead>
          <TableRow>
            <TableCell>版</TableCell>
            <TableCell>発行日</TableCell>
            <TableCell align="right">金額（税込）</TableCell>
            <TableCell>発行者</TableCell>
            <TableCell>状態</TableCell>
            <TableCell>PDF</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.versions.map((v) => (
            <TableRow key={v.id}>
              <TableCell>第{v.version}版</TableCell>
              <TableCell>{formatDate(v.issuedOn)}</TableCell>
              <TableCell align="right">{formatYen(v.totalAmount)}</TableCell>
              <TableCell>{v.issuedByName ?? '—'}</TableCell>
              <TableCell>
                {v.supersededAt ? (
                  <Chip size="small" label={`旧版（${formatDateTime(v.supersededAt)}）`} />
                ) : (
                  <Chip size="small" color="primary" label="最新" />
                )}
                {v.kind === 'payment_notice' && v.confirmedAt && (
                  <Chip size="small" color="success" label="確認済み" sx={{ ml: 1 }} />
                )}
              </TableCell>
              <TableCell>
                <PdfLink document={v} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {data.kind === 'payment_notice' && data.questionStatus && (
        <Stack spacing={1.5} component="section" aria-label="ドライバーからの問い合わせ" sx={{ mt: 3 }}>
          <Typography variant="h3" component="h3" sx={{ fontSize: '1rem', fontWeight: 700 }}>
            ドライバーからの問い合わせ（{questionStatusLabels[data.questionStatus]}）
          </Typography>
          <QuestionThread side="office" id={data.id} />
          <QuestionForm side="office" id={data.id} />
        </Stack>
      )}
    </>
  );
}

/** The document number in the list: opens every version of that number (reissues keep the old ones). */
export function DocumentNumberLink({ document }: { document: IssuedDocument }) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  return (
    <>
      <Link component="button" type="button" onClick={() => setOpen(true)}>
        {document.documentNumber}
      </Link>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="md" fullWidth aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{document.documentNumber}</DialogTitle>
        <DialogContent>{open && <Versions id={document.id} />}</DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>閉じる</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
