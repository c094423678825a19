import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../db/columns.ts';

/**
 * Idempotency-Key of POST requests, per user: the first request claims the key (no status yet), and
 * once it succeeds its answer is kept for 24 hours so a retry gets the same answer, not a second record.
 * No foreign key to users: the rows are short-lived and lib/ does not depend on a feature's table.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id').notNull(),
    key: text('key').notNull(),
    /** Method and path with query, e.g. `POST /v1/vehicles`: a key names one request. */
    request: text('request').notNull(),
    /** SHA-256 of the request's content (see idempotency.ts); another content under the key is refused. */
    requestHash: text('request_hash').notNull(),
    /** Null while the first request is still running. */
    responseStatus: integer('response_status'),
    responseType: text('response_type'),
    responseBody: text('response_body'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_expires_idx').on(t.expiresAt)],
);
