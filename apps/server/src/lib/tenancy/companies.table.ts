import { taxRoundings } from '@rikuun/contract';
import { boolean, index, integer, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt, version } from '../db/columns.ts';
import { searchTextOf } from '../db/search-text.ts';

export const taxRoundingEnum = pgEnum('tax_rounding', taxRoundings);

/**
 * The tenant: a transport company (運送会社), created by the system administrator. Its settings (bank
 * account, seal) live in company_settings (features/companies); an inactive company's users cannot sign in.
 */
export const companies = pgTable(
  'companies',
  {
    id: id(),
    name: text('name').notNull(),
    nameKana: text('name_kana'),
    /** 法人番号: 13 digits, check digit verified on input. */
    corporateNumber: text('corporate_number'),
    zipCode: text('zip_code'),
    address1: text('address1'),
    address2: text('address2'),
    phone: text('phone'),
    representativeName: text('representative_name'),
    /** 締日: 1–28, 0 = 月末. */
    closingDay: integer('closing_day').notNull().default(0),
    /** 端数処理 of consumption tax, once per invoice and rate. */
    taxRounding: taxRoundingEnum('tax_rounding').notNull().default('floor'),
    invoiceRegistrationNumber: text('invoice_registration_number'),
    active: boolean('active').notNull().default(true),
    /** One field per line, so a search term never spans two fields. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(searchTextOf(['name', 'name_kana', 'corporate_number', 'phone', 'address1'])),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    index('companies_name_idx').on(t.name, t.id),
    index('companies_created_at_idx').on(t.createdAt, t.id),
    index('companies_search_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);
