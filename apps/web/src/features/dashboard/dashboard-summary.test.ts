import { describe, expect, it } from 'vitest';
import { byDate, missingLabel, statusCounts } from './dashboard-summary.ts';

describe('dashboard summary', () => {
  it('counts courses by state, every state present', () => {
    expect(statusCounts([{ status: 'planned' }, { status: 'completed' }, { status: 'planned' }])).toEqual({
      planned: 2,
      in_progress: 0,
      completed: 1,
      cancelled: 0,
    });
  });

  it('names what a course lacks', () => {
    expect(missingLabel({ driverId: null, vehicleId: null })).toBe('ドライバー・車両未割当');
    expect(missingLabel({ driverId: 'd', vehicleId: null })).toBe('車両未割当');
    expect(missingLabel({ driverId: null, vehicleId: 'v' })).toBe('ドライバー未割当');
    expect(missingLabel({ driverId: 'd', vehicleId: 'v' })).toBe('');
  });

  it('groups courses under the given dates, in their order', () => {
    const courses = [
      { id: 'a', deliveryDate: '2026-11-26' },
      { id: 'b', deliveryDate: '2026-11-25' },
    ];
    expect(byDate(courses, ['2026-11-25', '2026-11-26', '2026-11-27'])).toEqual([
      { date: '2026-11-25', courses: [courses[1]] },
      { date: '2026-11-26', courses: [courses[0]] },
      { date: '2026-11-27', courses: [] },
    ]);
  });
});
