import { type AttendanceType, type DestinationActionType, todayInTokyo } from '@rikuun/contract';
import { attendances } from '../../src/features/attendances/attendances.table.ts';
import { destinationActions } from '../../src/features/destination-actions/destination-actions.table.ts';
import { destinations } from '../../src/features/destinations/destinations.table.ts';
import { drivers } from '../../src/features/drivers/drivers.table.ts';
import type { Db } from '../../src/lib/db/db.ts';
import { insertCourse } from './course-rows.ts';

/** "YYYY-MM-DD HH:MM" in Asia/Tokyo → Date. */
export const jst = (local: string) => new Date(`${local.replace(' ', 'T')}:00+09:00`);

/**
 * Rows of a driver's day written straight to the tables (the attendance API is another feature's):
 * a driver, their attendance records and their course's stop actions.
 */
export function workRecords(db: Db, companyId: string) {
  return {
    async driver(name = '労働 太郎') {
      const [row] = await db.insert(drivers).values({ companyId, name }).returning();
      if (!row) throw new Error('driver not inserted');
      return row;
    },
    /**
     * Attendance records; the work date is the date of the duty's 出勤 (given, or the record's own).
     * Returns the rows in the order given (the 出勤 first: a duty is named by it).
     */
    async attend(driverId: string, records: [AttendanceType, Date][], workDate?: string) {
      const first = records[0]?.[1] as Date;
      return db
        .insert(attendances)
        .values(
          records.map(([type, at]) => ({
            companyId,
            driverId,
            type,
            at,
            workDate: workDate ?? todayInTokyo(first),
          })),
        )
        .returning();
    },
    /** A course of the driver on the date, with one stop per entry and the actions at that stop. */
    async course(driverId: string, deliveryDate: string, stops: [DestinationActionType, Date][][]) {
      const course = await insertCourse(db, companyId, { driverId, deliveryDate });
      for (const [i, actions] of stops.entries()) {
        const [stop] = await db
          .insert(destinations)
          .values({ companyId, courseId: course.id, sequence: i + 1, name: `配送先${i + 1}` })
          .returning();
        if (!stop) throw new Error('destination not inserted');
        if (actions.length)
          await db.insert(destinationActions).values(
            actions.map(([type, at]) => ({
              companyId,
              courseId: course.id,
              destinationId: stop.id,
              type,
              at,
            })),
          );
      }
      return course;
    },
  };
}
