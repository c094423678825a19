import { todayInTokyo } from './calendar-dates.ts';
import { WORKING_TIME_LIMITS as LIMITS } from './working-time-rules.ts';
import { continuousDriving, dutyTimeline, minutesByKind, type WorkEvent } from './working-time-timeline.ts';

/**
 * One duty (出勤 → 退勤) with its figures, in minutes:
 * - `spanMinutes`: 出勤 to 退勤 (to now while it is going);
 * - `restraintMinutes` (拘束時間 of the rule): the span plus the part of later duties that starts
 *   within 24 hours of this 出勤 (the rule's day runs 24 h from the start of work);
 * - `restBeforeMinutes` (休息期間): from the previous duty's 退勤 to this 出勤; null for the first
 *   duty we know of;
 * - `breakMinutes`: recorded 休憩 (休憩開始 → 休憩終了);
 * - `waitingMinutes`: 荷待ち (荷待ち開始 → 荷待ち終了);
 * - `drivingMinutes` (運転時間): the span minus breaks, minus the time at each stop (its first record,
 *   到着 as a rule, to its 完了/不在/スキップ, 荷待ち and 荷役 included). So the leg from 出勤 to the
 *   first 到着 and the one from the last departure to 退勤 count as driving;
 * - `maxContinuousDrivingMinutes` (連続運転): see continuousDriving;
 * - `currentContinuousDrivingMinutes`: the run still open at the end (now, while going).
 */
export type DutyFigures = {
  workDate: string;
  start: string;
  end: string;
  ongoing: boolean;
  clockOutMissing: boolean;
  spanMinutes: number;
  restraintMinutes: number;
  restBeforeMinutes: number | null;
  breakMinutes: number;
  waitingMinutes: number;
  drivingMinutes: number;
  maxContinuousDrivingMinutes: number;
  currentContinuousDrivingMinutes: number;
};

type RawDuty = {
  workDate: string;
  start: number;
  end: number;
  ongoing: boolean;
  clockOutMissing: boolean;
  events: WorkEvent[];
};

const HOUR = 3_600_000;
const MINUTE = 60_000;
const ORDER: Partial<Record<string, number>> = { clock_in: 0, clock_out: 2 };
const rank = (e: WorkEvent) => (e.source === 'attendance' ? (ORDER[e.type] ?? 1) : 1);

/**
 * A driver's records cut into duties. A 出勤 opens a duty and 退勤 closes it; records outside any duty
 * are ignored. A duty left open by the next 出勤, or older than 24 hours, is a forgotten 退勤: it ends
 * at its last record (`clockOutMissing`). The last open duty otherwise runs to `now` (`ongoing`).
 */
function splitDuties(events: readonly WorkEvent[], now: number): RawDuty[] {
  const sorted = [...events].sort((a, b) => Date.parse(a.at) - Date.parse(b.at) || rank(a) - rank(b));
  const duties: RawDuty[] = [];
  let open: RawDuty | undefined;
  const forgotten = (duty: RawDuty) => {
    const last = duty.events.at(-1);
    duty.end = last ? Date.parse(last.at) : duty.start;
    duty.clockOutMissing = true;
  };
  for (const e of sorted) {
    const at = Date.parse(e.at);
    if (e.source === 'attendance' && e.type === 'clock_in') {
      if (open) forgotten(open);
      const workDate = e.workDate ?? todayInTokyo(new Date(at));
      open = { workDate, start: at, end: at, ongoing: false, clockOutMissing: false, events: [] };
      duties.push(open);
    } else if (e.source === 'attendance' && e.type === 'clock_out') {
      if (open) open.end = at;
      open = undefined;
    } else open?.events.push(e);
  }
  if (open) {
    if (now - open.start <= LIMITS.staleDutyHours * HOUR) {
      open.end = Math.max(now, open.start);
      open.ongoing = true;
    } else forgotten(open);
  }
  return duties;
}

const minutes = (n: number) => Math.round(n);

/** Every duty in the records, oldest first, with its figures (findings are added by the caller). */
export function computeDuties(events: readonly WorkEvent[], now: Date): DutyFigures[] {
  const raw = splitDuties(events, now.getTime());
  return raw.map((duty, i) => {
    const segments = dutyTimeline(duty.events, duty.start, duty.end, duty.ongoing);
    const byKind = minutesByKind(segments);
    const continuous = continuousDriving(segments);
    const dayEnd = duty.start + 24 * HOUR;
    let overlap = 0;
    for (const later of raw.slice(i + 1)) {
      if (later.start >= dayEnd) break;
      overlap += Math.min(later.end, dayEnd) - later.start;
    }
    const previous = raw[i - 1];
    const span = (duty.end - duty.start) / MINUTE;
    return {
      workDate: duty.workDate,
      start: new Date(duty.start).toISOString(),
      end: new Date(duty.end).toISOString(),
      ongoing: duty.ongoing,
      clockOutMissing: duty.clockOutMissing,
      spanMinutes: minutes(span),
      restraintMinutes: minutes(span + overlap / MINUTE),
      restBeforeMinutes: previous ? minutes((duty.start - previous.end) / MINUTE) : null,
      breakMinutes: minutes(byKind.break),
      waitingMinutes: minutes(byKind.waiting),
      drivingMinutes: minutes(byKind.driving),
      maxContinuousDrivingMinutes: minutes(continuous.max),
      currentContinuousDrivingMinutes: minutes(continuous.current),
    };
  });
}
