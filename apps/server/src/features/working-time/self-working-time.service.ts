import {
  addDays,
  computeDuties,
  type DutyFigures,
  WORKING_TIME_LIMITS as LIMITS,
  restRuleAfter,
  restraintLimitOf,
  type SelfWorkingTime,
  todayInTokyo,
  usualRestraintLimit,
} from '@rikuun/contract';
import type { DriverCtx } from '../../lib/context.ts';
import { dutyStatesOf } from '../attendances/duty-states.ts';
import { workEventsByDriver } from './working-time-records.ts';

/** How far back the previous duty is looked for; an older one leaves the rest unknown (「—」). */
const LOOK_BACK_DAYS = 7;
const MINUTE = 60_000;

const usualRest = { min: LIMITS.restMin, target: LIMITS.restTarget };

/**
 * 休息期間 to show: before the duty going on; while off duty, since the last duty ended (running).
 * The minimum and target are those the staff report judges by (restRuleAfter the duty before).
 */
function restOf(duties: readonly DutyFigures[], current: DutyFigures | undefined, now: Date) {
  if (current?.ongoing) {
    const before = duties[duties.indexOf(current) - 1];
    const rule = before ? restRuleAfter(before) : usualRest;
    return {
      minutes: current.restBeforeMinutes,
      running: false,
      afterDaysOff: current.afterDaysOff,
      minMinutes: rule.min,
      targetMinutes: rule.target,
    };
  }
  const last = duties.at(-1);
  const minutes = last ? Math.max(0, Math.round((now.getTime() - Date.parse(last.end)) / MINUTE)) : null;
  const rule = last ? restRuleAfter(last) : usualRest;
  return {
    minutes,
    running: last !== undefined,
    afterDaysOff: minutes !== null && minutes >= LIMITS.dayOffRest,
    minMinutes: rule.min,
    targetMinutes: rule.target,
  };
}

/**
 * GET /self/working-time: the signed-in driver's duty of today (the one going on, or else today's
 * last) with its figures as the staff's 労働時間 computes them — the same records, the same
 * computation (computeDuties), the same limits and 特例 — and his state now. Before the day's first
 * 出勤 the figures are zero; after 退勤 so is 連続運転 (the rest ended the run).
 */
export async function selfWorkingTime(ctx: DriverCtx): Promise<SelfWorkingTime> {
  const now = ctx.clock();
  const today = todayInTokyo(now);
  const range = { from: addDays(today, -LOOK_BACK_DAYS), to: today };
  const [events, states] = await Promise.all([
    workEventsByDriver(ctx, range, ctx.driverId),
    dutyStatesOf(ctx, [ctx.driverId]),
  ]);
  const duties = computeDuties(events.get(ctx.driverId) ?? [], now);
  const last = duties.at(-1);
  const current = last && (last.ongoing || last.workDate === today) ? last : undefined;
  const limit = current ? restraintLimitOf(current) : usualRestraintLimit;
  return {
    date: today,
    asOf: now.toISOString(),
    state: states.get(ctx.driverId) ?? 'off_duty',
    duty: current
      ? {
          attendanceId: current.attendanceId,
          workDate: current.workDate,
          start: current.start,
          end: current.end,
          ongoing: current.ongoing,
          activity: current.activity,
          exceptions: current.exceptions.exceptions,
        }
      : null,
    restraint: {
      minutes: current?.restraintMinutes ?? 0,
      limitMinutes: limit.usual ?? limit.max,
      maxMinutes: limit.max,
      because: limit.because,
    },
    driving: { minutes: current?.drivingMinutes ?? 0, limitMinutes: LIMITS.drivingDailyAverage },
    continuousDriving: {
      // After 退勤 the rest has ended the run.
      minutes: current?.ongoing ? current.currentContinuousDrivingMinutes : 0,
      limitMinutes: LIMITS.continuousDriving,
      breakMinutes: current?.ongoing ? current.currentBreakCreditMinutes : 0,
      breakNeededMinutes: LIMITS.interruptionTotal,
    },
    rest: restOf(duties, current, now),
  };
}
