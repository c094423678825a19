import { index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The stream tokens already used (their jti), so each opens one stream only, on whichever instance.
 * A row is useless once its token has expired (the signature check refuses it first); opening a
 * stream deletes the expired rows, so the table holds about a token lifetime of openings.
 */
export const usedStreamTokens = pgTable(
  'used_stream_tokens',
  {
    id: uuid('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('used_stream_tokens_expires_idx').on(t.expiresAt)],
);
