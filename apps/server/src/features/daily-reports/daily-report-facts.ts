import type { FeeFacts } from '@rikuun/contract';
import { asc, eq, inArray, isNull, ne, type SQL } from 'drizzle-orm';
import type { CompanyCtx } from '../../lib/context.ts';
import { companyRows } from '../../lib/db/company-rows.ts';
import { attendances } from '../attendances/attendances.table.ts';
import { bases } from '../bases/bases.table.ts';
import { courses } from '../courses/courses.table.ts';
import { destinationActions } from '../destination-actions/destination-actions.table.ts';
import { destinations } from '../destinations/destinations.table.ts';

/**
 * What a driver's day holds for a daily report, read from the course, stop, action and attendance
 * tables (other features' tables, read-only here, through companyRows): the courses of the report's
 * contract, their stops and recorded actions, and the day's attendance.
 */
export type DayCourse = {
  id: string;
  name: string;
  contractId: string | null;
  vehicleId: string | null;
  baseName: string | null;
  /** Planned times, 'HH:MM' (Tokyo). */
  startTime: string | null;
  endTime: string | null;
};
export type DayStop = {
  id: string;
  courseId: string;
  name: string;
  status: string;
  quantity: number | null;
  weightKg: number | null;
  latitude: number | null;
  longitude: number | null;
};
export type DayAction = { destinationId: string; type: string; at: Date };

/** The contract condition: a report without a contract counts the courses without one. */
const ofContract = (contractId: string | null | undefined): SQL | undefined =>
  contractId === undefined
    ? undefined
    : contractId === null
      ? isNull(courses.contractId)
      : eq(courses.contractId, contractId);

/**
 * The driver's live, not cancelled courses of the date (of the contract, when one is given; null: those
 * without a contract; undefined: all), in start order.
 */
export async function dayCourses(
  ctx: CompanyCtx,
  driverId: string,
  date: string,
  contractId?: string | null,
): Promise<DayCourse[]> {
  return ctx.db
    .select({
      id: courses.id,
      name: courses.name,
      contractId: courses.contractId,
      vehicleId: courses.vehicleId,
      baseName: bases.name,
      startTime: courses.startTime,
      endTime: courses.endTime,
    })
    .from(courses)
    .leftJoin(bases, eq(bases.id, courses.baseId))
    .where(
      companyRows(ctx, courses, 'コース').where(
        eq(courses.driverId, driverId),
        eq(courses.deliveryDate, date),
        ne(courses.status, 'cancelled'),
        ofContract(contractId),
      ),
    )
    .orderBy(asc(courses.startTime), asc(courses.name), asc(courses.id));
}

/** The stops of the courses, in course then visiting order. */
export async function dayStops(ctx: CompanyCtx, dayCourseList: DayCourse[]): Promise<DayStop[]> {
  if (dayCourseList.length === 0) return [];
  const ids = dayCourseList.map((c) => c.id);
  const rows = await ctx.db
    .select({
      id: destinations.id,
      courseId: destinations.courseId,
      name: destinations.name,
      status: destinations.status,
      quantity: destinations.quantity,
      weightKg: destinations.weightKg,
      latitude: destinations.latitude,
      longitude: destinations.longitude,
      sequence: destinations.sequence,
    })
    .from(destinations)
    .where(companyRows(ctx, destinations, '配送先').where(inArray(destinations.courseId, ids)))
    .orderBy(asc(destinations.sequence), asc(destinations.id));
  const order = new Map(ids.map((id, i) => [id, i]));
  return rows.sort((a, b) => (order.get(a.courseId) ?? 0) - (order.get(b.courseId) ?? 0));
}

/** The actions recorded on the courses' stops, in time order. */
export async function dayActions(ctx: CompanyCtx, dayCourseList: DayCourse[]): Promise<DayAction[]> {
  if (dayCourseList.length === 0) return [];
  return ctx.db
    .select({
      destinationId: destinationActions.destinationId,
      type: destinationActions.type,
      at: destinationActions.at,
    })
    .from(destinationActions)
    .where(
      companyRows(ctx, destinationActions, '作業実績').where(
        inArray(
          destinationActions.courseId,
          dayCourseList.map((c) => c.id),
        ),
      ),
    )
    .orderBy(asc(destinationActions.at), asc(destinationActions.id));
}

/** The driver's 出退勤 and breaks of the work date, in time order. */
export async function dayAttendance(ctx: CompanyCtx, driverId: string, date: string) {
  return ctx.db
    .select({
      type: attendances.type,
      at: attendances.at,
      vehicleId: attendances.vehicleId,
      odometerKm: attendances.odometerKm,
      latitude: attendances.latitude,
      longitude: attendances.longitude,
    })
    .from(attendances)
    .where(
      companyRows(ctx, attendances, '出退勤').where(
        eq(attendances.driverId, driverId),
        eq(attendances.workDate, date),
      ),
    )
    .orderBy(asc(attendances.at), asc(attendances.id));
}

/** The counts the fee is computed from: courses, completed stops and their quantity. */
export function countedWork(dayCourseList: DayCourse[], stops: DayStop[]) {
  const completed = stops.filter((s) => s.status === 'completed');
  return {
    courses: dayCourseList.length,
    completedStops: completed.length,
    deliveredItems: completed.reduce((sum, s) => sum + (s.quantity ?? 0), 0),
  };
}

/** FeeFacts of a report's own fields and its day's courses of the report's contract. */
export async function feeFactsOf(
  ctx: CompanyCtx,
  report: {
    driverId: string;
    date: string;
    contractId: string | null;
    startAt: string | null;
    endAt: string | null;
    breaks: { start: string; end: string | null }[];
    startOdometerKm: number | null;
    endOdometerKm: number | null;
  },
): Promise<FeeFacts> {
  const list = await dayCourses(ctx, report.driverId, report.date, report.contractId);
  const stops = await dayStops(ctx, list);
  return {
    ...countedWork(list, stops),
    startAt: report.startAt,
    endAt: report.endAt,
    breaks: report.breaks,
    startOdometerKm: report.startOdometerKm,
    endOdometerKm: report.endOdometerKm,
  };
}
