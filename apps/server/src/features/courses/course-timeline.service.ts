import {
  courseWarningsOf,
  type Timeline,
  type TimelineCourse,
  type TimelineFilter,
  type TimelineTimeSource,
  todayInTokyo,
} from '@rikuun/contract';
import { asc, eq, inArray, max, min } from 'drizzle-orm';
import type { CompanyCtx } from '../../lib/context.ts';
import { companyRows, sameCompanyAs } from '../../lib/db/company-rows.ts';
import { clients } from '../clients/clients.table.ts';
import { contracts } from '../contracts/contracts.table.ts';
import { destinations } from '../destinations/destinations.table.ts';
import { drivers } from '../drivers/drivers.table.ts';
import { vehicles } from '../vehicles/vehicles.table.ts';
import { courseCardColumns, filteredDrivers } from './course-calendar.service.ts';
import { courses } from './courses.table.ts';

/** Every live course of the company on the day, with the names a bar shows. */
function dayCourses(ctx: CompanyCtx, date: string) {
  return ctx.db
    .select({ ...courseCardColumns, driverName: drivers.name, groupId: drivers.groupId })
    .from(courses)
    .leftJoin(drivers, sameCompanyAs(drivers, courses, eq(drivers.id, courses.driverId)))
    .leftJoin(vehicles, sameCompanyAs(vehicles, courses, eq(vehicles.id, courses.vehicleId)))
    .leftJoin(contracts, sameCompanyAs(contracts, courses, eq(contracts.id, courses.contractId)))
    .leftJoin(clients, sameCompanyAs(clients, courses, eq(clients.id, courses.clientId)))
    .where(companyRows(ctx, courses).where(eq(courses.deliveryDate, date)));
}

/** The earliest 時間指定 start and the latest end among each course's stops. */
async function stopWindows(ctx: CompanyCtx, ids: string[]) {
  if (ids.length === 0) return new Map<string, { first: string | null; last: string | null }>();
  const rows = await ctx.db
    .select({
      courseId: destinations.courseId,
      first: min(destinations.timeWindowStart),
      last: max(destinations.timeWindowEnd),
    })
    .from(destinations)
    .where(companyRows(ctx, destinations).where(inArray(destinations.courseId, ids)))
    .groupBy(destinations.courseId);
  return new Map(rows.map((r) => [r.courseId, { first: r.first, last: r.last }]));
}

function companyVehicles(ctx: CompanyCtx) {
  return ctx.db
    .select({
      vehicleId: vehicles.id,
      registrationNumber: vehicles.registrationNumber,
      name: vehicles.name,
      active: vehicles.active,
      inspectionExpiresOn: vehicles.inspectionExpiresOn,
    })
    .from(vehicles)
    .where(companyRows(ctx, vehicles).where())
    .orderBy(asc(vehicles.registrationNumber), asc(vehicles.id));
}

type Planned = Pick<TimelineCourse, 'plannedStart' | 'plannedEnd' | 'startFrom' | 'endFrom'>;

/**
 * A bar's ends: the course's own times first, else its stops' windows. An end not after the start is
 * no end (the bar then shows an open end); neither end is the 時間未定 lane.
 */
export function plannedTimes(
  course: { startTime: string | null; endTime: string | null },
  stops: { first: string | null; last: string | null } | undefined,
): Planned {
  const pick = (own: string | null, fromStops: string | null | undefined) =>
    own
      ? { time: own, from: 'course' as TimelineTimeSource }
      : fromStops
        ? { time: fromStops, from: 'stops' as TimelineTimeSource }
        : null;
  const start = pick(course.startTime, stops?.first);
  let end = pick(course.endTime, stops?.last);
  if (start && end && end.time <= start.time) end = null;
  return {
    plannedStart: start?.time ?? null,
    plannedEnd: end?.time ?? null,
    startFrom: start?.from ?? null,
    endFrom: end?.from ?? null,
  };
}

/**
 * The timeline of one day (today in Tokyo when absent): its courses with where each bar starts and
 * ends, and the rows of both views. contractId/clientId narrow the courses; groupId/driverId narrow
 * the driver rows and drop the courses of drivers outside them (unassigned courses stay). Warnings
 * are judged on all the company's courses of the day, so a filter never hides a clash.
 */
export async function courseTimeline(ctx: CompanyCtx, filter: TimelineFilter): Promise<Timeline> {
  const date = filter.date ?? todayInTokyo(ctx.clock());
  const [all, people, trucks] = await Promise.all([
    dayCourses(ctx, date),
    filteredDrivers(ctx, filter),
    companyVehicles(ctx),
  ]);
  const warnings = courseWarningsOf(all);
  const rowDrivers = new Set(people.map((p) => p.driverId));
  const shown = all.filter(
    (c) =>
      (!filter.contractId || c.contractId === filter.contractId) &&
      (!filter.clientId || c.clientId === filter.clientId) &&
      (c.driverId === null || rowDrivers.has(c.driverId)),
  );
  const windows = await stopWindows(
    ctx,
    shown.filter((c) => !c.startTime || !c.endTime).map((c) => c.id),
  );
  const data: TimelineCourse[] = shown.map((c) => {
    const { clientId: _client, groupId: _group, assignmentNotifiedAt, ...bar } = c;
    return {
      ...bar,
      assignmentNotifiedAt: assignmentNotifiedAt?.toISOString() ?? null,
      warnings: warnings.get(c.id) ?? [],
      ...plannedTimes(c, windows.get(c.id)),
    };
  });
  data.sort(
    (a, b) =>
      (a.plannedStart ?? '99:99').localeCompare(b.plannedStart ?? '99:99') ||
      a.name.localeCompare(b.name, 'ja') ||
      a.id.localeCompare(b.id),
  );
  const usedDrivers = new Set(shown.map((c) => c.driverId));
  const usedVehicles = new Set(all.map((c) => c.vehicleId));
  return {
    date,
    data,
    total: data.length,
    drivers: people.filter((p) => p.active || usedDrivers.has(p.driverId)),
    vehicles: trucks.filter((v) => v.active || usedVehicles.has(v.vehicleId)),
  };
}
