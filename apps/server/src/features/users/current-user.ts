import { and, eq, sql } from 'drizzle-orm';
import type { AuthUserRow } from '../../lib/auth/current-user.ts';
import type { VerifiedIdentity } from '../../lib/auth/id-tokens.ts';
import { companyOfUser, userCompanies, userMaySignIn } from '../../lib/auth/sign-in-allowed.ts';
import { users } from '../../lib/auth/users.table.ts';
import type { Db } from '../../lib/db/db.ts';
import { consignors } from '../../lib/tenancy/consignors.table.ts';
import { drivers } from '../drivers/drivers.table.ts';

/**
 * One query: the user of a verified token and, for drivers, their active driver record, with what
 * GET /self shows (company and consignor names, whether a password is set). The platform
 * (lib/auth/current-user-cache.ts) calls it through AuthUserReader and checks the session itself.
 */
export async function readAuthUser(db: Db, identity: VerifiedIdentity): Promise<AuthUserRow | undefined> {
  const match =
    identity.provider === 'builtin'
      ? eq(users.id, identity.userId)
      : eq(users.externalSubject, identity.subject);
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      active: userMaySignIn,
      companyId: users.companyId,
      consignorId: users.consignorId,
      driverId: drivers.id,
      tokensValidAfter: users.tokensValidAfter,
      companyName: userCompanies.name,
      consignorName: consignors.name,
      passwordSet: sql<boolean>`(${users.passwordHash} is not null)`.mapWith(Boolean),
    })
    .from(users)
    .leftJoin(userCompanies, companyOfUser)
    .leftJoin(consignors, eq(consignors.id, users.consignorId))
    .leftJoin(drivers, and(eq(drivers.userId, users.id), eq(drivers.active, true)))
    .where(match)
    .limit(1);
  if (!row) return undefined;
  const { companyName, consignorName, passwordSet, ...user } = row;
  return { ...user, profile: { companyName, consignorName, passwordSet } };
}
