import { eq } from 'drizzle-orm';
import type { CompanyCtx } from '../../lib/context.ts';
import { companyRows } from '../../lib/db/company-rows.ts';
import type { Tx } from '../../lib/db/db.ts';
import { notFound } from '../../lib/http/errors.ts';
import { courses } from '../courses/courses.table.ts';
import { destinations } from './destinations.table.ts';

// How this feature and destination-actions reach courses and stops: always through the company's
// live courses first, so a stop of another company's or of a deleted course is simply not found.

export type CourseRow = typeof courses.$inferSelect;
export type DestinationRow = typeof destinations.$inferSelect;

export const companyCourses = (ctx: CompanyCtx) => companyRows(ctx, courses, 'コース');
export const companyDestinations = (ctx: CompanyCtx) => companyRows(ctx, destinations, '配送先');

/** The company's live course, or 404 コースが見つかりません。 */
export const courseOr404 = (ctx: CompanyCtx, courseId: string) => companyCourses(ctx).findOr404(courseId);

/**
 * Locks the company's live course row for the rest of the transaction (404 when there is none):
 * every write to a course's stops or actions takes it first, so sequences, statuses and the course's
 * own status are decided one writer at a time.
 */
export async function lockCourse(w: CompanyCtx & { db: Tx }, courseId: string): Promise<CourseRow> {
  const [course] = await w.db
    .select()
    .from(courses)
    .where(companyCourses(w).where(eq(courses.id, courseId)))
    .for('update');
  if (!course) throw notFound('コース');
  return course;
}

/** A stop with its live course; 404 配送先が見つかりません。 when either is missing or another company's. */
export async function destinationWithCourse(ctx: CompanyCtx, id: string) {
  const destination = await companyDestinations(ctx).findOr404(id);
  const course = await companyCourses(ctx).find(destination.courseId);
  if (!course) throw notFound('配送先');
  return { destination, course };
}

/** A stop of the given course (a stop under another course's id is not found). */
export async function courseDestinationOr404(ctx: CompanyCtx, courseId: string, id: string) {
  await courseOr404(ctx, courseId);
  const destination = await companyDestinations(ctx).find(id);
  if (!destination || destination.courseId !== courseId) throw notFound('配送先');
  return destination;
}
