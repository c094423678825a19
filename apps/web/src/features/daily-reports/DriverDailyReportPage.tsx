import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { addDays, isEditable, todayInTokyo } from '@rikuun/contract';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { Loading, QueryError } from '../../components/QueryStatus.tsx';
import { shortDate } from '../courses/index.ts';
import { useDateParam } from '../driver-courses/index.ts';
import { DailyReportSections } from './DailyReportSections.tsx';
import { DriverDailyReportForm } from './DriverDailyReportForm.tsx';
import { formValuesOf } from './daily-report-form-values.ts';
import { ApproveStatusChip, spanText, yenText } from './daily-report-format.tsx';
import { useGetDailyReportPrefillQuery, useListOwnDailyReportsQuery } from './daily-reports.api.ts';
import { DRIVER_DAILY_REPORT_PATH } from './driver-daily-report-routes.ts';

const dayPath = (date: string, contractId?: string | null) =>
  `${DRIVER_DAILY_REPORT_PATH}?date=${date}${contractId ? `&contractId=${contractId}` : ''}`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The contract chosen in the URL (?contractId=), when the day has courses of several. */
function useContractParam(): string | undefined {
  const value = useSearchParams()[0].get('contractId');
  return value && UUID.test(value) ? value : undefined;
}

/** One button per contract of the day's courses; the report shown is the chosen one's. */
function ContractChoice({
  date,
  contracts,
  current,
}: {
  date: string;
  contracts: { id: string; name: string }[];
  current: string | null;
}) {
  if (contracts.length < 2) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }} role="group" aria-label="契約">
      {contracts.map((c) => (
        <Button
          key={c.id}
          component={RouterLink}
          to={dayPath(date, c.id)}
          variant={c.id === current ? 'contained' : 'outlined'}
          aria-current={c.id === current ? 'true' : undefined}
          sx={{ minHeight: 48 }}
        >
          {c.name}
        </Button>
      ))}
    </Stack>
  );
}
const dayButton = { minHeight: 48, minWidth: 96 } as const;

/** The driver's reports of the last 60 days, newest first: each opens its day. */
function PastReports({ date }: { date: string }) {
  const today = todayInTokyo();
  const { data } = useListOwnDailyReportsQuery({ from: addDays(today, -60), to: today });
  const reports = (data?.data ?? []).filter((r) => r.date !== date);
  if (reports.length === 0) return null;
  return (
    <Stack spacing={1} component="section" aria-label="過去の日報">
      <Typography variant="h2" component="h2">
        過去の日報
      </Typography>
      {reports.map((r) => (
        <Card key={r.id} variant="outlined">
          <CardActionArea component={RouterLink} to={dayPath(r.date, r.contractId)} sx={{ minHeight: 56 }}>
            <CardContent
              sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}
            >
              <div>
                <Typography sx={{ fontWeight: 700 }}>{shortDate(r.date)}</Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {[r.contractName, spanText(r.startAt, r.endAt, r.date), yenText(r.paymentAmount)]
                    .filter(Boolean)
                    .join('　')}
                </Typography>
              </div>
              <ApproveStatusChip status={r.approveStatus} />
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Stack>
  );
}

/**
 * 日報を書く (phone): the day's report prefilled from 出退勤 and the course actions; editable while a
 * draft or sent back (the reason shown), read-only once submitted or approved; past reports below.
 */
export function DriverDailyReportPage() {
  const date = useDateParam();
  const contractId = useContractParam();
  const today = todayInTokyo();
  const params = contractId ? { date, contractId } : { date };
  const { data, error, isLoading, refetch } = useGetDailyReportPrefillQuery(params, { skip: date > today });
  // The saved reports of the day (one per contract): the one of the draft's contract is this page's.
  const saved = useListOwnDailyReportsQuery({ date }, { skip: date > today });
  const report = data ? (saved.data?.data.find((r) => r.contractId === data.draft.contractId) ?? null) : null;
  const editable = !report || isEditable(report.approveStatus);

  return (
    <Stack spacing={2} sx={{ maxWidth: 560, mx: 'auto' }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="h1" component="h1">
          {shortDate(date)}の日報
        </Typography>
        {report && <ApproveStatusChip status={report.approveStatus} />}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
        <Button
          component={RouterLink}
          to={dayPath(addDays(date, -1))}
          variant="outlined"
          startIcon={<ChevronLeft />}
          sx={dayButton}
        >
          前日
        </Button>
        {date < today && (
          <Button
            component={RouterLink}
            to={dayPath(addDays(date, 1))}
            variant="outlined"
            endIcon={<ChevronRight />}
            sx={dayButton}
          >
            翌日
          </Button>
        )}
      </Stack>
      {date > today ? (
        <Alert severity="info">未来の日付の日報は書けません。</Alert>
      ) : !data || !saved.data ? (
        isLoading || saved.isLoading ? (
          <Loading />
        ) : (
          <QueryError error={error ?? saved.error} onRetry={data ? saved.refetch : refetch} />
        )
      ) : (
        <>
          <ContractChoice date={date} contracts={data.dayContracts} current={data.draft.contractId} />
          {report?.approveStatus === 'rejected' && (
            <Alert severity="warning">
              差し戻されました：{report.statusComment}
              <br />
              修正して、もう一度提出してください。
            </Alert>
          )}
          {report?.approveStatus === 'draft' && report.statusComment && (
            <Alert severity="info">前回の差戻し理由：{report.statusComment}</Alert>
          )}
          {report?.approveStatus === 'requested' && (
            <Alert severity="info">提出済みです。承認をお待ちください。</Alert>
          )}
          {report?.approveStatus === 'approved' && <Alert severity="success">承認されました。</Alert>}
          {!report && data.draft.courseCount === 0 && (
            <Alert severity="info">この日のコースはありません。出退勤の記録から作成しています。</Alert>
          )}
          {editable ? (
            <DriverDailyReportForm
              key={`${date}-${data.draft.contractId}-${report?.id ?? 'new'}-${report?.updatedAt ?? ''}`}
              values={formValuesOf(report ?? data.draft)}
              facts={report ?? data.draft}
              dayFacts={data.dayFacts}
            />
          ) : (
            report && <DailyReportSections report={report} />
          )}
        </>
      )}
      <PastReports date={date} />
    </Stack>
  );
}
