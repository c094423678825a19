import { PASSWORD_RESET_ACCEPTED } from '@rikuun/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/lib/auth/users.table.ts';
import { createTestApp, createUser, type TestApp, testClock } from './helpers.ts';
import { getSelf, PASSWORD, refresh, signIn, type Tokens, userWithPassword } from './support/auth.ts';
import { linkToken, mailsTo } from './support/mailbox.ts';

let t: TestApp;
const clock = testClock();
beforeAll(async () => {
  t = await createTestApp({}, undefined, { clock });
});
afterAll(async () => {
  await t.close();
});

const NEW_PASSWORD = 'atarashii-pasuwado-456';
const SESSION_ENDED = 'セッションの有効期限が切れました。もう一度ログインしてください。';

const change = (idToken: string | undefined, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/auth/v1/password',
    headers: idToken ? { authorization: `Bearer ${idToken}` } : {},
    payload,
  });

function fieldMessage(res: Awaited<ReturnType<typeof change>>, field: string): string | undefined {
  const body = res.json<{ errors?: { property: string; constraints: Record<string, string> }[] }>();
  const item = body.errors?.find((e) => e.property === field);
  return item ? Object.values(item.constraints)[0] : undefined;
}

describe('POST /auth/v1/password', () => {
  it('with the current password: sets the new one, answers a new session and ends every other', async () => {
    const user = await userWithPassword(t, 'driver');
    const here = (await signIn(t, user.email, PASSWORD)).json<Tokens>();
    const elsewhere = (await signIn(t, user.email, PASSWORD, '198.51.100.7')).json<Tokens>();
    const res = await change(here.idToken, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    const fresh = res.json<Tokens>();

    expect((await signIn(t, user.email, PASSWORD)).statusCode).toBe(401);
    expect((await signIn(t, user.email, NEW_PASSWORD)).statusCode).toBe(200);
    // Other sessions: their refresh tokens are revoked and their ID tokens stop working at once.
    expect((await refresh(t, elsewhere.refreshToken)).statusCode).toBe(401);
    const stale = await getSelf(t, elsewhere.idToken);
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toMatchObject({ error: 'unauthorized', message: SESSION_ENDED });
    expect((await getSelf(t, here.idToken)).statusCode).toBe(401);
    // This session goes on with the tokens of the answer.
    expect((await getSelf(t, fresh.idToken)).statusCode).toBe(200);
    expect((await refresh(t, fresh.refreshToken)).statusCode).toBe(200);
  });

  it('ends the tokens issued in the same second before the change; the new and later ones stay valid', async () => {
    // One second on the app's clock, moved by hand: 0.100 s, 0.200 s, the change at 0.500 s, 0.700 s.
    const second = Math.floor(Date.now() / 1000) * 1000;
    let now = second + 100;
    const timed = await createTestApp({}, undefined, { clock: () => new Date(now) });
    try {
      const user = await userWithPassword(timed);
      const elsewhere = (await signIn(timed, user.email, PASSWORD, '198.51.100.7')).json<Tokens>();
      now = second + 200;
      const here = (await signIn(timed, user.email, PASSWORD)).json<Tokens>();
      expect((await getSelf(timed, elsewhere.idToken)).statusCode).toBe(200);
      now = second + 500;
      const res = await timed.app.inject({
        method: 'POST',
        url: '/auth/v1/password',
        headers: { authorization: `Bearer ${here.idToken}` },
        payload: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
      });
      expect(res.statusCode, res.body).toBe(200);
      const fresh = res.json<Tokens>();
      // Same second as the change, but earlier: ended.
      const stale = await getSelf(timed, elsewhere.idToken);
      expect(stale.statusCode).toBe(401);
      expect(stale.json()).toMatchObject({ error: 'unauthorized', message: SESSION_ENDED });
      expect((await getSelf(timed, here.idToken)).statusCode).toBe(401);
      // The answer's token, dated just after the change (in the same millisecond on this clock), goes on.
      expect((await getSelf(timed, fresh.idToken)).statusCode).toBe(200);
      now = second + 700;
      const later = (await signIn(timed, user.email, NEW_PASSWORD)).json<Tokens>();
      expect((await getSelf(timed, later.idToken)).statusCode).toBe(200);
      const refreshed = (await refresh(timed, fresh.refreshToken)).json<Tokens>();
      expect((await getSelf(timed, refreshed.idToken)).statusCode).toBe(200);
    } finally {
      await timed.close();
    }
  });

  it('refuses a missing or wrong current password at its field, and changes nothing', async () => {
    const user = await userWithPassword(t);
    const missing = await change(user.token, { newPassword: NEW_PASSWORD });
    expect(missing.statusCode).toBe(400);
    expect(fieldMessage(missing, 'currentPassword')).toBe('現在のパスワードを入力してください');
    const wrong = await change(user.token, { currentPassword: 'not-my-password', newPassword: NEW_PASSWORD });
    expect(wrong.statusCode).toBe(400);
    expect(fieldMessage(wrong, 'currentPassword')).toBe('現在のパスワードが正しくありません');
    expect((await signIn(t, user.email, PASSWORD)).statusCode).toBe(200);
    expect((await getSelf(t, user.token)).statusCode).toBe(200);
  });

  it('limits guesses of the current password like sign-in attempts', async () => {
    const user = await userWithPassword(t);
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      codes.push(
        (await change(user.token, { currentPassword: `guess-${i}`, newPassword: NEW_PASSWORD })).statusCode,
      );
    }
    expect(codes.slice(0, 10).every((c) => c === 400)).toBe(true);
    expect(codes[10]).toBe(429);
  });

  it('refuses the same password and one of the commonest passwords', async () => {
    const user = await userWithPassword(t);
    const same = await change(user.token, { currentPassword: PASSWORD, newPassword: PASSWORD });
    expect(same.statusCode).toBe(400);
    expect(fieldMessage(same, 'newPassword')).toBe('現在と異なるパスワードを入力してください');
    for (const common of ['1234567890', 'Password1234', 'ｑｗｅｒｔｙｕｉｏｐ']) {
      const res = await change(user.token, { currentPassword: PASSWORD, newPassword: common });
      expect(res.statusCode).toBe(400);
      expect(fieldMessage(res, 'newPassword')).toContain('よく使われていて推測されやすい');
    }
    expect((await signIn(t, user.email, PASSWORD)).statusCode).toBe(200);
  });

  it('needs a bearer token and a long enough password, in Japanese', async () => {
    expect(
      (await change(undefined, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD })).statusCode,
    ).toBe(401);
    const user = await userWithPassword(t);
    const short = await change(user.token, { currentPassword: PASSWORD, newPassword: 'short' });
    expect(short.statusCode).toBe(400);
    expect(fieldMessage(short, 'newPassword')).toBe('新しいパスワードは10文字以上で入力してください');
  });

  it('lets a user without a password (invited) set one without a current password', async () => {
    const invited = await createUser(t, 'system_admin');
    const res = await change(invited.token, { newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect((await signIn(t, invited.email, NEW_PASSWORD)).statusCode).toBe(200);
  });
});

describe('POST /auth/v1/password-reset (パスワードをお忘れの方)', () => {
  const requestReset = (email: string, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/auth/v1/password-reset', payload: { email }, remoteAddress });

  it('answers alike for a known and an unknown address; only the known one gets a sign-in link', async () => {
    const user = await userWithPassword(t);
    const known = await requestReset(user.email.toUpperCase(), '192.0.2.50');
    const unknown = await requestReset('nobody-here@example.test', '192.0.2.50');
    for (const res of [known, unknown]) {
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ message: PASSWORD_RESET_ACCEPTED });
      expect(res.headers['cache-control']).toBe('no-store');
    }
    await t.app.jobs.runDue();
    expect(mailsTo(t, 'nobody-here@example.test')).toHaveLength(0);
    const mails = mailsTo(t, user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('【テスト運送株式会社】パスワード再設定のご案内');
    // The link says it is a reset: the page it opens goes on to the set-password screen.
    expect(mails[0]?.text).toMatch(/\/login\/link\?token=[A-Za-z0-9_-]+&reset=1/);
    expect(mails[0]?.text).toContain('有効期限は1時間');

    // The link signs in; for a short while that session may set a password without the old one.
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/sign-in-with-link',
      payload: { token: linkToken(mails[0]) },
    });
    expect(signedIn.statusCode).toBe(200);
    const res = await change(signedIn.json<Tokens>().idToken, { newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect((await signIn(t, user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('sends nothing to an inactive user, and at most three mails an hour to one address', async () => {
    const inactive = await userWithPassword(t);
    await t.database.db.update(users).set({ active: false }).where(eq(users.id, inactive.id));
    expect((await requestReset(inactive.email, '192.0.2.60')).statusCode).toBe(202);
    const user = await userWithPassword(t);
    for (let i = 0; i < 5; i++) expect((await requestReset(user.email, '192.0.2.60')).statusCode).toBe(202);
    await t.app.jobs.runDue();
    expect(mailsTo(t, inactive.email)).toHaveLength(0);
    expect(mailsTo(t, user.email)).toHaveLength(3);
  });

  it('answers 429 to a client address past 20 requests an hour', async () => {
    for (let i = 0; i < 20; i++) {
      expect((await requestReset(`spray-${i}@example.test`, '192.0.2.70')).statusCode).toBe(202);
    }
    const blocked = await requestReset('one-more@example.test', '192.0.2.70');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ error: 'too_many_requests' });
    expect((await requestReset('one-more@example.test', '192.0.2.71')).statusCode).toBe(202);
  });

  it('says an empty address is required, not that its format is wrong', async () => {
    const res = await requestReset('');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({
      property: 'email',
      constraints: expect.objectContaining({}),
    });
    expect(Object.values(res.json().errors[0].constraints)).toEqual(['メールアドレスを入力してください']);
  });
});
