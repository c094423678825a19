import {
  bigint,
  index,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

export const historyActionEnum = pgEnum('history_action', ['insert', 'update', 'delete']);

/**
 * 変更履歴: one row per insert, update or delete of a row in a table that opted in. Written only by
 * the database trigger record_change_history() (custom migration change_history_trigger), so no code
 * path can change a record without leaving its trace. Values are stored as the database names them
 * (snake_case columns); readers map them to the contract's field names.
 *
 * Only a company's records opt in, so every entry has the record's company: keyed by (company_id, id)
 * like the records, the table is distributed and colocated with them on Citus, where the trigger then
 * writes to the shard it runs on. No foreign key to companies: a record's history outlives it.
 */
export const changeHistory = pgTable(
  'change_history',
  {
    // An identity, not a UUID v7 made in the application: the trigger inserts, and it orders writes exactly.
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    companyId: uuid('company_id').notNull(),
    tableName: text('table_name').notNull(),
    recordId: uuid('record_id').notNull(),
    action: historyActionEnum('action').notNull(),
    // Who: the user named by withActor/asActor (lib/db/company-rows.ts) in the writing transaction; null for system writes (seeds, jobs).
    actorId: uuid('actor_id'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    // Columns that changed (update), or that the record had (insert, delete).
    changedFields: text('changed_fields').array().notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
  },
  (t) => [
    primaryKey({ name: 'change_history_pkey', columns: [t.companyId, t.id] }),
    index('change_history_record_idx').on(t.companyId, t.tableName, t.recordId, t.id),
  ],
);
