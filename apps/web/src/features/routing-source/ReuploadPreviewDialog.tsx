import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  type RoutingSourceDateChange,
  type RoutingSourceFileRow,
  type RoutingSourcePreview,
  routingSourceFields,
  routingSourceLabels,
} from '@rikuun/contract';
import { useId } from 'react';
import { useOneSubmit } from '../../components/form/use-one-submit.ts';
import { formatDate } from '../../lib/format.ts';

const n = (value: number) => value.toLocaleString('ja-JP');

/** Whether a replace upload of the file touches anything stored (else it is a first upload of its dates). */
export const touchesStored = (preview: RoutingSourcePreview) =>
  preview.dates.some((d) => d.changed.length + d.removed.length + d.unchangedCount + d.processed.length > 0);

/** The fields a change touches, by their column names. */
const changedFields = (before: RoutingSourceFileRow, after: RoutingSourceFileRow) =>
  routingSourceFields
    .filter((f) => before[f] !== after[f])
    .map((f) => `${routingSourceLabels[f]}：${before[f] ?? '（空欄）'} → ${after[f] ?? '（空欄）'}`)
    .join('、') || '誤りの内容';

type Line = { kind: string; row: Pick<RoutingSourceFileRow, 'name' | 'routeKey' | 'address1'>; note: string };

function linesOf(d: RoutingSourceDateChange): Line[] {
  return [
    ...d.added.map((row) => ({ kind: '追加', row, note: `ファイルの${row.lineNumber}行目` })),
    ...d.changed.map(({ before, after }) => ({
      kind: '変更',
      row: after,
      note: changedFields(before, after),
    })),
    ...d.removed.map((row) => ({ kind: '削除', row, note: 'ファイルにないため削除します' })),
    ...d.processed.map(({ row, inFile }) => ({
      kind: '処理済み',
      row,
      note: inFile
        ? 'そのまま残ります（ファイルの同じ行は取り込みません）'
        : 'そのまま残ります（ファイルにない、または内容が違います。運送会社にご連絡ください）',
    })),
  ];
}

function DateChange({ change }: { change: RoutingSourceDateChange }) {
  const date = formatDate(change.deliveryDate);
  const lines = linesOf(change);
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle1" component="h3">
        配送日 {date}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Chip size="small" color="success" variant="outlined" label={`追加 ${n(change.added.length)}行`} />
        <Chip size="small" color="info" variant="outlined" label={`変更 ${n(change.changed.length)}行`} />
        <Chip size="small" color="error" variant="outlined" label={`削除 ${n(change.removed.length)}行`} />
        <Chip size="small" variant="outlined" label={`変更なし ${n(change.unchangedCount)}行`} />
        <Chip size="small" variant="outlined" label={`処理済み ${n(change.processed.length)}行`} />
      </Stack>
      {lines.length > 0 && (
        <Table size="small" aria-label={`配送日 ${date} の変更`}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 88 }}>区分</TableCell>
              <TableCell>{routingSourceLabels.name}</TableCell>
              <TableCell>{routingSourceLabels.routeKey}</TableCell>
              <TableCell>内容</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.map((line, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the lines are fixed for the dialog's life
              <TableRow key={i}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{line.kind}</TableCell>
                <TableCell>{line.row.name ?? '—'}</TableCell>
                <TableCell>{line.row.routeKey ?? '—'}</TableCell>
                <TableCell>{line.note}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Stack>
  );
}

type Props = {
  preview: RoutingSourcePreview;
  onConfirm: () => Promise<void>;
  onClose: () => void;
};

/**
 * Before a file replaces stored data: per delivery date of the file, the rows added, changed and
 * removed, and the processed rows that stay. 置き換える uploads it with mode `replace`.
 */
export function ReuploadPreviewDialog({ preview, onConfirm, onClose }: Props) {
  const titleId = useId();
  const once = useOneSubmit();
  return (
    <Dialog open fullWidth maxWidth="md" onClose={once.busy ? undefined : onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>アップロード内容の確認</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5}>
          <DialogContentText>
            {preview.fileName}
            にある配送日の未処理の行を、このファイルの内容に置き換えます。処理済みの行は変わりません。
          </DialogContentText>
          {preview.errorCount > 0 && (
            <Alert severity="warning">
              {n(preview.errorCount)}
              行に誤りがあります。誤りのある行も保存されますが、コースにはなりません。
            </Alert>
          )}
          {preview.undatedCount > 0 && (
            <Alert severity="info">配送日が読めない{n(preview.undatedCount)}行は追加されます。</Alert>
          )}
          {preview.dates.map((change) => (
            <DateChange key={change.deliveryDate} change={change} />
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={once.busy}>
          キャンセル
        </Button>
        <Button variant="contained" disabled={once.busy} onClick={() => void once.run(onConfirm)}>
          {once.busy ? '置き換え中…' : '置き換える'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
