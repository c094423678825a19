import { date, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../lib/auth/users.table.ts';
import { createdAt, rowId, updatedAt } from '../../lib/db/columns.ts';
import { companyColumn, companyPrimaryKey } from '../../lib/db/company-column.ts';
import { companies } from '../../lib/tenancy/companies.table.ts';

/**
 * 受領した請求書 (decision 058): the invoice a partner company sent for the 傭車料 of one accounting
 * month, recorded by staff against what the company owes it (the payable is derived from the accepted
 * offers; only the partner's invoice is stored). One per partner and month: recording again replaces it.
 */
export const partnerInvoices = pgTable(
  'partner_invoices',
  {
    id: rowId(),
    companyId: companyColumn(),
    partnerCompanyId: uuid('partner_company_id')
      .notNull()
      .references(() => companies.id),
    accountingMonth: text('accounting_month').notNull(),
    /** The partner's own invoice number, as printed. */
    invoiceNumber: text('invoice_number').notNull(),
    /** 登録番号 (T + 13 digits) printed on it; null: the partner is not registered (免税事業者). */
    registrationNumber: text('registration_number'),
    /** 請求金額, tax included, yen. */
    amount: integer('amount').notNull(),
    invoiceDate: date('invoice_date', { mode: 'string' }).notNull(),
    recordedBy: uuid('recorded_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    companyPrimaryKey('partner_invoices_pkey', t),
    unique('partner_invoices_month_uq').on(t.companyId, t.partnerCompanyId, t.accountingMonth),
  ],
);
