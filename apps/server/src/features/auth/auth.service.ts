import type { TokenResponse } from '@rikuun/contract';
import { eq } from 'drizzle-orm';
import { SESSION_ENDED } from '../../lib/auth/current-user.ts';
import type { IdTokens } from '../../lib/auth/id-tokens.ts';
import { dummyPasswordHash, verifyPassword } from '../../lib/auth/passwords.ts';
import { companyOfUser, userCompanies, userMaySignIn } from '../../lib/auth/sign-in-allowed.ts';
import { users } from '../../lib/auth/users.table.ts';
import type { Services } from '../../lib/context.ts';
import { uuidv7 } from '../../lib/db/columns.ts';
import { unauthorized } from '../../lib/http/errors.ts';
import { createRefreshToken, revokeFamilyOfToken, rotateRefreshToken } from './refresh-tokens.ts';
import { consumeSignInLink } from './sign-in-links.ts';
import type { SignInRateLimiter } from './sign-in-rate-limit.ts';

export type AuthDeps = Pick<Services, 'config' | 'db' | 'clock'> & {
  idTokens: IdTokens;
  log: { warn(obj: unknown, msg?: string): void };
};

const WRONG_CREDENTIALS = 'メールアドレスまたはパスワードが正しくありません。';

const LINK_INVALID = 'このリンクは無効か、有効期限が切れています。再度ログイン用リンクを送信してください。';

/** Email addresses are stored and compared in lower case; other features writing users use this too. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** A new session: an ID token and the first refresh token of a new family. */
export async function startSession(
  deps: AuthDeps,
  userId: string,
  opts: { byLink?: boolean; issuedAfter?: Date } = {},
): Promise<TokenResponse> {
  const now = deps.clock();
  const ttlSeconds = deps.config.auth.refreshTokenTtlSeconds;
  // The session is the refresh-token family; its ID tokens name it (sid), so sign-out can end streams.
  const sessionId = uuidv7();
  const refreshToken = await createRefreshToken(deps.db, { userId, familyId: sessionId, now, ttlSeconds });
  await deps.db.update(users).set({ lastSignedInAt: now }).where(eq(users.id, userId));
  const { idToken, expiresIn } = await deps.idTokens.issue(userId, { ...opts, sessionId });
  return { idToken, refreshToken, expiresIn };
}

/**
 * Email and password. Every failure answers the same 401 in about the same time (an unknown address
 * is verified against a dummy hash), so the answer does not tell which addresses have accounts.
 */
export async function signIn(
  deps: AuthDeps & { limiter: SignInRateLimiter },
  input: { email: string; password: string; ip: string },
): Promise<TokenResponse> {
  const email = normalizeEmail(input.email);
  await deps.limiter.attempt(input.ip, email);
  const [user] = await deps.db
    .select({ id: users.id, passwordHash: users.passwordHash, active: userMaySignIn })
    .from(users)
    .leftJoin(userCompanies, companyOfUser)
    .where(eq(users.email, email))
    .limit(1);
  const matches = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
  if (!user?.passwordHash || !matches || !user.active) throw unauthorized(WRONG_CREDENTIALS);
  await deps.limiter.succeeded(input.ip, email);
  return startSession(deps, user.id);
}

/** Rotation: the presented refresh token is used up and its successor returned with a fresh ID token. */
export async function refreshSession(deps: AuthDeps, refreshToken: string): Promise<TokenResponse> {
  // The ID token is made before the rotation commits: a failure after it would use up the presented
  // token without handing out its successor, and the client's retry would look like token theft.
  let issued: { idToken: string; expiresIn: number } | undefined;
  await deps.idTokens.ready();
  const result = await rotateRefreshToken(
    deps.db,
    refreshToken,
    deps.clock(),
    deps.config.auth.refreshTokenTtlSeconds,
    async (userId, sessionId) => {
      issued = await deps.idTokens.issue(userId, { sessionId });
    },
  );
  if (!result.ok) {
    if (result.reason === 'reused') {
      deps.log.warn({ userId: result.userId }, 'refresh token reused: its session has been revoked');
    }
    throw unauthorized(SESSION_ENDED);
  }
  if (!issued) throw new Error('rotation committed without an ID token');
  return { idToken: issued.idToken, refreshToken: result.refreshToken, expiresIn: issued.expiresIn };
}

/** Whether the user (and their company) may still sign in, read when a link or code is redeemed. */
export async function userMaySignInNow(db: AuthDeps['db'], userId: string): Promise<boolean> {
  const [user] = await db
    .select({ active: userMaySignIn })
    .from(users)
    .leftJoin(userCompanies, companyOfUser)
    .where(eq(users.id, userId))
    .limit(1);
  return user?.active === true;
}

export async function signInWithLink(deps: AuthDeps, token: string): Promise<TokenResponse> {
  const userId = await consumeSignInLink(deps.db, token, deps.clock());
  if (!userId) throw unauthorized(LINK_INVALID);
  if (!(await userMaySignInNow(deps.db, userId))) throw unauthorized(LINK_INVALID);
  return startSession(deps, userId, { byLink: true });
}

export async function signOut(deps: AuthDeps, refreshToken: string): Promise<void> {
  await revokeFamilyOfToken(deps.db, refreshToken, deps.clock());
}
