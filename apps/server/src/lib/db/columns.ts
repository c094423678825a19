import { eq, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, integer, timestamp, uuid } from 'drizzle-orm/pg-core';
import { v7 as uuidv7 } from 'uuid';

/** Primary key: UUID v7, so ids sort by creation time and index well. */
export const id = () =>
  uuid('id')
    .primaryKey()
    .$defaultFn(() => uuidv7());

/**
 * A company record's id: UUID v7 like id(), but the primary key is (company_id, id)
 * (companyPrimaryKey in company-column.ts), so the table can be distributed by company on Citus.
 */
export const rowId = () =>
  uuid('id')
    .notNull()
    .$defaultFn(() => uuidv7());

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
/** Soft delete: rows keep their history for the records a carrier must keep. */
export const deletedAt = () => timestamp('deleted_at', { withTimezone: true });

/**
 * Optimistic concurrency (docs/architecture.md, Concurrent edits): 1 on insert, one more on every
 * drizzle update of the row, whatever path writes it, so a form opened earlier sees its version is
 * stale. Checked updates add `version = <expected>` to their condition (companyRows.updateVersionOr404).
 */
export const version = () =>
  integer('version')
    .notNull()
    .default(1)
    .$onUpdate(() => sql`${sql.identifier('version')} + 1`);

/** In an update's values: bookkeeping that leaves the version as it is (no open form turns stale). */
export const keepVersion = { version: sql`${sql.identifier('version')}` };

/** The condition of a checked update: the row still has the version the edit was based on. */
export const versionIs = (column: AnyPgColumn, expected: number | undefined): SQL | undefined =>
  expected === undefined ? undefined : eq(column, expected);

export { uuidv7 };

/** The condition of partial indexes that only current (not soft-deleted) rows need. */
export const isLive = (t: { deletedAt: AnyPgColumn }): SQL => sql`${t.deletedAt} is null`;
