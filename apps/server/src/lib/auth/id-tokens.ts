import { createLocalJWKSet, errors, type JWTPayload, jwtVerify, SignJWT } from 'jose';
import type { Config } from '../../config.ts';
import type { Db } from '../db/db.ts';
import { serviceUnavailable, tokenExpired, unauthorized } from '../http/errors.ts';
import { lazyExternalKeySet } from './external-keys.ts';
import { ID_TOKEN_ALG, loadPublicKeySet, loadSigningKey, type SigningKey } from './signing-keys.ts';
import { createVerifiedTokenCache } from './verified-token-cache.ts';

/**
 * Who a verified token names, and when it was issued: `issuedAt` in seconds (its `iat`), `issuedAtMs`
 * in milliseconds for the revocation check (our own tokens' `iat_ms` claim; the start of the `iat`
 * second for a token without one, e.g. an external provider's).
 */
export type VerifiedIdentity =
  | {
      provider: 'builtin';
      userId: string;
      issuedAt: number;
      issuedAtMs: number;
      /** Issued by a mailed sign-in link (claim amr: ["link"]): may set a password for a while. */
      byLink: boolean;
      /**
       * The session (refresh-token family, claim sid) the token was issued in, when it was: what
       * sign-out ends. Tokens issued outside a session (tests, tools) have none.
       */
      sessionId?: string;
    }
  | { provider: 'external'; subject: string; issuedAt: number; issuedAtMs: number };

/** The private claim of our tokens' issue time in milliseconds: `iat` has whole seconds only. */
export const IAT_MS_CLAIM = 'iat_ms';

/** Our `iat_ms`, which must fall in the `iat` second; a token from before it was added has none. */
export function issuedAtMsOf(payload: Record<string, unknown>, issuedAt: number): number {
  const ms = payload[IAT_MS_CLAIM];
  if (ms === undefined) return issuedAt * 1000;
  if (typeof ms !== 'number' || !Number.isInteger(ms) || Math.floor(ms / 1000) !== issuedAt) {
    throw unauthorized();
  }
  return ms;
}

export type IdTokens = {
  /**
   * A new ID token. `issuedAfter`: an instant the token must be dated after, whatever the clock reads
   * (the tokens_valid_after just written, so the session that ended the others keeps its new token).
   */
  issue(
    userId: string,
    opts?: { byLink?: boolean; issuedAfter?: Date; sessionId?: string },
  ): Promise<{ idToken: string; expiresIn: number }>;
  verify(token: string): Promise<VerifiedIdentity>;
  /** The identity of a token verified before and not expired since; undefined when verify() must run. */
  verifyCached(token: string): VerifiedIdentity | undefined;
  publicKeySet(): Promise<{ keys: unknown[] }>;
  /** Loads the signing key now, so a later issue() needs no database (e.g. inside a transaction). */
  ready(): Promise<void>;
};

/** How far ahead of our clock a token's iat may be (the issuer's clock may run a little fast). */
export const IAT_SKEW_SECONDS = 60;

/**
 * ID tokens of the built-in provider (ES256 JWTs) and, when configured, of an external provider
 * (Firebase Authentication or any OpenID Connect issuer) verified by its JWKS. Verification is strict:
 * algorithm, issuer, audience and expiry; a lifetime (exp − iat) longer than the configured ID-token
 * TTL and an iat in the future are refused; an expired token is told apart so the client can refresh.
 * A verified token string is remembered until its exp (verified-token-cache.ts), so a client sending
 * the same token again costs no signature check; expiry is checked on every use.
 */
export function createIdTokens(db: Db, auth: Config['auth'], clock: () => Date = () => new Date()): IdTokens {
  let key: Promise<SigningKey> | undefined;
  const signingKey = () => {
    key ??= loadSigningKey(db, auth.keyEncryptionSecret).catch((err) => {
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
    const { payload } = result;
    const userId = subjectOf(payload);
    // Our own tokens name a user id; any other subject (even validly signed) names no user.
    if (!UUID.test(userId)) throw unauthorized();
    const byLink = Array.isArray(payload.amr) && payload.amr.includes('link');
    const issuedAt = issuedAtOf(payload);
    const sessionId = typeof payload.sid === 'string' && UUID.test(payload.sid) ? payload.sid : undefined;
    return {
      provider: 'builtin',
      userId,
      issuedAt,
      issuedAtMs: issuedAtMsOf(payload, issuedAt),
      byLink,
      ...(sessionId && { sessionId }),
    };
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
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    const issuedAt = issuedAtOf(payload);
    return { provider: 'external', subject: subjectOf(payload), issuedAt, issuedAtMs: issuedAt * 1000 };
  }

  /** Lifetime and iat: a token minted for longer than we issue, or dated ahead of us, is refused. */
  function issuedAtOf(payload: JWTPayload): number {
    const { iat, exp } = payload;
    if (typeof iat !== 'number' || typeof exp !== 'number') throw unauthorized();
    if (exp - iat > auth.idTokenTtlSeconds) throw unauthorized();
    if (iat > clock().getTime() / 1000 + IAT_SKEW_SECONDS) throw unauthorized();
    return iat;
  }

  const verified = createVerifiedTokenCache(clock);

  return {
    async issue(userId, opts) {
      const { kid, privateKey } = await signingKey();
      const ms = Math.max(clock().getTime(), (opts?.issuedAfter?.getTime() ?? 0) + 1);
      const now = Math.floor(ms / 1000);
      const claims = {
        [IAT_MS_CLAIM]: ms,
        ...(opts?.byLink && { amr: ['link'] }),
        ...(opts?.sessionId && { sid: opts.sessionId }),
      };
      const idToken = await new SignJWT(claims)
        .setProtectedHeader({ alg: ID_TOKEN_ALG, kid, typ: 'JWT' })
        .setIssuer(auth.issuer)
        .setAudience(auth.audience)
        .setSubject(userId)
        .setIssuedAt(now)
        .setExpirationTime(now + auth.idTokenTtlSeconds)
        .sign(privateKey);
      return { idToken, expiresIn: auth.idTokenTtlSeconds };
    },
    verifyCached(token) {
      return verified.get(token);
    },
    async verify(token) {
      const known = verified.get(token);
      if (known) return known;
      try {
        const issuer = peekIssuer(token);
        const identity =
          external && issuer === external.issuer ? await verifyExternal(token) : await verifyBuiltin(token);
        verified.set(token, identity, expiryOf(token));
        return identity;
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

/** A UUID as our ids are written (ids named by tokens are checked before any query). */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function subjectOf(payload: JWTPayload): string {
  if (typeof payload.sub !== 'string' || payload.sub.length === 0) throw unauthorized();
  return payload.sub;
}

/** The exp of a token that has just been verified (so its payload is known to be well-formed). */
function expiryOf(token: string): number {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
    exp: number;
  };
  return payload.exp;
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
