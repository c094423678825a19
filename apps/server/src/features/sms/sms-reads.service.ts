import type { SmsDriver } from '@rikuun/contract';
import { asc, eq } from 'drizzle-orm';
import { users } from '../../lib/auth/users.table.ts';
import type { CompanyCtx } from '../../lib/context.ts';
import { companyRow, companyRows, sameCompanyAs } from '../../lib/db/company-rows.ts';
import { companies } from '../../lib/tenancy/companies.table.ts';
import { drivers } from '../drivers/drivers.table.ts';

/** GET /sms/companies: the key's own company, and only it. */
export async function smsCompanies(ctx: CompanyCtx) {
  const data = await ctx.db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(companyRow(ctx));
  return { data, total: data.length };
}

/** GET /sms/drivers: the company's active drivers, by kana then name. */
export async function smsDrivers(ctx: CompanyCtx): Promise<{ data: SmsDriver[]; total: number }> {
  const data = await ctx.db
    .select({
      id: drivers.id,
      name: drivers.name,
      nameKana: drivers.nameKana,
      phone: drivers.phone,
      email: users.email,
      groupId: drivers.groupId,
    })
    .from(drivers)
    .leftJoin(users, sameCompanyAs(users, drivers, eq(users.id, drivers.userId)))
    .where(companyRows(ctx, drivers).where(eq(drivers.active, true)))
    .orderBy(asc(drivers.nameKana), asc(drivers.name), asc(drivers.id));
  return { data, total: data.length };
}
