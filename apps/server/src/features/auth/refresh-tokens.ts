import { and, eq, isNull } from 'drizzle-orm';
import { refreshTokens } from '../../lib/auth/auth.table.ts';
import { companyOfUser, userCompanies, userMaySignIn } from '../../lib/auth/sign-in-allowed.ts';
import { users } from '../../lib/auth/users.table.ts';
import { uuidv7 } from '../../lib/db/columns.ts';
import type { Db, Tx } from '../../lib/db/db.ts';
import { hashOpaqueToken, newOpaqueToken } from './tokens.ts';

type Executor = Db | Tx;

export type RotateResult =
  | { ok: true; userId: string; refreshToken: string }
  | { ok: false; reason: 'unknown' | 'revoked' | 'reused' | 'expired' | 'inactive'; userId?: string };

/** Starts a new family (a new sign-in) or continues one (a rotation). */
export async function createRefreshToken(
  db: Executor,
  input: { userId: string; familyId?: string; now: Date; ttlSeconds: number },
): Promise<string> {
  const token = newOpaqueToken();
  await db.insert(refreshTokens).values({
    userId: input.userId,
    familyId: input.familyId ?? uuidv7(),
    tokenHash: hashOpaqueToken(token),
    expiresAt: new Date(input.now.getTime() + input.ttlSeconds * 1000),
  });
  return token;
}

/**
 * Exchanges a refresh token for its successor in one transaction: the row is locked, marked used and
 * a successor is issued in the same family. A token presented a second time means two parties hold
 * it (theft, or a leaked copy), so the whole family is revoked and both must sign in again.
 */
export async function rotateRefreshToken(
  db: Db,
  token: string,
  now: Date,
  ttlSeconds: number,
  /** Runs inside the transaction once rotated: if it fails, the presented token stays unused. */
  beforeCommit?: (userId: string, familyId: string) => Promise<void>,
): Promise<RotateResult> {
  return db.transaction(async (tx): Promise<RotateResult> => {
    const [row] = await tx
      .select({
        id: refreshTokens.id,
        userId: refreshTokens.userId,
        familyId: refreshTokens.familyId,
        expiresAt: refreshTokens.expiresAt,
        usedAt: refreshTokens.usedAt,
        revokedAt: refreshTokens.revokedAt,
        active: userMaySignIn,
      })
      .from(refreshTokens)
      .innerJoin(users, eq(users.id, refreshTokens.userId))
      .leftJoin(userCompanies, companyOfUser)
      .where(eq(refreshTokens.tokenHash, hashOpaqueToken(token)))
      .for('update', { of: refreshTokens })
      .limit(1);
    if (!row) return { ok: false, reason: 'unknown' };
    if (row.revokedAt) return { ok: false, reason: 'revoked', userId: row.userId };
    if (row.usedAt) {
      await revokeFamily(tx, row.familyId, now);
      return { ok: false, reason: 'reused', userId: row.userId };
    }
    if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired', userId: row.userId };
    if (!row.active) {
      await revokeFamily(tx, row.familyId, now);
      return { ok: false, reason: 'inactive', userId: row.userId };
    }
    await tx.update(refreshTokens).set({ usedAt: now }).where(eq(refreshTokens.id, row.id));
    const refreshToken = await createRefreshToken(tx, {
      userId: row.userId,
      familyId: row.familyId,
      now,
      ttlSeconds,
    });
    await beforeCommit?.(row.userId, row.familyId);
    return { ok: true, userId: row.userId, refreshToken };
  });
}

export async function revokeFamily(db: Executor, familyId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Sign-out: ends the session the token belongs to. An unknown token ends nothing and is no error. */
export async function revokeFamilyOfToken(db: Db, token: string, now: Date): Promise<void> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashOpaqueToken(token)))
    .limit(1);
  if (row) await revokeFamily(db, row.familyId, now);
}

/** Ends every session of a user (after a password change). */
export async function revokeAllOfUser(db: Executor, userId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
