import type { AttendanceType, DutyState } from '@rikuun/contract';
import { dutyStateAfter, STALE_DUTY_HOURS } from './duty-states.ts';

/** A record as the sequence sees it. */
export type SequenceRecord = { type: AttendanceType; at: Date; barred?: boolean };

/**
 * The driver's state just before `at`, from their latest record before it; a duty whose last record
 * is older than STALE_DUTY_HOURS was a forgotten 退勤 (off duty, as duty-states judges it).
 */
export function stateBefore(previous: SequenceRecord | undefined, at: Date): DutyState {
  if (!previous) return 'off_duty';
  if (at.getTime() - previous.at.getTime() > STALE_DUTY_HOURS * 3_600_000) return 'off_duty';
  return dutyStateAfter(previous.type, previous.barred);
}

/**
 * Why a record of `type` cannot follow `state` (undefined when it can). 退勤 is allowed during a
 * break: it ends the break and the duty together (no 休憩終了 is needed).
 */
export function sequenceRefusal(state: DutyState, type: AttendanceType): string | undefined {
  switch (type) {
    case 'clock_in':
      return state === 'off_duty' ? undefined : 'すでに出勤しています。';
    case 'break_start':
      if (state === 'on_duty') return undefined;
      return state === 'on_break' ? 'すでに休憩中です。' : '出勤していないため休憩を開始できません。';
    case 'break_end':
      if (state === 'on_break') return undefined;
      return state === 'on_duty' ? '休憩中ではありません。' : '出勤していないため休憩を終了できません。';
    case 'clock_out':
      return state === 'off_duty' ? '出勤していないため退勤できません。' : undefined;
    case 'mid_duty':
      if (state === 'on_duty') return undefined;
      return state === 'on_break'
        ? '休憩中は中間点呼を記録できません。休憩を終了してから記録してください。'
        : '出勤していないため中間点呼を記録できません。';
  }
}

/**
 * Why a record inserted at `at` (arriving late from an offline phone) would break the records the
 * driver already has: the one before must allow it, and it must allow the next one (undefined when fine).
 */
export function insertionRefusal(
  previous: SequenceRecord | undefined,
  next: SequenceRecord | undefined,
  record: SequenceRecord,
  describe: (r: SequenceRecord) => string,
): string | undefined {
  const own = sequenceRefusal(stateBefore(previous, record.at), record.type);
  if (own) return own;
  if (!next) return undefined;
  if (sequenceRefusal(stateBefore(record, next.at), next.type)) {
    return `この時刻より後の記録（${describe(next)}）と前後が合いません。`;
  }
  return undefined;
}
