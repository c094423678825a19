import {
  ALCOHOL_OUTCOME_REQUIRED,
  type AttendanceType,
  IT_ROLL_CALL_NOT_APPROVED,
  isPositiveReading,
  isRollCallType,
  PHONE_ROLL_CALL_AT_BASE,
  type RollCallConfirmValues,
} from '@rikuun/contract';

/** What the confirmation needs to know of the record. */
export type ConfirmableRecord = {
  type: AttendanceType;
  confirmedAt: Date | null;
  awayFromBase: boolean;
  alcoholDetected: boolean | null;
  alcoholValue: number | null;
};

/** Why a confirmation is refused: a state of the record (409) or a field of the input (400). */
export type ConfirmRefusal =
  | { kind: 'conflict'; message: string }
  | { kind: 'field'; field: keyof RollCallConfirmValues; message: string };

/**
 * Why staff cannot confirm this 点呼 as sent (undefined when they can), 輸送安全規則 第7条: a break is
 * no 点呼; a 点呼 is confirmed once; IT点呼 only with the company's approved equipment; 電話 only for a
 * 点呼 taken away from a base (出先, which a 中間点呼 always is); a positive reading needs the 措置.
 */
export function confirmRefusal(
  record: ConfirmableRecord,
  input: RollCallConfirmValues,
  settings: { itRollCallApproved: boolean },
): ConfirmRefusal | undefined {
  if (!isRollCallType(record.type))
    return { kind: 'conflict', message: '休憩の記録は点呼ではないため確認できません。' };
  if (record.confirmedAt) return { kind: 'conflict', message: 'この点呼はすでに確認されています。' };
  if (input.method === 'it' && !settings.itRollCallApproved)
    return { kind: 'field', field: 'method', message: IT_ROLL_CALL_NOT_APPROVED };
  if (input.method === 'phone' && !record.awayFromBase && record.type !== 'mid_duty')
    return { kind: 'field', field: 'method', message: PHONE_ROLL_CALL_AT_BASE };
  if (isPositiveReading(record) && !input.alcoholOutcome)
    return { kind: 'field', field: 'alcoholOutcome', message: ALCOHOL_OUTCOME_REQUIRED };
  return undefined;
}

/** A record as the 中間点呼 rule reads it, in time order per driver. */
export type DutyRecord = { type: AttendanceType; at: Date; workDate: string; awayFromBase: boolean };

/**
 * The duties (by the work date of their 出勤) that began and ended away from a base — the middle days
 * of a trip of two or more nights, whose 乗務前 and 乗務後 点呼 can both not be face to face — and have
 * no 中間点呼 between. `records` are one driver's, in time order.
 */
export function dutiesMissingMidDuty(records: readonly DutyRecord[]): string[] {
  const missing: string[] = [];
  let start: DutyRecord | undefined;
  let midDuty = false;
  for (const r of records) {
    if (r.type === 'clock_in') {
      start = r;
      midDuty = false;
    } else if (r.type === 'mid_duty') midDuty = true;
    else if (r.type === 'clock_out' && start) {
      if (start.awayFromBase && r.awayFromBase && !midDuty) missing.push(start.workDate);
      start = undefined;
    }
  }
  return missing;
}
