import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../lib/auth/users.table.ts';
import { createdAt, id } from '../../lib/db/columns.ts';
import { companyColumn } from '../../lib/db/company-column.ts';

/**
 * API keys of the outside integration (/sms): issued per company by its admin, shown once, stored as a
 * SHA-256 hash (the key is 32 random bytes, so a plain hash is enough), revoked rather than deleted.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: id(),
    companyId: companyColumn(),
    name: text('name').notNull(),
    /** The first characters (sk_xxxxxxxx), to tell keys apart in the list. */
    keyPrefix: text('key_prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('api_keys_hash_uq').on(t.keyHash), index('api_keys_company_idx').on(t.companyId)],
);
