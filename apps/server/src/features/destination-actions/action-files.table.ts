import { index, pgEnum } from 'drizzle-orm/pg-core';
import { fileLinkTable } from '../../lib/storage/file-link-table.ts';
import { destinationActions } from './destination-actions.table.ts';

export const actionFileKindEnum = pgEnum('action_file_kind', ['proof', 'signature']);

/** Proof of delivery of a 完了: photos (proof) and the 受領サイン (signature, PNG). */
export const destinationActionFiles = fileLinkTable(
  'destination_action_files',
  { table: destinationActions, key: 'actionId', onDelete: 'cascade' },
  {
    columns: { kind: actionFileKindEnum('kind').notNull() },
    indexes: (t) => [index('destination_action_files_company_idx').on(t.companyId, t.actionId)],
  },
);
