import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id } from '../db/columns.ts';

/**
 * The embedded error report (no ERROR_REPORTING_DSN): one row per kind of error — the same message at
 * the same place, from the web app or the server — counted, with when it was first and last seen and
 * the details of its latest occurrence. Scrubbed of tokens and email addresses before it is written.
 */
export const errorGroups = pgTable(
  'error_groups',
  {
    id: id(),
    /** sha256 of source, message (numbers and ids blanked) and place: what makes two reports one group. */
    fingerprint: text('fingerprint').notNull().unique(),
    /** 'web' (POST /v1/client-errors) or 'server' (its own 5xx and unhandled errors). */
    source: text('source').notNull(),
    message: text('message').notNull(),
    /** The first frame of the stack (file:line), or the route for a server error without one. */
    place: text('place').notNull(),
    count: integer('count').notNull().default(1),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    lastStack: text('last_stack'),
    lastUrl: text('last_url'),
    lastRelease: text('last_release'),
    lastRequestId: text('last_request_id'),
  },
  (t) => [index('error_groups_last_seen_idx').on(t.lastSeenAt)],
);
