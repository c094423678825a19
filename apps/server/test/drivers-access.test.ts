import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_CHANGED_CHANNEL } from '../src/lib/auth/current-user-cache.ts';
import { users } from '../src/lib/auth/users.table.ts';
import { bearer, createCompany, createTestApp, type TestApp, testClock } from './helpers.ts';
import { getSelf, refresh, signIn, type Tokens } from './support/auth.ts';
import { createDriver, driverBody, fieldMessages } from './support/drivers.ts';
import { linkToken, mailsTo } from './support/mailbox.ts';
import { nextMessage } from './support/pubsub.ts';

let t: TestApp;
const clock = testClock();
beforeAll(async () => {
  t = await createTestApp({}, undefined, { clock });
});
afterAll(() => t.close());

const PASSWORD = 'doraiba-no-pasuwado-42';
const useLink = (token: string) =>
  t.app.inject({ method: 'POST', url: '/auth/v1/sign-in-with-link', payload: { token } });
const setPassword = (idToken: string, body: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/auth/v1/password',
    headers: { authorization: `Bearer ${idToken}` },
    payload: body,
  });
const setStatus = (admin: { token: string }, id: string, status: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/v1/drivers/${id}/status`,
    headers: bearer(admin),
    payload: { status },
  });

/** The newest mail's link to the address, after the jobs runner delivered what was queued. */
async function latestLink(email: string) {
  await t.app.jobs.runDue();
  return linkToken(mailsTo(t, email).at(-1));
}

describe('invitation', () => {
  it('signs the driver in by the mailed link, lets them set a first password once, and reads accepted', async () => {
    const { admin } = await createCompany(t);
    const driver = await createDriver(t, admin);
    const signedIn = await useLink(await latestLink(driver.email));
    expect(signedIn.statusCode).toBe(200);
    const { idToken } = signedIn.json<Tokens>();
    expect((await getSelf(t, idToken)).json()).toMatchObject({
      role: 'driver',
      driverId: driver.id,
      passwordSet: false,
    });

    const set = await setPassword(idToken, { newPassword: PASSWORD });
    expect(set.statusCode).toBe(200);
    const session = set.json<Tokens>();
    expect((await getSelf(t, session.idToken)).json().passwordSet).toBe(true);
    expect((await signIn(t, driver.email, PASSWORD)).statusCode).toBe(200);

    const after = await t.app.inject({ url: `/v1/drivers/${driver.id}`, headers: bearer(admin) });
    expect(after.json().invitationStatus).toBe('accepted');
    expect(after.json().lastSignInAt).not.toBeNull();
  });

  it('asks a user who has a password for it, unless the session just came from a link', async () => {
    const { admin } = await createCompany(t);
    const driver = await createDriver(t, admin);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, driver.email));
    // A session not opened by a link: the first password needs no current one, a second one does.
    const plain = (await t.app.idTokens.issue(user?.id ?? '')).idToken;
    expect((await setPassword(plain, { newPassword: PASSWORD })).statusCode).toBe(200);
    const later = (await signIn(t, driver.email, PASSWORD)).json<Tokens>();
    const again = await setPassword(later.idToken, { newPassword: 'betsu-no-pasuwado-77' });
    expect(again.statusCode).toBe(400);
    expect(fieldMessages(again)).toEqual({ currentPassword: '現在のパスワードを入力してください' });
  });

  it('resending makes the previous link useless; the new one works once', async () => {
    const { admin } = await createCompany(t);
    const driver = await createDriver(t, admin);
    const first = await latestLink(driver.email);
    const resent = await t.app.inject({
      method: 'POST',
      url: `/v1/drivers/${driver.id}/resendInvitationMail`,
      headers: bearer(admin),
    });
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toMatchObject({ id: driver.id, invitationStatus: 'sent' });
    const second = await latestLink(driver.email);
    expect(second).not.toBe(first);
    expect(mailsTo(t, driver.email).map((m) => m.subject)).toEqual([
      '【テスト運送株式会社】陸運へのご招待',
      '【テスト運送株式会社】陸運へのご招待',
    ]);
    expect((await useLink(first)).statusCode).toBe(401);
    expect((await useLink(second)).statusCode).toBe(200);
    expect((await useLink(second)).statusCode).toBe(401);
  });

  it('a changed address voids the links mailed to the old one and reads not sent', async () => {
    const { admin } = await createCompany(t);
    const driver = await createDriver(t, admin);
    const mailed = await latestLink(driver.email);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/v1/drivers/${driver.id}`,
      headers: bearer(admin),
      payload: driverBody(),
    });
    expect(put.json().invitationStatus).toBe('not_sent');
    expect((await useLink(mailed)).statusCode).toBe(401);
  });
});

describe('status', () => {
  it('an inactive driver cannot sign in, refresh or use a token at once; reactivated, signs in again', async () => {
    const { admin } = await createCompany(t);
    const driver = await createDriver(t, admin);
    const linked = (await useLink(await latestLink(driver.email))).json<Tokens>();
    const session = (await setPassword(linked.idToken, { newPassword: PASSWORD })).json<Tokens>();
    expect((await getSelf(t, session.idToken)).statusCode).toBe(200);
    // Token times are whole seconds: deactivate in a later second than the session's token was issued.
    clock.advance(1000);

    const [user] = await t.database.db.select().from(users).where(eq(users.email, driver.email));
    // The database trigger tells every instance's user cache; on PostgreSQL the message comes just after the commit.
    const heard = await nextMessage(
      t.app.pubsub,
      USER_CHANGED_CHANNEL,
      (m) => (m as { id?: string }).id === user?.id,
    );
    const off = await setStatus(admin, driver.id, 'inactive');
    expect(off.statusCode).toBe(200);
    await heard.message;
    expect(off.json().status).toBe('inactive');
    expect((await getSelf(t, session.idToken)).statusCode).toBe(401);
    expect((await refresh(t, session.refreshToken)).statusCode).toBe(401);
    expect((await signIn(t, driver.email, PASSWORD)).statusCode).toBe(401);
    const resend = await t.app.inject({
      method: 'POST',
      url: `/v1/drivers/${driver.id}/resendInvitationMail`,
      headers: bearer(admin),
    });
    expect(resend.statusCode).toBe(400);
    expect(resend.json().message).toBe('無効のドライバーには招待メールを送信できません。');

    const on = await setStatus(admin, driver.id, 'active');
    expect(on.json().status).toBe('active');
    expect((await signIn(t, driver.email, PASSWORD)).statusCode).toBe(200);
    // Sessions ended by the deactivation stay ended.
    expect((await refresh(t, session.refreshToken)).statusCode).toBe(401);
    expect((await getSelf(t, session.idToken)).statusCode).toBe(401);
  });

  it('refuses an unknown status in Japanese', async () => {
    const { admin } = await createCompany(t);
    const driver = await createDriver(t, admin);
    const res = await setStatus(admin, driver.id, 'retired');
    expect(res.statusCode).toBe(400);
    expect(fieldMessages(res)).toEqual({ status: '状態を選択してください' });
  });
});

describe('POST /v1/drivers/sendLoginMail', () => {
  const send = (admin: { token: string }, ids: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/drivers/sendLoginMail',
      headers: bearer(admin),
      payload: { ids },
    });

  it('mails a sign-in link to each driver', async () => {
    const { admin } = await createCompany(t);
    const a = await createDriver(t, admin);
    const b = await createDriver(t, admin);
    const res = await send(admin, [a.id, b.id, a.id]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sent: 2 });
    await t.app.jobs.runDue();
    for (const d of [a, b]) {
      const mail = mailsTo(t, d.email).find(
        (m) => m.subject === '【テスト運送株式会社】ログイン用リンクのお知らせ',
      );
      expect(mail).toBeDefined();
      expect((await useLink(linkToken(mail))).statusCode).toBe(200);
    }
  });

  it('sends nothing when one id is another company’s or one driver is inactive', async () => {
    const a = await createCompany(t);
    const b = await createCompany(t, '別会社運輸株式会社');
    const own = await createDriver(t, a.admin);
    const foreign = await createDriver(t, b.admin);
    const inactive = await createDriver(t, a.admin, { name: '休職 中' });
    await setStatus(a.admin, inactive.id, 'inactive');
    await t.app.jobs.runDue();
    const before = mailsTo(t, own.email).length;

    const mixed = await send(a.admin, [own.id, foreign.id]);
    expect(mixed.statusCode).toBe(404);
    expect(mixed.json().message).toBe('ドライバーが見つかりません。');
    const withInactive = await send(a.admin, [own.id, inactive.id]);
    expect(withInactive.statusCode).toBe(400);
    expect(fieldMessages(withInactive).ids).toContain('休職 中');
    await t.app.jobs.runDue();
    expect(mailsTo(t, own.email)).toHaveLength(before);

    const empty = await send(a.admin, []);
    expect(fieldMessages(empty)).toEqual({ ids: 'ドライバーを選択してください' });
  });
});
