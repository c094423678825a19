import { holidayRules, tollHandlings } from '@rikuun/contract';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, isLive, rowId, updatedAt, version } from '../../lib/db/columns.ts';
import { companyColumn, companyForeignKey, companyPrimaryKey } from '../../lib/db/company-column.ts';
import { searchTextOf } from '../../lib/db/search-text.ts';
import { companies } from '../../lib/tenancy/companies.table.ts';
import { consignors } from '../../lib/tenancy/consignors.table.ts';

export const honorificEnum = pgEnum('honorific', ['御中', '様']);
export const holidayRuleEnum = pgEnum('holiday_rule', holidayRules);
export const tollHandlingEnum = pgEnum('toll_handling', tollHandlings);

/** A customer the company bills (取引先). */
export const clients = pgTable(
  'clients',
  {
    id: rowId(),
    companyId: companyColumn(),
    name: text('name').notNull(),
    nameKana: text('name_kana'),
    honorific: honorificEnum('honorific').notNull().default('御中'),
    zipCode: text('zip_code'),
    address1: text('address1'),
    address2: text('address2'),
    phone: text('phone'),
    email: text('email'),
    contactName: text('contact_name'),
    invoiceRegistrationNumber: text('invoice_registration_number'),
    /** 締日: 1–28, 0 = 月末. */
    closingDay: integer('closing_day').notNull().default(0),
    /** 支払サイト: months after the closing, then the day (0 = 月末): 1 and 0 = 翌月末. */
    paymentTermMonths: integer('payment_term_months').notNull().default(1),
    paymentDay: integer('payment_day').notNull().default(0),
    /** A due date on a bank holiday moves to the business day before (previous) or after (next). */
    holidayRule: holidayRuleEnum('holiday_rule').notNull().default('previous'),
    /** Road costs (高速代・駐車場代・燃料代) billed in the 運賃 at 10 % (included) or as 立替金 (reimbursed). */
    tollHandling: tollHandlingEnum('toll_handling').notNull().default('included'),
    /** The platform consignor this client corresponds to: its staff may then see that consignor. */
    consignorId: uuid('consignor_id').references(() => consignors.id),
    /**
     * The company on the platform this client is: made when the company first accepts one of its 傭車
     * offers, and reused for its later ones (one live client per partner company).
     */
    partnerCompanyId: uuid('partner_company_id').references(() => companies.id),
    memo: text('memo'),
    active: boolean('active').notNull().default(true),
    /** What the list's search (q) matches: name and kana. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(searchTextOf(['name', 'name_kana'])),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
    deletedAt: deletedAt(),
  },
  (t) => [
    companyPrimaryKey('clients_pkey', t),
    index('clients_list_name_idx').on(t.companyId, t.nameKana, t.name, t.id).where(isLive(t)),
    index('clients_list_by_name_idx').on(t.companyId, t.name, t.id).where(isLive(t)),
    index('clients_list_created_idx').on(t.companyId, t.createdAt, t.id).where(isLive(t)),
    index('clients_search_idx').using('gin', t.searchText.op('gin_trgm_ops')).where(isLive(t)),
    index('clients_consignor_idx').on(t.consignorId).where(isLive(t)),
    uniqueIndex('clients_partner_company_uq').on(t.companyId, t.partnerCompanyId).where(isLive(t)),
  ],
);

/** A client's pickup or delivery site (取引先拠点). */
export const clientBases = pgTable(
  'client_bases',
  {
    id: rowId(),
    companyId: companyColumn(),
    clientId: uuid('client_id').notNull(),
    name: text('name').notNull(),
    zipCode: text('zip_code'),
    address1: text('address1'),
    address2: text('address2'),
    phone: text('phone'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** 受付時間 HH:mm. */
    timeWindowStart: text('time_window_start'),
    timeWindowEnd: text('time_window_end'),
    memo: text('memo'),
    /** What searches (q) match: name and address. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(searchTextOf(['name', 'address1', 'address2'])),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    companyPrimaryKey('client_bases_pkey', t),
    companyForeignKey('client_bases_client_fk', t, t.clientId, clients),
    index('client_bases_client_idx').on(t.companyId, t.clientId, t.name, t.id).where(isLive(t)),
  ],
);
