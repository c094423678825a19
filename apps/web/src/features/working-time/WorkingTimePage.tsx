import Download from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Loading, QueryError } from '../../components/QueryStatus.tsx';
import { downloadText } from '../../lib/csv.ts';
import { DriverMonthRow, driverMonthHeaders } from './DriverMonthRow.tsx';
import { MonthPicker, useMonthParam } from './MonthPicker.tsx';
import { useGetWorkingTimeQuery } from './working-time.api.ts';
import { workingTimeCsv } from './working-time-csv.ts';
import { formatMonth } from './working-time-format.ts';

/** 労働時間: each driver's month against 改善基準告示, from 出退勤 and 作業実績. */
export function WorkingTimePage() {
  const [month, setMonth] = useMonthParam();
  const { data, error, refetch, isFetching } = useGetWorkingTimeQuery({ month });
  const shown = data?.month === month ? data : undefined;

  return (
    <>
      <PageHeader
        title="労働時間"
        subtitle="改善基準告示に基づく拘束時間・休息期間・運転時間（出退勤と作業実績から集計）"
        actions={
          <>
            <MonthPicker month={month} onChange={setMonth} />
            <Button
              variant="outlined"
              startIcon={<Download />}
              disabled={!shown}
              onClick={() =>
                shown && downloadText(`労働時間_${month}.csv`, workingTimeCsv(shown.data, month))
              }
            >
              CSV出力
            </Button>
          </>
        }
      />
      {error && <QueryError error={error} onRetry={refetch} />}
      {!shown && !error && (isFetching || !data) && <Loading />}
      {shown && shown.data.length === 0 && (
        <Typography sx={{ color: 'text.secondary', py: 2 }}>ドライバーが登録されていません</Typography>
      )}
      {shown && shown.data.length > 0 && (
        <TableContainer component={Paper} variant="outlined">
          <Table aria-label={`${formatMonth(month)}の労働時間`}>
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox" />
                {driverMonthHeaders.map((h) => (
                  <TableCell key={h} sx={{ whiteSpace: 'nowrap' }}>
                    {h}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.data.map((d) => (
                <DriverMonthRow key={d.id} driver={d} month={month} />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </>
  );
}
