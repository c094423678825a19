import { sql } from 'drizzle-orm';
import type { Db } from '../db/db.ts';
import { rowCount } from '../db/row-count.ts';
import type { JobKind } from './job-kind.ts';
import type { RecurringJob } from './recurring.ts';
import type { JobHandler } from './runner.ts';

/** Deletes finished jobs past their retention: their payloads hold addresses and other personal data. */
export const PURGE_JOBS_JOB: JobKind = { type: 'purge-jobs', priority: 'bulk' };
/** Queued by each instance at start and every hour (recurring.ts), at most one pending. */
export const purgeJobsSchedule: RecurringJob = { kind: PURGE_JOBS_JOB, everyMs: 3_600_000 };

export type JobRetention = { doneDays: number; failedDays: number };

/** Rows per DELETE: short statements, so the runners' claims and inserts are never held up long. */
export const PURGE_JOBS_CHUNK = 1_000;

const DAY_MS = 86_400_000;

/** Deletes done jobs older than doneDays and given-up ones older than failedDays, chunk by chunk. */
export async function purgeFinishedJobs(
  db: Db,
  now: Date,
  retention: JobRetention,
  chunk = PURGE_JOBS_CHUNK,
): Promise<number> {
  const doneBefore = new Date(now.getTime() - retention.doneDays * DAY_MS).toISOString();
  const failedBefore = new Date(now.getTime() - retention.failedDays * DAY_MS).toISOString();
  let total = 0;
  for (const finished of [
    sql`completed_at < ${doneBefore}::timestamptz`,
    sql`failed_at < ${failedBefore}::timestamptz`,
  ]) {
    for (;;) {
      const deleted = rowCount(
        await db.execute(
          sql`delete from jobs where id in (select id from jobs where ${finished} limit ${chunk})`,
        ),
      );
      total += deleted;
      if (deleted < chunk) break;
    }
  }
  return total;
}

export function jobRetentionHandlers(deps: {
  db: Db;
  retention: JobRetention;
  clock: () => Date;
}): Record<string, JobHandler> {
  return {
    [PURGE_JOBS_JOB.type]: async () => {
      await purgeFinishedJobs(deps.db, deps.clock(), deps.retention);
    },
  };
}
