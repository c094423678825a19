import { type CourseStatus, finishedDestinationStatuses } from '@rikuun/contract';
import { eq } from 'drizzle-orm';
import type { CompanyCtx } from '../../lib/context.ts';
import type { Tx } from '../../lib/db/db.ts';
import { type CourseRow, companyCourses, companyDestinations } from '../destinations/destination-rows.ts';
import { destinations } from '../destinations/destinations.table.ts';
import { companyActions } from './action-reads.ts';
import { destinationActions } from './destination-actions.table.ts';

/**
 * The course's status as its stops and actions make it: 完了 when every stop is finished, 運行中 once
 * any action is recorded, otherwise 予定. A cancelled course keeps its status. Called in the write's
 * transaction, after the course row was locked (lockCourse).
 */
export async function refreshCourseStatus(
  w: CompanyCtx & { db: Tx },
  course: CourseRow,
  opts: { onlyWhenStarted?: boolean } = {},
): Promise<CourseStatus> {
  if (course.status === 'cancelled') return course.status;
  const started = await companyActions(w).exists(eq(destinationActions.courseId, course.id));
  // A plan edit (a stop added or removed) on a course not yet started leaves the status staff chose.
  if (opts.onlyWhenStarted && !started) return course.status;
  const stops = await w.db
    .select({ status: destinations.status })
    .from(destinations)
    .where(companyDestinations(w).where(eq(destinations.courseId, course.id)));
  const finished = stops.length > 0 && stops.every((s) => finishedDestinationStatuses.includes(s.status));
  const next: CourseStatus = finished ? 'completed' : started ? 'in_progress' : 'planned';
  if (next !== course.status) await companyCourses(w).update(course.id, { status: next });
  return next;
}
