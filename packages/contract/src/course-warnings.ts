import type { CourseStatus, CourseWarning } from './courses.ts';

/** What the warnings of the 配車表 look at in a course. */
export type WarningSubject = {
  id: string;
  deliveryDate: string;
  driverId: string | null;
  vehicleId: string | null;
  startTime: string | null;
  endTime: string | null;
  status: CourseStatus;
};

/**
 * A course's planned time as a range. With one time only, the range is that moment; with none, the
 * course has no range.
 */
function rangeOf(c: WarningSubject): [string, string] | undefined {
  const start = c.startTime ?? c.endTime;
  const end = c.endTime ?? c.startTime;
  return start && end ? [start, end] : undefined;
}

/**
 * Whether two courses of one driver on one day overlap: their ranges share some time (touching ends,
 * 09:00–12:00 then 12:00–15:00, do not), or they are the same range (two courses at 09:00). Two
 * courses without any time overlap too: nothing says they can both be run; a course without times
 * next to a timed one does not, since it may fit anywhere.
 */
export function coursesOverlap(a: WarningSubject, b: WarningSubject): boolean {
  const ra = rangeOf(a);
  const rb = rangeOf(b);
  if (!ra && !rb) return true;
  if (!ra || !rb) return false;
  if (ra[0] === rb[0] && ra[1] === rb[1]) return true;
  return ra[0] < rb[1] && rb[0] < ra[1];
}

/**
 * The warnings of each course (by id) among courses of the same days: `driver_overlap` when the same
 * driver has another course that day whose time overlaps, `vehicle_double_booked` when the same
 * vehicle is on another course that day. Cancelled courses neither warn nor are warned about. Pass
 * every course of the days concerned, not only the ones shown, so a filter does not hide a clash.
 */
export function courseWarningsOf(list: readonly WarningSubject[]): Map<string, CourseWarning[]> {
  const result = new Map<string, CourseWarning[]>(list.map((c) => [c.id, []]));
  const byKey = new Map<string, WarningSubject[]>();
  const add = (key: string, c: WarningSubject) => {
    const same = byKey.get(key);
    if (same) same.push(c);
    else byKey.set(key, [c]);
  };
  for (const c of list) {
    if (c.status === 'cancelled') continue;
    if (c.driverId) add(`d\u0000${c.deliveryDate}\u0000${c.driverId}`, c);
    if (c.vehicleId) add(`v\u0000${c.deliveryDate}\u0000${c.vehicleId}`, c);
  }
  const flag = (c: WarningSubject, w: CourseWarning) => {
    const ws = result.get(c.id);
    if (ws && !ws.includes(w)) ws.push(w);
  };
  for (const [key, same] of byKey) {
    if (same.length < 2) continue;
    if (key.startsWith('v')) {
      for (const c of same) flag(c, 'vehicle_double_booked');
      continue;
    }
    for (let i = 0; i < same.length; i++)
      for (let j = i + 1; j < same.length; j++) {
        const a = same[i] as WarningSubject;
        const b = same[j] as WarningSubject;
        if (coursesOverlap(a, b)) {
          flag(a, 'driver_overlap');
          flag(b, 'driver_overlap');
        }
      }
  }
  return result;
}
