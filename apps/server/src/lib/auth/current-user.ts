import type { Role } from '@rikuun/contract';
import { unauthorized } from '../http/errors.ts';
import type { VerifiedIdentity } from './id-tokens.ts';

export type AuthUser = {
  id: string;
  /** null for a driver registered without an address. */
  email: string | null;
  name: string;
  role: Role;
  companyId: string | null;
  consignorId: string | null;
  driverId: string | null;
  /**
   * What GET /self shows beside the user, read with the user in the same query and cached with it (so
   * for at most the cache's second, or until the user's own write): absent where a user was built by
   * other means, and then read by GET /self itself.
   */
  profile?: UserProfile;
};

export type UserProfile = { companyName: string | null; consignorName: string | null; passwordSet: boolean };

/** What the per-request check needs: the user, whether they may sign in, and since when tokens count. */
export type AuthUserRow = AuthUser & { active: boolean; tokensValidAfter: Date | null };

/** The message of a session ended by a password change (or an inactive user). */
export const SESSION_ENDED = 'セッションの有効期限が切れました。もう一度ログインしてください。';

/** Reads the user of a verified token; supplied by the users feature (lib/ knows no feature tables). */
export type AuthUserReader = (identity: VerifiedIdentity) => Promise<AuthUserRow | undefined>;

/**
 * The signed-in user for a verified token, or 401: an unknown or inactive user, or a token issued
 * when or before the user's sessions were ended (tokens_valid_after), compared in milliseconds: a
 * token of the same second but from before the change no longer passes (a token without `iat_ms`
 * counts from the start of its second, so the whole second is refused). The session that made the
 * change gets a token dated after it (IdTokens.issue's issuedAfter).
 */
export function sessionUser(row: AuthUserRow | undefined, identity: VerifiedIdentity): AuthUser {
  checkSession(row, identity);
  return userOfRow(row);
}

/** The checks of sessionUser alone (a cache keeps the user it built from the row). */
export function checkSession(
  row: AuthUserRow | undefined,
  identity: VerifiedIdentity,
): asserts row is AuthUserRow {
  if (!row?.active) throw unauthorized();
  if (row.tokensValidAfter && identity.issuedAtMs <= row.tokensValidAfter.getTime()) {
    throw unauthorized(SESSION_ENDED);
  }
}

/** The user of a row without the session fields; frozen, as one object may serve many requests. */
export function userOfRow(row: AuthUserRow): AuthUser {
  const { active: _active, tokensValidAfter: _after, ...user } = row;
  return Object.freeze(user);
}
