import { eq } from 'drizzle-orm';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendSignInLink } from '../src/features/auth/sign-in-links.ts';
import { refreshTokens } from '../src/lib/auth/auth.table.ts';
import { users } from '../src/lib/auth/users.table.ts';
import { createTestApp, createUser, type TestApp } from './helpers.ts';
import { getSelf, PASSWORD, refresh, signIn, type Tokens, userWithPassword } from './support/auth.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('POST /auth/v1/sign-in', () => {
  it('answers tokens that open /v1/self, matches the email in any case and records the sign-in', async () => {
    const user = await userWithPassword(t);
    const res = await signIn(t, user.email.toUpperCase(), PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json<Tokens>();
    expect(body.expiresIn).toBe(3600);
    expect(body.refreshToken.length).toBeGreaterThanOrEqual(43);
    const self = await getSelf(t, body.idToken);
    expect(self.statusCode).toBe(200);
    expect(self.json()).toMatchObject({ id: user.id, email: user.email, role: 'company_admin' });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.lastSignedInAt).toBeInstanceOf(Date);
  });

  it('answers the same 401 for a wrong password, an unknown email and a user without password', async () => {
    const user = await userWithPassword(t);
    const { email: noPassword } = await createUser(t, 'system_admin');
    for (const [email, password] of [
      [user.email, 'wrong-password-123'],
      ['nobody@example.test', PASSWORD],
      [noPassword, PASSWORD],
    ] as const) {
      const res = await signIn(t, email, password, '10.9.9.9');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        statusCode: 401,
        requestId: expect.any(String),
        error: 'unauthorized',
        message: 'メールアドレスまたはパスワードが正しくありません。',
      });
    }
  });

  it('refuses an inactive user', async () => {
    const user = await userWithPassword(t);
    await t.database.db.update(users).set({ active: false }).where(eq(users.id, user.id));
    const res = await signIn(t, user.email, PASSWORD);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('メールアドレスまたはパスワードが正しくありません。');
  });

  it('answers 400 with the validation tree for a bad body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/sign-in',
      payload: { email: 'not-an-email', password: '' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error).toBe('bad_request');
    expect(body.errors[0].property).toBe('email');
    expect(body.errors[0].constraints).toBeDefined();
    expect(body.errors.map((e: { property: string }) => e.property)).toContain('password');
  });
});

describe('POST /auth/v1/token', () => {
  it('rotates: each refresh token is exchanged for a new one and a working ID token', async () => {
    const user = await userWithPassword(t);
    const first = (await signIn(t, user.email, PASSWORD)).json<Tokens>();
    const second = await refresh(t, first.refreshToken);
    expect(second.statusCode).toBe(200);
    const tokens = second.json<Tokens>();
    expect(tokens.refreshToken).not.toBe(first.refreshToken);
    expect((await getSelf(t, tokens.idToken)).statusCode).toBe(200);
    const third = await refresh(t, tokens.refreshToken);
    expect(third.statusCode).toBe(200);
  });

  it('treats a used token as stolen: 401, and the newest token of its family is revoked too', async () => {
    const user = await userWithPassword(t);
    const first = (await signIn(t, user.email, PASSWORD)).json<Tokens>();
    const second = (await refresh(t, first.refreshToken)).json<Tokens>();
    const reuse = await refresh(t, first.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().error).toBe('unauthorized');
    expect((await refresh(t, second.refreshToken)).statusCode).toBe(401);
    const rows = await t.database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.revokedAt !== null)).toBe(true);
  });

  it('refuses unknown tokens, and tokens of a user who became inactive', async () => {
    expect((await refresh(t, 'no-such-token')).statusCode).toBe(401);
    const user = await userWithPassword(t);
    const tokens = (await signIn(t, user.email, PASSWORD)).json<Tokens>();
    await t.database.db.update(users).set({ active: false }).where(eq(users.id, user.id));
    expect((await refresh(t, tokens.refreshToken)).statusCode).toBe(401);
  });

  it('refuses an expired refresh token', async () => {
    const user = await userWithPassword(t);
    const tokens = (await signIn(t, user.email, PASSWORD)).json<Tokens>();
    await t.database.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.userId, user.id));
    expect((await refresh(t, tokens.refreshToken)).statusCode).toBe(401);
  });
});

describe('POST /auth/v1/sign-out', () => {
  it('revokes the session; an unknown token still answers 204', async () => {
    const user = await userWithPassword(t);
    const tokens = (await signIn(t, user.email, PASSWORD)).json<Tokens>();
    const out = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/sign-out',
      payload: { refreshToken: tokens.refreshToken },
    });
    expect(out.statusCode).toBe(204);
    expect((await refresh(t, tokens.refreshToken)).statusCode).toBe(401);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/sign-out',
      payload: { refreshToken: 'x' },
    });
    expect(unknown.statusCode).toBe(204);
  });
});

describe('POST /auth/v1/sign-in-with-link', () => {
  async function mailedToken(userId: string, clock = () => new Date()) {
    const logged: { url?: string }[] = [];
    await sendSignInLink(
      { ...t.app.services, clock, log: { info: (o) => logged.push(o as { url?: string }) } },
      userId,
      'login',
    );
    // One mail queued and delivered (to the outbox: no SMTP in tests), and the link logged too.
    expect(await t.app.jobs.runDue()).toBe(1);
    expect(logged).toHaveLength(1);
    const token = /\/login\/link\?token=([A-Za-z0-9_-]+)/.exec(logged[0]?.url ?? '')?.[1];
    expect(token).toBeDefined();
    return token ?? '';
  }
  const useLink = (token: string) =>
    t.app.inject({ method: 'POST', url: '/auth/v1/sign-in-with-link', payload: { token } });

  it('signs in once; the same link then answers 401', async () => {
    const user = await userWithPassword(t);
    const token = await mailedToken(user.id);
    const first = await useLink(token);
    expect(first.statusCode).toBe(200);
    expect((await getSelf(t, first.json<Tokens>().idToken)).json().id).toBe(user.id);
    const again = await useLink(token);
    expect(again.statusCode).toBe(401);
    expect(again.json().error).toBe('unauthorized');
  });

  it('refuses an expired link, a replaced link and a link of an inactive user', async () => {
    const user = await userWithPassword(t);
    const expired = await mailedToken(user.id, () => new Date(Date.now() - 25 * 60 * 60 * 1000));
    expect((await useLink(expired)).statusCode).toBe(401);
    const replaced = await mailedToken(user.id);
    const latest = await mailedToken(user.id);
    expect((await useLink(replaced)).statusCode).toBe(401);
    await t.database.db.update(users).set({ active: false }).where(eq(users.id, user.id));
    const inactive = await useLink(latest);
    expect(inactive.statusCode).toBe(401);
    expect(inactive.json().message).toBe(
      'このリンクは無効か、有効期限が切れています。再度ログイン用リンクを送信してください。',
    );
  });
});

describe('GET /auth/v1/jwks.json', () => {
  it('publishes the public key that verifies issued ID tokens, without private parts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/auth/v1/jwks.json' });
    expect(res.statusCode).toBe(200);
    const { keys } = res.json<{ keys: Record<string, unknown>[] }>();
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      expect(key).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
      expect(key.d).toBeUndefined();
    }
    const user = await userWithPassword(t);
    const { payload } = await jwtVerify(user.token, createLocalJWKSet({ keys } as never));
    expect(payload.sub).toBe(user.id);
  });
});
