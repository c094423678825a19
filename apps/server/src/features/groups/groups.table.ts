import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, rowId, updatedAt } from '../../lib/db/columns.ts';
import { companyColumn, companyPrimaryKey } from '../../lib/db/company-column.ts';

/** A set of drivers (グループ・班), used as a filter everywhere. */
export const groups = pgTable(
  'groups',
  {
    id: rowId(),
    companyId: companyColumn(),
    name: text('name').notNull(),
    memo: text('memo'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('groups_company_idx').on(t.companyId),
    companyPrimaryKey('groups_pkey', t),
    // A name picks one group in filters and imports: unique in the company (also the list's order).
    uniqueIndex('groups_company_name_uq').on(t.companyId, t.name),
  ],
);
