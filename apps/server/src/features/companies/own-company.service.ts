import type { Company, CompanyProfileValues, ListResponse } from '@rikuun/contract';
import { and } from 'drizzle-orm';
import type { CompanyCtx } from '../../lib/context.ts';
import { versionIs } from '../../lib/db/columns.ts';
import { companyRow } from '../../lib/db/company-rows.ts';
import { tableChanged } from '../../lib/db/list-page.ts';
import { notFound, versionConflict } from '../../lib/http/errors.ts';
import { companies } from '../../lib/tenancy/companies.table.ts';
import { findCompanyOr404, toCompany } from './company-rows.ts';

// The signed-in user's own company: always ctx.companyId, never an id from the request.

export async function getOwnCompany(ctx: CompanyCtx): Promise<Company> {
  return toCompany(await findCompanyOr404(ctx.db, ctx.companyId));
}

/**
 * The company's own admin edits its basic details; 利用状態 stays the system administrator's.
 * `expected`: the version the edit was based on (stale → 409 with the company as it is now).
 */
export async function updateOwnCompany(
  ctx: CompanyCtx,
  input: CompanyProfileValues,
  expected?: number,
): Promise<Company> {
  const [row] = await ctx.db
    .update(companies)
    .set(input)
    .where(and(companyRow(ctx), versionIs(companies.version, expected)))
    .returning();
  tableChanged(companies);
  if (row) return toCompany(row);
  if (expected !== undefined) throw versionConflict(await getOwnCompany(ctx));
  throw notFound('運送会社');
}

/** GET /self/companies: company staff and drivers belong to exactly one company. */
export async function listOwnCompanies(ctx: CompanyCtx): Promise<ListResponse<Company>> {
  return { data: [await getOwnCompany(ctx)], total: 1 };
}
