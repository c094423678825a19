import { addDays } from './calendar-dates.ts';
import type { DutyFigures } from './working-time-duties.ts';
import type { DutyExceptionType } from './working-time-exceptions.ts';
import {
  finding,
  formatWorkMinutes as fmt,
  WORKING_TIME_LIMITS as LIMITS,
  mondayOf,
  type WorkingTimeFinding,
} from './working-time-rules.ts';

/**
 * The 改善基準告示's special cases (domain-ja §3), each judged by its own limits: which 1日の拘束時間
 * a duty is held to, which 休息期間 must follow it, 分割休息 and 休日労働.
 */

const has = (d: DutyFigures, t: DutyExceptionType) => d.exceptions.exceptions.includes(t);

/** The 1日の拘束時間 a duty is held to: `max` (breach above), `usual` (13 h; null when the case has none). */
export type RestraintLimit = { max: number; usual: number | null; because: string | null };

/** The rule without a 特例: 13 h, extended at most to 15 h. */
export const usualRestraintLimit: RestraintLimit = {
  max: LIMITS.restraintDailyMax,
  usual: LIMITS.restraintDaily,
  because: null,
};

export function restraintLimitOf(d: DutyFigures): RestraintLimit {
  if (has(d, 'alternate_day'))
    return { max: LIMITS.alternateDayRestraint, usual: null, because: '隔日勤務の特例' };
  if (has(d, 'two_drivers_flat_berth') && d.longestBreakMinutes >= LIMITS.twoDriversBerthRest)
    return {
      max: LIMITS.twoDriversFlatBerthRestraint,
      usual: null,
      because: '2人乗務の特例（車両内ベッド）',
    };
  if (has(d, 'two_drivers') || has(d, 'two_drivers_flat_berth'))
    return { max: LIMITS.twoDriversRestraint, usual: null, because: '2人乗務の特例' };
  if (has(d, 'long_haul'))
    return { max: LIMITS.longHaulRestraint, usual: LIMITS.restraintDaily, because: '長距離運行の特例' };
  return usualRestraintLimit;
}

/** Duties judged by their own 拘束 limit do not count toward "over 14 h twice a week". */
export const countsTowardLongDays = (d: DutyFigures) =>
  !has(d, 'alternate_day') && !has(d, 'two_drivers') && !has(d, 'two_drivers_flat_berth');

/** 分割休息 is in use: the duty is flagged and has at least one part of ≥ 3 h within it. */
export const usesSplitRest = (d: DutyFigures) => d.splitRestMinutes.length > 0;

/**
 * 分割休息 of a flagged duty: the parts within it and the rest after it, each ≥ 3 h, in total ≥ 10 h
 * (2 parts) or ≥ 12 h (3 parts). Without a part of ≥ 3 h recorded as 休憩 the 特例 cannot apply (the
 * usual limits judge the duty; a note says so). Nothing is judged before the next 出勤.
 */
export function splitRestFindings(d: DutyFigures): WorkingTimeFinding[] {
  if (!has(d, 'split_rest')) return [];
  if (!usesSplitRest(d))
    return [
      finding(
        'split_rest',
        'near',
        d.longestBreakMinutes,
        LIMITS.splitRestPart,
        '分割休息の特例には拘束時間の途中に継続3時間以上の休憩の記録が必要です（通常の基準で判定しています）',
      ),
    ];
  if (d.restAfterMinutes === null) return [];
  const parts = [...d.splitRestMinutes, d.restAfterMinutes];
  const total = parts.reduce((a, b) => a + b, 0);
  const need = parts.length >= 3 ? LIMITS.splitRestTotalThree : LIMITS.splitRestTotalTwo;
  const said = `分割休息が${parts.map(fmt).join('＋')}（合計${fmt(total)}）`;
  if (d.restAfterMinutes < LIMITS.splitRestPart)
    return [
      finding(
        'split_rest',
        'breach',
        d.restAfterMinutes,
        LIMITS.splitRestPart,
        `${said}で、勤務後の休息が3時間に足りません`,
      ),
    ];
  if (total < need)
    return [
      finding(
        'split_rest',
        'breach',
        total,
        need,
        `${said}で、${parts.length}分割の合計${fmt(need)}に足りません`,
      ),
    ];
  return [];
}

/** The 休息期間 a duty must leave before the next one, and why (null: the usual 9 h / 11 h). */
export type RestRule = { min: number; target: number; because: string | null };

export function restRuleAfter(prev: DutyFigures): RestRule {
  const ferry = has(prev, 'ferry') ? prev.ferryMinutes : 0;
  const base: RestRule = has(prev, 'alternate_day')
    ? { min: LIMITS.alternateDayRest, target: LIMITS.alternateDayRest, because: '隔日勤務の後は' }
    : has(prev, 'two_drivers') || has(prev, 'two_drivers_flat_berth')
      ? { min: LIMITS.twoDriversRest, target: LIMITS.twoDriversRest, because: '2人乗務の特例で' }
      : { min: LIMITS.restMin, target: LIMITS.restTarget, because: null };
  if (ferry === 0) return base;
  // The time on board is 休息: the rest after landing may be that much shorter.
  return {
    min: Math.max(0, base.min - ferry),
    target: Math.max(0, base.target - ferry),
    because: `フェリー乗船${fmt(ferry)}を休息として、`,
  };
}

/**
 * 休息期間 before each duty, by the rule of the duty before it: 2人乗務 4 h, 隔日勤務 20 h, フェリー
 * minus the time on board; 分割休息 is judged on the split duty itself. 長距離: between long-haul
 * duties 8 h is allowed twice a Monday–Sunday week, and after a run that used it the rest is ≥ 12 h.
 */
export function restFindingsOf(duties: readonly DutyFigures[]): WorkingTimeFinding[][] {
  const shortenedPerWeek = new Map<string, number>();
  let runShortened = false;
  return duties.map((d, i) => {
    const prev = duties[i - 1];
    const m = d.restBeforeMinutes;
    if (!prev || m === null) return [];
    if (usesSplitRest(prev)) return [];
    const bothLongHaul = has(prev, 'long_haul') && has(d, 'long_haul');
    if (bothLongHaul && m < LIMITS.restMin && m >= LIMITS.longHaulRest) {
      const week = mondayOf(prev.workDate);
      const count = (shortenedPerWeek.get(week) ?? 0) + 1;
      shortenedPerWeek.set(week, count);
      runShortened = true;
      if (count <= LIMITS.longHaulPerWeek) return [];
      return [
        finding(
          'long_haul_days',
          'breach',
          m,
          LIMITS.restMin,
          `休息期間が${fmt(m)}です。長距離運行の8時間への短縮は週2回までで、今週${count}回目です`,
        ),
      ];
    }
    if (has(prev, 'long_haul') && !has(d, 'long_haul') && runShortened) {
      runShortened = false;
      if (m < LIMITS.longHaulRestAfterRun)
        return [
          finding(
            'rest_period',
            'breach',
            m,
            LIMITS.longHaulRestAfterRun,
            `休息期間が${fmt(m)}です。休息を8時間に短縮した長距離運行の後は継続12時間以上が必要です`,
          ),
        ];
      return [];
    }
    if (!has(d, 'long_haul')) runShortened = false;
    const rule = restRuleAfter(prev);
    const why = rule.because ?? '';
    if (m < rule.min)
      return [
        finding(
          'rest_period',
          'breach',
          m,
          rule.min,
          `休息期間が${fmt(m)}で、${why}最低の${fmt(rule.min)}に足りません`,
        ),
      ];
    if (m < rule.target)
      return [
        finding(
          'rest_period',
          'near',
          m,
          rule.target,
          `休息期間が${fmt(m)}で、${why}目標の${fmt(rule.target)}に足りません`,
        ),
      ];
    return [];
  });
}

/**
 * 長距離運行: a 拘束 over 15 h (up to 16 h) is allowed twice a Monday–Sunday week; the third is a
 * breach. Returns the findings per duty.
 */
export function longHaulDayFindings(duties: readonly DutyFigures[]): WorkingTimeFinding[][] {
  const perWeek = new Map<string, number>();
  return duties.map((d) => {
    if (!has(d, 'long_haul') || d.restraintMinutes <= LIMITS.restraintDailyMax) return [];
    const week = mondayOf(d.workDate);
    const count = (perWeek.get(week) ?? 0) + 1;
    perWeek.set(week, count);
    if (count <= LIMITS.longHaulPerWeek) return [];
    return [
      finding(
        'long_haul_days',
        'breach',
        d.restraintMinutes,
        LIMITS.restraintDailyMax,
        `長距離運行の15時間を超える拘束が今週${count}回目です（週2回まで）`,
      ),
    ];
  });
}

/** 休日労働: at most once in 2 weeks; a second within 14 days of the one before is a breach. */
export function holidayWorkFindings(duties: readonly DutyFigures[]): WorkingTimeFinding[][] {
  let last: string | null = null;
  return duties.map((d) => {
    if (!has(d, 'holiday_work')) return [];
    const previous = last;
    last = d.workDate;
    if (
      previous === null ||
      addDays(previous, LIMITS.holidayWorkDays) <= d.workDate ||
      previous === d.workDate
    )
      return [];
    return [
      finding(
        'holiday_work',
        'breach',
        1,
        1,
        `休日労働が${Number(previous.slice(5, 7))}月${Number(previous.slice(8, 10))}日に続いて2週間以内に2回目です（2週間に1回まで）`,
      ),
    ];
  });
}
