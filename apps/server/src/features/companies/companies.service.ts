import {
  type CompanyCreateValues,
  type CompanyDetail,
  type CompanyListFilter,
  type CompanyValues,
  type companySortKeys,
  DUPLICATE_EMAIL,
  searchKey,
} from '@rikuun/contract';
import { and, count, eq, like } from 'drizzle-orm';
import { users } from '../../lib/auth/users.table.ts';
import type { Ctx } from '../../lib/context.ts';
import { conflictOnUnique } from '../../lib/db/errors.ts';
import { listPage, type SortColumns, tableChanged } from '../../lib/db/list-page.ts';
import { likeContains } from '../../lib/db/pagination.ts';
import { notFound } from '../../lib/http/errors.ts';
import { fieldConflict } from '../../lib/http/field-error.ts';
import { companies } from '../../lib/tenancy/companies.table.ts';
import { normalizeEmail } from '../auth/auth.service.ts';
import { sendSignInLink } from '../auth/sign-in-links.ts';
import { emailInUse } from '../users/email-in-use.ts';
import { companyAdmins, findCompanyOr404, toCompany } from './company-rows.ts';

// The system administrator's calls: companies are platform rows (no company_id), so these read the
// table directly; the routes admit the system_admin role only.

const sorts: SortColumns<(typeof companySortKeys)[number]> = {
  name: companies.name,
  createdAt: companies.createdAt,
};

export async function listCompanies(ctx: Ctx, query: CompanyListFilter) {
  const { data, total } = await listPage({
    table: companies,
    select: ctx.db.select().from(companies).$dynamic(),
    count: ctx.db.select({ total: count() }).from(companies).$dynamic(),
    where: and(
      query.q ? like(companies.searchText, likeContains(searchKey(query.q))) : undefined,
      query.active === undefined ? undefined : eq(companies.active, query.active),
    ),
    sort: query.sort,
    sorts,
    defaultSort: 'name',
    tieBreaker: companies.id,
    query,
  });
  return { data: data.map(toCompany), total };
}

export async function getCompany(ctx: Ctx, id: string): Promise<CompanyDetail> {
  const row = await findCompanyOr404(ctx.db, id);
  return { ...toCompany(row), admins: await companyAdmins(ctx.db, id) };
}

const duplicateEmail = () => fieldConflict('adminEmail', DUPLICATE_EMAIL);

/**
 * The company, its first company_admin and the invitation mail (a queued job with its one-time link),
 * in one transaction: a taken address (409 at adminEmail) or any failure leaves none of them.
 */
export async function createCompany(ctx: Ctx, input: CompanyCreateValues): Promise<CompanyDetail> {
  const { adminName, adminEmail, ...values } = input;
  const email = normalizeEmail(adminEmail);
  if (await emailInUse(ctx.db, email)) throw duplicateEmail();
  try {
    return await conflictOnUnique(
      () =>
        ctx.db.transaction(async (tx) => {
          const [company] = await tx.insert(companies).values(values).returning();
          if (!company) throw new Error('company not created');
          const [admin] = await tx
            .insert(users)
            .values({ email, name: adminName, role: 'company_admin', companyId: company.id })
            .returning({ id: users.id });
          if (!admin) throw new Error('company admin not created');
          await sendSignInLink({ ...ctx, db: tx }, admin.id, 'invitation');
          return { ...toCompany(company), admins: await companyAdmins(tx, company.id) };
        }),
      duplicateEmail,
    );
  } finally {
    tableChanged(companies);
  }
}

export async function updateCompany(ctx: Ctx, id: string, input: CompanyValues): Promise<CompanyDetail> {
  const [row] = await ctx.db.update(companies).set(input).where(eq(companies.id, id)).returning();
  tableChanged(companies);
  if (!row) throw notFound('運送会社');
  return { ...toCompany(row), admins: await companyAdmins(ctx.db, id) };
}
