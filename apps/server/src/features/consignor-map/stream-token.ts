import { and, eq, lt, sql } from 'drizzle-orm';
import { createLocalJWKSet, jwtVerify, SignJWT } from 'jose';
import { type AuthUser, SESSION_ENDED } from '../../lib/auth/current-user.ts';
import { IAT_MS_CLAIM, issuedAtMsOf, UUID, type VerifiedIdentity } from '../../lib/auth/id-tokens.ts';
import { sessionEnded } from '../../lib/auth/session-ended.ts';
import { companyOfUser, userCompanies, userMaySignIn } from '../../lib/auth/sign-in-allowed.ts';
import { ID_TOKEN_ALG, loadPublicKeySet, loadSigningKey } from '../../lib/auth/signing-keys.ts';
import { users } from '../../lib/auth/users.table.ts';
import type { ConsignorCtx, Services } from '../../lib/context.ts';
import { uuidv7 } from '../../lib/db/columns.ts';
import { forbidden, unauthorized } from '../../lib/http/errors.ts';
import { consignors } from '../../lib/tenancy/consignors.table.ts';
import { usedStreamTokens } from './used-stream-tokens.table.ts';

/**
 * The stream's credentials. An EventSource cannot send a bearer header, and an ID token in a URL
 * would be written to access logs and browser history for its whole lifetime; so the page first asks
 * POST /consignor/deliveries/stream-token (with its bearer token) for a token that only opens this
 * stream: a JWT signed with the ID tokens' key (every instance can check it) but for another audience
 * (STREAM_AUDIENCE, so it is never accepted as an ID token), naming the user, his consignor and the
 * session of the ID token (sid), expiring after STREAM_TOKEN_TTL_SECONDS. It opens one stream only:
 * its id (jti) is written to used_stream_tokens on use, so a copy from a log is worth nothing.
 */
export const STREAM_TOKEN_TTL_SECONDS = 60;
export const STREAM_AUDIENCE = 'rikuun-consignor-stream';

type Deps = Pick<Services, 'config' | 'clock' | 'db'>;

const CONSIGNOR_INACTIVE = 'この荷主は無効になっているため、リアルタイム表示はご利用いただけません。';

/** What a verified stream token says. */
export type StreamClaims = {
  userId: string;
  consignorId: string;
  sessionId: string | undefined;
  /** Milliseconds since the epoch, like an ID token's iat_ms (compared with tokens_valid_after). */
  issuedAtMs: number;
};

export type StreamUser = AuthUser & { consignorId: string };

/**
 * POST /consignor/deliveries/stream-token: a token for the signed-in consignor user, bound to the
 * session of his ID token. Refused as the stream itself would be: 401 when the session has ended
 * (signed out elsewhere), 403 when the consignor has been switched off (the page then polls).
 */
export async function issueDeliveriesStreamToken(ctx: ConsignorCtx, identity: VerifiedIdentity | null) {
  const sessionId = identity?.provider === 'builtin' ? identity.sessionId : undefined;
  const access = await streamAccess(ctx, {
    userId: ctx.user.id,
    consignorId: ctx.consignorId,
    sessionId,
    issuedAtMs: ctx.clock().getTime(),
  });
  if ('refused' in access) {
    if (access.refused === 'consignor') throw forbidden(CONSIGNOR_INACTIVE);
    throw unauthorized(SESSION_ENDED);
  }
  return issueStreamToken(ctx, { id: ctx.user.id, consignorId: ctx.consignorId, sessionId });
}

export async function issueStreamToken(
  deps: Deps,
  user: { id: string; consignorId: string; sessionId?: string | undefined },
) {
  const { kid, privateKey } = await loadSigningKey(deps.db, deps.config.auth.keyEncryptionSecret);
  const ms = deps.clock().getTime();
  const now = Math.floor(ms / 1000);
  const claims = {
    cid: user.consignorId,
    [IAT_MS_CLAIM]: ms,
    ...(user.sessionId && { sid: user.sessionId }),
  };
  const token = await new SignJWT(claims)
    .setProtectedHeader({ alg: ID_TOKEN_ALG, kid, typ: 'JWT' })
    .setIssuer(deps.config.auth.issuer)
    .setAudience(STREAM_AUDIENCE)
    .setSubject(user.id)
    .setJti(uuidv7())
    .setIssuedAt(now)
    .setExpirationTime(now + STREAM_TOKEN_TTL_SECONDS)
    .sign(privateKey);
  return { token, expiresIn: STREAM_TOKEN_TTL_SECONDS };
}

/**
 * Verifies a stream token and uses it up (401 when invalid, expired or used before, on any instance).
 * The expired ids are deleted on the way: their tokens fail the signature check's expiry first.
 */
export async function useStreamToken(deps: Deps, token: string): Promise<StreamClaims> {
  let claims: Record<string, unknown>;
  try {
    const keys = createLocalJWKSet(
      (await loadPublicKeySet(deps.db)) as Parameters<typeof createLocalJWKSet>[0],
    );
    const { payload } = await jwtVerify(token, keys, {
      algorithms: [ID_TOKEN_ALG],
      issuer: deps.config.auth.issuer,
      audience: STREAM_AUDIENCE,
      currentDate: deps.clock(),
      requiredClaims: ['sub', 'exp', 'iat', 'jti'],
    });
    claims = payload;
  } catch {
    throw unauthorized();
  }
  const { sub, cid, sid, jti, iat, exp } = claims;
  if (typeof sub !== 'string' || typeof cid !== 'string' || typeof jti !== 'string' || !UUID.test(jti))
    throw unauthorized();
  if (typeof iat !== 'number' || typeof exp !== 'number') throw unauthorized();
  const now = deps.clock();
  await deps.db.delete(usedStreamTokens).where(lt(usedStreamTokens.expiresAt, now));
  const [fresh] = await deps.db
    .insert(usedStreamTokens)
    .values({ id: jti, expiresAt: new Date(exp * 1000) })
    .onConflictDoNothing()
    .returning({ id: usedStreamTokens.id });
  if (!fresh) throw unauthorized();
  return {
    userId: sub,
    consignorId: cid,
    sessionId: typeof sid === 'string' && UUID.test(sid) ? sid : undefined,
    issuedAtMs: issuedAtMsOf(claims, iat),
  };
}

/**
 * Whether the stream may go on: the user is still an active consignor user of that consignor (and of
 * no switched-off company), the consignor is active, the session is not ended (sign-out), and no
 * password change ended the sessions since the token was issued (tokens_valid_after). One query,
 * run when the stream opens and again on every change message naming the user or the consignor.
 */
export async function streamAccess(
  deps: Pick<Services, 'db'>,
  claims: StreamClaims,
): Promise<{ user: StreamUser } | { refused: 'user' | 'consignor' }> {
  if (!UUID.test(claims.userId) || !UUID.test(claims.consignorId)) return { refused: 'user' };
  const [row] = await deps.db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      companyId: users.companyId,
      consignorId: users.consignorId,
      active: userMaySignIn,
      tokensValidAfter: users.tokensValidAfter,
      consignorActive: consignors.active,
      sessionEnded: claims.sessionId ? sessionEnded(claims.sessionId) : sql<boolean>`false`.mapWith(Boolean),
    })
    .from(users)
    .leftJoin(userCompanies, companyOfUser)
    .leftJoin(consignors, eq(consignors.id, users.consignorId))
    .where(and(eq(users.id, claims.userId), eq(users.role, 'consignor_user')))
    .limit(1);
  if (!row?.active || row.sessionEnded || row.consignorId !== claims.consignorId) return { refused: 'user' };
  if (row.tokensValidAfter && claims.issuedAtMs <= row.tokensValidAfter.getTime()) return { refused: 'user' };
  if (!row.consignorActive) return { refused: 'consignor' };
  const { active: _a, tokensValidAfter: _t, consignorActive: _c, sessionEnded: _s, ...user } = row;
  return { user: { ...user, consignorId: claims.consignorId, driverId: null } };
}
