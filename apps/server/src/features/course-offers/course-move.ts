import { and, eq, inArray, ne } from 'drizzle-orm';
import { ownedBy } from '../../lib/db/company-rows.ts';
import { copyRows } from '../../lib/db/copy-rows.ts';
import type { Tx } from '../../lib/db/db.ts';
import { tableChanged } from '../../lib/db/list-page.ts';
import { accidentReports } from '../accident-reports/accident-reports.table.ts';
import { courseMessages } from '../course-messages/course-messages.table.ts';
import { courses } from '../courses/courses.table.ts';
import { destinationActions } from '../destination-actions/destination-actions.table.ts';
import { destinations } from '../destinations/destinations.table.ts';
import { expenses } from '../expenses/expenses.table.ts';
import { trackingLinks } from '../tracking-links/tracking-links.table.ts';

type Course = typeof courses.$inferSelect;

/**
 * Why a course cannot change hands, or null: it is no longer planned, work is on record for it
 * (a stop past 未着手, an action, an expense, an accident report), or the office and its driver
 * exchanged messages about it. Every row that references a course
 * by (company_id, course_id) is checked here, so a moved course never leaves a record behind in the
 * old company pointing at it.
 */
export async function recordedWork(db: Tx, course: Course): Promise<string | null> {
  if (course.status !== 'planned') return '予定以外の状態のコースは傭車に出せません。';
  const of = (
    table: typeof destinations | typeof destinationActions | typeof expenses | typeof accidentReports,
  ) => ownedBy(course, table, eq(table.courseId, course.id));
  const checks = [
    db
      .select({ id: destinations.id })
      .from(destinations)
      .where(and(of(destinations), ne(destinations.status, 'pending'))),
    db.select({ id: destinationActions.id }).from(destinationActions).where(of(destinationActions)),
    db.select({ id: expenses.id }).from(expenses).where(of(expenses)),
    db.select({ id: accidentReports.id }).from(accidentReports).where(of(accidentReports)),
  ];
  for (const check of checks) {
    if ((await check.limit(1)).length > 0)
      return 'このコースには作業実績が記録されているため傭車に出せません。';
  }
  // The office's conversation with its driver is not the accepting company's to read.
  const talk = await db
    .select({ id: courseMessages.id })
    .from(courseMessages)
    .where(ownedBy(course, courseMessages, eq(courseMessages.courseId, course.id)))
    .limit(1);
  if (talk.length > 0) return 'このコースにはドライバーとのメッセージがあるため傭車に出せません。';
  return null;
}

/** Where the course goes: the accepting company, and its client and contract for the course. */
export type MoveTarget = { companyId: string; clientId: string; contractId: string };

/**
 * Moves a course and its stops (with the recipients' tracking links, so a link already sent keeps
 * working) into another company, unassigned. The rows are copied under the new company and the old
 * ones deleted, not updated: a distributed database (Citus, sharded by company_id) cannot change a
 * row's company, and the (company_id, id) keys let both copies exist until the delete. Every
 * reference to the old company's records is cleared: driver, vehicle, base, the stops' client bases,
 * and the outside system's id and batch; the contract and client become the accepting company's own
 * (the offering company as client, the 傭車料 as contract).
 */
export async function moveCourse(db: Tx, course: Course, to: MoveTarget, now: Date): Promise<void> {
  const stopsOfCourse = ownedBy(course, destinations, eq(destinations.courseId, course.id));
  await copyRows(db, courses, ownedBy(course, courses, eq(courses.id, course.id)), {
    company_id: to.companyId,
    driver_id: null,
    vehicle_id: null,
    contract_id: to.contractId,
    client_id: to.clientId,
    base_id: null,
    status: 'planned',
    source_course_id: null,
    external_id: null,
    sms_batch_id: null,
    assignment_notified_at: null,
    updated_at: now,
  });
  await copyRows(db, destinations, stopsOfCourse, {
    company_id: to.companyId,
    client_base_id: null,
    updated_at: now,
  });
  const stopIds = db.select({ id: destinations.id }).from(destinations).where(stopsOfCourse);
  await copyRows(
    db,
    trackingLinks,
    ownedBy(course, trackingLinks, inArray(trackingLinks.destinationId, stopIds)),
    { company_id: to.companyId },
  );
  // The old stops' tracking links go with them (on delete cascade).
  await db.delete(destinations).where(stopsOfCourse);
  await db.delete(courses).where(ownedBy(course, courses, eq(courses.id, course.id)));
  tableChanged(courses);
  tableChanged(destinations);
  tableChanged(trackingLinks);
}
