import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../lib/auth/users.table.ts';
import { createdAt, rowId } from '../../lib/db/columns.ts';
import { companyColumn, companyForeignKey, companyPrimaryKey } from '../../lib/db/company-column.ts';
import { consignors } from '../../lib/tenancy/consignors.table.ts';
import { destinations } from '../destinations/destinations.table.ts';

/**
 * 追跡リンク (decision 065): a link to one stop for its recipient. Only the SHA-256 of the token is
 * kept, so the table cannot give a link away; the link ends with its delivery day (expires_at).
 * Made by the company's staff or by the course's shipper (consignor_id).
 */
export const trackingLinks = pgTable(
  'tracking_links',
  {
    id: rowId(),
    companyId: companyColumn(),
    destinationId: uuid('destination_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdBy: uuid('created_by').references(() => users.id),
    /** Set when the course's shipper made it. */
    consignorId: uuid('consignor_id').references(() => consignors.id),
    /**
     * The recipient's address, when given with the link (decision 075): one mail with the link and the
     * ETA window goes out when the driver heads to the stop (notified_at), then never again.
     */
    notifyEmail: text('notify_email'),
    /**
     * The link's token, kept only while its mail waits (the mail must carry the link, and only the hash
     * is kept otherwise); cleared when the mail is queued, as a secret job dropped once sent.
     */
    notifyToken: text('notify_token'),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    companyPrimaryKey('tracking_links_pkey', t),
    // Unique with the company for Citus; a token is 32 random bytes, so it is unique on its own
    // too, and the public page finds it by token_hash alone (on Citus: a query to every shard).
    uniqueIndex('tracking_links_token_uq').on(t.companyId, t.tokenHash),
    index('tracking_links_token_idx').on(t.tokenHash),
    companyForeignKey('tracking_links_destination_fk', t, t.destinationId, destinations).onDelete('cascade'),
    index('tracking_links_destination_idx').on(t.companyId, t.destinationId),
    index('tracking_links_expires_idx').on(t.expiresAt),
    // The links still to mail: the driver's action reads only these rows.
    index('tracking_links_pending_mail_idx')
      .on(t.companyId, t.destinationId)
      .where(sql`${t.notifyEmail} is not null and ${t.notifiedAt} is null`),
  ],
);
