import type { Company, CompanyAdmin } from '@rikuun/contract';
import { asc, eq } from 'drizzle-orm';
import { users } from '../../lib/auth/users.table.ts';
import { ownedBy } from '../../lib/db/company-rows.ts';
import type { Db, Tx } from '../../lib/db/db.ts';
import { notFound } from '../../lib/http/errors.ts';
import { companies } from '../../lib/tenancy/companies.table.ts';

type Row = typeof companies.$inferSelect;

/** A company as the API answers it (the search key stays inside). */
export function toCompany(row: Row): Company {
  const { searchText: _s, createdAt, updatedAt, ...rest } = row;
  return { ...rest, createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString() };
}

/** The company by id, or 404 運送会社が見つかりません。 */
export async function findCompanyOr404(db: Db | Tx, id: string): Promise<Row> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
  if (!row) throw notFound('運送会社');
  return row;
}

/** The company's staff (company_admin users), by name. */
export async function companyAdmins(db: Db | Tx, companyId: string): Promise<CompanyAdmin[]> {
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      active: users.active,
      lastSignedInAt: users.lastSignedInAt,
    })
    .from(users)
    .where(ownedBy({ companyId }, users, eq(users.role, 'company_admin')))
    .orderBy(asc(users.name), asc(users.id));
  // Staff are always made with an address (only drivers may lack one).
  return rows.map((r) => ({
    ...r,
    email: r.email ?? '',
    lastSignedInAt: r.lastSignedInAt?.toISOString() ?? null,
  }));
}
