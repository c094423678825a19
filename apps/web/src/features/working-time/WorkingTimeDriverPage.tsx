import Download from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatWorkMinutes } from '@rikuun/contract';
import { useParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Loading, QueryError } from '../../components/QueryStatus.tsx';
import { downloadText } from '../../lib/csv.ts';
import { DutyTable } from './DutyTable.tsx';
import { MonthPicker, useMonthParam } from './MonthPicker.tsx';
import { RestraintBar } from './RestraintBar.tsx';
import { FindingList } from './WorkingTimeParts.tsx';
import { useGetWorkingTimeQuery } from './working-time.api.ts';
import { workingTimeCsv } from './working-time-csv.ts';
import { formatMonth } from './working-time-format.ts';

/** One driver's month: the totals, the month's findings and each day. */
export function WorkingTimeDriverPage() {
  const { driverId = '' } = useParams();
  const [month, setMonth] = useMonthParam();
  const { data, error, refetch } = useGetWorkingTimeQuery({ month, driverId });
  const driver = data?.month === month ? data.data[0] : undefined;
  const s = driver?.summary;

  return (
    <>
      <PageHeader
        title={driver ? `${driver.driverName}の労働時間` : '労働時間'}
        subtitle={formatMonth(month)}
        actions={
          <>
            <MonthPicker month={month} onChange={setMonth} />
            <Button
              variant="outlined"
              startIcon={<Download />}
              disabled={!driver}
              onClick={() =>
                driver &&
                downloadText(`労働時間_${driver.driverName}_${month}.csv`, workingTimeCsv([driver], month))
              }
            >
              CSV出力
            </Button>
          </>
        }
      />
      {error && <QueryError error={error} onRetry={refetch} />}
      {!driver && !error && <Loading />}
      {driver && s && (
        <Stack spacing={2}>
          <Card variant="outlined">
            <CardContent>
              <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
                <div>
                  <Typography variant="subtitle2">月間拘束時間</Typography>
                  <RestraintBar summary={s} />
                </div>
                <div>
                  <Typography variant="subtitle2">
                    年間拘束時間（{formatMonth(s.yearStartMonth)}から）
                  </Typography>
                  <Typography>
                    {formatWorkMinutes(s.yearRestraintMinutes)} /{' '}
                    {formatWorkMinutes(s.yearRestraintLimitMinutes)}
                  </Typography>
                  <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                    {s.laborAgreement
                      ? '労使協定あり（月310時間・年3,400時間）'
                      : '労使協定なし（月284時間・年3,300時間）'}
                  </Typography>
                </div>
                <div>
                  <Typography variant="subtitle2">運転時間（月計）</Typography>
                  <Typography>{formatWorkMinutes(s.drivingMinutes)}</Typography>
                </div>
                <div>
                  <Typography variant="subtitle2">13時間超 / 14時間超の日</Typography>
                  <Typography>
                    {s.daysOver13h}日 / {s.daysOver14h}日
                  </Typography>
                  <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                    分割休息 {s.splitRestCount}回 / 勤務 {s.dutyCount}回
                  </Typography>
                </div>
                <div>
                  <Typography variant="subtitle2">週の運転時間（2週平均）</Typography>
                  <Typography variant="body2">
                    {s.weeks
                      .map(
                        (w) =>
                          `${Number(w.weekStart.slice(5, 7))}/${Number(w.weekStart.slice(8))}〜 ${formatWorkMinutes(w.twoWeekAverageMinutes)}`,
                      )
                      .join('、')}
                  </Typography>
                </div>
              </Stack>
              <Stack sx={{ mt: 2 }}>
                <FindingList findings={s.findings} />
              </Stack>
            </CardContent>
          </Card>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="h2" component="h2" sx={{ mb: 1 }}>
                日別
              </Typography>
              <DutyTable
                duties={driver.duties}
                label={`${driver.driverName}の日別`}
                driverName={driver.driverName}
                onChanged={refetch}
              />
            </CardContent>
          </Card>
        </Stack>
      )}
    </>
  );
}
