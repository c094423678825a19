import type { Self } from '@rikuun/contract';
import { eq, sql } from 'drizzle-orm';
import { users } from '../../lib/auth/users.table.ts';
import type { Ctx } from '../../lib/context.ts';
import { companyRow } from '../../lib/db/company-rows.ts';
import { companies } from '../../lib/tenancy/companies.table.ts';
import { consignors } from '../../lib/tenancy/consignors.table.ts';

export async function getSelf(ctx: Ctx): Promise<Self> {
  const { db, user } = ctx;
  const [company] = user.companyId
    ? await db
        .select({ id: companies.id, name: companies.name })
        .from(companies)
        .where(companyRow({ companyId: user.companyId }))
    : [];
  const [consignor] = user.consignorId
    ? await db
        .select({ id: consignors.id, name: consignors.name })
        .from(consignors)
        .where(eq(consignors.id, user.consignorId))
    : [];
  const [password] = await db
    .select({ set: sql<boolean>`(${users.passwordHash} is not null)` })
    .from(users)
    .where(eq(users.id, user.id));
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    company: company ?? null,
    consignor: consignor ?? null,
    driverId: user.driverId,
    passwordSet: password?.set ?? false,
  };
}
