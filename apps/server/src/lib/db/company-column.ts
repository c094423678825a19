import { uuid } from 'drizzle-orm/pg-core';
import { companies } from '../tenancy/companies.table.ts';

// Beside columns.ts, not in it: companies.table.ts imports columns.ts, and the cycle would break loading.

/** The company a tenant row belongs to: what company-rows.ts scopes every read and write by. */
export const companyColumn = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id);

/** Platform rows that may belong to a consignor or the system administrator instead (users, files). */
export const optionalCompanyColumn = () => uuid('company_id').references(() => companies.id);
