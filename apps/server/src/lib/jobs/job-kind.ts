/**
 * How soon a kind of job runs, lowest first. Stored in jobs.priority (gaps leave room for a level in
 * between without renumbering rows). `urgent`: mail someone is waiting for at the screen (sign-in,
 * invitation, password reset); `interactive`: other notifications (push, assignment mail); `bulk`:
 * work by the hundred or by the minute (geocoding, imports, optimization, purges), which may fill
 * only part of a runner's slots.
 */
export const JOB_PRIORITY = { urgent: 0, interactive: 10, bulk: 20 } as const;
export type JobPriority = keyof typeof JOB_PRIORITY;

/** A kind of background job, declared once next to its handler and passed to enqueueJob. */
export type JobKind = {
  type: string;
  priority: JobPriority;
  /** The payload carries a secret (a sign-in link, a mail holding one): cleared once delivered or given up. */
  secret?: boolean;
};

export const isBulkPriority = (priority: number) => priority >= JOB_PRIORITY.bulk;
