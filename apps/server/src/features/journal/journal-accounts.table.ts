import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../lib/db/columns.ts';
import { companyColumn } from '../../lib/db/company-column.ts';

/**
 * 仕訳エクスポートの勘定科目: one row per company once saved (the contract's defaults apply before),
 * each account as the company's accounting software names it.
 */
export const journalAccountSettings = pgTable('journal_account_settings', {
  companyId: companyColumn().primaryKey(),
  sales: text('sales').notNull(),
  receivable: text('receivable').notNull(),
  outsourcing: text('outsourcing').notNull(),
  expenses: text('expenses').notNull(),
  reimbursement: text('reimbursement').notNull(),
  payable: text('payable').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
