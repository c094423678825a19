import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { type RoutingSourceUpload, routingSourceLabels } from '@rikuun/contract';
import { formatDate } from '../../lib/format.ts';

const n = (value: number) => value.toLocaleString('ja-JP');

/** What an upload stored: the counts, and each error with its row and column. */
export function UploadResult({ upload }: { upload: RoutingSourceUpload }) {
  return (
    <>
      <Alert severity={upload.errorCount > 0 ? 'warning' : 'success'} role="status">
        {upload.fileName}をアップロードしました（{n(upload.rowCount)}行、うち正常{n(upload.validCount)}行）。
        {upload.errorCount > 0 &&
          ` ${n(upload.errorCount)}行に誤りがあります。誤りのある行はコースになりません。修正したファイルをもう一度アップロードしてください。`}
      </Alert>
      {upload.replaced && upload.replaced.removedCount + upload.replaced.keptProcessed.length > 0 && (
        <Alert severity="info">
          {upload.replaced.deliveryDates.map((d) => formatDate(d)).join('、')}
          の未処理の行（{n(upload.replaced.removedCount)}行）をこのファイルの内容に置き換えました。
          {upload.replaced.keptProcessed.length > 0 &&
            ` 処理済みの${n(upload.replaced.keptProcessed.length)}行（${upload.replaced.keptProcessed
              .map((r) => r.name ?? '—')
              .join('、')}）はそのまま残しています。`}
        </Alert>
      )}
      {upload.errors.length > 0 && (
        <TableContainer sx={{ maxHeight: 360 }}>
          <Table size="small" stickyHeader aria-label="アップロードのエラー">
            <TableHead>
              <TableRow>
                <TableCell sx={{ width: 80 }}>行</TableCell>
                <TableCell sx={{ width: 200 }}>列</TableCell>
                <TableCell>内容</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {upload.errors.map((e) => (
                <TableRow key={`${e.row}:${e.field ?? ''}:${e.message}`}>
                  <TableCell>{n(e.row)}</TableCell>
                  <TableCell>
                    {e.column ? `${e.column}列${e.field ? `（${routingSourceLabels[e.field]}）` : ''}` : '—'}
                  </TableCell>
                  <TableCell>{e.message}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </>
  );
}
