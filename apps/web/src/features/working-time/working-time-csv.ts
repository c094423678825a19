import {
  type CsvValue,
  findingSeverityLabels,
  formatWorkClock,
  type WorkingTimeDriver,
} from '@rikuun/contract';
import { excelCsv } from '../../lib/csv.ts';
import { pad, partsOf } from '../../lib/format.ts';
import { exceptionsText, restBeforeOf, worstOf } from './working-time-format.ts';

/** Blank when the rest is no figure (none known, or a 休日 in between). */
const formatRest = (minutes: number | null) => (minutes === null ? '' : formatWorkClock(minutes));

const header = [
  'ドライバー',
  '勤務日',
  '出勤',
  '退勤',
  '拘束時間（時:分）',
  '休息期間（時:分）',
  '休憩（時:分）',
  '荷待ち（時:分）',
  '運転時間（時:分）',
  '最大連続運転（時:分）',
  '特例・区分',
  '判定',
  '指摘事項',
];

/** 「2026-11-24 06:00」 (Tokyo): a date and time a spreadsheet reads as one. */
function dateTime(instant: string): string {
  const p = partsOf(instant);
  return p ? `${p.year}-${pad(p.month)}-${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)}` : '';
}

/**
 * The month as CSV: one line per duty, then one line per driver for the month's own findings (284 h,
 * 2-week driving) with the month total. Durations as H:MM so a spreadsheet can add them up.
 */
export function workingTimeCsv(drivers: readonly WorkingTimeDriver[], month: string): string {
  const rows: CsvValue[][] = [];
  for (const d of drivers) {
    for (const duty of d.duties) {
      const worst = worstOf(duty.findings);
      rows.push([
        d.driverName,
        duty.workDate,
        dateTime(duty.start),
        duty.ongoing ? '勤務中' : dateTime(duty.end),
        formatWorkClock(duty.restraintMinutes),
        formatRest(restBeforeOf(duty)),
        formatWorkClock(duty.breakMinutes),
        formatWorkClock(duty.waitingMinutes),
        formatWorkClock(duty.drivingMinutes),
        formatWorkClock(duty.maxContinuousDrivingMinutes),
        exceptionsText(duty.exceptions),
        worst ? findingSeverityLabels[worst] : '',
        duty.findings.map((f) => f.message).join(' / '),
      ]);
    }
    const s = d.summary;
    const worst = worstOf(s.findings);
    rows.push([
      d.driverName,
      `${month} 月計`,
      '',
      '',
      formatWorkClock(s.restraintMinutes),
      '',
      '',
      '',
      formatWorkClock(s.drivingMinutes),
      '',
      '',
      worst ? findingSeverityLabels[worst] : '',
      s.findings.map((f) => f.message).join(' / '),
    ]);
  }
  return excelCsv(header, rows);
}
