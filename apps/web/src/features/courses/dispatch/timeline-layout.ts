import type { DriverUnavailableReason, Timeline, TimelineCourse } from '@rikuun/contract';
import { unavailableReasons } from './calendar-rows.ts';

/**
 * The 配車表's timeline: where a course's bar sits on the day's hour axis, which lane of its row it
 * takes, and the rows of the vehicle and driver views. Pure functions, unit-tested.
 */

/** The hours shown: 4:00 to 24:00, earlier when a course starts before 4:00. */
export const DAY_FROM = 4 * 60;
export const DAY_TO = 24 * 60;
/** A bar with one end unknown is drawn this long from the known end (and marked open). */
export const OPEN_END_MINUTES = 60;
/** Horizontal drags snap to this many minutes. */
export const SNAP_MINUTES = 15;

export type TimeWindow = { from: number; to: number };

/** 「06:30」 → 390; anything else (null, 「25:00」) → null. */
export function minuteOf(hhmm: string | null | undefined): number | null {
  const m = hhmm ? /^(\d{1,2}):(\d{2})$/.exec(hhmm) : null;
  if (!m) return null;
  const [h, min] = [Number(m[1]), Number(m[2])];
  return h <= 24 && min <= 59 && h * 60 + min <= DAY_TO ? h * 60 + min : null;
}

/** 390 → 「06:30」 (clamped to the day). */
export function hhmmOf(minute: number): string {
  const m = Math.max(0, Math.min(DAY_TO - 1, Math.round(minute)));
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** The day's window: 4:00–24:00, from the earlier full hour when a bar starts before 4:00. */
export function dayWindow(
  courses: readonly Pick<TimelineCourse, 'plannedStart' | 'plannedEnd'>[],
): TimeWindow {
  let from = DAY_FROM;
  for (const c of courses) {
    const span = barSpan(c);
    if (span && span.start < from) from = Math.floor(span.start / 60) * 60;
  }
  return { from, to: DAY_TO };
}

/** The full hours to label, 「4:00」 … 「24:00」, with their position in percent. */
export function hourTicks(window: TimeWindow): { label: string; left: number }[] {
  const ticks: { label: string; left: number }[] = [];
  for (let m = Math.ceil(window.from / 60) * 60; m <= window.to; m += 60)
    ticks.push({ label: `${m / 60}:00`, left: percentOf(m, window) });
  return ticks;
}

/** A minute of the day as a position on the axis, 0–100 (clamped). */
export function percentOf(minute: number, window: TimeWindow): number {
  const span = window.to - window.from;
  return (Math.max(0, Math.min(span, minute - window.from)) / span) * 100;
}

export type BarSpan = {
  start: number;
  end: number;
  /** The start (or end) was not known and is drawn OPEN_END_MINUTES from the other end. */
  openStart: boolean;
  openEnd: boolean;
};

/** A course's span in minutes, or null when it has no time at all (the 時間未定 lane). */
export function barSpan(course: Pick<TimelineCourse, 'plannedStart' | 'plannedEnd'>): BarSpan | null {
  const start = minuteOf(course.plannedStart);
  const end = minuteOf(course.plannedEnd);
  if (start === null && end === null) return null;
  if (start !== null && end !== null && end > start) return { start, end, openStart: false, openEnd: false };
  if (start !== null)
    return { start, end: Math.min(DAY_TO, start + OPEN_END_MINUTES), openStart: false, openEnd: true };
  const known = end as number;
  return { start: Math.max(0, known - OPEN_END_MINUTES), end: known, openStart: true, openEnd: false };
}

/** left and width in percent of the axis; a span outside the window is cut at its edges. */
export function barPosition(span: Pick<BarSpan, 'start' | 'end'>, window: TimeWindow) {
  const left = percentOf(span.start, window);
  return { left, width: Math.max(0, percentOf(span.end, window) - left) };
}

export type PlacedBar = { course: TimelineCourse; span: BarSpan; lane: number; left: number; width: number };

/**
 * One row's bars: each in the first lane where it does not overlap the bar before it (so overlapping
 * courses of one vehicle or driver lie one above the other), and the courses without any time apart.
 */
export function layoutRow(courses: readonly TimelineCourse[], window: TimeWindow) {
  const timed: { course: TimelineCourse; span: BarSpan }[] = [];
  const untimed: TimelineCourse[] = [];
  for (const course of courses) {
    const span = barSpan(course);
    if (span) timed.push({ course, span });
    else untimed.push(course);
  }
  timed.sort((a, b) => a.span.start - b.span.start || a.span.end - b.span.end);
  const laneEnds: number[] = [];
  const bars: PlacedBar[] = timed.map(({ course, span }) => {
    let lane = laneEnds.findIndex((end) => end <= span.start);
    if (lane < 0) lane = laneEnds.length;
    laneEnds[lane] = span.end;
    return { course, span, lane, ...barPosition(span, window) };
  });
  return { bars, lanes: Math.max(1, laneEnds.length), untimed };
}

/**
 * A horizontal drag of `dx` pixels on an axis `width` pixels wide, in minutes snapped to
 * SNAP_MINUTES (a small wobble is 0).
 */
export function snappedShift(dx: number, width: number, window: TimeWindow): number {
  if (width <= 0) return 0;
  const minutes = (dx / width) * (window.to - window.from);
  return Math.round(minutes / SNAP_MINUTES) * SNAP_MINUTES || 0;
}

/**
 * The course's own 開始予定・終了予定 moved by `shift` minutes, or null when it has no own start
 * time (times from stops are not the course's to move) or the move leaves the day.
 */
export function shiftedTimes(
  course: Pick<TimelineCourse, 'startTime' | 'endTime'>,
  shift: number,
): { startTime: string; endTime: string | null } | null {
  const start = minuteOf(course.startTime);
  if (start === null || shift === 0) return null;
  const end = minuteOf(course.endTime);
  const newStart = start + shift;
  const newEnd = end === null ? null : end + shift;
  if (newStart < 0 || (newEnd ?? newStart) > DAY_TO - 1) return null;
  return { startTime: hhmmOf(newStart), endTime: newEnd === null ? null : hhmmOf(newEnd) };
}

/** What a bar's colour says: 未割当 (driver or vehicle missing) / 割当済 / 運行中 / 完了 / 中止. */
export const barStatuses = ['unassigned', 'assigned', 'in_progress', 'completed', 'cancelled'] as const;
export type BarStatus = (typeof barStatuses)[number];
export const barStatusLabels: Record<BarStatus, string> = {
  unassigned: '未割当',
  assigned: '割当済',
  in_progress: '運行中',
  completed: '完了',
  cancelled: '中止',
};

export function barStatus(course: Pick<TimelineCourse, 'status' | 'driverId' | 'vehicleId'>): BarStatus {
  if (course.status !== 'planned') return course.status;
  return course.driverId && course.vehicleId ? 'assigned' : 'unassigned';
}

export type TimelineAxis = 'vehicle' | 'driver';
export const axisLabels: Record<TimelineAxis, string> = { vehicle: '車両', driver: 'ドライバー' };

export type TimelineRowMark = DriverUnavailableReason | 'vehicle_inactive' | 'inspection_expired';
export const rowMarkLabels: Record<TimelineRowMark, string> = {
  inactive: '無効',
  license_expired: '免許期限切れ',
  vehicle_inactive: '無効',
  inspection_expired: '車検切れ',
};

export type TimelineRow = {
  /** The vehicle's or driver's id; null for the row of courses without one. */
  id: string | null;
  key: string;
  label: string;
  sub: string | null;
  marks: TimelineRowMark[];
  courses: TimelineCourse[];
};

export const UNASSIGNED_LABELS: Record<TimelineAxis, string> = {
  vehicle: '車両未割当',
  driver: 'ドライバー未割当',
};

const rowKeyOf = (id: string | null) => id ?? 'none';

/** The rows of one view: the courses without a vehicle (driver) first, then each vehicle (driver). */
export function timelineRows(timeline: Timeline, axis: TimelineAxis): TimelineRow[] {
  const of = (c: TimelineCourse) => (axis === 'vehicle' ? c.vehicleId : c.driverId);
  const byRow = new Map<string, TimelineCourse[]>();
  for (const c of timeline.data) {
    const key = rowKeyOf(of(c));
    byRow.set(key, [...(byRow.get(key) ?? []), c]);
  }
  const unassigned: TimelineRow = {
    id: null,
    key: 'none',
    label: UNASSIGNED_LABELS[axis],
    sub: null,
    marks: [],
    courses: byRow.get('none') ?? [],
  };
  if (axis === 'vehicle')
    return [
      unassigned,
      ...timeline.vehicles.map((v) => ({
        id: v.vehicleId,
        key: v.vehicleId,
        label: v.registrationNumber,
        sub: v.name,
        marks: [
          ...(v.active ? [] : (['vehicle_inactive'] as const)),
          ...(v.inspectionExpiresOn && v.inspectionExpiresOn < timeline.date
            ? (['inspection_expired'] as const)
            : []),
        ],
        courses: byRow.get(v.vehicleId) ?? [],
      })),
    ];
  return [
    unassigned,
    ...timeline.drivers.map((d) => ({
      id: d.driverId,
      key: d.driverId,
      label: d.name,
      sub: d.groupName,
      marks: unavailableReasons(d, timeline.date),
      courses: byRow.get(d.driverId) ?? [],
    })),
  ];
}

/**
 * Moves a bar in a cached timeline (an immer draft) before the server answers: its vehicle or
 * driver (with the name the bar shows) and, after a horizontal drag, its own times.
 */
export function moveBar(
  timeline: Timeline,
  courseId: string,
  change: {
    driverId?: string | null;
    vehicleId?: string | null;
    startTime?: string | null;
    endTime?: string | null;
  },
): boolean {
  const bar = timeline.data.find((c) => c.id === courseId);
  if (!bar) return false;
  if (change.driverId !== undefined) {
    bar.driverId = change.driverId;
    bar.driverName = timeline.drivers.find((d) => d.driverId === change.driverId)?.name ?? null;
  }
  if (change.vehicleId !== undefined) {
    bar.vehicleId = change.vehicleId;
    bar.vehicleRegistrationNumber =
      timeline.vehicles.find((v) => v.vehicleId === change.vehicleId)?.registrationNumber ?? null;
  }
  if (change.startTime !== undefined && change.startTime !== null) {
    bar.startTime = change.startTime;
    bar.plannedStart = change.startTime;
    bar.startFrom = 'course';
  }
  if (change.endTime !== undefined && change.endTime !== null) {
    bar.endTime = change.endTime;
    bar.plannedEnd = change.endTime;
    bar.endFrom = 'course';
  }
  return true;
}
