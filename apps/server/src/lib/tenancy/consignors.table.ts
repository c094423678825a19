import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../db/columns.ts';
import { searchTextOf } from '../db/search-text.ts';

/** A shipper (荷主) on the platform, with its own users. */
export const consignors = pgTable(
  'consignors',
  {
    id: id(),
    name: text('name').notNull(),
    nameKana: text('name_kana'),
    zipCode: text('zip_code'),
    address1: text('address1'),
    address2: text('address2'),
    phone: text('phone'),
    /** An inactive consignor stays linked to its clients but is no longer offered in pickers. */
    active: boolean('active').notNull().default(true),
    /** What the list's search (q) matches, one field per line so a term never spans two fields. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(searchTextOf(['name', 'name_kana', 'phone'])),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('consignors_list_name_idx').on(t.nameKana, t.name, t.id),
    index('consignors_search_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);
