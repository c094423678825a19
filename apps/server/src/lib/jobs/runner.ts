import type { Db } from '../db/db.ts';
import { jobFailures } from '../observability/metrics.ts';
import { isBulkPriority, JOB_PRIORITY } from './job-kind.ts';
import { claimJobs, completeJob, failJob, type Job } from './queue.ts';

/** Which attempt this is (1 first); a handler may record a final outcome when `attempt === maxAttempts`. */
export type JobAttempt = { attempt: number; maxAttempts: number };
export type JobHandler = (payload: unknown, attempt: JobAttempt) => Promise<void>;
export type JobLog = { warn(obj: unknown, msg?: string): void; error(obj: unknown, msg?: string): void };

/**
 * Jobs one instance runs at once, and how many of them may be of bulk kinds: the rest is kept for
 * mail and notifications, so a geocoding backlog never holds up a sign-in mail.
 */
export type JobSlots = { concurrency: number; bulk: number };

export type JobRunner = {
  /**
   * Runs due jobs until none is left that this instance may take: fills the free slots, and again as
   * the jobs it started finish; answers how many it started. A call made while another runs takes
   * only the slots left free (tests call it; the poller fills the same slots).
   */
  runDue(): Promise<number>;
  start(intervalMs: number): void;
  stop(): Promise<void>;
};

export function createJobRunner(deps: {
  db: Db;
  handlers: Record<string, JobHandler>;
  log: JobLog;
  clock: () => Date;
  slots?: JobSlots;
}): JobRunner {
  const slots = deps.slots ?? { concurrency: 2, bulk: 1 };
  /** Each running job's promise (it never rejects) and whether it is of a bulk kind. */
  const running = new Map<Promise<void>, boolean>();
  let filling: Promise<unknown> = Promise.resolve();
  let fillsWaiting = 0;
  let timer: NodeJS.Timeout | undefined;
  let polling = false;
  /** Jobs ended so far: runDue tells by it whether a slot came free while a fill was claiming. */
  let ended = 0;

  async function runOne(job: Job) {
    const handler = deps.handlers[job.type];
    try {
      if (!handler) throw new Error(`no handler for job type ${job.type}`);
      await handler(job.payload, { attempt: job.attempts, maxAttempts: job.maxAttempts });
      await completeJob(deps.db, job, deps.clock());
    } catch (err) {
      deps.log.warn({ err, jobId: job.id, type: job.type, attempt: job.attempts }, 'job failed');
      jobFailures.inc({ kind: job.type, given_up: String(job.attempts >= job.maxAttempts) });
      await failJob(deps.db, job, err, deps.clock()).catch((e) =>
        deps.log.error({ err: e, jobId: job.id }, 'job failure not recorded'),
      );
    }
  }

  function begin(job: Job): Promise<void> {
    const done: Promise<void> = runOne(job).finally(() => {
      running.delete(done);
      ended++;
      // With the poller on, a freed slot is filled at once rather than at the next tick.
      if (polling) fillLogged();
    });
    running.set(done, isBulkPriority(job.priority));
    return done;
  }

  /** Claims due jobs into the free slots, most urgent first; bulk kinds only into their share. */
  async function claimIntoFreeSlots(): Promise<Promise<void>[]> {
    const begun: Promise<void>[] = [];
    for (;;) {
      const free = slots.concurrency - running.size;
      if (free <= 0) return begun;
      const bulkFree = slots.bulk - [...running.values()].filter(Boolean).length;
      const limit = bulkFree > 0 ? Math.min(free, bulkFree) : free;
      const below = bulkFree > 0 ? undefined : JOB_PRIORITY.bulk;
      const batch = await claimJobs(deps.db, limit, deps.clock(), { below });
      for (const job of batch) begun.push(begin(job));
      if (batch.length < limit) return begun;
    }
  }

  // One fill at a time per instance, so two never count the same free slot.
  function fill(): Promise<Promise<void>[]> {
    fillsWaiting++;
    const next = filling.then(claimIntoFreeSlots).finally(() => fillsWaiting--);
    filling = next.catch(() => undefined);
    return next;
  }

  function fillLogged() {
    fill().catch((err) => deps.log.error({ err }, 'jobs not claimed'));
  }

  async function runDue(): Promise<number> {
    const mine = new Set<Promise<void>>();
    let count = 0;
    for (;;) {
      const endedBefore = ended;
      const begun = await fill();
      count += begun.length;
      for (const done of begun) {
        mine.add(done);
        void done.then(() => mine.delete(done));
      }
      if (mine.size > 0) await Promise.race(mine);
      // Done only when a fill found nothing while no slot came free: a job that ended during the
      // claim freed a slot the claim had counted as taken, so the queue is looked at once more.
      else if (begun.length === 0 && ended === endedBefore) return count;
    }
  }

  return {
    runDue,
    start(intervalMs) {
      polling = true;
      // A tick while a fill is still under way (a slow database) adds nothing: skip it.
      timer = setInterval(() => fillsWaiting === 0 && fillLogged(), intervalMs);
      fillLogged();
    },
    async stop() {
      polling = false;
      if (timer) clearInterval(timer);
      timer = undefined;
      await filling;
      await Promise.all(running.keys());
    },
  };
}
