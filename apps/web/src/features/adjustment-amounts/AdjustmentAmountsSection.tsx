import AddIcon from '@mui/icons-material/Add';
import EditOutlined from '@mui/icons-material/EditOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type AdjustmentAmount, accountingMonthLabel, taxRateLabels } from '@rikuun/contract';
import { useState } from 'react';
import { DeleteRecordButton } from '../../components/DeleteRecordButton.tsx';
import { Loading, QueryError } from '../../components/QueryStatus.tsx';
import { formatYen } from '../../lib/format.ts';
import { notifySuccess } from '../../lib/notifier.ts';
import { AdjustmentAmountDialog } from './AdjustmentAmountDialog.tsx';
import { AdjustmentAmountHistoryDialog } from './AdjustmentAmountHistoryDialog.tsx';
import {
  type AdjustmentParent,
  useDeleteAdjustmentAmountMutation,
  useListAdjustmentAmountsQuery,
} from './adjustment-amounts.api.ts';

type Props = { parent: AdjustmentParent; accountingMonth: string };

/** The month's 調整額 of a client or driver: added, edited and deleted in a dialog, each with its history. */
export function AdjustmentAmountsSection({ parent, accountingMonth }: Props) {
  const { data, error, refetch } = useListAdjustmentAmountsQuery({ parent, accountingMonth });
  const [remove, removal] = useDeleteAdjustmentAmountMutation();
  // undefined: closed; null: a new one; an adjustment: editing it.
  const [editing, setEditing] = useState<AdjustmentAmount | null | undefined>(undefined);
  const [history, setHistory] = useState<AdjustmentAmount | undefined>(undefined);
  const title = `調整額（${accountingMonthLabel(accountingMonth)}）`;

  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardHeader
        title={title}
        titleTypographyProps={{ variant: 'h6', component: 'h2' }}
        action={
          <Button startIcon={<AddIcon />} onClick={() => setEditing(null)}>
            調整額を追加
          </Button>
        }
      />
      <CardContent sx={{ pt: 0 }}>
        {!data && (error ? <QueryError error={error} onRetry={refetch} /> : <Loading />)}
        {data?.data.length === 0 && <Alert severity="info">この月の調整額はありません。</Alert>}
        {data && data.data.length > 0 && (
          <TableContainer>
            <Table size="small" aria-label={title}>
              <TableHead>
                <TableRow>
                  <TableCell>内容</TableCell>
                  <TableCell align="right">金額（税抜）</TableCell>
                  <TableCell>税率</TableCell>
                  <TableCell>備考</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {data.data.map((a) => (
                  <TableRow key={a.id}>
                    <TableCell>
                      {a.title}
                      {a.relatesToMonth ? (
                        <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
                          {accountingMonthLabel(a.relatesToMonth)}分の値引き・返品（対価の返還等）
                        </Typography>
                      ) : null}
                    </TableCell>
                    <TableCell
                      align="right"
                      sx={{ whiteSpace: 'nowrap', color: a.amount < 0 ? 'error.main' : undefined }}
                    >
                      {formatYen(a.amount)}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {taxRateLabels[a.taxRate as keyof typeof taxRateLabels]}
                      {a.taxExemptReason ? (
                        <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
                          {a.taxExemptReason}
                        </Typography>
                      ) : null}
                    </TableCell>
                    <TableCell sx={{ maxWidth: 240 }}>{a.memo ?? '—'}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <Button size="small" startIcon={<EditOutlined />} onClick={() => setEditing(a)}>
                        編集
                      </Button>
                      <Button size="small" startIcon={<HistoryOutlined />} onClick={() => setHistory(a)}>
                        履歴
                      </Button>
                      <DeleteRecordButton
                        what="調整額"
                        name={a.title}
                        size="small"
                        busy={removal.isLoading}
                        onDelete={async () => {
                          await remove({ parent, id: a.id }).unwrap();
                          notifySuccess('削除しました');
                        }}
                      />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </CardContent>
      {editing !== undefined && (
        <AdjustmentAmountDialog
          parent={parent}
          accountingMonth={accountingMonth}
          adjustment={editing ?? undefined}
          onClose={() => setEditing(undefined)}
        />
      )}
      {history && (
        <AdjustmentAmountHistoryDialog
          parent={parent}
          adjustment={history}
          onClose={() => setHistory(undefined)}
        />
      )}
    </Card>
  );
}
