import { describe, expect, it } from 'vitest';
import { insertionRefusal, sequenceRefusal, stateBefore } from './attendance-sequence.ts';
import { type ConfirmableRecord, confirmRefusal, dutiesMissingMidDuty } from './roll-call-rules.ts';

const record = (over: Partial<ConfirmableRecord> = {}): ConfirmableRecord => ({
  type: 'clock_in',
  confirmedAt: null,
  awayFromBase: false,
  alcoholDetected: false,
  alcoholValue: 0,
  ...over,
});
const input = (over: Record<string, unknown> = {}) => ({
  method: 'in_person' as const,
  instructions: null,
  memo: null,
  alcoholOutcome: null,
  ...over,
});
const notApproved = { itRollCallApproved: false };

describe('confirmRefusal (輸送安全規則 第7条)', () => {
  it('takes a face-to-face 点呼 of 出勤, 退勤 and 中間点呼', () => {
    for (const type of ['clock_in', 'clock_out', 'mid_duty'] as const)
      expect(confirmRefusal(record({ type }), input(), notApproved)).toBeUndefined();
  });

  it('refuses a break and a 点呼 already confirmed (state: 409)', () => {
    expect(confirmRefusal(record({ type: 'break_start' }), input(), notApproved)?.kind).toBe('conflict');
    expect(confirmRefusal(record({ confirmedAt: new Date() }), input(), notApproved)).toEqual({
      kind: 'conflict',
      message: 'この点呼はすでに確認されています。',
    });
  });

  it('takes IT点呼 only with approved equipment', () => {
    expect(confirmRefusal(record(), input({ method: 'it' }), notApproved)).toMatchObject({
      kind: 'field',
      field: 'method',
    });
    expect(confirmRefusal(record(), input({ method: 'it' }), { itRollCallApproved: true })).toBeUndefined();
  });

  it('takes 電話 only for a 点呼 away from a base; a 中間点呼 always is', () => {
    expect(confirmRefusal(record(), input({ method: 'phone' }), notApproved)?.kind).toBe('field');
    expect(
      confirmRefusal(record({ awayFromBase: true }), input({ method: 'phone' }), notApproved),
    ).toBeUndefined();
    expect(
      confirmRefusal(record({ type: 'mid_duty' }), input({ method: 'phone' }), notApproved),
    ).toBeUndefined();
  });

  it('needs the 措置 for a positive reading: detected, or any value above zero', () => {
    for (const positive of [{ alcoholDetected: true }, { alcoholDetected: false, alcoholValue: 0.05 }]) {
      expect(confirmRefusal(record(positive), input(), notApproved)).toMatchObject({
        field: 'alcoholOutcome',
      });
      expect(
        confirmRefusal(record(positive), input({ alcoholOutcome: '乗務禁止' }), notApproved),
      ).toBeUndefined();
    }
  });
});

describe('dutiesMissingMidDuty (中間点呼 for a trip of two or more nights)', () => {
  const at = (h: number) => new Date(Date.UTC(2026, 10, 20, h));
  const r = (
    type: 'clock_in' | 'clock_out' | 'mid_duty',
    h: number,
    awayFromBase: boolean,
    workDate = '2026-11-20',
  ) => ({
    type,
    at: at(h),
    workDate,
    awayFromBase,
  });

  it('flags a duty begun and ended away from a base without a 中間点呼', () => {
    expect(dutiesMissingMidDuty([r('clock_in', 0, true), r('clock_out', 9, true)])).toEqual(['2026-11-20']);
    expect(
      dutiesMissingMidDuty([r('clock_in', 0, true), r('mid_duty', 4, true), r('clock_out', 9, true)]),
    ).toEqual([]);
  });

  it('does not ask it of the first and last day of a trip (one end at the base)', () => {
    expect(dutiesMissingMidDuty([r('clock_in', 0, false), r('clock_out', 9, true)])).toEqual([]);
    expect(dutiesMissingMidDuty([r('clock_in', 0, true), r('clock_out', 9, false)])).toEqual([]);
    // A 中間点呼 of one duty does not count for the next.
    expect(
      dutiesMissingMidDuty([
        r('clock_in', 0, true),
        r('mid_duty', 4, true),
        r('clock_out', 9, true),
        r('clock_in', 20, true, '2026-11-21'),
        r('clock_out', 23, true, '2026-11-21'),
      ]),
    ).toEqual(['2026-11-21']);
  });
});

describe('the duty sequence with 乗務禁止 and 中間点呼', () => {
  const now = new Date('2026-11-20T03:00:00Z');
  it('keeps a driver off duty after a barred 出勤', () => {
    const barred = { type: 'clock_in' as const, at: new Date('2026-11-20T00:00:00Z'), barred: true };
    expect(stateBefore(barred, now)).toBe('off_duty');
    expect(sequenceRefusal('off_duty', 'break_start')).toBe('出勤していないため休憩を開始できません。');
    expect(stateBefore({ ...barred, barred: false }, now)).toBe('on_duty');
  });

  it('takes a 中間点呼 only on duty, not during a break or off duty', () => {
    expect(sequenceRefusal('on_duty', 'mid_duty')).toBeUndefined();
    expect(sequenceRefusal('on_break', 'mid_duty')).toMatch(/休憩中は中間点呼/);
    expect(sequenceRefusal('off_duty', 'mid_duty')).toMatch(/出勤していない/);
    // It keeps the duty going: a 退勤 may follow it.
    const mid = { type: 'mid_duty' as const, at: new Date('2026-11-20T02:00:00Z') };
    expect(insertionRefusal(mid, undefined, { type: 'clock_out', at: now }, () => '')).toBeUndefined();
  });
});
