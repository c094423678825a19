import { type CourseStatus, courseStatuses } from '@rikuun/contract';

/** How many courses are in each state (予定 3・運行中 5・完了 2・中止 0). */
export function statusCounts(courses: readonly { status: CourseStatus }[]): Record<CourseStatus, number> {
  const counts = Object.fromEntries(courseStatuses.map((s) => [s, 0])) as Record<CourseStatus, number>;
  for (const course of courses) counts[course.status] += 1;
  return counts;
}

/** What a course still lacks: 「ドライバー・車両未割当」, 「車両未割当」… ('' when it has both). */
export function missingLabel(course: { driverId: string | null; vehicleId: string | null }): string {
  const missing = [course.driverId ? null : 'ドライバー', course.vehicleId ? null : '車両'].filter(Boolean);
  return missing.length > 0 ? `${missing.join('・')}未割当` : '';
}

/** Courses grouped by date, dates in order (the unassigned panel: 今日, 明日). */
export function byDate<T extends { deliveryDate: string }>(courses: readonly T[], dates: readonly string[]) {
  return dates.map((date) => ({ date, courses: courses.filter((c) => c.deliveryDate === date) }));
}
