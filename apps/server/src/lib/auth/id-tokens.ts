import { createLocalJWKSet, errors, type JWTPayload, jwtVerify, SignJWT } from 'jose';
import type { Config } from '../../config.ts';
import type { Db } from '../db/db.ts';
import { serviceUnavailable, tokenExpired, unauthorized } from '../http/errors.ts';
import { lazyExternalKeySet } from './external-keys.ts';
import { ID_TOKEN_ALG, loadPublicKeySet, loadSigningKey, type SigningKey } from './signing-keys.ts';

export type VerifiedIdentity =
  | { provider: 'builtin'; userId: string }
  | { provider: 'external'; subject: string };

export type IdTokens = {
  issue(userId: string): Promise<{ idToken: string; expiresIn: number }>;
  verify(token: string): Promise<VerifiedIdentity>;
  publicKeySet(): Promise<{ keys: unknown[] }>;
  /** Loads the signing key now, so a later issue() needs no database (e.g. inside a transaction). */
  ready(): Promise<void>;
};

/**
 * ID tokens of the built-in provider (ES256 JWTs) and, when configured, of an external provider
 * (Firebase Authentication or any OpenID Connect issuer) verified by its JWKS. Verification is strict:
 * algorithm, issuer, audience and expiry; an expired token is told apart so the client can refresh.
 */
export function createIdTokens(db: Db, auth: Config['auth'], clock: () => Date = () => new Date()): IdTokens {
  let key: Promise<SigningKey> | undefined;
  const signingKey = () => {
    key ??= loadSigningKey(db).catch((err) => {
      key = undefined;
      throw err;
    });
    return key;
  };
  let localKeys: ReturnType<typeof createLocalJWKSet> | undefined;
  const external = auth.external;
  const externalKeys = external ? lazyExternalKeySet(external) : undefined;

  const reloadLocalKeys = async () => {
    await signingKey();
    localKeys = createLocalJWKSet((await loadPublicKeySet(db)) as Parameters<typeof createLocalJWKSet>[0]);
    return localKeys;
  };

  async function verifyBuiltin(token: string): Promise<VerifiedIdentity> {
    const options = {
      algorithms: [ID_TOKEN_ALG],
      issuer: auth.issuer,
      audience: auth.audience,
      currentDate: clock(),
      requiredClaims: ['sub', 'exp', 'iat'],
    };
    let result: Awaited<ReturnType<typeof jwtVerify>>;
    try {
      result = await jwtVerify(token, localKeys ?? (await reloadLocalKeys()), options);
    } catch (err) {
      // A key another instance created after our cache was filled: read the key set once more.
      if (!(err instanceof errors.JWKSNoMatchingKey)) throw err;
      result = await jwtVerify(token, await reloadLocalKeys(), options);
    }
    const userId = subjectOf(result.payload);
    // Our own tokens name a user id; any other subject (even validly signed) names no user.
    if (!UUID.test(userId)) throw unauthorized();
    return { provider: 'builtin', userId };
  }

  async function verifyExternal(token: string): Promise<VerifiedIdentity> {
    if (!external || !externalKeys) throw unauthorized();
    const keys = await externalKeys().catch(() => {
      // The provider's discovery document is unreachable: our outage, not the caller's fault.
      throw serviceUnavailable();
    });
    const { payload } = await jwtVerify(token, keys, {
      algorithms: ['RS256', 'ES256'],
      issuer: external.issuer,
      audience: external.audience,
      currentDate: clock(),
      requiredClaims: ['sub', 'exp'],
    });
    return { provider: 'external', subject: subjectOf(payload) };
  }

  return {
    async issue(userId) {
      const { kid, privateKey } = await signingKey();
      const now = Math.floor(clock().getTime() / 1000);
      const idToken = await new SignJWT({})
        .setProtectedHeader({ alg: ID_TOKEN_ALG, kid, typ: 'JWT' })
        .setIssuer(auth.issuer)
        .setAudience(auth.audience)
        .setSubject(userId)
        .setIssuedAt(now)
        .setExpirationTime(now + auth.idTokenTtlSeconds)
        .sign(privateKey);
      return { idToken, expiresIn: auth.idTokenTtlSeconds };
    },
    async verify(token) {
      try {
        const issuer = peekIssuer(token);
        return external && issuer === external.issuer
          ? await verifyExternal(token)
          : await verifyBuiltin(token);
      } catch (err) {
        if (err instanceof errors.JWTExpired) throw tokenExpired();
        if (err instanceof errors.JOSEError) throw unauthorized();
        throw err;
      }
    },
    async ready() {
      await signingKey();
    },
    async publicKeySet() {
      await signingKey();
      return loadPublicKeySet(db);
    },
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function subjectOf(payload: JWTPayload): string {
  if (typeof payload.sub !== 'string' || payload.sub.length === 0) throw unauthorized();
  return payload.sub;
}

/** Reads the unverified issuer only to pick which verifier applies; the verifier checks it again. */
function peekIssuer(token: string): string | undefined {
  const part = token.split('.')[1];
  if (!part) throw unauthorized();
  try {
    const payload = JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as { iss?: unknown };
    return typeof payload.iss === 'string' ? payload.iss : undefined;
  } catch {
    throw unauthorized();
  }
}
