import type { DutyExceptionType, WorkEvent } from '@rikuun/contract';
import { addDays, tokyoDayStart } from '@rikuun/contract';
import { asc, eq, gte, isNotNull, lt, lte } from 'drizzle-orm';
import type { CompanyCtx } from '../../lib/context.ts';
import { companyRows, sameCompanyAs } from '../../lib/db/company-rows.ts';
import { startsOrContinuesDuty } from '../attendances/attendance-reads.ts';
import { attendances } from '../attendances/attendances.table.ts';
import { courses } from '../courses/courses.table.ts';
import { destinationActions } from '../destination-actions/destination-actions.table.ts';
import { dutyExceptions } from './working-time.table.ts';

type Range = { from: string; to: string };

/** Attendance by work date; a 出勤 with its duty's special cases (working-time.table.ts). */
function attendanceOf(ctx: CompanyCtx, range: Range, driverId?: string) {
  return ctx.db
    .select({
      id: attendances.id,
      driverId: attendances.driverId,
      type: attendances.type,
      at: attendances.at,
      workDate: attendances.workDate,
      exceptions: dutyExceptions.exceptions,
      ferryBoardedAt: dutyExceptions.ferryBoardedAt,
      ferryLandedAt: dutyExceptions.ferryLandedAt,
      unforeseenMinutes: dutyExceptions.unforeseenMinutes,
      unforeseenReason: dutyExceptions.unforeseenReason,
    })
    .from(attendances)
    .leftJoin(
      dutyExceptions,
      sameCompanyAs(dutyExceptions, attendances, eq(dutyExceptions.attendanceId, attendances.id)),
    )
    .where(
      companyRows(ctx, attendances).where(
        gte(attendances.workDate, range.from),
        lte(attendances.workDate, range.to),
        driverId ? eq(attendances.driverId, driverId) : undefined,
        // A 出勤 barred by a positive alcohol reading started no duty.
        startsOrContinuesDuty,
      ),
    )
    .orderBy(asc(attendances.at));
}

/** Stop actions by time, with the driver of their course. */
function actionsOf(ctx: CompanyCtx, range: Range, driverId?: string) {
  return ctx.db
    .select({
      driverId: courses.driverId,
      type: destinationActions.type,
      at: destinationActions.at,
      stopId: destinationActions.destinationId,
    })
    .from(destinationActions)
    .innerJoin(
      courses,
      sameCompanyAs(courses, destinationActions, eq(courses.id, destinationActions.courseId)),
    )
    .where(
      companyRows(ctx, destinationActions).where(
        companyRows(ctx, courses).where(
          isNotNull(courses.driverId),
          // Lets the (driver, delivery date) index pick the courses before their actions are read.
          gte(courses.deliveryDate, addDays(range.from, -1)),
          lte(courses.deliveryDate, addDays(range.to, 1)),
          driverId ? eq(courses.driverId, driverId) : undefined,
        ),
        gte(destinationActions.at, tokyoDayStart(range.from)),
        lt(destinationActions.at, tokyoDayStart(addDays(range.to, 2))),
      ),
    )
    .orderBy(asc(destinationActions.at));
}

/**
 * Every driver's records of the work dates `from`–`to` (Asia/Tokyo), in two queries for the whole
 * company (or one driver): attendance by its work date, stop actions by time — from `from` to two days
 * after `to`, so a duty of `to` that runs past midnight keeps its actions — with the driver of their
 * course. Records outside any duty are dropped later by the computation. A 出勤 carries its duty's
 * special cases. `withActions: false` reads attendance only (enough for the months' 拘束 totals).
 */
export async function workEventsByDriver(
  ctx: CompanyCtx,
  range: Range,
  driverId?: string,
  { withActions = true } = {},
): Promise<Map<string, WorkEvent[]>> {
  const [attendanceRows, actionRows] = await Promise.all([
    attendanceOf(ctx, range, driverId),
    withActions ? actionsOf(ctx, range, driverId) : [],
  ]);
  const out = new Map<string, WorkEvent[]>();
  const add = (id: string, event: WorkEvent) => {
    const list = out.get(id);
    if (list) list.push(event);
    else out.set(id, [event]);
  };
  for (const r of attendanceRows)
    add(r.driverId, {
      source: 'attendance',
      type: r.type,
      at: r.at.toISOString(),
      workDate: r.workDate,
      id: r.id,
      exceptions: r.exceptions
        ? {
            exceptions: r.exceptions as DutyExceptionType[],
            ferryBoardedAt: r.ferryBoardedAt?.toISOString() ?? null,
            ferryLandedAt: r.ferryLandedAt?.toISOString() ?? null,
            unforeseenMinutes: r.unforeseenMinutes,
            unforeseenReason: r.unforeseenReason,
          }
        : undefined,
    });
  for (const r of actionRows)
    if (r.driverId)
      add(r.driverId, { source: 'action', type: r.type, at: r.at.toISOString(), stopId: r.stopId });
  return out;
}
