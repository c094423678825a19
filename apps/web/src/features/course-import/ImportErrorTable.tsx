import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import {
  type CourseImportError,
  type CourseImportRowError,
  importFieldLabels,
  todayInTokyo,
} from '@rikuun/contract';
import { downloadText, excelCsv } from '../../lib/csv.ts';

/** 「C列（配送日）」: the letter and what the file calls the column. */
export const columnText = (e: CourseImportRowError) =>
  e.column ? `${e.column}列${e.header ? `（${e.header}）` : ''}` : (e.header ?? '');

function downloadErrors(errors: readonly CourseImportRowError[]) {
  const text = excelCsv(
    ['行', '列', '見出し', '項目', '内容'],
    errors.map((e) => [e.row, e.column, e.header, e.field ? importFieldLabels[e.field] : '', e.message]),
  );
  downloadText(`コース取込エラー_${todayInTokyo().replaceAll('-', '')}.csv`, text);
}

/** Why nothing was imported: the message, and each row's error in a table the user can download. */
export function ImportErrorTable({ error }: { error: CourseImportError }) {
  const rows = error.rowErrors ?? [];
  const count = error.rowErrorCount ?? rows.length;
  return (
    <Stack spacing={2} sx={{ my: 2 }}>
      <Alert severity="error">
        {error.message}
        {count > rows.length && ` 先頭の${rows.length.toLocaleString('ja-JP')}件を表示しています。`}
      </Alert>
      {rows.length > 0 && (
        <>
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <Button startIcon={<FileDownloadOutlined />} onClick={() => downloadErrors(rows)}>
              エラーをCSVでダウンロード
            </Button>
          </Stack>
          <TableContainer sx={{ maxHeight: 480 }}>
            <Table size="small" stickyHeader aria-label="取込エラー">
              <TableHead>
                <TableRow>
                  <TableCell sx={{ width: 80 }}>行</TableCell>
                  <TableCell sx={{ width: 200 }}>列</TableCell>
                  <TableCell>内容</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((e) => (
                  <TableRow key={`${e.row}:${e.field ?? ''}:${e.message}`}>
                    <TableCell>{e.row.toLocaleString('ja-JP')}</TableCell>
                    <TableCell>{columnText(e)}</TableCell>
                    <TableCell>{e.message}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      )}
    </Stack>
  );
}
