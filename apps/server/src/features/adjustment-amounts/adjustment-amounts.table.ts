import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../lib/auth/users.table.ts';
import { createdAt, deletedAt, isLive, rowId, updatedAt } from '../../lib/db/columns.ts';
import { companyColumn, companyForeignKey, companyPrimaryKey } from '../../lib/db/company-column.ts';
import { clients } from '../clients/clients.table.ts';
import { drivers } from '../drivers/drivers.table.ts';

/**
 * 調整額 (domain-model §4): a signed amount for one accounting month, on a client's invoice (client_id)
 * or a driver's payment notice (driver_id), never both. A money record: every change is kept by the
 * change-history trigger (migration money_documents).
 */
export const adjustmentAmounts = pgTable(
  'adjustment_amounts',
  {
    id: rowId(),
    companyId: companyColumn(),
    clientId: uuid('client_id'),
    driverId: uuid('driver_id'),
    /** YYYY-MM, by the counterparty's closing day. */
    accountingMonth: text('accounting_month').notNull(),
    title: text('title').notNull(),
    /** Yen, tax excluded: 手当 +, 控除 −. */
    amount: integer('amount').notNull(),
    taxRate: integer('tax_rate').notNull(),
    /** Why 0 % (輸出免税・不課税): required by the API with 0 %. */
    taxExemptReason: text('tax_exempt_reason'),
    /** 値引き・返品: the accounting month of the earlier dealings it returns (negative amounts only). */
    relatesToMonth: text('relates_to_month'),
    memo: text('memo'),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    companyPrimaryKey('adjustment_amounts_pkey', t),
    companyForeignKey('adjustment_amounts_client_fk', t, t.clientId, clients),
    companyForeignKey('adjustment_amounts_driver_fk', t, t.driverId, drivers),
    check('adjustment_amounts_one_subject_ck', sql`(${t.clientId} is null) <> (${t.driverId} is null)`),
    check('adjustment_amounts_tax_rate_ck', sql`${t.taxRate} in (10, 8, 0)`),
    check(
      'adjustment_amounts_return_ck',
      sql`${t.relatesToMonth} is null or (${t.amount} < 0 and ${t.relatesToMonth} < ${t.accountingMonth})`,
    ),
    index('adjustment_amounts_client_month_idx')
      .on(t.companyId, t.clientId, t.accountingMonth)
      .where(isLive(t)),
    index('adjustment_amounts_driver_month_idx')
      .on(t.companyId, t.driverId, t.accountingMonth)
      .where(isLive(t)),
  ],
);
