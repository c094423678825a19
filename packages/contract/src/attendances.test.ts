import { describe, expect, it } from 'vitest';
import {
  attendanceInput,
  awaitsConfirmation,
  isPositiveReading,
  rollCallRegisterQuery,
} from './attendances.ts';

const issues = (value: unknown) => {
  const parsed = attendanceInput.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((i) => i.path.join('.')).sort();
};

describe("the driver's part of the 点呼 (輸送安全規則 第7条)", () => {
  const clockIn = {
    type: 'clock_in',
    alcoholValue: 0,
    detectorUsed: true,
    healthCondition: 'good',
    sleepHours: 7,
    dailyInspectionDone: true,
  };

  it('needs a detector for 出勤 and 退勤: false or missing is refused at detectorUsed', () => {
    expect(issues(clockIn)).toEqual([]);
    expect(issues({ ...clockIn, detectorUsed: false })).toEqual(['detectorUsed']);
    expect(issues({ ...clockIn, detectorUsed: null })).toEqual(['detectorUsed']);
  });

  it('needs sleep and 日常点検 before, the 状況 after; 通告 is optional', () => {
    const { sleepHours: _s, dailyInspectionDone: _d, ...reading } = clockIn;
    expect(issues(reading)).toEqual(['dailyInspectionDone', 'sleepHours']);
    expect(issues({ ...reading, type: 'clock_out' })).toEqual(['vehicleRoadReport']);
    expect(issues({ ...reading, type: 'clock_out', vehicleRoadReport: '異常なし' })).toEqual([]);
  });

  it('needs only the health for a 中間点呼 and only the type for a break', () => {
    expect(issues({ type: 'mid_duty' })).toEqual(['healthCondition']);
    expect(issues({ type: 'mid_duty', healthCondition: 'fair' })).toEqual([]);
    expect(issues({ type: 'break_start' })).toEqual([]);
  });

  it('reads any value above zero as positive, whatever the driver chose', () => {
    expect(isPositiveReading({ alcoholDetected: false, alcoholValue: 0.01 })).toBe(true);
    expect(isPositiveReading({ alcoholDetected: true, alcoholValue: 0 })).toBe(true);
    expect(isPositiveReading({ alcoholDetected: false, alcoholValue: 0 })).toBe(false);
    expect(isPositiveReading({ alcoholDetected: null, alcoholValue: null })).toBe(false);
  });

  it('waits for the company on 点呼 only, not on breaks nor on records with a legacy checker', () => {
    const r = { type: 'clock_in' as const, confirmedAt: null, legacyCheckedBy: null };
    expect(awaitsConfirmation(r)).toBe(true);
    expect(awaitsConfirmation({ ...r, type: 'break_start' })).toBe(false);
    expect(awaitsConfirmation({ ...r, legacyCheckedBy: '高橋' })).toBe(false);
    expect(awaitsConfirmation({ ...r, confirmedAt: '2026-11-20T00:00:00Z' })).toBe(false);
  });

  it('takes a register period of at most a year, in order', () => {
    expect(rollCallRegisterQuery.safeParse({ from: '2026-01-01', to: '2026-12-31' }).success).toBe(true);
    expect(rollCallRegisterQuery.safeParse({ from: '2026-01-01', to: '2027-01-03' }).success).toBe(false);
    expect(rollCallRegisterQuery.safeParse({ from: '2026-02-01', to: '2026-01-31' }).success).toBe(false);
  });
});
