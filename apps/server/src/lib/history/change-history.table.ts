import { bigint, index, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const historyActionEnum = pgEnum('history_action', ['insert', 'update', 'delete']);

/**
 * 変更履歴: one row per insert, update or delete of a row in a table that opted in. Written only by
 * the database trigger record_change_history() (custom migration change_history_trigger), so no code
 * path can change a record without leaving its trace. Values are stored as the database names them
 * (snake_case columns); readers map them to the contract's field names.
 */
export const changeHistory = pgTable(
  'change_history',
  {
    // An identity, not a UUID v7 made in the application: the trigger inserts, and it orders writes exactly.
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    // Null for tables that belong to no company (platform masters).
    companyId: uuid('company_id'),
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
  (t) => [index('change_history_record_idx').on(t.tableName, t.recordId, t.id)],
);
