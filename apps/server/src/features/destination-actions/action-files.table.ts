import { foreignKey, index, integer, pgEnum, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { companyColumn } from '../../lib/db/company-column.ts';
import { files } from '../../lib/storage/files.table.ts';
import { destinationActions } from './destination-actions.table.ts';

export const actionFileKindEnum = pgEnum('action_file_kind', ['proof', 'signature']);

/** Proof of delivery of a 完了: photos (proof) and the 受領サイン (signature, PNG). */
export const destinationActionFiles = pgTable(
  'destination_action_files',
  {
    companyId: companyColumn(),
    actionId: uuid('action_id').notNull(),
    fileId: uuid('file_id').notNull(),
    kind: actionFileKindEnum('kind').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'destination_action_files_pk', columns: [t.actionId, t.fileId] }),
    foreignKey({
      name: 'destination_action_files_action_fk',
      columns: [t.companyId, t.actionId],
      foreignColumns: [destinationActions.companyId, destinationActions.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'destination_action_files_file_fk',
      columns: [t.companyId, t.fileId],
      foreignColumns: [files.companyId, files.id],
    }),
    index('destination_action_files_company_idx').on(t.companyId, t.actionId),
  ],
);
