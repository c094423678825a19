import { describe, expect, it } from 'vitest';
import { inspectionStatus } from './inspection-status.ts';

describe('inspectionStatus', () => {
  const today = '2026-11-21';
  it('flags expired and soon-to-expire inspections', () => {
    expect(inspectionStatus('2026-11-20', today)).toEqual({ kind: 'expired' });
    expect(inspectionStatus('2026-11-21', today)).toEqual({ kind: 'soon', daysLeft: 0 });
    expect(inspectionStatus('2026-12-21', today)).toEqual({ kind: 'soon', daysLeft: 30 });
    expect(inspectionStatus('2026-12-22', today)).toEqual({ kind: 'ok' });
    expect(inspectionStatus(null, today)).toEqual({ kind: 'none' });
  });
});
