import type { locationBatchInput } from '@rikuun/contract';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DriverCtx } from '../../lib/context.ts';
import { driverLastPositions, driverLocations } from './locations.table.ts';

type Batch = z.output<typeof locationBatchInput>;

/** What a stored batch changed: the points new to the database, and the driver's newest point if it moved. */
export type RecordedBatch = { accepted: number; movedTo: string | null };

export const retentionCutoff = (now: Date, retentionDays: number) =>
  new Date(now.getTime() - retentionDays * 86_400_000);

/**
 * Stores a batch of the signed-in driver's points. The hottest write of the product (every driver,
 * every 30 s), so one statement and one round trip: the points go in through unnest (a resent point
 * hits the natural primary key and is skipped), and driver_last_positions takes the newest point only
 * when it is newer than the stored one (a late offline batch never moves the live map backwards).
 * Points older than the retention period are dropped, as the purge job would delete them anyway.
 */
export async function recordLocations(ctx: DriverCtx, batch: Batch): Promise<RecordedBatch> {
  const { driverId } = ctx;
  const cutoff = retentionCutoff(ctx.clock(), ctx.config.locations.retentionDays).toISOString();
  const points = batch.points.filter((p) => p.recordedAt >= cutoff);
  if (points.length === 0) return { accepted: 0, movedTo: null };

  const loc = driverLocations;
  const last = driverLastPositions;
  // One JSON parameter for the whole batch: the same on node-postgres and PGlite, whatever its size.
  const result = await ctx.db.execute(sql`
    with batch as (
      select "recordedAt" as recorded_at, latitude, longitude, accuracy, heading, speed
      from jsonb_to_recordset(${JSON.stringify(points)}::jsonb) as p(
        "recordedAt" timestamptz, latitude float8, longitude float8, accuracy float8, heading float8, speed float8)
    ),
    inserted as (
      insert into ${loc} (company_id, driver_id, recorded_at, latitude, longitude, accuracy, heading, speed)
      select ${ctx.companyId}, ${driverId}, recorded_at, latitude, longitude, accuracy, heading, speed
      from batch
      on conflict do nothing
      returning 1
    ),
    moved as (
      insert into ${last} (company_id, driver_id, recorded_at, latitude, longitude, accuracy, heading, speed)
      select ${ctx.companyId}, ${driverId}, recorded_at, latitude, longitude, accuracy, heading, speed
      from batch order by recorded_at desc limit 1
      on conflict (company_id, driver_id) do update set
        recorded_at = excluded.recorded_at, latitude = excluded.latitude, longitude = excluded.longitude,
        accuracy = excluded.accuracy, heading = excluded.heading, speed = excluded.speed
      where excluded.recorded_at > driver_last_positions.recorded_at
      returning recorded_at
    )
    select (select count(*) from inserted)::int as accepted,
      (select recorded_at from moved) as moved_to`);
  const [row] = (result as unknown as { rows: { accepted: number; moved_to: Date | string | null }[] }).rows;
  return {
    accepted: Number(row?.accepted ?? 0),
    movedTo: row?.moved_to ? new Date(row.moved_to).toISOString() : null,
  };
}
