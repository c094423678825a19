import { randomInt } from 'node:crypto';
import {
  LOGIN_CODE_ALPHABET,
  LOGIN_CODE_INVALID,
  LOGIN_CODE_LENGTH,
  LOGIN_CODE_TTL_HOURS,
  type LoginCode,
  type TokenResponse,
} from '@rikuun/contract';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { signInLinks } from '../../lib/auth/auth.table.ts';
import type { Db, Tx } from '../../lib/db/db.ts';
import { unauthorized } from '../../lib/http/errors.ts';
import { type AuthDeps, startSession, userMaySignInNow } from './auth.service.ts';
import type { SignInRateLimiter } from './sign-in-rate-limit.ts';
import { hashOpaqueToken } from './tokens.ts';

/** Login codes live beside the mailed links (same table, hashed alike), under their own purpose. */
export const LOGIN_CODE_PURPOSE = 'code';
/** The rate limiter's "email" for code attempts: all codes from one client address count together. */
const LIMIT_KEY = 'login-code';

/** Uniformly random characters of the code alphabet (randomInt draws without modulo bias). */
function newLoginCode(): string {
  let code = '';
  for (let i = 0; i < LOGIN_CODE_LENGTH; i++)
    code += LOGIN_CODE_ALPHABET[randomInt(LOGIN_CODE_ALPHABET.length)];
  return code;
}

/**
 * 「ログインコードを発行」: a new single-use code for the user, valid for a day; the user's earlier unused
 * codes stop working. The code is returned this once (for the screen and print); only its hash is kept.
 */
export async function issueLoginCode(tx: Tx, userId: string, now: Date): Promise<LoginCode> {
  const code = newLoginCode();
  const expiresAt = new Date(now.getTime() + LOGIN_CODE_TTL_HOURS * 60 * 60 * 1000);
  await tx
    .update(signInLinks)
    .set({ expiresAt: now })
    .where(
      and(
        eq(signInLinks.userId, userId),
        eq(signInLinks.purpose, LOGIN_CODE_PURPOSE),
        isNull(signInLinks.usedAt),
        gt(signInLinks.expiresAt, now),
      ),
    );
  await tx
    .insert(signInLinks)
    .values({ userId, tokenHash: hashOpaqueToken(code), purpose: LOGIN_CODE_PURPOSE, expiresAt });
  return { code, expiresAt: expiresAt.toISOString() };
}

/** Uses up a code in one statement (two devices racing cannot both sign in); its user id or undefined. */
async function consumeLoginCode(db: Db, code: string, now: Date): Promise<string | undefined> {
  const [row] = await db
    .update(signInLinks)
    .set({ usedAt: now })
    .where(
      and(
        eq(signInLinks.tokenHash, hashOpaqueToken(code)),
        eq(signInLinks.purpose, LOGIN_CODE_PURPOSE),
        isNull(signInLinks.usedAt),
        gt(signInLinks.expiresAt, now),
      ),
    )
    .returning({ userId: signInLinks.userId });
  return row?.userId;
}

/**
 * 「ログインコードでサインイン」: limited like the password sign-in (failures per client address), a
 * wrong, used or expired code answers 401. The session counts as one opened by a link, so the driver
 * may set a password right after without an old one.
 */
export async function signInWithCode(
  deps: AuthDeps & { limiter: SignInRateLimiter },
  input: { code: string; ip: string },
): Promise<TokenResponse> {
  await deps.limiter.attempt(input.ip, LIMIT_KEY);
  const userId = await consumeLoginCode(deps.db, input.code, deps.clock());
  if (!userId) throw unauthorized(LOGIN_CODE_INVALID);
  if (!(await userMaySignInNow(deps.db, userId))) throw unauthorized(LOGIN_CODE_INVALID);
  await deps.limiter.succeeded(input.ip, LIMIT_KEY);
  return startSession(deps, userId, { byLink: true });
}
