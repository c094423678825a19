import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type ErrorGroup, errorSourceLabels } from '@rikuun/contract';
import { formatDateTime } from '../../lib/format.ts';

/** Error groups: what, where, how often, first and last seen, the latest request id to look up in the log. */
export function ErrorGroupTable({ groups }: { groups: ErrorGroup[] }) {
  if (groups.length === 0) return <Typography color="text.secondary">エラーはありません。</Typography>;
  return (
    <Table size="small" aria-label="エラー">
      <TableHead>
        <TableRow>
          <TableCell>発生元</TableCell>
          <TableCell>メッセージ・発生箇所</TableCell>
          <TableCell align="right">件数</TableCell>
          <TableCell>初回</TableCell>
          <TableCell>最終</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {groups.map((g) => (
          <TableRow key={g.id}>
            <TableCell>{errorSourceLabels[g.source]}</TableCell>
            <TableCell sx={{ maxWidth: 560, wordBreak: 'break-all' }}>
              <Typography variant="body2">{g.message}</Typography>
              <Typography variant="caption" color="text.secondary" component="div">
                {g.place}
                {g.lastRelease && ` ・ ${g.lastRelease}`}
                {g.lastRequestId && ` ・ 問い合わせ番号 ${g.lastRequestId}`}
              </Typography>
            </TableCell>
            <TableCell align="right">{g.count.toLocaleString('ja-JP')}</TableCell>
            <TableCell>{formatDateTime(g.firstSeenAt)}</TableCell>
            <TableCell>{formatDateTime(g.lastSeenAt)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
