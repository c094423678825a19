import { describe, expect, it } from 'vitest';
import { emptyBreak, fromLocalInput, missingInForm, toLocalInput } from './daily-report-form-values.ts';

describe('datetime-local values of the driver form', () => {
  it('shows an instant in Tokyo time whatever its offset', () => {
    expect(toLocalInput('2026-11-19T21:30:00.000Z')).toBe('2026-11-20T06:30');
    expect(toLocalInput(null)).toBe('');
  });

  it('reads a typed value as Tokyo time, and nothing for an unfinished one', () => {
    expect(fromLocalInput('2026-11-20T06:30')).toBe('2026-11-20T06:30:00+09:00');
    expect(fromLocalInput('2026-11-20T')).toBeNull();
    expect(fromLocalInput('')).toBeNull();
  });

  it('goes round the trip unchanged', () => {
    const typed = '2026-11-20T23:59';
    expect(toLocalInput(fromLocalInput(typed))).toBe(typed);
  });
});

describe('a new break', () => {
  it('starts at noon of a past day, and not later than now on today', () => {
    const morning = Date.parse('2026-11-20T09:15:30+09:00');
    expect(emptyBreak('2026-11-19', morning).start).toBe('2026-11-19T03:00:00.000Z');
    expect(emptyBreak('2026-11-20', morning).start).toBe('2026-11-20T00:15:00.000Z');
  });
});

describe('the items the form still lacks', () => {
  const facts = {
    loadStatusRequired: true,
    contractListsLoading: false,
    waits: [],
    loadings: [],
    accidents: 0,
    delayedCourses: [],
  };
  it('reads empty and unfinished values as missing, and the track as the distance', () => {
    const labels = (v: Parameters<typeof missingInForm>[0], track: number | null = null) =>
      missingInForm(v, track, facts).map((m) => m.label);
    expect(labels({ date: '2026-11-20' })).toEqual([
      '車両',
      '業務開始の日時',
      '業務開始の地点',
      '業務終了の日時',
      '業務終了の地点',
      '走行距離（開始・終了メーター）',
      '主な経過地点',
      '積載状況',
    ]);
    const typed = {
      date: '2026-11-20',
      vehicleId: '0192f000-0000-7000-8000-000000000001',
      startAt: '2026-11-20T06:00:00+09:00',
      endAt: '2026-11-20T15:00:00+09:00',
      startPlace: '江東営業所',
      endPlace: '江東営業所',
      waypoints: '豊洲',
      loadStatus: '食品 5t',
      breaks: [{ start: '2026-11-20T10:00:00+09:00', end: null, place: '辰巳PA' }],
    };
    expect(labels(typed, 48.2)).toEqual(['休憩1の終了時刻']);
  });
});
