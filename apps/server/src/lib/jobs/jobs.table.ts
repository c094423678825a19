import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../db/columns.ts';
import { JOB_PRIORITY } from './job-kind.ts';

/**
 * Background work (mail, push, geocoding, purges). Any server instance may run a job: it is claimed
 * with FOR UPDATE SKIP LOCKED, highest priority first, retried with back-off, and given up after
 * maxAttempts. Finished rows are deleted after a retention (job-retention.ts).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    /** The kind's JOB_PRIORITY, copied at enqueue so the claim can order by it through an index. */
    priority: smallint('priority').notNull().default(JOB_PRIORITY.bulk),
    /** The kind's payload is secret: replaced by {} once the job is done or given up. */
    secret: boolean('secret').notNull().default(false),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    lastError: text('last_error'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('jobs_due_idx')
      .on(t.priority, t.runAt)
      .where(sql`${t.completedAt} is null and ${t.failedAt} is null`),
    // The retention purge walks finished rows oldest first.
    index('jobs_completed_idx').on(t.completedAt).where(sql`${t.completedAt} is not null`),
    index('jobs_failed_idx').on(t.failedAt).where(sql`${t.failedAt} is not null`),
  ],
);
