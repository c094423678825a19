import type { Role } from '@rikuun/contract';
import { and, eq } from 'drizzle-orm';
import { drivers } from '../../features/drivers/drivers.table.ts';
import { users } from '../../features/users/users.table.ts';
import type { Db } from '../db/db.ts';
import { unauthorized } from '../http/errors.ts';
import type { VerifiedIdentity } from './id-tokens.ts';

export type AuthUser = {
  id: string;
  email: string;
  name: string;
  role: Role;
  companyId: string | null;
  consignorId: string | null;
  driverId: string | null;
};

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
