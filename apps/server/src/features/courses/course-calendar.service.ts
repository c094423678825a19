import {
  type Calendar,
  type CalendarDriverRow,
  type CalendarFilter,
  type CourseSummary,
  courseWarningsOf,
  todayInTokyo,
  weekOf,
} from '@rikuun/contract';
import { asc, between, eq, sql } from 'drizzle-orm';
import type { CompanyCtx } from '../../lib/context.ts';
import { companyRows, sameCompanyAs } from '../../lib/db/company-rows.ts';
import { clients } from '../clients/clients.table.ts';
import { contracts } from '../contracts/contracts.table.ts';
import { driverProfiles } from '../driver-profiles/driver-profiles.table.ts';
import { drivers } from '../drivers/drivers.table.ts';
import { groups } from '../groups/groups.table.ts';
import { vehicles } from '../vehicles/vehicles.table.ts';
import { courses } from './courses.table.ts';

export const UNASSIGNED_ROW_NAME = '未割当';

/** The columns of a course as the 配車表 shows it (week cards and timeline bars). */
export const courseCardColumns = {
  id: courses.id,
  version: courses.version,
  deliveryDate: courses.deliveryDate,
  name: courses.name,
  status: courses.status,
  startTime: courses.startTime,
  endTime: courses.endTime,
  driverId: courses.driverId,
  vehicleId: courses.vehicleId,
  vehicleRegistrationNumber: vehicles.registrationNumber,
  contractId: courses.contractId,
  contractName: contracts.name,
  clientId: courses.clientId,
  clientName: clients.name,
  destinationCount: courses.destinationCount,
  completedCount: courses.completedCount,
  carriedOverCount: courses.carriedOverCount,
  assignmentNotifiedAt: courses.assignmentNotifiedAt,
};

/** Every live course of the company in the week, with the names a card shows: one index range read. */
function weekCourses(ctx: CompanyCtx, dates: string[]) {
  return ctx.db
    .select(courseCardColumns)
    .from(courses)
    .leftJoin(vehicles, sameCompanyAs(vehicles, courses, eq(vehicles.id, courses.vehicleId)))
    .leftJoin(contracts, sameCompanyAs(contracts, courses, eq(contracts.id, courses.contractId)))
    .leftJoin(clients, sameCompanyAs(clients, courses, eq(clients.id, courses.clientId)))
    .where(
      companyRows(ctx, courses).where(between(courses.deliveryDate, dates[0] as string, dates[6] as string)),
    );
}

/** The drivers of the filter in the 配車表's order (week and timeline): group name, then kana, then name. */
export function filteredDrivers(ctx: CompanyCtx, filter: Pick<CalendarFilter, 'groupId' | 'driverId'>) {
  return ctx.db
    .select({
      driverId: drivers.id,
      name: drivers.name,
      groupId: drivers.groupId,
      groupName: groups.name,
      active: drivers.active,
      licenseExpiresOn: driverProfiles.driverLicenseExpired,
    })
    .from(drivers)
    .leftJoin(groups, sameCompanyAs(groups, drivers, eq(groups.id, drivers.groupId)))
    .leftJoin(driverProfiles, sameCompanyAs(driverProfiles, drivers, eq(driverProfiles.driverId, drivers.id)))
    .where(
      companyRows(ctx, drivers).where(
        filter.groupId ? eq(drivers.groupId, filter.groupId) : undefined,
        filter.driverId ? eq(drivers.id, filter.driverId) : undefined,
      ),
    )
    .orderBy(
      sql`${groups.name} asc nulls last`,
      sql`${drivers.nameKana} asc nulls last`,
      asc(drivers.name),
      asc(drivers.id),
    );
}

/** A day's cards in start-time order (courses without a time last), then by name. */
const byStart = (a: CourseSummary, b: CourseSummary) =>
  (a.startTime ?? '99:99').localeCompare(b.startTime ?? '99:99') ||
  a.name.localeCompare(b.name, 'ja') ||
  a.id.localeCompare(b.id);

/**
 * The 配車表 of the week containing `deliveryDate` (today in Tokyo when absent): the unassigned row,
 * then the filter's drivers (active ones always, so a course can be dropped onto them; inactive ones
 * only with courses that week). contractId/clientId narrow the cards, not the rows. Warnings are
 * judged on all the company's courses of the week, so a filter never hides a clash.
 */
export async function calendarByDriver(ctx: CompanyCtx, filter: CalendarFilter): Promise<Calendar> {
  const dates = weekOf(filter.deliveryDate ?? todayInTokyo(ctx.clock()));
  const [all, people] = await Promise.all([weekCourses(ctx, dates), filteredDrivers(ctx, filter)]);
  const warnings = courseWarningsOf(all);
  const emptyWeek = () => Object.fromEntries(dates.map((d) => [d, [] as CourseSummary[]]));
  const unassigned: CalendarDriverRow = {
    driverId: null,
    name: UNASSIGNED_ROW_NAME,
    groupId: null,
    groupName: null,
    active: true,
    licenseExpiresOn: null,
    courses: emptyWeek(),
  };
  const rows = new Map<string, CalendarDriverRow>(
    people.map((p) => [p.driverId, { ...p, courses: emptyWeek() }]),
  );
  const used = new Set<string>();
  for (const c of all) {
    if (filter.contractId && c.contractId !== filter.contractId) continue;
    if (filter.clientId && c.clientId !== filter.clientId) continue;
    const row = c.driverId ? rows.get(c.driverId) : unassigned;
    if (!row) continue; // a driver outside the filter
    const { clientId: _client, assignmentNotifiedAt, ...card } = c;
    row.courses[c.deliveryDate]?.push({
      ...card,
      assignmentNotifiedAt: assignmentNotifiedAt?.toISOString() ?? null,
      warnings: warnings.get(c.id) ?? [],
    });
    if (c.driverId) used.add(c.driverId);
  }
  for (const row of [unassigned, ...rows.values()])
    for (const day of Object.values(row.courses)) day.sort(byStart);
  const shown = [...rows.values()].filter((r) => r.active || (r.driverId && used.has(r.driverId)));
  return { dates, drivers: [unassigned, ...shown] };
}
