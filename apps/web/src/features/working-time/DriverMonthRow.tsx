import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { formatWorkMinutes, type WorkingTimeDriver } from '@rikuun/contract';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { DutyTable } from './DutyTable.tsx';
import { RestraintBar } from './RestraintBar.tsx';
import { FindingList, Judged } from './WorkingTimeParts.tsx';
import { worstOf } from './working-time-format.ts';

export const driverMonthHeaders = [
  'ドライバー',
  '月間拘束時間',
  '最大拘束/日',
  '休息不足',
  '運転時間 2日平均超過',
  '連続運転超過',
];

const count = (breaches: number, near = 0) => {
  if (breaches > 0) return <Judged severity="breach">{breaches}回</Judged>;
  if (near > 0) return <Judged severity="near">{`0回（11時間未満 ${near}回）`}</Judged>;
  return '0回';
};

/** One driver's month in the list; the arrow opens each day below. */
export function DriverMonthRow({ driver, month }: { driver: WorkingTimeDriver; month: string }) {
  const [open, setOpen] = useState(false);
  const s = driver.summary;
  const duties = driver.duties;
  const maxSeverity = worstOf(
    duties.filter((d) => d.restraintMinutes === s.maxRestraintMinutes).flatMap((d) => d.findings),
    ['restraint_daily', 'restraint_long_days'],
  );
  return (
    <>
      <TableRow sx={{ '& > td': { borderBottom: open ? 'unset' : undefined } }}>
        <TableCell padding="checkbox">
          <IconButton
            aria-label={`${driver.driverName}の日別を${open ? '閉じる' : '表示'}`}
            aria-expanded={open}
            onClick={() => setOpen(!open)}
          >
            {open ? <KeyboardArrowUp /> : <KeyboardArrowDown />}
          </IconButton>
        </TableCell>
        <TableCell>
          <Link component={RouterLink} to={`/working-time/${driver.driverId}?month=${month}`}>
            {driver.driverName}
          </Link>
        </TableCell>
        <TableCell>
          <RestraintBar summary={s} />
        </TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>
          {s.dutyCount ? (
            <Judged severity={maxSeverity}>{formatWorkMinutes(s.maxRestraintMinutes)}</Judged>
          ) : (
            '—'
          )}
        </TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>
          {count(s.restBreachCount, s.restBelowTargetCount)}
        </TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>{count(s.drivingTwoDayBreachCount)}</TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>{count(s.continuousDrivingBreachCount)}</TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={driverMonthHeaders.length + 1} sx={{ py: 0 }}>
          <Collapse in={open} timeout="auto" unmountOnExit>
            <Stack spacing={1} sx={{ py: 1.5 }}>
              <FindingList findings={s.findings} />
              <DutyTable
                duties={duties}
                label={`${driver.driverName}の日別`}
                driverName={driver.driverName}
              />
            </Stack>
          </Collapse>
        </TableCell>
      </TableRow>
    </>
  );
}
