import { and, eq } from 'drizzle-orm';
import type { AuthUser } from '../../lib/auth/current-user.ts';
import type { VerifiedIdentity } from '../../lib/auth/id-tokens.ts';
import { users } from '../../lib/auth/users.table.ts';
import type { Db } from '../../lib/db/db.ts';
import { unauthorized } from '../../lib/http/errors.ts';
import { drivers } from '../drivers/drivers.table.ts';

/** Role and tenant come from the database on every request, so a change applies at once. */
export async function loadCurrentUser(db: Db, identity: VerifiedIdentity): Promise<AuthUser> {
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
      active: users.active,
      companyId: users.companyId,
      consignorId: users.consignorId,
      driverId: drivers.id,
    })
    .from(users)
    .leftJoin(drivers, and(eq(drivers.userId, users.id), eq(drivers.active, true)))
    .where(match)
    .limit(1);
  if (!row?.active) throw unauthorized();
  const { active: _active, ...user } = row;
  return user;
}
