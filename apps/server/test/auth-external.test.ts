import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type CryptoKey, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/lib/auth/users.table.ts';
import { createCompany, createTestApp, type TestApp } from './helpers.ts';
import { getSelf } from './support/auth.ts';

/** An external identity provider (Firebase-like, RS256) whose JWKS a local HTTP server publishes. */
const ISSUER = 'https://securetoken.google.com/rikuun-test';
const AUDIENCE = 'rikuun-test';

let t: TestApp;
let jwksServer: http.Server;
let providerKey: CryptoKey;
const kid = 'provider-key-1';
let base = '';

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  providerKey = pair.privateKey;
  const jwks = JSON.stringify({
    keys: [{ ...(await exportJWK(pair.publicKey)), kid, alg: 'RS256', use: 'sig' }],
  });
  // Serves the key set, and an OpenID Connect discovery document pointing at it.
  jwksServer = http.createServer((req, res) => {
    const body =
      req.url === '/oidc/.well-known/openid-configuration'
        ? JSON.stringify({ issuer: `${base}/oidc`, jwks_uri: `${base}/jwks` })
        : jwks;
    res.writeHead(200, { 'content-type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
  const { port } = jwksServer.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;
  t = await createTestApp({
    AUTH_EXTERNAL_ISSUER: ISSUER,
    AUTH_EXTERNAL_AUDIENCE: AUDIENCE,
    AUTH_EXTERNAL_JWKS_URL: `http://127.0.0.1:${port}/jwks`,
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => jwksServer.close(resolve));
});

const now = () => Math.floor(Date.now() / 1000);
function providerToken(
  sub: string,
  opts: { aud?: string; exp?: number; key?: CryptoKey; iss?: string } = {},
) {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
    .setIssuer(opts.iss ?? ISSUER)
    .setAudience(opts.aud ?? AUDIENCE)
    .setSubject(sub)
    .setIssuedAt(now() - 10)
    .setExpirationTime(opts.exp ?? now() + 600)
    .sign(opts.key ?? providerKey);
}

async function externalUser(subject: string, app = t) {
  const { companyId } = await createCompany(app);
  const [user] = await app.database.db
    .insert(users)
    .values({
      email: `${subject}@example.test`,
      name: '外部 太郎',
      role: 'company_admin',
      companyId,
      externalSubject: subject,
    })
    .returning();
  return user;
}

describe('external identity provider', () => {
  it("signs in the user whose externalSubject is the token's subject", async () => {
    const user = await externalUser('firebase-uid-ok');
    const res = await getSelf(t, await providerToken('firebase-uid-ok'));
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(user?.id);
  });

  it('refuses a wrong audience, an unknown subject and another signing key', async () => {
    await externalUser('firebase-uid-strict');
    const other = await generateKeyPair('RS256');
    for (const token of [
      await providerToken('firebase-uid-strict', { aud: 'someone-else' }),
      await providerToken('firebase-uid-unknown'),
      await providerToken('firebase-uid-strict', { key: other.privateKey }),
    ]) {
      const res = await getSelf(t, token);
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe('unauthorized');
    }
  });

  it('answers firebase_token_expired for an expired provider token', async () => {
    await externalUser('firebase-uid-expired');
    const res = await getSelf(t, await providerToken('firebase-uid-expired', { exp: now() - 60 }));
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('firebase_token_expired');
  });

  it('still accepts the built-in provider’s tokens', async () => {
    const { admin } = await createCompany(t);
    expect((await getSelf(t, admin.token)).statusCode).toBe(200);
  });
});

describe('external identity provider found by OpenID Connect discovery', () => {
  it('reads jwks_uri from the issuer and verifies its tokens', async () => {
    const oidc = await createTestApp({
      AUTH_EXTERNAL_ISSUER: `${base}/oidc`,
      AUTH_EXTERNAL_AUDIENCE: AUDIENCE,
    });
    try {
      const user = await externalUser('oidc-subject-1', oidc);
      const res = await getSelf(oidc, await providerToken('oidc-subject-1', { iss: `${base}/oidc` }));
      expect(res.statusCode).toBe(200);
      expect(res.json().id).toBe(user?.id);
      const forged = await generateKeyPair('RS256');
      const bad = await providerToken('oidc-subject-1', { iss: `${base}/oidc`, key: forged.privateKey });
      expect((await getSelf(oidc, bad)).statusCode).toBe(401);
    } finally {
      await oidc.close();
    }
  });
});
