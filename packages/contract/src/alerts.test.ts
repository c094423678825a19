import { describe, expect, it } from 'vitest';
import { alertChipLabel, expiryMessage, expirySeverity } from './alerts.ts';
import { daysBetween } from './calendar-dates.ts';

describe('expirySeverity', () => {
  const today = '2026-11-22';
  it('is danger once the date has passed', () => {
    expect(expirySeverity('2026-11-21', today)).toBe('danger');
    expect(expirySeverity('2025-01-01', today)).toBe('danger');
  });
  it('is warning from today up to 30 days ahead', () => {
    expect(expirySeverity('2026-11-22', today)).toBe('warning');
    expect(expirySeverity('2026-12-22', today)).toBe('warning');
  });
  it('is nothing further ahead', () => {
    expect(expirySeverity('2026-12-23', today)).toBeUndefined();
  });
});

describe('expiryMessage', () => {
  it('says how far off or how long past the date is', () => {
    expect(expiryMessage('driver_license', '2026-11-19', '2026-11-22')).toBe(
      '運転免許証の有効期限を3日過ぎています',
    );
    expect(expiryMessage('vehicle_inspection', '2026-11-22', '2026-11-22')).toBe('車検の満了日は今日です');
    expect(expiryMessage('health_checkup', '2026-12-04', '2026-11-22')).toBe(
      '健康診断の受診期限まであと12日です',
    );
  });
  it('counts days across month and year ends', () => {
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
  });
});

describe('alert chips', () => {
  it('say 要対応 for work waiting and the expiry state otherwise', () => {
    expect(alertChipLabel({ kind: 'course_unassigned', severity: 'warning' })).toBe('要対応');
    expect(alertChipLabel({ kind: 'vehicle_inspection', severity: 'warning' })).toBe('期限間近');
    expect(alertChipLabel({ kind: 'driver_license', severity: 'danger' })).toBe('期限切れ');
    expect(alertChipLabel({ kind: 'working_time_breach', severity: 'danger' })).toBe('基準超過');
    expect(alertChipLabel({ kind: 'working_time_near', severity: 'warning' })).toBe('超過間近');
  });
});
