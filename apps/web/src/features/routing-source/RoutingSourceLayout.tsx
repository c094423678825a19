import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Loading, QueryError } from '../../components/QueryStatus.tsx';
import { downloadText } from '../../lib/csv.ts';
import { useRoutingSourceSettingsQuery } from './routing-source.api.ts';

/** The fixed layout of the file (column, header, required, example) and the template download. */
export function RoutingSourceLayout() {
  const { data, error, refetch } = useRoutingSourceSettingsQuery();
  if (!data) return error ? <QueryError error={error} onRetry={refetch} /> : <Loading />;
  return (
    <Stack spacing={1.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
          1行目は見出し、2行目からが配送先です（文字コード：{data.encodings.join('・')}
          ）。同じルートの行が1つのコースになります。
        </Typography>
        <Button
          startIcon={<FileDownloadOutlined />}
          onClick={() => downloadText(data.templateFileName, `\uFEFF${data.templateCsv}`)}
          sx={{ flexShrink: 0 }}
        >
          テンプレートをダウンロード
        </Button>
      </Stack>
      <TableContainer>
        <Table size="small" aria-label="CSVの列">
          <TableHead>
            <TableRow>
              <TableCell>列</TableCell>
              <TableCell>見出し</TableCell>
              <TableCell>必須</TableCell>
              <TableCell>入力例</TableCell>
              <TableCell>説明</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.columns.map((c) => (
              <TableRow key={c.field}>
                <TableCell>{c.column}</TableCell>
                <TableCell>{c.header}</TableCell>
                <TableCell>{c.required ? '必須' : '任意'}</TableCell>
                <TableCell>{c.example}</TableCell>
                <TableCell>{c.description ?? ''}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}
