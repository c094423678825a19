import EditOutlined from '@mui/icons-material/EditOutlined';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { formatWorkMinutes, type WorkingTimeDuty } from '@rikuun/contract';
import { useState } from 'react';
import { formatDate } from '../../lib/format.ts';
import { DutyExceptionsDialog } from './DutyExceptionsDialog.tsx';
import { FindingList, Judged } from './WorkingTimeParts.tsx';
import { exceptionsText, formatClockTime, formatDuration, worstOf } from './working-time-format.ts';

const headers = [
  '勤務日',
  '出勤',
  '退勤',
  '拘束',
  '休息',
  '休憩',
  '運転',
  '最大連続運転',
  '特例・区分',
  '指摘',
];

/**
 * Each duty of the month: its figures, the ones that break or near a rule marked, its special cases
 * (editable when `onChanged` is given: the page refetches the month after a save) and the findings.
 */
export function DutyTable({
  duties,
  label,
  driverName,
  onChanged,
}: {
  duties: readonly WorkingTimeDuty[];
  label: string;
  driverName: string;
  onChanged?: () => void;
}) {
  const [editing, setEditing] = useState<(WorkingTimeDuty & { attendanceId: string }) | null>(null);
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
                <Judged
                  severity={worstOf(d.findings, ['restraint_daily', 'restraint_long_days', 'long_haul_days'])}
                >
                  {formatWorkMinutes(d.restraintMinutes)}
                </Judged>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Judged severity={worstOf(d.findings, ['rest_period', 'split_rest'])}>
                  {d.afterDaysOff ? <span title="休日明け">—</span> : formatDuration(d.restBeforeMinutes)}
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
              <TableCell sx={{ minWidth: 160 }}>
                <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
                  <Typography variant="body2">{exceptionsText(d.exceptions) || '—'}</Typography>
                  {onChanged && d.attendanceId && (
                    <Tooltip title="特例・区分を設定">
                      <IconButton
                        size="small"
                        aria-label={`${formatDate(d.workDate)}の特例・区分を設定`}
                        onClick={() => setEditing({ ...d, attendanceId: d.attendanceId as string })}
                      >
                        <EditOutlined fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  )}
                </Stack>
              </TableCell>
              <TableCell sx={{ minWidth: 260 }}>
                <FindingList findings={d.findings} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {editing && onChanged && (
        <DutyExceptionsDialog
          duty={editing}
          driverName={driverName}
          onClose={() => setEditing(null)}
          onSaved={onChanged}
        />
      )}
    </TableContainer>
  );
}
