import { todayInTokyo } from './calendar-dates.ts';
import { type DutyExceptions, noDutyExceptions } from './working-time-exceptions.ts';
import { WORKING_TIME_LIMITS as LIMITS } from './working-time-rules.ts';
import {
  continuousDriving,
  dutyTimeline,
  minutesByKind,
  type Segment,
  type SegmentKind,
  type WorkEvent,
} from './working-time-timeline.ts';

/**
 * One duty (出勤 → 退勤) with its figures, in minutes:
 * - `spanMinutes`: 出勤 to 退勤 (to now while it is going);
 * - `restraintMinutes` (拘束時間 of the rule): the span plus the part of later duties that starts
 *   within 24 hours of this 出勤 (the rule's day runs 24 h from the start of work);
 * - `restBeforeMinutes` (休息期間): from the previous duty's 退勤 to this 出勤; null for the first
 *   duty we know of; `afterDaysOff` when it holds a 休日 (休息期間 + 24 h: at least 9 h + 24 h), so is
 *   no 休息期間 to judge or show as a figure;
 * - `breakMinutes`: recorded 休憩 (休憩開始 → 休憩終了);
 * - `waitingMinutes`: 荷待ち (荷待ち開始 → 荷待ち終了);
 * - `drivingMinutes` (運転時間): the span minus breaks, minus the time at each stop (its first record,
 *   到着 as a rule, to its 完了/不在/スキップ, 荷待ち and 荷役 included). So the leg from 出勤 to the
 *   first 到着 and the one from the last departure to 退勤 count as driving;
 * - `maxContinuousDrivingMinutes` (連続運転): see continuousDriving;
 * - `currentContinuousDrivingMinutes`: the run still open at the end (now, while going), and
 *   `currentBreakCreditMinutes` the 休憩 already counted against it (short of the 30 minutes);
 * - `activity`: what the duty's last piece is (what the driver is doing now, while it is going);
 * - `restAfterMinutes`: to the next duty's 出勤 (null while none is known);
 * - `splitRestMinutes`: with 分割休息, the 休憩 of ≥ 3 h in one piece (at most 2, the longest) that
 *   are parts of the 休息期間; `ferryMinutes`: on a ferry (休息 too). Neither is 拘束 nor driving;
 * - `excludedMinutes`: 予期し得ない事象, taken out of 拘束, 運転 and the longest 連続運転;
 * - `countedMinutes`: what the month's 拘束 adds up: the span minus the three above.
 * Special cases (working-time-exceptions.ts) come from the 出勤 record (`attendanceId`).
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
  afterDaysOff: boolean;
  breakMinutes: number;
  waitingMinutes: number;
  drivingMinutes: number;
  maxContinuousDrivingMinutes: number;
  currentContinuousDrivingMinutes: number;
  currentBreakCreditMinutes: number;
  activity: SegmentKind | null;
  attendanceId: string | null;
  exceptions: DutyExceptions;
  restAfterMinutes: number | null;
  longestBreakMinutes: number;
  splitRestMinutes: number[];
  ferryMinutes: number;
  excludedMinutes: number;
  countedMinutes: number;
};

type RawDuty = {
  attendanceId: string | null;
  exceptions: DutyExceptions;
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
      open = {
        attendanceId: e.id ?? null,
        exceptions: e.exceptions ?? noDutyExceptions,
        workDate,
        start: at,
        end: at,
        ongoing: false,
        clockOutMissing: false,
        events: [],
      };
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

/** The time on a ferry within the duty (none unless the duty is flagged フェリー). */
function ferryRest(duty: RawDuty): { from: number; to: number }[] {
  const { exceptions, ferryBoardedAt, ferryLandedAt } = duty.exceptions;
  if (!exceptions.includes('ferry') || !ferryBoardedAt || !ferryLandedAt) return [];
  const from = Math.max(Date.parse(ferryBoardedAt), duty.start);
  const to = Math.min(Date.parse(ferryLandedAt), duty.end);
  return to > from ? [{ from, to }] : [];
}

/** 分割休息: the (at most 2) longest 休憩 of ≥ 3 h in one piece, in time order, in minutes. */
function splitRestParts(duty: RawDuty, segments: readonly Segment[]): number[] {
  if (!duty.exceptions.exceptions.includes('split_rest')) return [];
  const long = segments.filter((s) => s.kind === 'break' && s.to - s.from >= LIMITS.splitRestPart * MINUTE);
  const kept = [...long].sort((a, b) => b.to - b.from - (a.to - a.from)).slice(0, 2);
  return long.filter((s) => kept.includes(s)).map((s) => minutes((s.to - s.from) / MINUTE));
}

/** Every duty in the records, oldest first, with its figures (findings are added by the caller). */
export function computeDuties(events: readonly WorkEvent[], now: Date): DutyFigures[] {
  const raw = splitDuties(events, now.getTime());
  return raw.map((duty, i) => {
    const segments = dutyTimeline(duty.events, duty.start, duty.end, duty.ongoing, ferryRest(duty));
    const byKind = minutesByKind(segments);
    const continuous = continuousDriving(segments);
    const dayEnd = duty.start + 24 * HOUR;
    let overlap = 0;
    for (const later of raw.slice(i + 1)) {
      if (later.start >= dayEnd) break;
      overlap += Math.min(later.end, dayEnd) - later.start;
    }
    const previous = raw[i - 1];
    const next = raw[i + 1];
    const span = (duty.end - duty.start) / MINUTE;
    const split = splitRestParts(duty, segments);
    const splitTotal = split.reduce((a, b) => a + b, 0);
    const excluded = duty.exceptions.exceptions.includes('unforeseen_event')
      ? Math.min(duty.exceptions.unforeseenMinutes ?? 0, span)
      : 0;
    const notRestraint = splitTotal + byKind.rest + excluded;
    const longestBreak = Math.max(0, ...segments.filter((s) => s.kind === 'break').map((s) => s.to - s.from));
    const restBefore = previous ? minutes((duty.start - previous.end) / MINUTE) : null;
    return {
      workDate: duty.workDate,
      start: new Date(duty.start).toISOString(),
      end: new Date(duty.end).toISOString(),
      ongoing: duty.ongoing,
      clockOutMissing: duty.clockOutMissing,
      spanMinutes: minutes(span),
      restraintMinutes: minutes(Math.max(0, span - notRestraint) + overlap / MINUTE),
      restBeforeMinutes: restBefore,
      afterDaysOff: restBefore !== null && restBefore >= LIMITS.dayOffRest,
      breakMinutes: minutes(byKind.break - splitTotal),
      waitingMinutes: minutes(byKind.waiting),
      drivingMinutes: minutes(Math.max(0, byKind.driving - excluded)),
      maxContinuousDrivingMinutes: minutes(Math.max(0, continuous.max - excluded)),
      currentContinuousDrivingMinutes: minutes(continuous.current),
      currentBreakCreditMinutes: minutes(continuous.credited),
      activity: segments.at(-1)?.kind ?? null,
      attendanceId: duty.attendanceId,
      exceptions: duty.exceptions,
      restAfterMinutes: next ? minutes((next.start - duty.end) / MINUTE) : null,
      longestBreakMinutes: minutes(longestBreak / MINUTE),
      splitRestMinutes: split,
      ferryMinutes: minutes(byKind.rest),
      excludedMinutes: minutes(excluded),
      countedMinutes: minutes(Math.max(0, span - notRestraint)),
    };
  });
}
