import { addDays, weekdayOf } from './calendar-dates.ts';

/**
 * The figures of 改善基準告示 (truck drivers, in force 2024-04-01; domain-ja §3) that the working-time
 * monitor checks, in minutes. None is marked "verify" in the domain notes, so they are constants.
 */
export const WORKING_TIME_LIMITS = {
  /** 1日の拘束時間: 13 h as a rule … */
  restraintDaily: 13 * 60,
  /** … extended at most to 15 h … */
  restraintDailyMax: 15 * 60,
  /** … and over 14 h about twice a week at most (checked per Monday–Sunday week). */
  restraintLong: 14 * 60,
  restraintLongPerWeek: 2,
  /** 休息期間: aim for 11 h continuous, never below 9 h. */
  restTarget: 11 * 60,
  restMin: 9 * 60,
  /** 休日: 休息期間 + 24 h in a row (at least 9 h + 24 h); the rest before the duty after it is no 休息期間. */
  dayOffRest: (9 + 24) * 60,
  /** 運転時間: 9 h a day averaged over 2 days, 44 h a week averaged over 2 weeks. */
  drivingDailyAverage: 9 * 60,
  drivingWeeklyAverage: 44 * 60,
  /** 連続運転: 4 h, then interruptions of ≥ 10 min each that total ≥ 30 min. */
  continuousDriving: 4 * 60,
  interruptionPiece: 10,
  interruptionTotal: 30,
  /** 1か月の拘束時間: 284 h (310 h with a labour-management agreement, in up to 6 months a year, …). */
  restraintMonthly: 284 * 60,
  restraintMonthlyAgreed: 310 * 60,
  agreedMonthsOver284PerYear: 6,
  /** … and not more than 3 months in a row over 284 h. */
  agreedMonthsOver284InARow: 3,
  /** 1年の拘束時間: 3,300 h (3,400 h with the agreement). */
  restraintYearly: 3300 * 60,
  restraintYearlyAgreed: 3400 * 60,
  /** 分割休息: each part ≥ 3 h; in total ≥ 10 h in 2 parts, ≥ 12 h in 3; in at most half the month's duties. */
  splitRestPart: 3 * 60,
  splitRestTotalTwo: 10 * 60,
  splitRestTotalThree: 12 * 60,
  splitRestMonthlyShare: 0.5,
  /** 2人乗務: 拘束 ≤ 20 h (24 h with a berth up to the standard and ≥ 4 h rest in it), 休息 ≥ 4 h. */
  twoDriversRestraint: 20 * 60,
  twoDriversFlatBerthRestraint: 24 * 60,
  twoDriversBerthRest: 4 * 60,
  twoDriversRest: 4 * 60,
  /** 隔日勤務: 拘束 ≤ 21 h over the two days, then ≥ 20 h of 休息. */
  alternateDayRestraint: 21 * 60,
  alternateDayRest: 20 * 60,
  /** 長距離 (≥ 450 km a run, rest away from home): 16 h and 8 h of rest, twice a week; then ≥ 12 h. */
  longHaulRestraint: 16 * 60,
  longHaulPerWeek: 2,
  longHaulRest: 8 * 60,
  longHaulRestAfterRun: 12 * 60,
  /** 休日労働: at most once in 2 weeks. */
  holidayWorkDays: 14,
  /** A duty still going is "near" a daily limit this many minutes before it. */
  nearMargin: 30,
  /** The month total is "near" from this share of 284 h. */
  monthlyNearRatio: 0.95,
  /** A 出勤 without 退勤 older than this is a forgotten 退勤, not a duty still going. */
  staleDutyHours: 24,
} as const;

export const workingTimeRules = [
  'restraint_daily',
  'restraint_long_days',
  'rest_period',
  'driving_two_day',
  'continuous_driving',
  'clock_out_missing',
  'restraint_monthly',
  'driving_two_week',
  'split_rest',
  'split_rest_share',
  'long_haul_days',
  'holiday_work',
  'restraint_yearly',
] as const;
export type WorkingTimeRule = (typeof workingTimeRules)[number];
export const workingTimeRuleLabels: Record<WorkingTimeRule, string> = {
  restraint_daily: '1日の拘束時間',
  restraint_long_days: '14時間超の拘束（週2回まで）',
  rest_period: '休息期間',
  driving_two_day: '運転時間（2日平均）',
  continuous_driving: '連続運転時間',
  clock_out_missing: '退勤の記録',
  restraint_monthly: '1か月の拘束時間',
  driving_two_week: '運転時間（2週平均）',
  split_rest: '分割休息',
  split_rest_share: '分割休息の回数',
  long_haul_days: '長距離運行の特例（週2回まで）',
  holiday_work: '休日労働（2週間に1回まで）',
  restraint_yearly: '1年の拘束時間',
};

export const findingSeverities = ['breach', 'near'] as const;
export type FindingSeverity = (typeof findingSeverities)[number];
export const findingSeverityLabels: Record<FindingSeverity, string> = {
  breach: '基準超過',
  near: '注意',
};

/** One thing a duty or a month breaks (`breach`) or comes close to (`near`). */
export type WorkingTimeFinding = {
  rule: WorkingTimeRule;
  severity: FindingSeverity;
  message: string;
  /** The figure judged (minutes, or for restraint_long_days the duty's 拘束時間). */
  minutes: number;
  /** The limit it is judged against, in minutes. */
  limit: number;
};

export const finding = (
  rule: WorkingTimeRule,
  severity: FindingSeverity,
  minutes: number,
  limit: number,
  message: string,
): WorkingTimeFinding => ({ rule, severity, minutes: Math.round(minutes), limit, message });

/** 「12時間30分」, 「13時間」, 「45分」: every duration the monitor shows, in one form. */
export function formatWorkMinutes(minutes: number): string {
  const m = Math.max(0, Math.round(minutes));
  const h = Math.floor(m / 60);
  const rest = m % 60;
  if (h === 0) return `${rest}分`;
  return rest === 0 ? `${h}時間` : `${h}時間${rest}分`;
}

/** 「12:30」: the same duration for spreadsheets (CSV). */
export function formatWorkClock(minutes: number): string {
  const m = Math.max(0, Math.round(minutes));
  return `${Math.floor(m / 60)}:${String(m % 60).padStart(2, '0')}`;
}

/** The Monday (YYYY-MM-DD) of the Monday–Sunday week of a date. */
export const mondayOf = (date: string): string => addDays(date, -((weekdayOf(date) + 6) % 7));
