import { doublePrecision, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, isLive, rowId, updatedAt } from '../../lib/db/columns.ts';
import { companyColumn, companyPrimaryKey } from '../../lib/db/company-column.ts';
import { searchTextOf } from '../../lib/db/search-text.ts';

/** A company's depot or office (拠点・営業所): where routes start and end. */
export const bases = pgTable(
  'bases',
  {
    id: rowId(),
    companyId: companyColumn(),
    name: text('name').notNull(),
    zipCode: text('zip_code'),
    address1: text('address1'),
    address2: text('address2'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    phone: text('phone'),
    memo: text('memo'),
    /** What the list's search (q) matches: name and address. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(searchTextOf(['name', 'address1', 'address2'])),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    index('bases_company_idx').on(t.companyId),
    // Target of composite foreign keys (company_id, base_id): references stay within one company.
    companyPrimaryKey('bases_pkey', t),
    index('bases_list_name_idx').on(t.companyId, t.name, t.id).where(isLive(t)),
    index('bases_list_created_idx').on(t.companyId, t.createdAt, t.id).where(isLive(t)),
  ],
);
