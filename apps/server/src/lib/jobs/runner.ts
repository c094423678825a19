import type { Db } from '../db/db.ts';
import { claimJobs, completeJob, failJob, type Job } from './queue.ts';

/** Which attempt this is (1 first); a handler may record a final outcome when `attempt === maxAttempts`. */
export type JobAttempt = { attempt: number; maxAttempts: number };
export type JobHandler = (payload: unknown, attempt: JobAttempt) => Promise<void>;
export type JobLog = { warn(obj: unknown, msg?: string): void; error(obj: unknown, msg?: string): void };

export type JobRunner = {
  /** Runs every job that is due now, until none is left; answers how many ran. */
  runDue(): Promise<number>;
  start(intervalMs: number): void;
  stop(): Promise<void>;
};

const BATCH = 10;

export function createJobRunner(deps: {
  db: Db;
  handlers: Record<string, JobHandler>;
  log: JobLog;
  clock: () => Date;
}): JobRunner {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;

  async function runOne(job: Job) {
    const handler = deps.handlers[job.type];
    try {
      if (!handler) throw new Error(`no handler for job type ${job.type}`);
      await handler(job.payload, { attempt: job.attempts, maxAttempts: job.maxAttempts });
      await completeJob(deps.db, job.id, deps.clock());
    } catch (err) {
      deps.log.warn({ err, jobId: job.id, type: job.type, attempt: job.attempts }, 'job failed');
      await failJob(deps.db, job, err, deps.clock());
    }
  }

  async function drain(): Promise<number> {
    let count = 0;
    for (;;) {
      const batch = await claimJobs(deps.db, BATCH, deps.clock());
      if (batch.length === 0) return count;
      for (const job of batch) await runOne(job);
      count += batch.length;
    }
  }

  // One pass at a time per instance; a pass asked for during another waits for it, then runs.
  async function runDue(): Promise<number> {
    while (running) await running.catch(() => 0);
    running = drain();
    try {
      return await running;
    } finally {
      running = undefined;
    }
  }

  return {
    runDue,
    start(intervalMs) {
      const tick = () => {
        runDue()
          .catch((err) => deps.log.error({ err }, 'job runner pass failed'))
          .finally(() => {
            if (timer) timer = setTimeout(tick, intervalMs);
          });
      };
      timer = setTimeout(tick, intervalMs);
    },
    async stop() {
      if (timer) clearTimeout(timer);
      timer = undefined;
      await running?.catch(() => 0);
    },
  };
}
