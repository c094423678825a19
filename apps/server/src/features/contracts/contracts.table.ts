import { feeTypes } from '@rikuun/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, isLive, rowId, updatedAt, version } from '../../lib/db/columns.ts';
import { companyColumn, companyForeignKey, companyPrimaryKey } from '../../lib/db/company-column.ts';
import { searchTextOf } from '../../lib/db/search-text.ts';
import { bases } from '../bases/bases.table.ts';
import { clients } from '../clients/clients.table.ts';

export const feeTypeEnum = pgEnum('fee_type', feeTypes);

/** A contract (契約・案件) with a client: the fee terms for a period. */
export const contracts = pgTable(
  'contracts',
  {
    id: rowId(),
    companyId: companyColumn(),
    clientId: uuid('client_id').notNull(),
    name: text('name').notNull(),
    /** Validity: from the first day to the last (to null = open-ended). */
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }),
    feeType: feeTypeEnum('fee_type').notNull(),
    /** 請求単価 and 支払単価, integer yen. */
    billingUnitPrice: integer('billing_unit_price').notNull(),
    paymentUnitPrice: integer('payment_unit_price'),
    /** Integer percent: 10, 8 or 0. */
    taxRate: integer('tax_rate').notNull().default(10),
    /** Why 0 % (輸出免税・不課税): required by the API with 0 %, printed on the invoice. */
    taxExemptReason: text('tax_exempt_reason'),
    /** Where the contract's courses start. */
    baseId: uuid('base_id'),
    /** 荷役・附帯業務 the contract lists (the 日報 then need not record 荷役 of 1 h or more). */
    loadingTasks: text('loading_tasks'),
    memo: text('memo'),
    active: boolean('active').notNull().default(true),
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(searchTextOf(['name'])),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
    deletedAt: deletedAt(),
  },
  (t) => [
    companyPrimaryKey('contracts_pkey', t),
    companyForeignKey('contracts_client_fk', t, t.clientId, clients),
    companyForeignKey('contracts_base_fk', t, t.baseId, bases),
    check('contracts_tax_rate_ck', sql`${t.taxRate} in (10, 8, 0)`),
    check('contracts_period_ck', sql`${t.validTo} is null or ${t.validTo} >= ${t.validFrom}`),
    index('contracts_list_name_idx').on(t.companyId, t.name, t.id).where(isLive(t)),
    index('contracts_list_from_idx').on(t.companyId, t.validFrom, t.id).where(isLive(t)),
    index('contracts_list_to_idx').on(t.companyId, t.validTo, t.id).where(isLive(t)),
    index('contracts_client_idx').on(t.companyId, t.clientId, t.validFrom, t.id).where(isLive(t)),
    index('contracts_base_idx').on(t.companyId, t.baseId).where(isLive(t)),
    index('contracts_search_idx').using('gin', t.searchText.op('gin_trgm_ops')).where(isLive(t)),
  ],
);
