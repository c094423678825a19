import { createRemoteJWKSet } from 'jose';
import type { Config } from '../../config.ts';

type External = NonNullable<Config['auth']['external']>;
export type RemoteKeySet = ReturnType<typeof createRemoteJWKSet>;

const FIREBASE_ISSUER_PREFIX = 'https://securetoken.google.com/';
const FIREBASE_JWKS_URL =
  'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';

/**
 * Where the external provider publishes its keys: AUTH_EXTERNAL_JWKS_URL when set; Firebase
 * Authentication's fixed key set for its issuers; otherwise the issuer's OpenID Connect discovery document.
 */
export async function externalJwksUrl(external: External): Promise<string> {
  if (external.jwksUrl) return external.jwksUrl;
  if (external.issuer.startsWith(FIREBASE_ISSUER_PREFIX)) return FIREBASE_JWKS_URL;
  const discovery = `${external.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
  const res = await fetch(discovery, { signal: AbortSignal.timeout(5000) });
  const doc = res.ok ? ((await res.json()) as { jwks_uri?: unknown }) : {};
  if (typeof doc.jwks_uri !== 'string') throw new Error(`no jwks_uri in ${discovery} (HTTP ${res.status})`);
  return doc.jwks_uri;
}

/** The remote key set, found once and cached (jose refreshes the keys themselves); a failure is retried. */
export function lazyExternalKeySet(external: External): () => Promise<RemoteKeySet> {
  let keys: Promise<RemoteKeySet> | undefined;
  return () => {
    keys ??= externalJwksUrl(external)
      .then((url) => createRemoteJWKSet(new URL(url)))
      .catch((err) => {
        keys = undefined;
        throw err;
      });
    return keys;
  };
}
