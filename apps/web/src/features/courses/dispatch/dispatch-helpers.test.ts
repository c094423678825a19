import type { Calendar, CalendarDriverRow, CourseSummary } from '@rikuun/contract';
import { describe, expect, it } from 'vitest';
import {
  dayHeader,
  dispatchRows,
  moveCard,
  rowWarnings,
  shiftWeek,
  unavailableReasons,
  weekCourseIds,
  weekTitle,
} from './calendar-rows.ts';
import { nextCellRect } from './cell-keyboard.ts';
import {
  courseStatusText,
  progressLabel,
  progressPercent,
  timeRange,
  totalProgress,
} from './course-display.ts';
import { createSelectionStore } from './selection-store.ts';

const dates = ['2026-11-23', '2026-11-24'];

const card = (id: string, startTime: string | null, extra: Partial<CourseSummary> = {}): CourseSummary => ({
  id,
  version: 1,
  deliveryDate: '2026-11-23',
  name: id,
  status: 'planned',
  startTime,
  endTime: null,
  driverId: null,
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
  ...extra,
});

const row = (
  driverId: string | null,
  group: [string, string] | null,
  extra: Partial<CalendarDriverRow> = {},
) =>
  ({
    driverId,
    name: driverId ?? '未割当',
    groupId: group?.[0] ?? null,
    groupName: group?.[1] ?? null,
    active: true,
    licenseExpiresOn: null,
    courses: Object.fromEntries(dates.map((d) => [d, [] as CourseSummary[]])),
    ...extra,
  }) satisfies CalendarDriverRow;

describe('dispatchRows', () => {
  it('puts the unassigned row first, then each group with its header, drivers without a group last', () => {
    const rows = dispatchRows({
      drivers: [
        row('d-none', null),
        row('d1', ['g1', '第1班']),
        row(null, null),
        row('d2', ['g2', '第2班']),
        row('d3', ['g1', '第1班']),
      ],
    });
    expect(rows.map((r) => (r.kind === 'group' ? `[${r.name} ${r.count}]` : r.key))).toEqual([
      'unassigned',
      '[第1班 2]',
      'd1',
      'd3',
      '[第2班 1]',
      'd2',
      '[グループなし 1]',
      'd-none',
    ]);
  });
});

describe('driver availability', () => {
  it('flags an inactive driver on every day and an expired licence from the day after it expires', () => {
    const driver = row('d1', null, { active: false, licenseExpiresOn: '2026-11-23' });
    expect(unavailableReasons(driver, '2026-11-23')).toEqual(['inactive']);
    expect(unavailableReasons(driver, '2026-11-24')).toEqual(['inactive', 'license_expired']);
    expect(rowWarnings(row('d2', null, { licenseExpiresOn: '2026-11-23' }), dates)).toEqual([
      'license_expired',
    ]);
    expect(rowWarnings(row('d3', null, { licenseExpiresOn: '2026-11-24' }), dates)).toEqual([]);
  });

  it('never flags the unassigned row', () => {
    expect(unavailableReasons(row(null, null, { active: false }), '2026-11-24')).toEqual([]);
  });
});

describe('week header', () => {
  it('labels days with weekday and date, marks 祝日 and today', () => {
    expect(dayHeader('2026-11-23', '2026-11-25')).toEqual({
      date: '2026-11-23',
      label: '月 11/23',
      holiday: '勤労感謝の日',
      today: false,
      weekday: 1,
    });
    expect(dayHeader('2026-11-25', '2026-11-25')).toMatchObject({
      label: '水 11/25',
      holiday: null,
      today: true,
    });
  });

  it('moves by whole weeks from the Monday and names the week', () => {
    expect(shiftWeek('2026-11-25', 1)).toBe('2026-11-30');
    expect(shiftWeek('2026-11-29', -1)).toBe('2026-11-16');
    expect(weekTitle(['2026-11-30', '2026-12-06'])).toBe('2026年11月30日〜12月6日');
  });
});

describe('moveCard', () => {
  const calendar = (): Calendar => {
    const unassigned = row(null, null);
    unassigned.courses['2026-11-23'] = [card('a', '09:00'), card('b', '10:00')];
    const driver = row('d1', null);
    driver.courses['2026-11-24'] = [card('c', '08:00'), card('d', null)];
    return { dates, drivers: [unassigned, driver] };
  };

  it('moves the card into the target cell in start-time order, with its new driver and date', () => {
    const cal = calendar();
    expect(moveCard(cal, 'b', { driverId: 'd1', deliveryDate: '2026-11-24' })).toBe(true);
    expect(cal.drivers[0]?.courses['2026-11-23']?.map((c) => c.id)).toEqual(['a']);
    const moved = cal.drivers[1]?.courses['2026-11-24'];
    expect(moved?.map((c) => c.id)).toEqual(['c', 'b', 'd']);
    expect(moved?.[1]).toMatchObject({ driverId: 'd1', deliveryDate: '2026-11-24' });
    expect(weekCourseIds(cal).sort()).toEqual(['a', 'b', 'c', 'd']);
  });

  it('drops the card when the target row is not shown, and reports an unknown card', () => {
    const cal = calendar();
    expect(moveCard(cal, 'a', { driverId: 'other', deliveryDate: '2026-11-23' })).toBe(true);
    expect(weekCourseIds(cal)).not.toContain('a');
    expect(moveCard(cal, 'zzz', { driverId: null, deliveryDate: '2026-11-23' })).toBe(false);
  });
});

describe('course display', () => {
  it('names a course that carried stops over 一部繰越, except a cancelled one', () => {
    expect(courseStatusText('completed', 3)).toBe('完了（一部繰越）');
    expect(courseStatusText('completed')).toBe('完了');
    expect(courseStatusText('in_progress', 1)).toBe('運行中（一部繰越）');
    expect(courseStatusText('cancelled', 2)).toBe('中止');
  });

  it('shows progress as 完了 count over stops, and the planned times', () => {
    expect(progressLabel({ destinationCount: 12, completedCount: 3 })).toBe('3/12 完了');
    expect(progressLabel({ destinationCount: 0, completedCount: 0 })).toBe('配送先なし');
    expect(progressPercent({ destinationCount: 12, completedCount: 3 })).toBe(25);
    expect(progressPercent({ destinationCount: 0, completedCount: 0 })).toBe(0);
    expect(timeRange('08:00', '17:00')).toBe('08:00–17:00');
    expect(timeRange('08:00', null)).toBe('08:00–');
    expect(timeRange(null, null)).toBe('');
  });

  it('sums the progress of several courses', () => {
    expect(
      totalProgress([
        { destinationCount: 10, completedCount: 5 },
        { destinationCount: 10, completedCount: 10 },
      ]),
    ).toEqual({ destinationCount: 20, completedCount: 15, percent: 75 });
  });
});

describe('selection store', () => {
  it('toggles, replaces and clears ids, telling subscribers each time', () => {
    const store = createSelectionStore();
    let calls = 0;
    const unsubscribe = store.subscribe(() => {
      calls++;
    });
    store.toggle('a');
    store.toggle('b');
    store.toggle('a');
    expect(store.ids()).toEqual(['b']);
    expect(store.has('b')).toBe(true);
    store.set(['c', 'c', 'd']);
    expect(store.ids()).toEqual(['c', 'd']);
    store.clear();
    store.clear();
    expect(store.ids()).toEqual([]);
    expect(calls).toBe(5);
    unsubscribe();
    store.toggle('x');
    expect(calls).toBe(5);
  });
});

describe('nextCellRect (keyboard moves)', () => {
  const cell = (col: number, row: number) => ({ left: col * 100, top: row * 50, width: 100, height: 50 });
  const cells = [0, 1, 2].flatMap((row) => [0, 1, 2].map((col) => cell(col, row)));
  const card = { left: 110, top: 55, width: 80, height: 30 };

  it('goes to the neighbouring cell in the arrow direction', () => {
    expect(nextCellRect(card, cells, 'right')).toEqual(cell(2, 1));
    expect(nextCellRect(card, cells, 'left')).toEqual(cell(0, 1));
    expect(nextCellRect(card, cells, 'down')).toEqual(cell(1, 2));
    expect(nextCellRect(card, cells, 'up')).toEqual(cell(1, 0));
  });

  it('stays put at the edge', () => {
    expect(nextCellRect({ ...card, left: 210 }, cells, 'right')).toBeUndefined();
  });
});
