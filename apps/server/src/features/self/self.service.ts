import type { Self } from '@rikuun/contract';
import { eq, sql } from 'drizzle-orm';
import { users } from '../../lib/auth/users.table.ts';
import type { Ctx } from '../../lib/context.ts';
import { companyRow } from '../../lib/db/company-rows.ts';
import { companies } from '../../lib/tenancy/companies.table.ts';
import { consignors } from '../../lib/tenancy/consignors.table.ts';

/**
 * The signed-in user as the app shows him. The names and passwordSet come with the user from the
 * per-request user read (its cache: at most a second old, or fresh after the user's own write);
 * read here only for a user built without them.
 */
export async function getSelf(ctx: Ctx): Promise<Self> {
  const { user } = ctx;
  const profile = user.profile;
  if (!profile) return readSelf(ctx);
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    company:
      user.companyId && profile.companyName !== null
        ? { id: user.companyId, name: profile.companyName }
        : null,
    consignor:
      user.consignorId && profile.consignorName !== null
        ? { id: user.consignorId, name: profile.consignorName }
        : null,
    driverId: user.driverId,
    passwordSet: profile.passwordSet,
  };
}

async function readSelf(ctx: Ctx): Promise<Self> {
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
