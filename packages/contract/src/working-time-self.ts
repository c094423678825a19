import { z } from 'zod';
import { dutyStates } from './attendances.ts';
import { dutyExceptionTypes } from './working-time-exceptions.ts';
import { formatWorkMinutes as fmt, WORKING_TIME_LIMITS as LIMITS } from './working-time-rules.ts';

/**
 * GET /self/working-time: the driver's own figures of today against the 改善基準告示 (domain-ja §3),
 * as the staff's 労働時間 computes them (working-time-duties.ts), and the warnings his phone shows
 * before and at each limit. The figures are those at `asOf`; the phone moves them on with its clock
 * between two reads (selfWorkingTimeAt), so a warning comes when its minute does.
 */

const segmentKinds = ['rest', 'break', 'stop', 'waiting', 'driving'] as const;

export const selfWorkingTimeSchema = z.object({
  /** Today (Asia/Tokyo). */
  date: z.string(),
  /** The server's time the figures are computed at. */
  asOf: z.string(),
  state: z.enum(dutyStates),
  /** The duty going on, or else today's last one; null before the first 出勤 of the day. */
  duty: z
    .object({
      attendanceId: z.uuid().nullable(),
      workDate: z.string(),
      start: z.string(),
      end: z.string(),
      ongoing: z.boolean(),
      /** What the duty's last piece is: driving (the figures grow), 休憩, at a stop, 荷待ち. */
      activity: z.enum(segmentKinds).nullable(),
      exceptions: z.array(z.enum(dutyExceptionTypes)),
    })
    .nullable(),
  /** 拘束時間: 13 h as a rule (`limitMinutes`), at most `maxMinutes` (15 h, or a 特例's own). */
  restraint: z.object({
    minutes: z.number(),
    limitMinutes: z.number(),
    maxMinutes: z.number(),
    /** The 特例 that sets the limit (「2人乗務の特例」), or null. */
    because: z.string().nullable(),
  }),
  /** 運転時間 of the duty against 9 h (the rule averages two days: one day alone is a guide). */
  driving: z.object({ minutes: z.number(), limitMinutes: z.number() }),
  /** 連続運転 since the last break that ended it (≥ 30 min in pieces of ≥ 10), and the break so far. */
  continuousDriving: z.object({
    minutes: z.number(),
    limitMinutes: z.number(),
    breakMinutes: z.number(),
    breakNeededMinutes: z.number(),
  }),
  /**
   * 休息期間: before the duty going on; while off duty, since the last duty ended (`running`). Null
   * when no earlier duty is known; `afterDaysOff` when it holds a 休日 (not a figure to judge).
   */
  rest: z.object({
    minutes: z.number().nullable(),
    running: z.boolean(),
    afterDaysOff: z.boolean(),
    minMinutes: z.number(),
    targetMinutes: z.number(),
  }),
});
export type SelfWorkingTime = z.infer<typeof selfWorkingTimeSchema>;

const MINUTE = 60_000;

/**
 * The figures at `now` (the phone's clock): a duty going on adds the time since `asOf` to 拘束, and
 * while driving to 運転 and 連続運転; off duty it adds to the rest. A break is left as read (the next
 * read tells when it ended the run).
 */
export function selfWorkingTimeAt(data: SelfWorkingTime, now: Date): SelfWorkingTime {
  const elapsed = Math.max(0, Math.floor((now.getTime() - Date.parse(data.asOf)) / MINUTE));
  if (elapsed === 0) return data;
  if (data.duty?.ongoing) {
    const driving = data.state === 'on_duty' && data.duty.activity === 'driving' ? elapsed : 0;
    return {
      ...data,
      restraint: { ...data.restraint, minutes: data.restraint.minutes + elapsed },
      driving: { ...data.driving, minutes: data.driving.minutes + driving },
      continuousDriving: { ...data.continuousDriving, minutes: data.continuousDriving.minutes + driving },
    };
  }
  if (data.rest.running && data.rest.minutes !== null) {
    const minutes = data.rest.minutes + elapsed;
    return { ...data, rest: { ...data.rest, minutes, afterDaysOff: minutes >= LIMITS.dayOffRest } };
  }
  return data;
}

export const limitItems = ['continuous_driving', 'restraint', 'driving', 'rest'] as const;
export type LimitItem = (typeof limitItems)[number];
/** `near`: within 30 minutes of the limit; `reached`: at or over it (for the rest: short of it). */
export type LimitLevel = 'ok' | 'near' | 'reached';
export type LimitWarning = { item: LimitItem; level: Exclude<LimitLevel, 'ok'>; message: string };

const NEAR = LIMITS.nearMargin;
const levelOf = (minutes: number, limit: number): LimitLevel =>
  minutes >= limit ? 'reached' : minutes >= limit - NEAR ? 'near' : 'ok';

/** How close each figure is to its limit (the colour the phone gives it). */
export function limitLevels(d: SelfWorkingTime): Record<LimitItem, LimitLevel> {
  const { restraint: r, rest } = d;
  const restraint = levelOf(r.minutes, r.maxMinutes);
  return {
    continuous_driving: levelOf(d.continuousDriving.minutes, d.continuousDriving.limitMinutes),
    restraint: restraint === 'ok' && r.minutes >= r.limitMinutes - NEAR ? 'near' : restraint,
    driving: levelOf(d.driving.minutes, d.driving.limitMinutes),
    rest:
      rest.minutes === null || rest.afterDaysOff
        ? 'ok'
        : rest.minutes < rest.minMinutes
          ? rest.running
            ? 'near'
            : 'reached'
          : rest.minutes < rest.targetMinutes
            ? 'near'
            : 'ok',
  };
}

/** 「14:20」 in Tokyo. */
const clockAt = (instant: number) =>
  new Intl.DateTimeFormat('ja-JP', { timeZone: 'Asia/Tokyo', hour: '2-digit', minute: '2-digit' }).format(
    new Date(instant),
  );

function continuousWarning(d: SelfWorkingTime, level: LimitLevel): LimitWarning | undefined {
  const c = d.continuousDriving;
  const still = Math.max(0, c.breakNeededMinutes - c.breakMinutes);
  const take = still < c.breakNeededMinutes ? `あと${still}分` : `${still}分以上`;
  if (level === 'reached')
    return {
      item: 'continuous_driving',
      level,
      message: `連続運転が${fmt(c.limitMinutes)}に達しました。すぐに安全な場所で停車し、${take}休憩してください（10分以上ずつ）`,
    };
  if (level === 'near')
    return {
      item: 'continuous_driving',
      level,
      message: `連続運転${fmt(c.minutes)}。あと${fmt(c.limitMinutes - c.minutes)}で${fmt(c.limitMinutes)}です。${take}の休憩を取ってください（10分以上ずつ）`,
    };
  return undefined;
}

function restraintWarning(d: SelfWorkingTime, level: LimitLevel): LimitWarning | undefined {
  const { minutes: m, limitMinutes: usual, maxMinutes: max, because } = d.restraint;
  const of = because ? `（${because}）` : '';
  if (level === 'reached')
    return { item: 'restraint', level, message: `拘束時間が上限の${fmt(max)}に達しました${of}` };
  if (level !== 'near') return undefined;
  if (m >= max - NEAR)
    return {
      item: 'restraint',
      level,
      message: `拘束時間${fmt(m)}。あと${fmt(max - m)}で上限の${fmt(max)}です${of}`,
    };
  if (m >= usual)
    return {
      item: 'restraint',
      level,
      message: `拘束時間が${fmt(usual)}を超えました（${fmt(max)}まで。14時間超は週2回まで）`,
    };
  return { item: 'restraint', level, message: `拘束時間${fmt(m)}。あと${fmt(usual - m)}で${fmt(usual)}です` };
}

function drivingWarning(d: SelfWorkingTime, level: LimitLevel): LimitWarning | undefined {
  const { minutes: m, limitMinutes: limit } = d.driving;
  if (level === 'reached')
    return {
      item: 'driving',
      level,
      message: `運転時間が${fmt(limit)}に達しました（2日平均で${fmt(limit)}まで）`,
    };
  if (level === 'near')
    return { item: 'driving', level, message: `運転時間${fmt(m)}。あと${fmt(limit - m)}で${fmt(limit)}です` };
  return undefined;
}

function restWarning(d: SelfWorkingTime, level: LimitLevel, now: Date): LimitWarning | undefined {
  const { minutes: m, minMinutes: min, targetMinutes: target, running } = d.rest;
  if (m === null || level === 'ok') return undefined;
  if (running)
    return m < min
      ? {
          item: 'rest',
          level,
          message: `休息が${fmt(min)}になるのは${clockAt(now.getTime() + (min - m) * MINUTE)}です。出勤はそれ以降にしてください`,
        }
      : undefined;
  if (level === 'reached')
    return {
      item: 'rest',
      level,
      message: `勤務前の休息期間が${fmt(m)}で、最低の${fmt(min)}に足りません。事務所に連絡してください`,
    };
  return {
    item: 'rest',
    level,
    message: `勤務前の休息期間が${fmt(m)}で、目標の${fmt(target)}に足りません`,
  };
}

/**
 * What the phone warns of at `now` (figures already moved on: selfWorkingTimeAt), most urgent first:
 * each limit from 30 minutes before it (連続運転: from 3 h 30 min, with the break still to take) and
 * at it. Only a duty going on warns of its figures; off duty, a rest short of its minimum says when
 * the next 出勤 may be.
 */
export function limitWarnings(d: SelfWorkingTime, now: Date): LimitWarning[] {
  const levels = limitLevels(d);
  const out: (LimitWarning | undefined)[] = [];
  if (d.duty?.ongoing)
    out.push(
      continuousWarning(d, levels.continuous_driving),
      restraintWarning(d, levels.restraint),
      drivingWarning(d, levels.driving),
    );
  if (d.duty?.ongoing || d.rest.running) out.push(restWarning(d, levels.rest, now));
  const found = out.filter((w): w is LimitWarning => w !== undefined);
  return [...found.filter((w) => w.level === 'reached'), ...found.filter((w) => w.level === 'near')];
}
