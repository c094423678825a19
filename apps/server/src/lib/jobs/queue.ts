import { eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/db.ts';
import { JOB_PRIORITY, type JobKind } from './job-kind.ts';
import { jobs } from './jobs.table.ts';

export type Job = typeof jobs.$inferSelect;

/** A claimed job whose runner died is taken up again after this long. */
const STALE_LOCK_SECONDS = 300;
const BACKOFF_BASE_SECONDS = 30;

/** Queues work; pass the caller's transaction so the job exists exactly when its data does. */
export async function enqueueJob(
  db: Db | Tx,
  kind: JobKind,
  payload: unknown,
  opts: { maxAttempts?: number } = {},
) {
  await db.insert(jobs).values({
    type: kind.type,
    payload,
    priority: JOB_PRIORITY[kind.priority],
    secret: kind.secret ?? false,
    maxAttempts: opts.maxAttempts ?? 5,
  });
}

/**
 * Claims up to `limit` due jobs, highest priority (lowest number) first, then oldest; other instances
 * skip the rows locked here. `below` leaves out priorities from that number on (a runner whose bulk
 * slots are full). Due means by the database's clock too: run_at defaults to the database's now(),
 * finer than a JavaScript Date, so a job queued within the same millisecond is not left waiting.
 */
export async function claimJobs(
  db: Db,
  limit: number,
  now: Date,
  opts: { below?: number } = {},
): Promise<Job[]> {
  const staleBefore = new Date(now.getTime() - STALE_LOCK_SECONDS * 1000);
  const claimed = await db.execute(sql`
    update ${jobs} set locked_at = ${now.toISOString()}, attempts = attempts + 1
    where id in (
      select id from ${jobs}
      where completed_at is null and failed_at is null and run_at <= greatest(${now.toISOString()}::timestamptz, now())
        and (locked_at is null or locked_at < ${staleBefore.toISOString()})
        ${opts.below === undefined ? sql`` : sql`and priority < ${opts.below}`}
      order by priority, run_at
      limit ${limit}
      for update skip locked
    )
    returning id`);
  // Both drivers answer raw queries with { rows }.
  const ids = (claimed as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const rows = await db.select().from(jobs).where(inArray(jobs.id, ids));
  return rows.sort((a, b) => a.priority - b.priority || a.runAt.getTime() - b.runAt.getTime());
}

/** Done; a secret payload (a sign-in link) is dropped now rather than kept until the purge. */
export async function completeJob(db: Db, job: Job, now: Date) {
  await db
    .update(jobs)
    .set({ completedAt: now, lockedAt: null, lastError: null, ...(job.secret ? { payload: {} } : {}) })
    .where(eq(jobs.id, job.id));
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
      // Given up: no retry will need a secret payload again.
      ...(spent ? { failedAt: now, ...(job.secret ? { payload: {} } : {}) } : { runAt: retryAt }),
    })
    .where(eq(jobs.id, job.id));
}
