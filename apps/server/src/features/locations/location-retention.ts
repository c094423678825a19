import type { Db } from '../../lib/db/db.ts';
import type { JobKind } from '../../lib/jobs/job-kind.ts';
import type { RecurringJob } from '../../lib/jobs/recurring.ts';
import type { JobHandler } from '../../lib/jobs/runner.ts';
import {
  dropExpiredLocationPartitions,
  makeLocationPartitionsAhead,
  purgeDefaultLocations,
} from './location-partitions.ts';
import { retentionCutoff } from './record-locations.ts';

/**
 * The position points' housekeeping, across every company: makes the coming months' partitions of
 * driver_locations and drops the months older than LOCATION_RETENTION_DAYS (location-partitions.ts).
 */
export const PURGE_LOCATIONS_JOB: JobKind = { type: 'purge-locations', priority: 'bulk' };
/** Queued by each instance at start and every hour (lib/jobs/recurring.ts), at most one pending. */
export const purgeLocationsSchedule: RecurringJob = { kind: PURGE_LOCATIONS_JOB, everyMs: 3_600_000 };

/** One run: the partitions ahead first, so a failing drop never leaves the drivers without a month. */
export async function maintainLocationPartitions(db: Db, now: Date, retentionDays: number) {
  const made = await makeLocationPartitionsAhead(db, now);
  const cutoff = retentionCutoff(now, retentionDays);
  const dropped = await dropExpiredLocationPartitions(db, cutoff);
  const purged = await purgeDefaultLocations(db, cutoff);
  return { made, dropped, purged };
}

export function locationJobHandlers(deps: {
  db: Db;
  retentionDays: number;
  clock: () => Date;
}): Record<string, JobHandler> {
  return {
    [PURGE_LOCATIONS_JOB.type]: async () => {
      await maintainLocationPartitions(deps.db, deps.clock(), deps.retentionDays);
    },
  };
}
