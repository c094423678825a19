import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, timestamp, uuid } from 'drizzle-orm/pg-core';
import { v7 as uuidv7 } from 'uuid';

/** Primary key: UUID v7, so ids sort by creation time and index well. */
export const id = () =>
  uuid('id')
    .primaryKey()
    .$defaultFn(() => uuidv7());

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
/** Soft delete: rows keep their history for the records a carrier must keep. */
export const deletedAt = () => timestamp('deleted_at', { withTimezone: true });

export { uuidv7 };

/** The condition of partial indexes that only current (not soft-deleted) rows need. */
export const isLive = (t: { deletedAt: AnyPgColumn }): SQL => sql`${t.deletedAt} is null`;
