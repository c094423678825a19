import { expenseTypes, jpAccountTypes } from '@rikuun/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  integer,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../lib/db/columns.ts';
import { companyColumn, companyForeignKey } from '../../lib/db/company-column.ts';
import { files } from '../../lib/storage/files.table.ts';

const inList = (column: string, values: readonly (string | number)[]) =>
  sql.raw(`${column} in (${values.map((v) => (typeof v === 'number' ? v : `'${v}'`)).join(', ')})`);

/**
 * 自社設定: one row per company, written by POST /self/company/settings (the registration number
 * stays on companies, where invoices read the issuer). The seal is a file of the same company
 * (composite key), so another company's file can never be printed on an invoice.
 */
export const companySettings = pgTable(
  'company_settings',
  {
    companyId: companyColumn().primaryKey(),
    bankName: text('bank_name'),
    bankCode: text('bank_code'),
    branchName: text('branch_name'),
    branchCode: text('branch_code'),
    jpAccountType: text('jp_account_type'),
    accountNumber: text('account_number'),
    /** 受取人名 in the Zengin half-width kana form. */
    accountHolder: text('account_holder'),
    sealImageFileId: uuid('seal_image_file_id'),
    /**
     * お問い合わせ先 printed on the 支払通知書 (the driver asks the company, not whoever issued it):
     * the department, its phone and mail; each falls back to the company's phone and the issuer.
     */
    contactDepartment: text('contact_department'),
    contactPhone: text('contact_phone'),
    contactEmail: text('contact_email'),
    /**
     * 委託者コード the bank assigned, for 全銀 transfer files: kept from the last file made with one.
     * Not a field of the spec's settings form, whose POST replaces the rest of this row.
     */
    zenginRequesterCode: text('zengin_requester_code'),
    /**
     * 点呼設定: the company's IT点呼 equipment is approved (輸送安全規則 第7条), so a 点呼 may be
     * confirmed as IT点呼. Written by POST /self/company/roll-call-settings only.
     */
    itRollCallApproved: boolean('it_roll_call_approved').notNull().default(false),
    itRollCallEquipment: text('it_roll_call_equipment'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    companyForeignKey('company_settings_seal_file_fk', t, t.sealImageFileId, files),
    check('company_settings_jp_account_type_ck', inList('jp_account_type', jpAccountTypes)),
  ],
);

/** 経費の税区分: one row per company and expense type; a type without a row uses the default. */
export const expenseTaxSettings = pgTable(
  'expense_tax_settings',
  {
    companyId: companyColumn(),
    expenseType: text('expense_type').notNull(),
    taxRate: integer('tax_rate').notNull(),
    taxIncluded: boolean('tax_included').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.expenseType] }),
    check('expense_tax_settings_type_ck', inList('expense_type', expenseTypes)),
    check('expense_tax_settings_rate_ck', inList('tax_rate', [10, 8, 0])),
  ],
);

/** 所要時間設定: one row per company once saved; the contract's defaults apply before. */
export const routingDurationSettings = pgTable('routing_duration_settings', {
  companyId: companyColumn().primaryKey(),
  averageSpeedKmh: doublePrecision('average_speed_kmh').notNull(),
  highwaySpeedKmh: doublePrecision('highway_speed_kmh').notNull(),
  detourFactor: doublePrecision('detour_factor').notNull(),
  serviceMinutes: integer('service_minutes').notNull(),
  loadingMinutes: integer('loading_minutes').notNull(),
  maxWorkingMinutes: integer('max_working_minutes').notNull(),
  maxDrivingMinutes: integer('max_driving_minutes').notNull(),
  breakAfterDrivingMinutes: integer('break_after_driving_minutes').notNull(),
  breakMinutes: integer('break_minutes').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
