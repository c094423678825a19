import { importEncodings, importTargets } from '@rikuun/contract';
import { index, integer, jsonb, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, rowId, updatedAt } from '../../lib/db/columns.ts';
import { companyColumn, companyPrimaryKey } from '../../lib/db/company-column.ts';

export const importTargetEnum = pgEnum('import_target', importTargets);
export const importEncodingEnum = pgEnum('import_encoding', importEncodings);

/** 取込設定: how a company's CSV files map onto course and destination fields. */
export const importSettings = pgTable(
  'import_settings',
  {
    id: rowId(),
    companyId: companyColumn(),
    name: text('name').notNull(),
    target: importTargetEnum('target').notNull().default('courses'),
    encoding: importEncodingEnum('encoding').notNull(),
    headerRows: integer('header_rows').notNull(),
    /** Field → column letter (A…) or header text, as validated by the contract. */
    columns: jsonb('columns').$type<Record<string, string>>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    companyPrimaryKey('import_settings_pkey', t),
    // Names pick a setting in the import dialog: one name, one setting.
    uniqueIndex('import_settings_company_name_uq').on(t.companyId, t.name),
    index('import_settings_company_updated_idx').on(t.companyId, t.updatedAt, t.id),
  ],
);
