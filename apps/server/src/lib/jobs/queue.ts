import { eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/db.ts';
import { jobs } from './jobs.table.ts';

export type Job = typeof jobs.$inferSelect;

/** A claimed job whose runner died is taken up again after this long. */
const STALE_LOCK_SECONDS = 300;
const BACKOFF_BASE_SECONDS = 30;

/** Queues work; pass the caller's transaction so the job exists exactly when its data does. */
export async function enqueueJob(
  db: Db | Tx,
  type: string,
  payload: unknown,
  opts: { maxAttempts?: number } = {},
) {
  await db.insert(jobs).values({ type, payload, maxAttempts: opts.maxAttempts ?? 5 });
}

/**
 * Claims up to `limit` due jobs; other instances skip the rows locked here. Due means by the database's
 * clock too: run_at defaults to the database's now(), finer than a JavaScript Date, so a job queued
 * within the same millisecond is not left waiting for the next pass.
 */
export async function claimJobs(db: Db, limit: number, now: Date): Promise<Job[]> {
  const staleBefore = new Date(now.getTime() - STALE_LOCK_SECONDS * 1000);
  const claimed = await db.execute(sql`
    update ${jobs} set locked_at = ${now.toISOString()}, attempts = attempts + 1
    where id in (
      select id from ${jobs}
      where completed_at is null and failed_at is null and run_at <= greatest(${now.toISOString()}::timestamptz, now())
        and (locked_at is null or locked_at < ${staleBefore.toISOString()})
      order by run_at
      limit ${limit}
      for update skip locked
    )
    returning id`);
  // Both drivers answer raw queries with { rows }.
  const ids = (claimed as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
  if (ids.length === 0) return [];
  return db.select().from(jobs).where(inArray(jobs.id, ids));
}

export async function completeJob(db: Db, id: string, now: Date) {
  await db.update(jobs).set({ completedAt: now, lockedAt: null, lastError: null }).where(eq(jobs.id, id));
}

/** Retries later with exponential back-off, or gives up once the attempts are spent. */
export async function failJob(db: Db, job: Job, error: unknown, now: Date) {
  const message = error instanceof Error ? error.message : String(error);
  const spent = job.attempts >= job.maxAttempts;
  const retryAt = new Date(now.getTime() + BACKOFF_BASE_SECONDS * 1000 * 2 ** (job.attempts - 1));
  await db
    .update(jobs)
    .set({
      lockedAt: null,
      lastError: message.slice(0, 2000),
      ...(spent ? { failedAt: now } : { runAt: retryAt }),
    })
    .where(eq(jobs.id, job.id));
}
