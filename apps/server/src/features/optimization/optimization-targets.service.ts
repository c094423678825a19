import type { OptimizationTargets, OptimizationTargetsValues } from '@rikuun/contract';
import { asc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { CompanyCtx } from '../../lib/context.ts';
import { companyRows, sameCompanyAs } from '../../lib/db/company-rows.ts';
import { bases } from '../bases/bases.table.ts';
import { courses } from '../courses/courses.table.ts';
import { unavailableReason } from '../courses/driver-availability.ts';
import { destinations } from '../destinations/destinations.table.ts';
import { driverProfiles } from '../driver-profiles/driver-profiles.table.ts';
import { drivers } from '../drivers/drivers.table.ts';
import { vehicles } from '../vehicles/vehicles.table.ts';

/** id in the list (none: no row). */
const anyOf = (column: PgColumn, ids: string[]) => (ids.length ? inArray(column, ids) : sql`false`);

export type TargetStop = typeof destinations.$inferSelect;

/**
 * The day's planned courses (not started: status planned and every stop still pending) of the
 * company, optionally only some of them or those of one base (or without a base), with their stops.
 */
export async function plannableCourses(
  ctx: CompanyCtx,
  deliveryDate: string,
  filter: { baseId?: string; courseIds?: string[] },
) {
  const d = alias(destinations, 'd');
  const started = sql`exists (select 1 from ${destinations} d
    where ${sameCompanyAs(d, courses, eq(d.courseId, courses.id), ne(d.status, 'pending'))})`;
  const rows = await ctx.db
    .select()
    .from(courses)
    .where(
      companyRows(ctx, courses).where(
        eq(courses.deliveryDate, deliveryDate),
        eq(courses.status, 'planned'),
        sql`not ${started}`,
        filter.baseId ? or(eq(courses.baseId, filter.baseId), isNull(courses.baseId)) : undefined,
        filter.courseIds ? anyOf(courses.id, filter.courseIds) : undefined,
      ),
    )
    .orderBy(asc(courses.startTime), asc(courses.name), asc(courses.id));
  const stops = rows.length
    ? await ctx.db
        .select()
        .from(destinations)
        .where(
          companyRows(ctx, destinations).where(
            inArray(
              destinations.courseId,
              rows.map((c) => c.id),
            ),
          ),
        )
        .orderBy(asc(destinations.courseId), asc(destinations.sequence))
    : [];
  return rows.map((course) => ({ course, stops: stops.filter((s) => s.courseId === course.id) }));
}

/** Active drivers whose licence is valid on the date, with their hours from the detailed profile. */
export async function availableDrivers(ctx: CompanyCtx, deliveryDate: string, ids?: string[]) {
  const rows = await ctx.db
    .select({
      id: drivers.id,
      name: drivers.name,
      active: drivers.active,
      licenseExpiresOn: driverProfiles.driverLicenseExpired,
      availableFrom: driverProfiles.availableFrom,
      availableUntil: driverProfiles.availableUntil,
    })
    .from(drivers)
    .leftJoin(driverProfiles, sameCompanyAs(driverProfiles, drivers, eq(driverProfiles.driverId, drivers.id)))
    .where(companyRows(ctx, drivers).where(ids ? anyOf(drivers.id, ids) : undefined))
    .orderBy(asc(drivers.name), asc(drivers.id));
  return rows
    .filter((d) => !unavailableReason(d, deliveryDate))
    .map(({ id, name, availableFrom, availableUntil }) => ({ id, name, availableFrom, availableUntil }));
}

export async function activeVehicles(ctx: CompanyCtx, ids?: string[]) {
  const rows = await ctx.db
    .select()
    .from(vehicles)
    .where(
      companyRows(ctx, vehicles).where(eq(vehicles.active, true), ids ? anyOf(vehicles.id, ids) : undefined),
    )
    .orderBy(asc(vehicles.registrationNumber), asc(vehicles.id));
  return rows.map((v) => ({
    id: v.id,
    name: v.name ? `${v.name}（${v.registrationNumber}）` : v.registrationNumber,
    maxLoadKg: v.maxLoadKg,
    baseId: v.baseId,
  }));
}

export async function companyBases(ctx: CompanyCtx, id?: string) {
  const rows = await ctx.db
    .select({ id: bases.id, name: bases.name, latitude: bases.latitude, longitude: bases.longitude })
    .from(bases)
    .where(companyRows(ctx, bases).where(id ? eq(bases.id, id) : undefined))
    .orderBy(asc(bases.name), asc(bases.id));
  return rows;
}

const address = (s: TargetStop) => [s.address1, s.address2].filter(Boolean).join(' ') || null;

/** POST /courses/optimize/targets/search: what can be planned on the date. */
export async function searchTargets(
  ctx: CompanyCtx,
  input: OptimizationTargetsValues,
): Promise<OptimizationTargets> {
  const [plan, driverRows, vehicleRows, baseRows] = await Promise.all([
    plannableCourses(ctx, input.deliveryDate, input),
    availableDrivers(ctx, input.deliveryDate),
    activeVehicles(ctx),
    companyBases(ctx, input.baseId),
  ]);
  const courseItems = plan.map(({ course, stops }) => ({
    id: course.id,
    name: course.name,
    baseId: course.baseId,
    driverId: course.driverId,
    vehicleId: course.vehicleId,
    unassigned: !course.driverId || !course.vehicleId,
    stopCount: stops.length,
    quantity: stops.reduce((n, s) => n + (s.quantity ?? 0), 0),
    weightKg: stops.reduce((n, s) => n + (s.weightKg ?? 0), 0),
    missingCoordinates: stops.filter((s) => s.latitude === null || s.longitude === null).length,
    stops: stops.map((s) => ({
      id: s.id,
      name: s.name,
      sequence: s.sequence,
      address: address(s),
      quantity: s.quantity,
      weightKg: s.weightKg,
      timeWindowStart: s.timeWindowStart,
      timeWindowEnd: s.timeWindowEnd,
      hasCoordinates: s.latitude !== null && s.longitude !== null,
      latitude: s.latitude,
      longitude: s.longitude,
    })),
  }));
  return {
    deliveryDate: input.deliveryDate,
    bases: baseRows,
    courses: courseItems,
    unassignedStopCount: courseItems.filter((c) => c.unassigned).reduce((n, c) => n + c.stopCount, 0),
    drivers: driverRows,
    vehicles: input.baseId ? vehicleRows.filter((v) => !v.baseId || v.baseId === input.baseId) : vehicleRows,
  };
}
