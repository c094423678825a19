import { index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../lib/auth/users.table.ts';
import { companyColumn } from '../../lib/db/company-column.ts';
import { companies } from '../../lib/tenancy/companies.table.ts';

/**
 * 傭車先 (decision 065): a company's list of partner companies. One-way: the row is the listing
 * company's (company_id); an offer of that company "to partners" is shown to the listed companies.
 */
export const partners = pgTable(
  'partners',
  {
    companyId: companyColumn(),
    partnerCompanyId: uuid('partner_company_id')
      .notNull()
      .references(() => companies.id),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'partners_pk', columns: [t.companyId, t.partnerCompanyId] }),
    // Offers' visibility asks "is this company on the offering company's list" from the partner's side.
    index('partners_partner_idx').on(t.partnerCompanyId, t.companyId),
  ],
);
