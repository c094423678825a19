import type { LatestPosition, LocationPoint, locationSearchInput } from '@rikuun/contract';
import { todayInTokyo } from '@rikuun/contract';
import { asc, between, eq, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { CompanyCtx } from '../../lib/context.ts';
import { companyRows, ownedBy, sameCompanyAs } from '../../lib/db/company-rows.ts';
import { badRequest, notFound } from '../../lib/http/errors.ts';
import { dutyStatesOf } from '../attendances/duty-states.ts';
import { courses } from '../courses/courses.table.ts';
import { drivers } from '../drivers/drivers.table.ts';
import { driverLastPositions, driverLocations } from './locations.table.ts';

/** A search answers at most this many points (≈ 100 drivers for a day at one point every 30 s). */
export const LOCATION_SEARCH_MAX_POINTS = 300_000;

const pointColumns = {
  driverId: driverLocations.driverId,
  latitude: driverLocations.latitude,
  longitude: driverLocations.longitude,
  accuracy: driverLocations.accuracy,
  heading: driverLocations.heading,
  speed: driverLocations.speed,
  recordedAt: driverLocations.recordedAt,
};

const asPoint = <T extends { recordedAt: Date }>(row: T) => ({
  ...row,
  recordedAt: row.recordedAt.toISOString(),
});

/** The points of the company's drivers between two instants, in time order per driver. */
export async function searchLocations(
  ctx: CompanyCtx,
  input: z.output<typeof locationSearchInput>,
): Promise<{ data: LocationPoint[]; total: number }> {
  const ids = [...new Set(input.driverIds)];
  const known = await ctx.db
    .select({ id: drivers.id })
    .from(drivers)
    .where(companyRows(ctx, drivers).where(inArray(drivers.id, ids)));
  // Another company's driver is as unknown as an id that never existed.
  if (known.length !== ids.length) throw notFound('ドライバー');
  const rows = await ctx.db
    .select(pointColumns)
    .from(driverLocations)
    .where(
      ownedBy(
        ctx,
        driverLocations,
        inArray(driverLocations.driverId, ids),
        between(driverLocations.recordedAt, new Date(input.from), new Date(input.to)),
      ),
    )
    .orderBy(asc(driverLocations.driverId), asc(driverLocations.recordedAt))
    .limit(LOCATION_SEARCH_MAX_POINTS + 1);
  if (rows.length > LOCATION_SEARCH_MAX_POINTS)
    throw badRequest('位置情報が多すぎます。期間かドライバーを絞って検索してください。');
  const data = rows.map(asPoint);
  return { data, total: data.length };
}

/**
 * The live map: each active driver's last position (one row per driver, from driver_last_positions),
 * whether they are on duty now, and the course they are running today.
 */
export async function latestPositions(ctx: CompanyCtx): Promise<{ data: LatestPosition[]; total: number }> {
  const last = driverLastPositions;
  const rows = await ctx.db
    .select({
      driverId: last.driverId,
      driverName: drivers.name,
      latitude: last.latitude,
      longitude: last.longitude,
      accuracy: last.accuracy,
      heading: last.heading,
      speed: last.speed,
      recordedAt: last.recordedAt,
    })
    .from(last)
    .innerJoin(drivers, sameCompanyAs(drivers, last, eq(drivers.id, last.driverId)))
    .where(ownedBy(ctx, last, eq(drivers.active, true), isNull(drivers.deletedAt)))
    .orderBy(asc(drivers.nameKana), asc(drivers.name), asc(drivers.id));
  if (rows.length === 0) return { data: [], total: 0 };
  const driverIds = rows.map((r) => r.driverId);
  const [duty, running] = await Promise.all([
    dutyStatesOf(ctx, driverIds),
    ctx.db
      .select({ id: courses.id, name: courses.name, driverId: courses.driverId })
      .from(courses)
      .where(
        companyRows(ctx, courses).where(
          eq(courses.deliveryDate, todayInTokyo(ctx.clock())),
          eq(courses.status, 'in_progress'),
          inArray(courses.driverId, driverIds),
        ),
      )
      .orderBy(asc(courses.id)),
  ]);
  const courseOf = new Map(running.map((c) => [c.driverId, c]));
  const data = rows.map((row) => {
    const course = courseOf.get(row.driverId);
    return {
      ...asPoint(row),
      onDuty: (duty.get(row.driverId) ?? 'off_duty') !== 'off_duty',
      courseId: course?.id ?? null,
      courseName: course?.name ?? null,
    };
  });
  return { data, total: data.length };
}
