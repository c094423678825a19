import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/db.ts';
import type { JobKind } from './job-kind.ts';
import { jobs } from './jobs.table.ts';
import { enqueueJob } from './queue.ts';
import type { JobLog } from './runner.ts';

/** A job kind queued again and again (housekeeping: purges), with an empty payload. */
export type RecurringJob = { kind: JobKind; everyMs: number };

export type RecurringSchedule = { stop(): void };

/**
 * Queues `kind` unless a job of its type is still waiting or running. Several instances may call it
 * at once: the transaction-scoped advisory lock on the type makes them take turns, so at most one
 * pending job of a type ever exists. Answers whether a job was queued.
 */
export async function enqueueUnlessPending(db: Db, kind: JobKind): Promise<boolean> {
  const { type } = kind;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`rikuun.job.${type}`}))`);
    const [pending] = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.type, type), isNull(jobs.completedAt), isNull(jobs.failedAt)))
      .limit(1);
    if (pending) return false;
    await enqueueJob(tx, kind, {});
    return true;
  });
}

/**
 * Every instance runs this: at start and then every `everyMs` it queues each recurring job that is not
 * pending already; whichever instance's runner claims it does the work. No leader, no extra table:
 * an instance that dies just stops queuing, and the others keep the schedule.
 */
export function scheduleRecurring(deps: { db: Db; log: JobLog; jobs: RecurringJob[] }): RecurringSchedule {
  const timers = deps.jobs.map((job) => {
    const queue = () =>
      enqueueUnlessPending(deps.db, job.kind).catch((err) =>
        deps.log.warn({ err, type: job.kind.type }, 'recurring job not queued'),
      );
    void queue();
    const timer = setInterval(queue, job.everyMs);
    timer.unref();
    return timer;
  });
  return {
    stop() {
      for (const timer of timers) clearInterval(timer);
    },
  };
}
