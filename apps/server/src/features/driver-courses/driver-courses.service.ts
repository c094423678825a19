import { type DriverCourse, type DriverCoursesResponse, todayInTokyo } from '@rikuun/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { CompanyCtx } from '../../lib/context.ts';
import { notFound } from '../../lib/http/errors.ts';
import { companyCourses, selectCourses, toCourse } from '../courses/courses.service.ts';
import { courses } from '../courses/courses.table.ts';
import { courseDestinationDetails } from '../destinations/destination-reads.ts';

// The signed-in driver's own courses: only courses assigned to their driver record are ever read.

/** The driver record of the signed-in user; a driver user without one has no courses and no stops. */
export const ownDriverId = (ctx: CompanyCtx): string | null => ctx.user.driverId;

/** The driver's live courses of the date (cancelled ones too, shown as such), by start time. */
export async function listOwnCourses(ctx: CompanyCtx, date?: string): Promise<DriverCoursesResponse> {
  const deliveryDate = date ?? todayInTokyo(ctx.clock());
  const driverId = ownDriverId(ctx);
  if (!driverId) return { deliveryDate, courses: [] };
  const rows = await selectCourses(ctx)
    .where(companyCourses(ctx).where(eq(courses.driverId, driverId), eq(courses.deliveryDate, deliveryDate)))
    .orderBy(sql`${courses.startTime} asc nulls last`, asc(courses.name), asc(courses.id));
  const list: DriverCourse[] = [];
  for (const row of rows) {
    const course = toCourse(row);
    list.push({
      id: course.id,
      deliveryDate: course.deliveryDate,
      name: course.name,
      clientName: course.clientName,
      vehicleId: course.vehicleId,
      vehicleRegistrationNumber: course.vehicleRegistrationNumber,
      baseId: course.baseId,
      baseName: course.baseName,
      startTime: course.startTime,
      endTime: course.endTime,
      status: course.status,
      memo: course.memo,
      destinationCount: course.destinationCount,
      completedCount: course.completedCount,
      destinations: await courseDestinationDetails(ctx, row),
    });
  }
  return { deliveryDate, courses: list };
}

/** The driver's id for a write on a stop; without a driver record every stop is someone else's. */
export function driverIdForWrite(ctx: CompanyCtx): string {
  const driverId = ownDriverId(ctx);
  if (!driverId) throw notFound('配送先');
  return driverId;
}
