import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { EXPENSE_RECEIPT_MAX_COUNT, type Expense, expenseTypeLabels, todayInTokyo } from '@rikuun/contract';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { useLoadedVersion } from '../../components/form/use-loaded-version.ts';
import { useOneSubmit } from '../../components/form/use-one-submit.ts';
import { Loading, QueryError } from '../../components/QueryStatus.tsx';
import { describeError } from '../../lib/errors.ts';
import type { FieldErrorMap } from '../../lib/form-errors.ts';
import { newSubmissionKey } from '../../lib/submission.ts';
import { type Photo, ProofPhotos, useDateParam, useDriverDay } from '../driver-courses/index.ts';
import { driverExpensesPath } from './driver-expense-links.ts';
import { ExpenseFormFields } from './ExpenseFormFields.tsx';
import { buildExpenseFormData, checkExpenseDraft, type ExpenseDraft } from './expense-form-data.ts';
import { enqueueExpense } from './expense-outbox.ts';
import { useListSelfExpensesQuery, useSaveExpenseMutation } from './expenses.api.ts';
import { ReceiptThumbnails } from './ReceiptThumbnails.tsx';

const OFFLINE = '通信できないため直せません。電波の届く場所でもう一度お試しください。';

const draftOf = (e: Expense | undefined, date: string): ExpenseDraft => ({
  expenseType: e?.expenseType ?? 'toll',
  amount: e ? String(e.amount) : '',
  taxIncluded: e?.taxIncluded ?? true,
  paidOn: e?.paidOn ?? (date < todayInTokyo() ? date : todayInTokyo()),
  payeeName: e?.payeeName ?? '',
  payeeRegistrationNumber: e?.payeeRegistrationNumber ?? '',
  memo: e?.memo ?? '',
  billable: e?.billable ?? false,
  requestApproval: false,
});

/** 経費を登録 / 経費を直す on the phone; 申請する saves and requests approval in one go. */
export function DriverExpenseFormPage() {
  const { id } = useParams();
  const date = useDateParam();
  const { data, error, isLoading, refetch } = useListSelfExpensesQuery(date, { skip: !id });
  if (id && !data) return isLoading ? <Loading /> : <QueryError error={error} onRetry={refetch} />;
  const expense = id ? data?.data.find((e) => e.id === id) : undefined;
  if (id && !expense) return <Alert severity="warning">この経費は見つかりません。</Alert>;
  return <ExpenseForm key={id ?? 'new'} date={date} expense={expense} />;
}

function ExpenseForm({ date, expense }: { date: string; expense: Expense | undefined }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const day = useDriverDay(date);
  const [courseId, setCourseId] = useState(expense?.courseId ?? params.get('courseId') ?? '');
  const destinationId = expense ? expense.destinationId : params.get('destinationId');
  const [draft, setDraft] = useState(() => draftOf(expense, date));
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [removed, setRemoved] = useState<string[]>([]);
  const [compressing, setCompressing] = useState(false);
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [save, saving] = useSaveExpenseMutation();
  // An edit is based on the version shown; after another save, 最新の内容を読み込む shows the latest.
  const loaded = useLoadedVersion(expense?.version, (latest) => {
    setDraft(draftOf(latest as unknown as Expense, date));
    setRemoved([]);
  });
  // One submit at a time: a double tap on 申請する must not queue two expenses.
  const once = useOneSubmit();
  // The new expense's Idempotency-Key, made once with the form: whatever sends it twice files it once.
  const [newExpenseKey] = useState(() => `expense-${newSubmissionKey()}`);
  const busy = compressing || saving.isLoading || once.busy;

  const courses = day.courses ?? [];
  // A new expense is most likely for the course the driver runs that day: chosen for him (he may
  // change it); the one under way first, else the first not cancelled.
  const likely =
    courses.find((c) => c.status === 'in_progress') ?? courses.find((c) => c.status !== 'cancelled');
  useEffect(() => {
    if (!expense && !params.get('courseId') && likely) setCourseId((current) => current || likely.id);
  }, [expense, params, likely]);
  const course = courses.find((c) => c.id === courseId);
  const stop = course?.destinations.find((d) => d.id === destinationId);
  const kept = (expense?.receiptImages ?? []).filter((f) => !removed.includes(f.id));

  /**
   * A new expense goes through the outbox (kept offline, sent when the signal returns), checked here
   * first; an edit is one direct PUT, which needs the network.
   */
  async function submit(requestApproval: boolean) {
    setFailure(null);
    setErrors({});
    if (!courseId) {
      setErrors({ courseId: ['コースを選んでください'] });
      return;
    }
    const values = { ...draft, requestApproval };
    const parent = { courseId, destinationId: destinationId ?? null };
    if (!expense) {
      const found = checkExpenseDraft(values);
      if (Object.keys(found).length > 0) {
        setErrors(found);
        setFailure('入力内容を確認してください。');
        return;
      }
      const where = stop?.name ?? course?.name ?? '';
      try {
        await enqueueExpense(
          parent,
          values,
          photos.map((p) => p.blob),
          `経費 ${expenseTypeLabels[values.expenseType]} ${values.amount.normalize('NFKC')}円（${where}）`,
          newExpenseKey,
        );
        navigate(driverExpensesPath(date));
      } catch (e) {
        setFailure(describeError(e).messages.join(' '));
      }
      return;
    }
    if (!navigator.onLine) {
      setFailure(OFFLINE);
      return;
    }
    try {
      const body = buildExpenseFormData(
        values,
        photos.map((p) => p.blob),
        removed,
      );
      const { version } = loaded.withVersion({});
      if (version !== undefined) body.append('version', String(version));
      await save({ parent, id: expense.id, body }).unwrap();
      navigate(driverExpensesPath(date));
    } catch (e) {
      if (loaded.conflict(e)) return;
      const described = describeError(e);
      setErrors(described.fieldErrors);
      setFailure(described.messages.join(' '));
    }
  }

  return (
    <Stack spacing={2.5} sx={{ maxWidth: 560, mx: 'auto' }}>
      <Button
        component={RouterLink}
        to={driverExpensesPath(date)}
        startIcon={<ArrowBack />}
        sx={{ minHeight: 48, alignSelf: 'flex-start' }}
      >
        経費一覧
      </Button>
      <Typography variant="h1" component="h1">
        {expense ? '経費を直す' : '経費を登録'}
      </Typography>
      {expense?.approveStatus === 'rejected' && expense.statusComment && (
        <Alert severity="error">差戻しの理由: {expense.statusComment}</Alert>
      )}
      {expense || params.get('courseId') ? (
        <Typography sx={{ fontSize: 18, overflowWrap: 'anywhere' }}>
          {course?.name ?? expense?.courseName}
          {stop || expense?.destinationName
            ? ` / ${stop?.name ?? expense?.destinationName}`
            : '（コース全体）'}
        </Typography>
      ) : (
        <TextField
          select
          label="コース"
          value={courseId}
          onChange={(e) => setCourseId(e.target.value)}
          error={Boolean(errors.courseId)}
          helperText={
            errors.courseId?.[0] ??
            (courses.length === 0 ? 'この日のコースはありません' : 'どのコースで支払ったか選んでください')
          }
          slotProps={{ htmlInput: { style: { fontSize: 18 } } }}
        >
          {courses.map((c) => (
            <MenuItem key={c.id} value={c.id} sx={{ minHeight: 48 }}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      <ExpenseFormFields
        draft={draft}
        onChange={(change) => setDraft((d) => ({ ...d, ...change }))}
        errors={errors}
        today={todayInTokyo()}
      />
      {kept.length > 0 && (
        <Stack spacing={1}>
          <Typography sx={{ fontWeight: 700 }}>登録済みの領収書</Typography>
          <ReceiptThumbnails files={kept} size={80} />
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {kept.map((f, i) => (
              <Button
                key={f.id}
                color="error"
                onClick={() => setRemoved((r) => [...r, f.id])}
                sx={{ minHeight: 48 }}
              >
                領収書{i + 1}を削除
              </Button>
            ))}
          </Stack>
        </Stack>
      )}
      {kept.length < EXPENSE_RECEIPT_MAX_COUNT && (
        <ProofPhotos photos={photos} onChange={setPhotos} onBusy={setCompressing} use="receipt" />
      )}
      {errors.receiptImages && <Alert severity="error">{errors.receiptImages[0]}</Alert>}
      {failure && <Alert severity="error">{failure}</Alert>}
      <Button
        variant="contained"
        size="large"
        disabled={busy}
        onClick={() => void once.run(() => submit(true))}
        sx={{ minHeight: 72, fontSize: 22, fontWeight: 700 }}
      >
        申請する
      </Button>
      <Button
        variant="outlined"
        size="large"
        disabled={busy}
        onClick={() => void once.run(() => submit(false))}
        sx={{ minHeight: 56 }}
      >
        下書き保存
      </Button>
    </Stack>
  );
}
