import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatWorkMinutes, type WorkingTimeDuty } from '@rikuun/contract';
import { formatDate } from '../../lib/format.ts';
import { FindingList, Judged } from './WorkingTimeParts.tsx';
import { formatClockTime, formatDuration, worstOf } from './working-time-format.ts';

const headers = ['勤務日', '出勤', '退勤', '拘束', '休息', '休憩', '運転', '最大連続運転', '指摘'];

/** Each duty of the month: its figures, the ones that break or near a rule marked, and the findings. */
export function DutyTable({ duties, label }: { duties: readonly WorkingTimeDuty[]; label: string }) {
  if (duties.length === 0)
    return <Typography sx={{ color: 'text.secondary', py: 1 }}>この月の出退勤の記録はありません</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {headers.map((h) => (
              <TableCell key={h} sx={{ whiteSpace: 'nowrap' }}>
                {h}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {duties.map((d) => (
            <TableRow key={d.start}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(d.workDate)}</TableCell>
              <TableCell>{formatClockTime(d.start, d.workDate)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {d.ongoing ? (
                  <Chip size="small" color="info" label="勤務中" />
                ) : d.clockOutMissing ? (
                  <Judged severity="near">記録なし</Judged>
                ) : (
                  formatClockTime(d.end, d.workDate)
                )}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Judged severity={worstOf(d.findings, ['restraint_daily', 'restraint_long_days'])}>
                  {formatWorkMinutes(d.restraintMinutes)}
                </Judged>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Judged severity={worstOf(d.findings, ['rest_period'])}>
                  {formatDuration(d.restBeforeMinutes)}
                </Judged>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatWorkMinutes(d.breakMinutes)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Judged severity={worstOf(d.findings, ['driving_two_day'])}>
                  {formatWorkMinutes(d.drivingMinutes)}
                </Judged>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Judged severity={worstOf(d.findings, ['continuous_driving'])}>
                  {formatWorkMinutes(d.maxContinuousDrivingMinutes)}
                </Judged>
              </TableCell>
              <TableCell sx={{ minWidth: 260 }}>
                <FindingList findings={d.findings} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
