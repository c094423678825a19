import { taxAccountingMethods } from '@rikuun/contract';
import { pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../lib/db/columns.ts';
import { companyColumn } from '../../lib/db/company-column.ts';

export const taxAccountingEnum = pgEnum('tax_accounting', taxAccountingMethods);

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
  /** Added with the 経理方式 (decision 069): companies saved before get the programs' own names. */
  inputTax: text('input_tax').notNull().default('仮払消費税'),
  outputTax: text('output_tax').notNull().default('仮受消費税'),
  /** 経理方式: what the export wrote before the setting existed (税抜経理) for companies saved before. */
  taxAccounting: taxAccountingEnum('tax_accounting').notNull().default('exclusive'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
