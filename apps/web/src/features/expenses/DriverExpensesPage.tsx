import AddOutlined from '@mui/icons-material/AddOutlined';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { addDays, type Expense, isEditable } from '@rikuun/contract';
import { Link as RouterLink, useNavigate } from 'react-router';
import { Loading, QueryError } from '../../components/QueryStatus.tsx';
import { describeError } from '../../lib/errors.ts';
import { formatDateLong } from '../../lib/format.ts';
import { notifyError, notifySuccess } from '../../lib/notifier.ts';
import { OUTBOX_PATH } from '../driver-app/index.ts';
import { useDateParam, useOutboxUser } from '../driver-courses/index.ts';
import { driverExpensesPath, editExpensePath, newExpensePath } from './driver-expense-links.ts';
import { ApproveStatusChip, amountText, expenseTitle, whereText } from './expense-format.tsx';
import { usePendingExpenses } from './expense-outbox.ts';
import { useListSelfExpensesQuery, useRequestExpenseApprovalMutation } from './expenses.api.ts';
import { ReceiptThumbnails } from './ReceiptThumbnails.tsx';

/** The driver's expenses of a day: their state, the reason of a 差戻し, and 直す / 申請する. */
export function DriverExpensesPage() {
  const date = useDateParam();
  const navigate = useNavigate();
  const { data, error, isLoading, refetch } = useListSelfExpensesQuery(date, {
    refetchOnMountOrArgChange: true,
  });
  useOutboxUser();
  const pending = usePendingExpenses(() => void refetch());
  return (
    <Stack spacing={2} sx={{ maxWidth: 560, mx: 'auto' }}>
      <Typography variant="h1" component="h1">
        経費
      </Typography>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <IconButton
          aria-label="前の日"
          onClick={() => navigate(driverExpensesPath(addDays(date, -1)))}
          sx={{ width: 56, height: 56 }}
        >
          <ChevronLeft />
        </IconButton>
        <Typography sx={{ fontSize: 20, fontWeight: 700 }}>{formatDateLong(date)}</Typography>
        <IconButton
          aria-label="次の日"
          onClick={() => navigate(driverExpensesPath(addDays(date, 1)))}
          sx={{ width: 56, height: 56 }}
        >
          <ChevronRight />
        </IconButton>
      </Stack>
      <Button
        component={RouterLink}
        to={newExpensePath(date)}
        variant="contained"
        size="large"
        startIcon={<AddOutlined />}
        sx={{ minHeight: 64, fontSize: 20 }}
      >
        経費を登録
      </Button>
      {pending.length > 0 && (
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to={OUTBOX_PATH} color="inherit" sx={{ minHeight: 48 }}>
              送信待ち
            </Button>
          }
        >
          送信待ちの経費があります（電波が戻ると送信されます）
          {pending.map((entry) => (
            <Typography key={entry.seq} sx={{ fontWeight: 700 }}>
              {entry.label}
            </Typography>
          ))}
        </Alert>
      )}
      {!data ? (
        isLoading ? (
          <Loading />
        ) : (
          <QueryError error={error} onRetry={refetch} />
        )
      ) : data.data.length === 0 && pending.length === 0 ? (
        <Alert severity="info">この日の経費はありません。</Alert>
      ) : (
        data.data.map((e) => <ExpenseCard key={e.id} expense={e} date={date} />)
      )}
    </Stack>
  );
}

function ExpenseCard({ expense: e, date }: { expense: Expense; date: string }) {
  const [request, { isLoading }] = useRequestExpenseApprovalMutation();
  async function send() {
    if (!navigator.onLine) {
      notifyError('通信できないため申請できません。電波の届く場所でもう一度お試しください。');
      return;
    }
    try {
      await request({ parent: { courseId: e.courseId, destinationId: e.destinationId }, id: e.id }).unwrap();
      notifySuccess('承認を申請しました');
    } catch (err) {
      notifyError(describeError(err).messages.join(' '));
    }
  }
  return (
    <Card variant="outlined" component="article" aria-label={expenseTitle(e)}>
      <CardContent>
        <Stack spacing={1}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
            <Typography sx={{ fontSize: 20, fontWeight: 700 }}>{expenseTitle(e)}</Typography>
            <ApproveStatusChip status={e.approveStatus} size="medium" />
          </Stack>
          <Typography sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {whereText(e)}・{amountText(e)}
          </Typography>
          {e.memo && <Typography sx={{ overflowWrap: 'anywhere' }}>{e.memo}</Typography>}
          {e.approveStatus === 'rejected' && e.statusComment && (
            <Alert severity="error">差戻しの理由: {e.statusComment}</Alert>
          )}
          <ReceiptThumbnails files={e.receiptImages} size={72} />
          {isEditable(e.approveStatus) && (
            <Stack direction="row" spacing={1}>
              <Button
                component={RouterLink}
                to={editExpensePath(e.id, date)}
                variant="outlined"
                size="large"
                sx={{ minHeight: 56, flex: 1 }}
              >
                直す
              </Button>
              <Button
                variant="contained"
                size="large"
                disabled={isLoading}
                onClick={() => void send()}
                sx={{ minHeight: 56, flex: 1 }}
              >
                {e.approveStatus === 'rejected' ? '再申請する' : '申請する'}
              </Button>
            </Stack>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
