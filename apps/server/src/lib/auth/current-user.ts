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

/** What the per-request check needs: the user, whether they may sign in, and since when tokens count. */
export type AuthUserRow = AuthUser & { active: boolean; tokensValidAfter: Date | null };

/** The message of a session ended by a password change (or an inactive user). */
export const SESSION_ENDED = 'セッションの有効期限が切れました。もう一度ログインしてください。';

/** One query: the user and, for drivers, their active driver record. */
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
      active: users.active,
      companyId: users.companyId,
      consignorId: users.consignorId,
      driverId: drivers.id,
      tokensValidAfter: users.tokensValidAfter,
    })
    .from(users)
    .leftJoin(drivers, and(eq(drivers.userId, users.id), eq(drivers.active, true)))
    .where(match)
    .limit(1);
  return row;
}

/**
 * The signed-in user for a verified token, or 401: an unknown or inactive user, or a token issued
 * before the user's sessions were ended (tokens_valid_after, compared in whole seconds like iat).
 */
export function sessionUser(row: AuthUserRow | undefined, identity: VerifiedIdentity): AuthUser {
  if (!row?.active) throw unauthorized();
  if (row.tokensValidAfter && identity.issuedAt < Math.floor(row.tokensValidAfter.getTime() / 1000)) {
    throw unauthorized(SESSION_ENDED);
  }
  const { active: _active, tokensValidAfter: _after, ...user } = row;
  return user;
}

/** Role and tenant come from the database (or the one-second cache over it: current-user-cache.ts). */
export async function loadCurrentUser(db: Db, identity: VerifiedIdentity): Promise<AuthUser> {
  return sessionUser(await readAuthUser(db, identity), identity);
}
