import type { Counter } from 'prom-client';
import type { JobHandler } from '../jobs/runner.ts';

/** A job handler whose every run counts as sent or failed (push and mail deliveries). */
export function counted(counter: Counter<'outcome'>, handler: JobHandler): JobHandler {
  return async (payload, attempt) => {
    try {
      await handler(payload, attempt);
      counter.inc({ outcome: 'sent' });
    } catch (err) {
      counter.inc({ outcome: 'failed' });
      throw err;
    }
  };
}

export const countedAll = (counter: Counter<'outcome'>, handlers: Record<string, JobHandler>) =>
  Object.fromEntries(Object.entries(handlers).map(([type, handler]) => [type, counted(counter, handler)]));
