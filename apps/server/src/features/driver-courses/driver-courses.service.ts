import { type DriverCourse, type DriverCoursesResponse, todayInTokyo } from '@rikuun/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { DriverCtx } from '../../lib/context.ts';
import { companyCourses, selectCourses, toCourse } from '../courses/courses.service.ts';
import { courses } from '../courses/courses.table.ts';
import { courseDestinationDetails } from '../destinations/destination-reads.ts';

// The signed-in driver's own courses: only courses assigned to their driver record are ever read.

/** The driver's live courses of the date (cancelled ones too, shown as such), by start time. */
export async function listOwnCourses(ctx: DriverCtx, date?: string): Promise<DriverCoursesResponse> {
  const deliveryDate = date ?? todayInTokyo(ctx.clock());
  const { driverId } = ctx;
  const rows = await selectCourses(ctx)
    .where(companyCourses(ctx).where(eq(courses.driverId, driverId), eq(courses.deliveryDate, deliveryDate)))
    .orderBy(sql`${courses.startTime} asc nulls last`, asc(courses.name), asc(courses.id));
  // The courses' stops are read side by side, not one course after another.
  const list: DriverCourse[] = await Promise.all(
    rows.map(async (row) => {
      const course = toCourse(row);
      return {
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
        carriedOverCount: course.carriedOverCount,
        destinations: await courseDestinationDetails(ctx, row),
      };
    }),
  );
  return { deliveryDate, courses: list };
}
