import { addDays, todayInTokyo } from './calendar-dates.ts';
import { computeDuties, type DutyFigures } from './working-time-duties.ts';
import { defaultWorkingTimeSettings, type WorkingTimeSettingsValues } from './working-time-exceptions.ts';
import { type DutyWithFindings, drivingByDate, withFindings } from './working-time-findings.ts';
import {
  finding,
  formatWorkMinutes as fmt,
  WORKING_TIME_LIMITS as LIMITS,
  mondayOf,
  type WorkingTimeFinding,
} from './working-time-rules.ts';
import { usesSplitRest } from './working-time-special-cases.ts';
import type { WorkEvent } from './working-time-timeline.ts';

/** A Monday–Sunday week of the month: its driving and its average with the week before. */
export type WorkingTimeWeek = { weekStart: string; drivingMinutes: number; twoWeekAverageMinutes: number };

export type WorkingTimeMonthSummary = {
  /**
   * Sum of the duties' 出勤 → 退勤 spans (no part counted twice) less 休息 within them (分割休息,
   * フェリー) and 予期し得ない事象, against 284 h (310 h with a 労使協定).
   */
  restraintMinutes: number;
  restraintLimitMinutes: number;
  /** The first month (YYYY-MM) of the 協定's year; its months up to this one, against 3,300 h (3,400 h). */
  yearStartMonth: string;
  yearRestraintMinutes: number;
  yearRestraintLimitMinutes: number;
  laborAgreement: boolean;
  /** Duties that used 分割休息. */
  splitRestCount: number;
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

/** What a month is judged with: the company's 労使協定 and the 拘束 of the year's earlier months. */
export type MonthContext = {
  settings: WorkingTimeSettingsValues;
  /** 拘束 minutes of each month (YYYY-MM) of the year before this one (yearMonths), by month. */
  earlierMonths: ReadonlyMap<string, number>;
  /** Today (Asia/Tokyo): a month not yet over is not judged on its share of 分割休息. */
  today: string;
};

/** Sum of each duty's counted 拘束 (span minus 休息 within it and 予期し得ない事象) by work month. */
export function restraintByMonth(duties: readonly DutyFigures[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const d of duties)
    out.set(d.workDate.slice(0, 7), (out.get(d.workDate.slice(0, 7)) ?? 0) + d.countedMinutes);
  return out;
}

/** The months of the 協定's year up to `month`, oldest first (the year starts in `startMonth`). */
export function yearMonths(month: string, startMonth: number): string[] {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const startYear = m >= startMonth ? y : y - 1;
  const out: string[] = [];
  for (let i = 0; ; i++) {
    const mm = ((startMonth - 1 + i) % 12) + 1;
    const yy = startYear + Math.floor((startMonth - 1 + i) / 12);
    const key = `${yy}-${String(mm).padStart(2, '0')}`;
    out.push(key);
    if (key === month) return out;
  }
}

/**
 * 1か月・1年の拘束時間 (domain-ja §3): without a 労使協定 284 h a month and 3,300 h a year; with one
 * 310 h a month, over 284 h in at most 6 months of the year and not more than 3 in a row, 3,400 h a
 * year. Near findings from 95 % of the month's limit.
 */
function restraintMonthFindings(month: string, restraint: number, ctx: MonthContext): WorkingTimeFinding[] {
  const agreed = ctx.settings.laborAgreement;
  const out: WorkingTimeFinding[] = [];
  const limit = agreed ? LIMITS.restraintMonthlyAgreed : LIMITS.restraintMonthly;
  if (restraint > limit)
    out.push(
      finding(
        'restraint_monthly',
        'breach',
        restraint,
        limit,
        agreed
          ? `1か月の拘束時間が${fmt(restraint)}で、労使協定の上限310時間を超えています`
          : `1か月の拘束時間が${fmt(restraint)}で、284時間を超えています（労使協定がある場合は310時間まで）`,
      ),
    );
  else if (restraint >= limit * LIMITS.monthlyNearRatio)
    out.push(
      finding(
        'restraint_monthly',
        'near',
        restraint,
        limit,
        `1か月の拘束時間が${fmt(restraint)}で、上限の${fmt(limit)}に近づいています`,
      ),
    );
  const months = yearMonths(month, ctx.settings.yearStartMonth);
  const totals = months.map((m) => (m === month ? restraint : (ctx.earlierMonths.get(m) ?? 0)));
  if (agreed && restraint > LIMITS.restraintMonthly && restraint <= limit) {
    const over = totals.filter((t) => t > LIMITS.restraintMonthly).length;
    let inARow = 0;
    for (let i = totals.length - 1; i >= 0 && (totals[i] as number) > LIMITS.restraintMonthly; i--) inARow++;
    if (over > LIMITS.agreedMonthsOver284PerYear)
      out.push(
        finding(
          'restraint_monthly',
          'breach',
          restraint,
          LIMITS.restraintMonthly,
          `284時間を超える月が今年${over}回目です（労使協定でも年6回まで）`,
        ),
      );
    if (inARow > LIMITS.agreedMonthsOver284InARow)
      out.push(
        finding(
          'restraint_monthly',
          'breach',
          restraint,
          LIMITS.restraintMonthly,
          `284時間を超える月が${inARow}か月連続です（労使協定でも3か月連続まで）`,
        ),
      );
  }
  const year = totals.reduce((a, b) => a + b, 0);
  const yearLimit = agreed ? LIMITS.restraintYearlyAgreed : LIMITS.restraintYearly;
  if (year > yearLimit)
    out.push(
      finding(
        'restraint_yearly',
        'breach',
        year,
        yearLimit,
        `${months[0]}からの1年の拘束時間が${fmt(year)}で、${agreed ? '労使協定の上限' : ''}${fmt(yearLimit)}を超えています`,
      ),
    );
  return out;
}

/** 分割休息 in at most half of the month's duties, judged once the month is over. */
function splitShareFinding(
  month: string,
  duties: readonly DutyFigures[],
  today: string,
): WorkingTimeFinding[] {
  const split = duties.filter(usesSplitRest).length;
  if (split === 0 || today <= monthRange(month).last) return [];
  const allowed = Math.floor(duties.length * LIMITS.splitRestMonthlyShare);
  if (split <= allowed) return [];
  return [
    finding(
      'split_rest_share',
      'breach',
      split,
      allowed,
      `分割休息が${duties.length}回の勤務のうち${split}回で、勤務回数の2分の1（${allowed}回）を超えています`,
    ),
  ];
}

export const defaultMonthContext = (today: string): MonthContext => ({
  settings: defaultWorkingTimeSettings,
  earlierMonths: new Map(),
  today,
});

/** The month's figures from its duties (those of `all` whose work date is in the month). */
export function summarizeMonth(
  month: string,
  all: readonly DutyWithFindings[],
  ctx: MonthContext,
): WorkingTimeMonthSummary {
  const duties = all.filter((d) => d.workDate.startsWith(`${month}-`));
  const restraint = duties.reduce((sum, d) => sum + d.countedMinutes, 0);
  const weeks = weeksOf(month, all);
  const findings: WorkingTimeFinding[] = [
    ...restraintMonthFindings(month, restraint, ctx),
    ...splitShareFinding(month, duties, ctx.today),
  ];
  for (const w of weeks)
    if (w.twoWeekAverageMinutes > LIMITS.drivingWeeklyAverage)
      findings.push({
        rule: 'driving_two_week',
        severity: 'breach',
        minutes: w.twoWeekAverageMinutes,
        limit: LIMITS.drivingWeeklyAverage,
        message: `${w.weekStart}からの週の運転時間が前週との平均で${fmt(w.twoWeekAverageMinutes)}となり、週44時間を超えています`,
      });
  const months = yearMonths(month, ctx.settings.yearStartMonth);
  const yearRestraint = months.reduce(
    (sum, m) => sum + (m === month ? restraint : (ctx.earlierMonths.get(m) ?? 0)),
    0,
  );
  const agreed = ctx.settings.laborAgreement;
  return {
    restraintMinutes: restraint,
    restraintLimitMinutes: agreed ? LIMITS.restraintMonthlyAgreed : LIMITS.restraintMonthly,
    yearStartMonth: months[0] as string,
    yearRestraintMinutes: yearRestraint,
    yearRestraintLimitMinutes: agreed ? LIMITS.restraintYearlyAgreed : LIMITS.restraintYearly,
    laborAgreement: agreed,
    drivingMinutes: duties.reduce((sum, d) => sum + d.drivingMinutes, 0),
    dutyCount: duties.length,
    splitRestCount: duties.filter(usesSplitRest).length,
    maxRestraintMinutes: Math.max(0, ...duties.map((d) => d.restraintMinutes)),
    daysOver13h: count(duties, (d) => d.restraintMinutes > LIMITS.restraintDaily),
    daysOver14h: count(duties, (d) => d.restraintMinutes > LIMITS.restraintLong),
    restraintBreachCount: count(
      duties,
      (d) => has(d, 'restraint_daily') || has(d, 'restraint_long_days') || has(d, 'long_haul_days'),
    ),
    restBreachCount: count(duties, (d) => has(d, 'rest_period') || has(d, 'split_rest')),
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
export function workingTimeOfMonth(
  events: readonly WorkEvent[],
  month: string,
  now: Date,
  ctx: MonthContext = defaultMonthContext(todayInTokyo(now)),
) {
  const all = withFindings(computeDuties(events, now));
  return {
    duties: all.filter((d) => d.workDate.startsWith(`${month}-`)),
    summary: summarizeMonth(month, all, ctx),
  };
}
