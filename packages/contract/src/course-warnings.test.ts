import { describe, expect, it } from 'vitest';
import { coursesOverlap, courseWarningsOf, type WarningSubject } from './course-warnings.ts';

let n = 0;
const course = (over: Partial<WarningSubject>): WarningSubject => ({
  id: `c${n++}`,
  deliveryDate: '2026-11-24',
  driverId: 'd1',
  vehicleId: null,
  startTime: null,
  endTime: null,
  status: 'planned',
  ...over,
});

describe('course warnings', () => {
  it('overlapping times of one driver warn; touching ends do not', () => {
    const a = course({ startTime: '09:00', endTime: '12:00' });
    expect(coursesOverlap(a, course({ startTime: '11:00', endTime: '13:00' }))).toBe(true);
    expect(coursesOverlap(a, course({ startTime: '12:00', endTime: '15:00' }))).toBe(false);
    expect(coursesOverlap(a, course({ startTime: '10:00' }))).toBe(true);
    expect(coursesOverlap(course({ startTime: '09:00' }), course({ startTime: '09:00' }))).toBe(true);
  });

  it('two courses without times overlap; one without times beside a timed one does not', () => {
    expect(coursesOverlap(course({}), course({}))).toBe(true);
    expect(coursesOverlap(course({}), course({ startTime: '09:00', endTime: '10:00' }))).toBe(false);
  });

  it('flags the same driver or vehicle on one day, never across days, drivers or cancelled courses', () => {
    const a = course({ startTime: '08:00', endTime: '12:00', vehicleId: 'v1' });
    const b = course({ startTime: '10:00', endTime: '14:00', vehicleId: 'v2' });
    const otherDriver = course({ driverId: 'd2', startTime: '08:00', endTime: '12:00', vehicleId: 'v1' });
    const nextDay = course({ deliveryDate: '2026-11-25', startTime: '08:00', endTime: '12:00' });
    const cancelled = course({ status: 'cancelled', startTime: '08:00', endTime: '12:00', vehicleId: 'v2' });
    const w = courseWarningsOf([a, b, otherDriver, nextDay, cancelled]);
    expect(w.get(a.id)).toEqual(['driver_overlap', 'vehicle_double_booked']);
    expect(w.get(b.id)).toEqual(['driver_overlap']);
    expect(w.get(otherDriver.id)).toEqual(['vehicle_double_booked']);
    expect(w.get(nextDay.id)).toEqual([]);
    expect(w.get(cancelled.id)).toEqual([]);
  });
});
