import { describe, expect, it } from 'vitest';
import { addCalendarMonths, healthCheckupFields, nextCheckupDueOn } from './health-checkups.ts';

describe('nextCheckupDueOn', () => {
  it('is a year after a regular or hiring checkup', () => {
    expect(nextCheckupDueOn('2026-04-15', 'regular')).toBe('2027-04-15');
    expect(nextCheckupDueOn('2026-04-15', 'hiring')).toBe('2027-04-15');
  });

  it('is six months after a night-work checkup, across the year end', () => {
    expect(nextCheckupDueOn('2026-04-15', 'night_work')).toBe('2026-10-15');
    expect(nextCheckupDueOn('2026-09-01', 'night_work')).toBe('2027-03-01');
  });

  it('keeps to the month when the day does not exist there', () => {
    expect(nextCheckupDueOn('2024-02-29', 'regular')).toBe('2025-02-28');
    expect(nextCheckupDueOn('2026-08-31', 'night_work')).toBe('2027-02-28');
    expect(addCalendarMonths('2027-08-31', 6)).toBe('2028-02-29');
  });
});

describe('healthCheckupFields', () => {
  it('defaults the kind to regular and refuses a future checkup date in Japanese', () => {
    expect(healthCheckupFields.parse({ checkupDate: '2026-01-10' })).toEqual({
      checkupDate: '2026-01-10',
      kind: 'regular',
      result: null,
    });
    const future = healthCheckupFields.safeParse({ checkupDate: '2099-01-01' });
    expect(future.error?.issues[0]?.message).toBe('受診日に未来の日付は指定できません');
  });
});
