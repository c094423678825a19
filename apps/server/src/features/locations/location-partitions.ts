import { sql } from 'drizzle-orm';
import type { Db } from '../../lib/db/db.ts';
import { rowCount } from '../../lib/db/row-count.ts';

/**
 * driver_locations is partitioned by Asia/Tokyo month (migration driver_locations_partitioned, decision
 * 064): driver_locations_YYYY_MM, plus driver_locations_default for points outside every month made.
 * The hourly purge job makes the coming months ahead and drops the months wholly past the retention
 * period, so no position row is ever deleted one by one but the few a phone's clock put in the default.
 */
export const LOCATION_PARTITIONS_AHEAD = 2;

const PARTITION_NAME = /^driver_locations_(\d{4})_(\d{2})$/;
const TOKYO_OFFSET_MS = 9 * 3_600_000;

/** The first day (YYYY-MM-01) of the Tokyo month `months` after the one `at` falls in. */
export function tokyoMonth(at: Date, months = 0): string {
  const tokyo = new Date(at.getTime() + TOKYO_OFFSET_MS);
  const first = new Date(Date.UTC(tokyo.getUTCFullYear(), tokyo.getUTCMonth() + months, 1));
  return first.toISOString().slice(0, 10);
}

/** The instant a month's partition ends: 00:00 in Tokyo on the first day of the next month. */
function monthEnd(year: number, month: number): Date {
  return new Date(Date.UTC(year, month, 1) - TOKYO_OFFSET_MS);
}

/** Makes the partition of the month `month` (YYYY-MM-DD of any day in it) unless it exists. */
export async function makeLocationPartition(db: Db, month: string): Promise<boolean> {
  const result = await db.execute(sql`select driver_locations_make_partition(${month}::date) as made`);
  const [row] = (result as unknown as { rows: { made: boolean }[] }).rows;
  return Boolean(row?.made);
}

/** This month's partition and the next `ahead` months', so the drivers' points never wait in the default. */
export async function makeLocationPartitionsAhead(db: Db, now: Date, ahead = LOCATION_PARTITIONS_AHEAD) {
  const made: string[] = [];
  for (let i = 0; i <= ahead; i++) {
    const month = tokyoMonth(now, i);
    if (await makeLocationPartition(db, month)) made.push(month);
  }
  return made;
}

/** The monthly partitions, by name, with the instant each ends. */
export async function locationPartitions(db: Db): Promise<{ name: string; end: Date }[]> {
  const result = await db.execute(sql`
    select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
    where i.inhparent = 'driver_locations'::regclass order by c.relname`);
  return (result as unknown as { rows: { name: string }[] }).rows.flatMap(({ name }) => {
    const m = PARTITION_NAME.exec(name);
    return m ? [{ name, end: monthEnd(Number(m[1]), Number(m[2])) }] : [];
  });
}

/**
 * Drops each month's partition that ends before the cutoff, so points are kept at least the retention
 * period and at most one month more. A partition is detached first and dropped in the same
 * transaction; the short lock_timeout makes a drop that would queue behind a long read give up and
 * wait for the next hour instead of holding up the drivers' inserts.
 */
export async function dropExpiredLocationPartitions(db: Db, cutoff: Date): Promise<string[]> {
  const expired = (await locationPartitions(db)).filter((p) => p.end.getTime() <= cutoff.getTime());
  for (const { name } of expired) {
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local lock_timeout = '5s'`);
      await tx.execute(sql`alter table driver_locations detach partition ${sql.identifier(name)}`);
      await tx.execute(sql`drop table ${sql.identifier(name)}`);
    });
  }
  return expired.map((p) => p.name);
}

/** Deletes the default partition's points past the cutoff (a phone whose clock was far off). */
export async function purgeDefaultLocations(db: Db, cutoff: Date): Promise<number> {
  const result = await db.execute(
    sql`delete from driver_locations_default where recorded_at < ${cutoff.toISOString()}::timestamptz`,
  );
  return rowCount(result);
}
