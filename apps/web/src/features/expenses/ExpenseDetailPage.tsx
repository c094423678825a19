import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Expense, expenseTypeLabels, expenseLabels as L } from '@rikuun/contract';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { type DetailItem, DetailList } from '../../components/DetailList.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Loading, QueryError } from '../../components/QueryStatus.tsx';
import { describeError } from '../../lib/errors.ts';
import { keepFocusWhileChanging, pageHeading } from '../../lib/focus-return.ts';
import { formatDate, formatDateTime } from '../../lib/format.ts';
import { notifyError, notifySuccess } from '../../lib/notifier.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { ExpenseChangeHistory } from './ExpenseChangeHistory.tsx';
import { ApproveStatusChip, amountText, expenseTitle, whereText } from './expense-format.tsx';
import { useDecideExpenseMutation, useGetExpenseQuery } from './expenses.api.ts';
import { ReceiptThumbnails } from './ReceiptThumbnails.tsx';
import { RejectDialog } from './RejectDialog.tsx';

function details(e: Expense): DetailItem[] {
  return [
    { label: '承認状況', value: <ApproveStatusChip status={e.approveStatus} /> },
    { label: 'ドライバー', value: e.driverName },
    { label: '配送日', value: formatDate(e.deliveryDate) },
    { label: 'コース・配送先', value: whereText(e) },
    { label: L.expenseType, value: expenseTypeLabels[e.expenseType] },
    { label: L.amount, value: amountText(e) },
    { label: L.paidOn, value: formatDate(e.paidOn) },
    { label: L.payeeName, value: e.payeeName },
    { label: L.payeeRegistrationNumber, value: e.payeeRegistrationNumber },
    { label: L.billable, value: e.billable ? '請求する' : '請求しない' },
    { label: L.memo, value: e.memo },
    { label: '申請日時', value: formatDateTime(e.requestedAt) },
    {
      label: '承認・差戻し',
      value: e.decidedAt ? `${formatDateTime(e.decidedAt)} ${e.decidedByName ?? ''}` : null,
    },
    { label: 'コメント', value: e.statusComment },
  ];
}

/** One expense for staff: its receipts, 承認 / 差戻し while requested, and its change history. */
export function ExpenseDetailPage() {
  const id = useParams().id ?? '';
  const { data: expense, error, refetch } = useGetExpenseQuery(id);
  const [decide, { isLoading }] = useDecideExpenseMutation();
  const [rejecting, setRejecting] = useState(false);
  const missing =
    !expense && [400, 404].includes((error as { status?: unknown } | undefined)?.status as number);
  usePageTitle(expense ? expenseTitle(expense) : missing ? '経費が見つかりません' : null);

  if (missing) return <Alert severity="warning">この経費は見つかりません。</Alert>;
  if (!expense) return error ? <QueryError error={error} onRetry={refetch} /> : <Loading />;

  async function run(status: 'approved' | 'rejected', comment: string | null) {
    if (!expense) return;
    try {
      const parent = { destinationId: expense.destinationId, courseId: expense.courseId };
      await decide({ parent, id: expense.id, body: { status, comment } }).unwrap();
      notifySuccess(status === 'approved' ? '経費を承認しました' : '経費を差し戻しました');
      // 承認 and 差戻し leave with the decision: the focus goes to the page's heading.
      keepFocusWhileChanging(pageHeading);
      setRejecting(false);
    } catch (e) {
      notifyError(describeError(e).messages.join(' '));
    }
  }

  const requested = expense.approveStatus === 'requested';
  return (
    <>
      <Button component={RouterLink} to="/expenses" startIcon={<ArrowBack />} sx={{ mb: 1 }}>
        経費一覧
      </Button>
      <PageHeader
        title={expenseTitle(expense)}
        subtitle={`${expense.driverName ?? 'ドライバー未設定'}・${formatDate(expense.deliveryDate)}`}
        actions={
          requested && (
            <>
              <Button
                variant="contained"
                color="success"
                disabled={isLoading}
                onClick={() => void run('approved', null)}
              >
                承認
              </Button>
              <Button
                variant="outlined"
                color="error"
                disabled={isLoading}
                onClick={() => setRejecting(true)}
              >
                差戻し
              </Button>
            </>
          )
        }
      />
      <Stack spacing={2}>
        <Card variant="outlined">
          <CardContent>
            <DetailList items={details(expense)} />
          </CardContent>
        </Card>
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h2" component="h2" sx={{ fontSize: 18, mb: 1.5 }}>
              領収書（{expense.receiptImages.length}枚）
            </Typography>
            {expense.receiptImages.length === 0 ? (
              <Typography sx={{ color: 'text.secondary' }}>領収書の写真はありません。</Typography>
            ) : (
              <ReceiptThumbnails files={expense.receiptImages} />
            )}
          </CardContent>
        </Card>
        <ExpenseChangeHistory expenseId={expense.id} />
      </Stack>
      {rejecting && (
        <RejectDialog
          open
          description="理由はドライバーに通知されます。"
          busy={isLoading}
          onClose={() => setRejecting(false)}
          onReject={(comment) => void run('rejected', comment)}
        />
      )}
    </>
  );
}
