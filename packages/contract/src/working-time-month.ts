import { addDays } from './calendar-dates.ts';
import { computeDuties } from './working-time-duties.ts';
import {
  type DutyWithFindings,
  drivingByDate,
  type WorkingTimeFinding,
  withFindings,
} from './working-time-findings.ts';
import { formatWorkMinutes as fmt, WORKING_TIME_LIMITS as LIMITS, mondayOf } from './working-time-rules.ts';
import type { WorkEvent } from './working-time-timeline.ts';

/** A Monday–Sunday week of the month: its driving and its average with the week before. */
export type WorkingTimeWeek = { weekStart: string; drivingMinutes: number; twoWeekAverageMinutes: number };

export type WorkingTimeMonthSummary = {
  /** Sum of the duties' 出勤 → 退勤 spans (no part counted twice), against 284 h. */
  restraintMinutes: number;
  restraintLimitMinutes: number;
  drivingMinutes: number;
  dutyCount: number;
  maxRestraintMinutes: number;
  daysOver13h: number;
  daysOver14h: number;
  /** Duties with a 拘束時間 breach (over 15 h, or a third day over 14 h in a week). */
  restraintBreachCount: number;
  /** 休息期間 under 9 h (breach) and from 9 h to under 11 h (below the target). */
  restBreachCount: number;
  restBelowTargetCount: number;
  drivingTwoDayBreachCount: number;
  continuousDrivingBreachCount: number;
  weeks: WorkingTimeWeek[];
  /** The month's own findings: 284 h, and the 2-week driving average of each week. */
  findings: WorkingTimeFinding[];
};

/** The first and last date of a month (YYYY-MM). */
export function monthRange(month: string): { first: string; last: string } {
  const first = `${month}-01`;
  const next = `${addDays(first, 31).slice(0, 7)}-01`;
  return { first, last: addDays(next, -1) };
}

/**
 * The dates whose records a month's figures need: from the Monday two weeks before the month's first
 * week (the 2-week driving average of its first week, the 休息期間 and 2-day average of its first day)
 * to the day after its last date (the 2-day average of its last day).
 */
export function workingTimeDataRange(month: string): { from: string; to: string } {
  const { first, last } = monthRange(month);
  return { from: addDays(mondayOf(first), -7), to: addDays(last, 1) };
}

const count = (duties: readonly DutyWithFindings[], test: (d: DutyWithFindings) => boolean) =>
  duties.filter(test).length;
const has = (d: DutyWithFindings, rule: WorkingTimeFinding['rule'], severity = 'breach') =>
  d.findings.some((f) => f.rule === rule && f.severity === severity);

function weeksOf(month: string, all: readonly DutyWithFindings[]): WorkingTimeWeek[] {
  const driving = drivingByDate(all);
  const weekDriving = (monday: string) =>
    Array.from({ length: 7 }, (_, i) => driving.get(addDays(monday, i)) ?? 0).reduce((a, b) => a + b, 0);
  const { first, last } = monthRange(month);
  const weeks: WorkingTimeWeek[] = [];
  for (let monday = mondayOf(first); monday <= last; monday = addDays(monday, 7)) {
    const own = weekDriving(monday);
    const average = (own + weekDriving(addDays(monday, -7))) / 2;
    weeks.push({ weekStart: monday, drivingMinutes: own, twoWeekAverageMinutes: Math.round(average) });
  }
  return weeks;
}

/** The month's figures from its duties (those of `all` whose work date is in the month). */
export function summarizeMonth(month: string, all: readonly DutyWithFindings[]): WorkingTimeMonthSummary {
  const duties = all.filter((d) => d.workDate.startsWith(`${month}-`));
  const restraint = duties.reduce((sum, d) => sum + d.spanMinutes, 0);
  const weeks = weeksOf(month, all);
  const findings: WorkingTimeFinding[] = [];
  const limit = LIMITS.restraintMonthly;
  if (restraint > limit)
    findings.push({
      rule: 'restraint_monthly',
      severity: 'breach',
      minutes: restraint,
      limit,
      message: `1か月の拘束時間が${fmt(restraint)}で、284時間を超えています（労使協定がある場合は310時間まで）`,
    });
  else if (restraint >= limit * LIMITS.monthlyNearRatio)
    findings.push({
      rule: 'restraint_monthly',
      severity: 'near',
      minutes: restraint,
      limit,
      message: `1か月の拘束時間が${fmt(restraint)}で、上限の284時間に近づいています`,
    });
  for (const w of weeks)
    if (w.twoWeekAverageMinutes > LIMITS.drivingWeeklyAverage)
      findings.push({
        rule: 'driving_two_week',
        severity: 'breach',
        minutes: w.twoWeekAverageMinutes,
        limit: LIMITS.drivingWeeklyAverage,
        message: `${w.weekStart}からの週の運転時間が前週との平均で${fmt(w.twoWeekAverageMinutes)}となり、週44時間を超えています`,
      });
  return {
    restraintMinutes: restraint,
    restraintLimitMinutes: limit,
    drivingMinutes: duties.reduce((sum, d) => sum + d.drivingMinutes, 0),
    dutyCount: duties.length,
    maxRestraintMinutes: Math.max(0, ...duties.map((d) => d.restraintMinutes)),
    daysOver13h: count(duties, (d) => d.restraintMinutes > LIMITS.restraintDaily),
    daysOver14h: count(duties, (d) => d.restraintMinutes > LIMITS.restraintLong),
    restraintBreachCount: count(duties, (d) => has(d, 'restraint_daily') || has(d, 'restraint_long_days')),
    restBreachCount: count(duties, (d) => has(d, 'rest_period')),
    restBelowTargetCount: count(duties, (d) => has(d, 'rest_period', 'near')),
    drivingTwoDayBreachCount: count(duties, (d) => has(d, 'driving_two_day')),
    continuousDrivingBreachCount: count(duties, (d) => has(d, 'continuous_driving')),
    weeks,
    findings,
  };
}

/**
 * A driver's month: every duty whose work date is in the month, with figures and findings, and the
 * month's summary. `events` are the driver's records of workingTimeDataRange(month), any order.
 */
export function workingTimeOfMonth(events: readonly WorkEvent[], month: string, now: Date) {
  const all = withFindings(computeDuties(events, now));
  return {
    duties: all.filter((d) => d.workDate.startsWith(`${month}-`)),
    summary: summarizeMonth(month, all),
  };
}
