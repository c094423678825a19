import { describe, expect, it } from 'vitest';
import { clockTime, formatDistance, timeAgo, tokyoDayRange, trackDistanceKm } from './live-map-format.ts';

describe('live map formats', () => {
  const now = new Date('2026-11-25T03:00:00Z');
  it('says how long ago', () => {
    expect(timeAgo('2026-11-25T02:59:30Z', now)).toBe('たった今');
    expect(timeAgo('2026-11-25T02:57:00Z', now)).toBe('3分前');
    expect(timeAgo('2026-11-25T00:30:00Z', now)).toBe('2時間前');
    expect(timeAgo('2026-11-22T03:00:00Z', now)).toBe('3日前');
  });
  it('gives a Tokyo day from 00:00 to 24:00', () => {
    expect(tokyoDayRange('2026-11-25')).toEqual({
      from: '2026-11-24T15:00:00.000Z',
      to: '2026-11-25T15:00:00.000Z',
    });
    expect(clockTime('2026-11-24T15:05:00Z')).toBe('00:05');
  });
  it('measures a track along its points', () => {
    const km = trackDistanceKm([
      { latitude: 35, longitude: 139 },
      { latitude: 35.01, longitude: 139 },
      { latitude: 35.02, longitude: 139 },
    ]);
    expect(km).toBeCloseTo(2.224, 2);
    expect(trackDistanceKm([])).toBe(0);
    expect(formatDistance(km)).toBe('2.2 km');
    expect(formatDistance(0.85)).toBe('850 m');
  });
});
