import { type AnyPgColumn, foreignKey, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { companies } from '../tenancy/companies.table.ts';

// Beside columns.ts, not in it: companies.table.ts imports columns.ts, and the cycle would break loading.

/** The company a tenant row belongs to: what company-rows.ts scopes every read and write by. */
export const companyColumn = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id);

/** Platform rows that may belong to a consignor or the system administrator instead (users, files). */
export const optionalCompanyColumn = () => uuid('company_id').references(() => companies.id);

/**
 * A reference that stays in the row's company: (company_id, column) → target(company_id, id), so a
 * record can never name another company's row (the target has unique (company_id, id)).
 */
export const companyForeignKey = (
  name: string,
  row: { companyId: AnyPgColumn },
  column: AnyPgColumn,
  target: { companyId: AnyPgColumn; id: AnyPgColumn },
) => foreignKey({ name, columns: [row.companyId, column], foreignColumns: [target.companyId, target.id] });

/**
 * The primary key of a company record, (company_id, id) with id from rowId(): what Citus needs to
 * distribute the table by company (every unique index holds the distribution column), and the
 * target of the records' composite foreign keys (companyForeignKey). Named `<table>_pkey`.
 */
export const companyPrimaryKey = (name: string, row: { companyId: AnyPgColumn; id: AnyPgColumn }) =>
  primaryKey({ name, columns: [row.companyId, row.id] });
