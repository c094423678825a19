import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../db/columns.ts';
import { users } from './users.table.ts';

/** ES256 keys of the built-in identity provider, shared by every server instance through the database. */
export const signingKeys = pgTable('signing_keys', {
  kid: text('kid').primaryKey(),
  publicJwk: text('public_jwk').notNull(),
  privateJwk: text('private_jwk').notNull(),
  createdAt: createdAt(),
  retiredAt: timestamp('retired_at', { withTimezone: true }),
});

/**
 * Rotating refresh tokens, stored as SHA-256 hashes. Each use issues a successor in the same family;
 * presenting a used token again revokes the whole family (token theft detection).
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_uq').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
  ],
);

/**
 * One-time sign-in links (invitations, sendLoginMail, password resets) and printed login codes
 * (purpose 'code'), stored hashed.
 */
export const signInLinks = pgTable(
  'sign_in_links',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull(),
    purpose: text('purpose').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sign_in_links_hash_uq').on(t.tokenHash)],
);

/**
 * Sign-in attempt counters shared by every server instance (when REDIS_URL is unset): one row per
 * fixed window and key (a hash of the client address, and of address and email), updated by one
 * atomic upsert. Expired rows are deleted now and then by the limiter itself.
 */
export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sign_in_attempts_reset_idx').on(t.resetAt)],
);
