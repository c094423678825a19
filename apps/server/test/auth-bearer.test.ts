import { eq } from 'drizzle-orm';
import { type CryptoKey, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_CHANGED_CHANNEL } from '../src/lib/auth/current-user-cache.ts';
import { loadSigningKey } from '../src/lib/auth/signing-keys.ts';
import { users } from '../src/lib/auth/users.table.ts';
import { createCompany, createTestApp, type TestApp } from './helpers.ts';
import { getSelf } from './support/auth.ts';
import { nextMessage } from './support/pubsub.ts';

/** What the API accepts as a bearer token, checked through GET /v1/self. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const issuer = () => t.app.services.config.auth.issuer;
const audience = () => t.app.services.config.auth.audience;
const now = () => Math.floor(Date.now() / 1000);

/** A token like the real ones, with any claim or key swapped. */
async function forge(
  sub: string,
  opts: { key?: CryptoKey; kid?: string; iss?: string; aud?: string; exp?: number; iat?: number } = {},
) {
  const real = await loadSigningKey(t.database.db);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'ES256', kid: opts.kid ?? real.kid, typ: 'JWT' })
    .setIssuer(opts.iss ?? issuer())
    .setAudience(opts.aud ?? audience())
    .setSubject(sub)
    .setIssuedAt(opts.iat ?? now())
    .setExpirationTime(opts.exp ?? now() + 600)
    .sign(opts.key ?? real.privateKey);
}

function expectUnauthorized(res: Awaited<ReturnType<typeof getSelf>>) {
  expect(res.statusCode).toBe(401);
  expect(res.json()).toMatchObject({ statusCode: 401, error: 'unauthorized' });
}

describe('bearer ID tokens', () => {
  it('accepts a well-formed token signed with the real key (control for the cases below)', async () => {
    const { admin } = await createCompany(t);
    expect((await getSelf(t, await forge(admin.id))).statusCode).toBe(200);
  });

  it('refuses a missing, garbage or non-bearer authorization header', async () => {
    const { admin } = await createCompany(t);
    expectUnauthorized(await t.app.inject({ method: 'GET', url: '/v1/self' }));
    expectUnauthorized(await getSelf(t, 'garbage'));
    expectUnauthorized(await getSelf(t, 'a.b.c'));
    expectUnauthorized(
      await t.app.inject({
        method: 'GET',
        url: '/v1/self',
        headers: { authorization: `Basic ${admin.token}` },
      }),
    );
  });

  it("refuses alg 'none'", async () => {
    const { admin } = await createCompany(t);
    const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const header = part({ alg: 'none', typ: 'JWT' });
    const payload = part({ iss: issuer(), aud: audience(), sub: admin.id, iat: now(), exp: now() + 600 });
    expectUnauthorized(await getSelf(t, `${header}.${payload}.`));
  });

  it('refuses a token signed by another ES256 key, even under the real kid', async () => {
    const { admin } = await createCompany(t);
    const { privateKey } = await generateKeyPair('ES256');
    expectUnauthorized(await getSelf(t, await forge(admin.id, { key: privateKey })));
    expectUnauthorized(await getSelf(t, await forge(admin.id, { key: privateKey, kid: 'other' })));
  });

  it('refuses a wrong issuer or a wrong audience', async () => {
    const { admin } = await createCompany(t);
    expectUnauthorized(await getSelf(t, await forge(admin.id, { iss: 'https://evil.example/auth/v1' })));
    expectUnauthorized(await getSelf(t, await forge(admin.id, { aud: 'another-app' })));
  });

  it('answers firebase_token_expired for an expired token', async () => {
    const { admin } = await createCompany(t);
    const res = await getSelf(t, await forge(admin.id, { iat: now() - 7200, exp: now() - 3600 }));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ statusCode: 401, error: 'firebase_token_expired' });
  });

  it('refuses a token living longer than the configured TTL, or issued in the future', async () => {
    const { admin } = await createCompany(t);
    const ttl = t.app.services.config.auth.idTokenTtlSeconds;
    expectUnauthorized(
      await getSelf(t, await forge(admin.id, { iat: now() - 10, exp: now() - 10 + ttl + 1 })),
    );
    expectUnauthorized(await getSelf(t, await forge(admin.id, { iat: now() + 3600, exp: now() + 3700 })));
    // Within the skew a clock running a little fast is accepted.
    expect((await getSelf(t, await forge(admin.id, { iat: now() + 5, exp: now() + 600 }))).statusCode).toBe(
      200,
    );
  });

  it('refuses a valid token of an inactive or unknown user', async () => {
    const { admin } = await createCompany(t);
    const heard = await nextMessage(
      t.app.pubsub,
      USER_CHANGED_CHANNEL,
      (m) => (m as { id?: string }).id === admin.id,
    );
    await t.database.db.update(users).set({ active: false }).where(eq(users.id, admin.id));
    await heard.message;
    expectUnauthorized(await getSelf(t, admin.token));
    expectUnauthorized(await getSelf(t, await forge('0190a000-0000-7000-8000-000000000000')));
  });

  it('applies a role change from the database at once', async () => {
    const { admin } = await createCompany(t);
    const vehicles = () =>
      t.app.inject({
        method: 'GET',
        url: '/v1/vehicles',
        headers: { authorization: `Bearer ${admin.token}` },
      });
    expect((await vehicles()).statusCode).toBe(200);
    // The instance caches the user for at most a second; the database trigger's message clears it.
    const heard = await nextMessage(
      t.app.pubsub,
      USER_CHANGED_CHANNEL,
      (m) => (m as { id?: string }).id === admin.id,
    );
    await t.database.db.update(users).set({ role: 'driver' }).where(eq(users.id, admin.id));
    await heard.message;
    const res = await vehicles();
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('forbidden');
    expect((await getSelf(t, admin.token)).json().role).toBe('driver');
  });
});
