import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { ConsignorCtx } from '../../lib/context.ts';
import { companyRow, sameCompanyAs } from '../../lib/db/company-rows.ts';
import { companies } from '../../lib/tenancy/companies.table.ts';
import { courses } from '../courses/courses.table.ts';
import { destinationActions } from '../destination-actions/destination-actions.table.ts';
import { drivers } from '../drivers/drivers.table.ts';

/** What the consignor's views read: the services and the consignor (from the signed-in user). */
export type ConsignorReadCtx = Pick<ConsignorCtx, 'db' | 'clock' | 'consignorId'>;

/**
 * A course of the consignor on a date, with the time its driver was on it: from the first action to
 * the last, or to now while it is in progress. Null `from` means it has not started.
 */
export type ConsignorCourse = {
  id: string;
  companyId: string;
  companyName: string;
  name: string;
  status: 'planned' | 'in_progress' | 'completed' | 'cancelled';
  deliveryDate: string;
  startTime: string | null;
  baseId: string | null;
  driverId: string | null;
  driverName: string | null;
  firstActionAt: Date | null;
  lastActionAt: Date | null;
};

/** The consignor's live courses of the date, across companies, with their first and last action. */
export async function consignorCourses(
  ctx: ConsignorReadCtx,
  date: string,
  driverId?: string,
): Promise<ConsignorCourse[]> {
  // Per course, through destination_actions_course_idx (company, course, at): min and max read two
  // index entries, whatever the number of actions in the table.
  const edge = (fn: 'min' | 'max') =>
    sql<Date | string | null>`(select ${sql.raw(fn)}(${destinationActions.at}) from ${destinationActions}
      where ${sameCompanyAs(destinationActions, courses, eq(destinationActions.courseId, courses.id))})`;
  const rows = await ctx.db
    .select({
      id: courses.id,
      companyId: courses.companyId,
      companyName: companies.name,
      name: courses.name,
      status: courses.status,
      deliveryDate: courses.deliveryDate,
      startTime: courses.startTime,
      baseId: courses.baseId,
      driverId: courses.driverId,
      driverName: drivers.name,
      first: edge('min'),
      last: edge('max'),
    })
    .from(courses)
    .innerJoin(companies, companyRow(courses))
    .leftJoin(drivers, sameCompanyAs(drivers, courses, eq(drivers.id, courses.driverId)))
    .where(
      and(
        eq(courses.consignorId, ctx.consignorId),
        eq(courses.deliveryDate, date),
        isNull(courses.deletedAt),
        driverId ? eq(courses.driverId, driverId) : undefined,
      ),
    )
    .orderBy(asc(courses.startTime), asc(courses.name), asc(courses.id));
  const instant = (v: Date | string | null) => (v == null ? null : new Date(v));
  return rows.map(({ first, last, ...row }) => ({
    ...row,
    firstActionAt: instant(first),
    lastActionAt: instant(last),
  }));
}

/** The stretch of time the consignor may see the course's driver (domain-model §3), or null. */
export function visibleWindow(course: ConsignorCourse, now: Date): { from: Date; to: Date } | null {
  if (!course.driverId || !course.firstActionAt) return null;
  const to = course.status === 'in_progress' ? now : (course.lastActionAt ?? course.firstActionAt);
  return { from: course.firstActionAt, to };
}

/** Whether the driver's current position may be shown for this course now. */
export const showsCurrentPosition = (course: ConsignorCourse) =>
  course.status === 'in_progress' && course.driverId !== null && course.firstActionAt !== null;

/** The name a shipper sees: the driver's family name (the name's first word), e.g. 「山田」. */
export function familyName(name: string | null): string | null {
  if (!name) return null;
  return name.trim().split(/[\s\u3000]+/)[0] || null;
}
