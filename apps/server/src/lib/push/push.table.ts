import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/users.table.ts';
import { createdAt, id } from '../db/columns.ts';

export const pushPlatformEnum = pgEnum('push_platform', ['web', 'ios', 'android']);

/**
 * A device's push address (`POST /self/fcm-token`): for `web` the Web Push subscription as JSON text,
 * for ios/android an FCM token. One row per token; a token moves to whoever registered it last.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    platform: pushPlatformEnum('platform').notNull(),
    token: text('token').notNull(),
    /** The Web Push endpoint (unique per browser), or the FCM token itself. */
    endpoint: text('endpoint').notNull(),
    createdAt: createdAt(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    /** Failures in a row; a subscription the push service says is gone (404/410) is deleted. */
    failures: integer('failures').notNull().default(0),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_uq').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/**
 * The platform's VAPID key pair, generated on the first start (one row, id 1), so every instance
 * signs pushes with the same key and browsers' subscriptions stay valid across restarts.
 */
export const vapidKeys = pgTable(
  'vapid_keys',
  {
    id: integer('id').primaryKey().default(1),
    publicKey: text('public_key').notNull(),
    privateKey: text('private_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('vapid_keys_single_row', sql`${t.id} = 1`)],
);
