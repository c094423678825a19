import { addDays } from './calendar-dates.ts';
import type { DutyFigures } from './working-time-duties.ts';
import {
  finding,
  formatWorkMinutes as fmt,
  WORKING_TIME_LIMITS as LIMITS,
  mondayOf,
  type WorkingTimeFinding,
} from './working-time-rules.ts';
import {
  countsTowardLongDays,
  holidayWorkFindings,
  longHaulDayFindings,
  restFindingsOf,
  restraintLimitOf,
  splitRestFindings,
} from './working-time-special-cases.ts';

export type { WorkingTimeFinding } from './working-time-rules.ts';
export type DutyWithFindings = DutyFigures & { findings: WorkingTimeFinding[] };

/**
 * 拘束時間 of one duty against its limit (restraintLimitOf: 15 h, or a special case's own): over the
 * maximum is a breach; over 13 h is the extension the rule allows (near); a duty still going is near
 * from 30 minutes before 13 h and before the maximum.
 */
function restraintFindings(d: DutyFigures): WorkingTimeFinding[] {
  const m = d.restraintMinutes;
  const near = d.ongoing ? LIMITS.nearMargin : -1;
  const { max, usual, because } = restraintLimitOf(d);
  const of = because ? `${because}の` : '';
  if (m > max)
    return [
      finding(
        'restraint_daily',
        'breach',
        m,
        max,
        `拘束時間が${fmt(m)}で、${of}上限の${fmt(max)}を超えています`,
      ),
    ];
  if (m >= max - near)
    return [
      finding(
        'restraint_daily',
        'near',
        m,
        max,
        `拘束時間が${fmt(m)}です。まもなく${of}上限の${fmt(max)}に達します`,
      ),
    ];
  if (usual === null) return [];
  if (m > usual)
    return [
      finding(
        'restraint_daily',
        'near',
        m,
        usual,
        because
          ? `拘束時間が${fmt(m)}で、原則の13時間を超えています（${because}で${fmt(max)}まで）`
          : `拘束時間が${fmt(m)}で、原則の13時間を超えています（延長は15時間まで、14時間超は週2回まで）`,
      ),
    ];
  if (m >= usual - near)
    return [
      finding('restraint_daily', 'near', m, usual, `拘束時間が${fmt(m)}です。まもなく13時間に達します`),
    ];
  return [];
}

function continuousFindings(d: DutyFigures): WorkingTimeFinding[] {
  const limit = LIMITS.continuousDriving;
  const max = d.maxContinuousDrivingMinutes;
  if (max > limit)
    return [
      finding(
        'continuous_driving',
        'breach',
        max,
        limit,
        `連続運転が${fmt(max)}で、4時間を超えています（10分以上の休憩を合計30分以上。荷役・荷待ちは休憩になりません）`,
      ),
    ];
  const now = d.currentContinuousDrivingMinutes;
  if (d.ongoing && now >= limit - LIMITS.nearMargin)
    return [
      finding(
        'continuous_driving',
        'near',
        now,
        limit,
        `連続運転が${fmt(now)}です。まもなく4時間に達します（30分以上の中断が必要です）`,
      ),
    ];
  return [];
}

/** Driving minutes per work date. */
export function drivingByDate(duties: readonly DutyFigures[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const d of duties) out.set(d.workDate, (out.get(d.workDate) ?? 0) + d.drivingMinutes);
  return out;
}

/**
 * 運転時間 2日平均: a day breaks the rule when its average with the day before AND its average with
 * the day after both exceed 9 h. A day still to come counts as 0 minutes; driving only grows, so a
 * breach found early stays a breach.
 */
function twoDayFinding(date: string, driving: Map<string, number>): WorkingTimeFinding | undefined {
  const day = driving.get(date) ?? 0;
  const before = (day + (driving.get(addDays(date, -1)) ?? 0)) / 2;
  const after = (day + (driving.get(addDays(date, 1)) ?? 0)) / 2;
  const limit = LIMITS.drivingDailyAverage;
  if (before <= limit || after <= limit) return undefined;
  return finding(
    'driving_two_day',
    'breach',
    Math.min(before, after),
    limit,
    `運転時間の2日平均が9時間を超えています（前日との平均${fmt(before)}、翌日との平均${fmt(after)}）`,
  );
}

/**
 * Each duty with its findings. Duties over 14 h are counted per Monday–Sunday week (the rule says
 * "about twice a week"): the third and later are breaches. The 2-day driving finding goes on the last
 * duty of its date. The special cases (working-time-special-cases.ts) set each duty's own limits.
 */
export function withFindings(duties: readonly DutyFigures[]): DutyWithFindings[] {
  const driving = drivingByDate(duties);
  const longPerWeek = new Map<string, number>();
  const rests = restFindingsOf(duties);
  const longHaul = longHaulDayFindings(duties);
  const holidays = holidayWorkFindings(duties);
  return duties.map((d, i) => {
    const findings = [
      ...restraintFindings(d),
      ...(rests[i] ?? []),
      ...splitRestFindings(d),
      ...continuousFindings(d),
      ...(longHaul[i] ?? []),
      ...(holidays[i] ?? []),
    ];
    if (d.restraintMinutes > LIMITS.restraintLong && countsTowardLongDays(d)) {
      const week = mondayOf(d.workDate);
      const count = (longPerWeek.get(week) ?? 0) + 1;
      longPerWeek.set(week, count);
      if (count > LIMITS.restraintLongPerWeek)
        findings.push(
          finding(
            'restraint_long_days',
            'breach',
            d.restraintMinutes,
            LIMITS.restraintLong,
            `14時間を超える拘束が今週${count}回目です（週2回まで）`,
          ),
        );
    }
    const lastOfDate = duties[i + 1]?.workDate !== d.workDate;
    const twoDay = lastOfDate ? twoDayFinding(d.workDate, driving) : undefined;
    if (twoDay) findings.push(twoDay);
    if (d.clockOutMissing)
      findings.push(
        finding(
          'clock_out_missing',
          'near',
          d.spanMinutes,
          d.spanMinutes,
          '退勤の記録がありません（最後の記録までを拘束時間としています）',
        ),
      );
    return { ...d, findings };
  });
}
