import type { Timeline, TimelineCourse } from '@rikuun/contract';
import { describe, expect, it } from 'vitest';
import {
  barPosition,
  barSpan,
  barStatus,
  dayWindow,
  hourTicks,
  layoutRow,
  minuteOf,
  moveBar,
  percentOf,
  shiftedTimes,
  snappedShift,
  timelineRows,
} from './timeline-layout.ts';

const DAY = { from: 4 * 60, to: 24 * 60 };

let n = 0;
const course = (over: Partial<TimelineCourse> = {}): TimelineCourse => {
  n += 1;
  return {
    id: `0190a3b4-0000-7000-8000-${String(n).padStart(12, '0')}`,
    version: 1,
    deliveryDate: '2026-11-27',
    name: `便${n}`,
    status: 'planned',
    startTime: '08:00',
    endTime: '12:00',
    driverId: null,
    driverName: null,
    vehicleId: null,
    vehicleRegistrationNumber: null,
    contractId: null,
    contractName: null,
    clientName: null,
    destinationCount: 0,
    completedCount: 0,
    carriedOverCount: 0,
    assignmentNotifiedAt: null,
    warnings: [],
    plannedStart: '08:00',
    plannedEnd: '12:00',
    startFrom: 'course',
    endFrom: 'course',
    ...over,
  };
};

describe('timeline: time → position', () => {
  it('reads 「HH:MM」 as minutes of the day and refuses anything else', () => {
    expect(minuteOf('06:30')).toBe(390);
    expect(minuteOf('0:05')).toBe(5);
    expect(minuteOf('24:00')).toBe(1440);
    expect(minuteOf('24:30')).toBeNull();
    expect(minuteOf('7時')).toBeNull();
    expect(minuteOf(null)).toBeNull();
  });

  it('places 4:00 at the left edge, 24:00 at the right, 14:00 in the middle', () => {
    expect(percentOf(4 * 60, DAY)).toBe(0);
    expect(percentOf(24 * 60, DAY)).toBe(100);
    expect(percentOf(14 * 60, DAY)).toBe(50);
    // Outside the window: at its edges.
    expect(percentOf(60, DAY)).toBe(0);
    expect(barPosition({ start: 6 * 60, end: 12 * 60 }, DAY)).toEqual({ left: 10, width: 30 });
    expect(barPosition({ start: 2 * 60, end: 5 * 60 }, DAY)).toEqual({ left: 0, width: 5 });
  });

  it('starts the day at 4:00, or at the full hour before an earlier course', () => {
    expect(dayWindow([course()])).toEqual(DAY);
    expect(dayWindow([course({ plannedStart: '02:45' })])).toEqual({ from: 120, to: 1440 });
    // Only an end at 3:30: the bar is drawn an hour before it.
    expect(dayWindow([course({ plannedStart: null, plannedEnd: '03:30' })])).toEqual({ from: 120, to: 1440 });
    expect(dayWindow([course({ plannedStart: null, plannedEnd: null })])).toEqual(DAY);
  });

  it('labels every full hour in 24-hour time', () => {
    const ticks = hourTicks(DAY);
    expect(ticks).toHaveLength(21);
    expect(ticks[0]).toEqual({ label: '4:00', left: 0 });
    expect(ticks[10]).toEqual({ label: '14:00', left: 50 });
    expect(ticks.at(-1)).toEqual({ label: '24:00', left: 100 });
  });

  it('draws a bar with one end unknown an hour long and marks that end open; no time at all is no bar', () => {
    expect(barSpan(course())).toEqual({ start: 480, end: 720, openStart: false, openEnd: false });
    expect(barSpan(course({ plannedEnd: null }))).toEqual({
      start: 480,
      end: 540,
      openStart: false,
      openEnd: true,
    });
    expect(barSpan(course({ plannedStart: null }))).toEqual({
      start: 660,
      end: 720,
      openStart: true,
      openEnd: false,
    });
    expect(barSpan(course({ plannedStart: null, plannedEnd: null }))).toBeNull();
  });

  it('stacks overlapping courses of a row in lanes and sets the untimed apart', () => {
    const a = course({ plannedStart: '06:00', plannedEnd: '10:00' });
    const b = course({ plannedStart: '09:00', plannedEnd: '13:00' });
    const c = course({ plannedStart: '10:00', plannedEnd: '12:00' });
    const none = course({ plannedStart: null, plannedEnd: null });
    const row = layoutRow([b, none, c, a], DAY);
    expect(row.bars.map((bar) => [bar.course.name, bar.lane])).toEqual([
      [a.name, 0],
      [b.name, 1],
      [c.name, 0],
    ]);
    expect(row.lanes).toBe(2);
    expect(row.untimed).toEqual([none]);
    expect(row.bars[0]).toMatchObject({ left: 10, width: 20 });
    expect(layoutRow([], DAY)).toEqual({ bars: [], lanes: 1, untimed: [] });
  });

  it('turns a horizontal drag into minutes snapped to 15 and moves only the course’s own times', () => {
    // 1000 px for 20 hours: 50 px an hour.
    expect(snappedShift(50, 1000, DAY)).toBe(60);
    expect(snappedShift(-26, 1000, DAY)).toBe(-30);
    expect(snappedShift(5, 1000, DAY)).toBe(0);
    expect(snappedShift(40, 0, DAY)).toBe(0);
    expect(shiftedTimes({ startTime: '08:00', endTime: '12:00' }, 90)).toEqual({
      startTime: '09:30',
      endTime: '13:30',
    });
    expect(shiftedTimes({ startTime: '08:00', endTime: null }, -60)).toEqual({
      startTime: '07:00',
      endTime: null,
    });
    expect(shiftedTimes({ startTime: null, endTime: '12:00' }, 60)).toBeNull();
    expect(shiftedTimes({ startTime: '08:00', endTime: '12:00' }, 0)).toBeNull();
    // Past midnight or before 0:00: not a move.
    expect(shiftedTimes({ startTime: '20:00', endTime: '23:30' }, 60)).toBeNull();
    expect(shiftedTimes({ startTime: '00:30', endTime: '02:00' }, -60)).toBeNull();
  });
});

describe('timeline rows and status', () => {
  const truck = '0190a3b4-0000-7000-8000-00000000aa01';
  const driver = '0190a3b4-0000-7000-8000-00000000bb01';
  const timeline = (data: TimelineCourse[]): Timeline => ({
    date: '2026-11-27',
    data,
    total: data.length,
    drivers: [
      {
        driverId: driver,
        name: '山田 太郎',
        groupId: null,
        groupName: 'A班',
        active: true,
        licenseExpiresOn: '2026-11-26',
      },
    ],
    vehicles: [
      {
        vehicleId: truck,
        registrationNumber: '品川 100 あ 12-34',
        name: '2t',
        active: false,
        inspectionExpiresOn: '2026-11-01',
      },
    ],
  });

  it('puts the courses without a vehicle (driver) on the first row, then one row each', () => {
    const free = course();
    const onTruck = course({ vehicleId: truck, driverId: driver });
    const byVehicle = timelineRows(timeline([free, onTruck]), 'vehicle');
    expect(byVehicle.map((r) => [r.label, r.courses.length, r.marks])).toEqual([
      ['車両未割当', 1, []],
      ['品川 100 あ 12-34', 1, ['vehicle_inactive', 'inspection_expired']],
    ]);
    const byDriver = timelineRows(timeline([free, onTruck]), 'driver');
    expect(byDriver.map((r) => [r.label, r.sub, r.marks])).toEqual([
      ['ドライバー未割当', null, []],
      ['山田 太郎', 'A班', ['license_expired']],
    ]);
  });

  it('colours by 未割当 / 割当済 / 運行中 / 完了 / 中止', () => {
    expect(barStatus({ status: 'planned', driverId: driver, vehicleId: null })).toBe('unassigned');
    expect(barStatus({ status: 'planned', driverId: driver, vehicleId: truck })).toBe('assigned');
    expect(barStatus({ status: 'in_progress', driverId: null, vehicleId: null })).toBe('in_progress');
    expect(barStatus({ status: 'completed', driverId: driver, vehicleId: truck })).toBe('completed');
    expect(barStatus({ status: 'cancelled', driverId: driver, vehicleId: truck })).toBe('cancelled');
  });

  it('moves a cached bar to another vehicle or driver with the name it shows, and its own times', () => {
    const bar = course();
    const day = timeline([bar]);
    expect(moveBar(day, bar.id, { vehicleId: truck, startTime: '09:00', endTime: '13:00' })).toBe(true);
    expect(day.data[0]).toMatchObject({
      vehicleId: truck,
      vehicleRegistrationNumber: '品川 100 あ 12-34',
      plannedStart: '09:00',
      plannedEnd: '13:00',
    });
    moveBar(day, bar.id, { driverId: driver });
    expect(day.data[0]).toMatchObject({ driverId: driver, driverName: '山田 太郎' });
    expect(moveBar(day, 'missing', { driverId: null })).toBe(false);
  });
});
