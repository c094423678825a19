import { sql } from 'drizzle-orm';
import type { Db } from '../../lib/db/db.ts';
import { rowCount } from '../../lib/db/row-count.ts';
import type { JobKind } from '../../lib/jobs/job-kind.ts';
import type { RecurringJob } from '../../lib/jobs/recurring.ts';
import type { JobHandler } from '../../lib/jobs/runner.ts';
import { retentionCutoff } from './record-locations.ts';

/** Deletes the position points older than LOCATION_RETENTION_DAYS, across every company. */
export const PURGE_LOCATIONS_JOB: JobKind = { type: 'purge-locations', priority: 'bulk' };
/** Queued by each instance at start and every hour (lib/jobs/recurring.ts), at most one pending. */
export const purgeLocationsSchedule: RecurringJob = { kind: PURGE_LOCATIONS_JOB, everyMs: 3_600_000 };

/** Rows per DELETE: short statements keep locks and WAL bursts small while the drivers keep posting. */
export const PURGE_CHUNK = 10_000;

/** Deletes chunk after chunk through driver_locations_recorded_idx until no old point is left. */
export async function purgeOldLocations(db: Db, cutoff: Date, chunk = PURGE_CHUNK): Promise<number> {
  let total = 0;
  for (;;) {
    const result = await db.execute(sql`
      delete from driver_locations
      where (company_id, driver_id, recorded_at) in (
        select company_id, driver_id, recorded_at from driver_locations
        where recorded_at < ${cutoff.toISOString()}::timestamptz
        limit ${chunk}
      )`);
    const deleted = rowCount(result);
    total += deleted;
    if (deleted < chunk) return total;
  }
}

export function locationJobHandlers(deps: {
  db: Db;
  retentionDays: number;
  clock: () => Date;
}): Record<string, JobHandler> {
  return {
    [PURGE_LOCATIONS_JOB.type]: async () => {
      await purgeOldLocations(deps.db, retentionCutoff(deps.clock(), deps.retentionDays));
    },
  };
}
