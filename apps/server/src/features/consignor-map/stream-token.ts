import { and, eq } from 'drizzle-orm';
import { createLocalJWKSet, jwtVerify, SignJWT } from 'jose';
import type { AuthUser } from '../../lib/auth/current-user.ts';
import { ID_TOKEN_ALG, loadPublicKeySet, loadSigningKey } from '../../lib/auth/signing-keys.ts';
import { users } from '../../lib/auth/users.table.ts';
import type { Services } from '../../lib/context.ts';
import { unauthorized } from '../../lib/http/errors.ts';

/**
 * The stream's credentials. An EventSource cannot send a bearer header, and an ID token in a URL
 * would be written to access logs and browser history for its whole lifetime; so the page first asks
 * POST /consignor/deliveries/stream-token (with its bearer token) for a token that only opens this
 * stream: a JWT signed with the ID tokens' key (every instance can check it) but for another audience
 * (STREAM_AUDIENCE, so it is never accepted as an ID token), naming the user and his consignor, and
 * expiring after STREAM_TOKEN_TTL_SECONDS.
 */
export const STREAM_TOKEN_TTL_SECONDS = 60;
export const STREAM_AUDIENCE = 'rikuun-consignor-stream';

export async function issueStreamToken(
  services: Pick<Services, 'config' | 'clock' | 'db'>,
  user: { id: string; consignorId: string },
) {
  const { kid, privateKey } = await loadSigningKey(services.db, services.config.auth.keyEncryptionSecret);
  const now = Math.floor(services.clock().getTime() / 1000);
  const token = await new SignJWT({ cid: user.consignorId })
    .setProtectedHeader({ alg: ID_TOKEN_ALG, kid, typ: 'JWT' })
    .setIssuer(services.config.auth.issuer)
    .setAudience(STREAM_AUDIENCE)
    .setSubject(user.id)
    .setIssuedAt(now)
    .setExpirationTime(now + STREAM_TOKEN_TTL_SECONDS)
    .sign(privateKey);
  return { token, expiresIn: STREAM_TOKEN_TTL_SECONDS };
}

/** The consignor user a stream token names, still active and still of that consignor; else 401. */
export async function streamTokenUser(
  services: Pick<Services, 'config' | 'clock' | 'db'>,
  token: string,
): Promise<AuthUser & { consignorId: string }> {
  let claims: { sub?: string; cid?: unknown };
  try {
    const keys = createLocalJWKSet(
      (await loadPublicKeySet(services.db)) as Parameters<typeof createLocalJWKSet>[0],
    );
    const { payload } = await jwtVerify(token, keys, {
      algorithms: [ID_TOKEN_ALG],
      issuer: services.config.auth.issuer,
      audience: STREAM_AUDIENCE,
      currentDate: services.clock(),
      requiredClaims: ['sub', 'exp'],
    });
    claims = payload;
  } catch {
    throw unauthorized();
  }
  const [row] = await services.db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      companyId: users.companyId,
      consignorId: users.consignorId,
      active: users.active,
    })
    .from(users)
    .where(and(eq(users.id, String(claims.sub)), eq(users.role, 'consignor_user')));
  if (!row?.active || row.consignorId !== claims.cid || !row.consignorId) throw unauthorized();
  return { ...row, consignorId: row.consignorId, driverId: null };
}
