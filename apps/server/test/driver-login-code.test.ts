import { LOGIN_CODE_INVALID } from '@rikuun/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createCompany, createTestApp, createUser, type TestApp, testClock } from './helpers.ts';
import { getSelf } from './support/auth.ts';
import { createDriver, fieldMessages } from './support/drivers.ts';

/** A driver registered without an email, signed in by a one-time code the staff issue and print. */
const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_SIGN_IN_MAX_ATTEMPTS: '3' }, undefined, { clock });
});
afterAll(async () => {
  await t.close();
});

const issue = (driverId: string, who: { token: string }) =>
  t.app.inject({ method: 'POST', url: `/v1/drivers/${driverId}/login-code`, headers: bearer(who) });
const signInWithCode = (code: unknown, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/auth/v1/sign-in-with-code', payload: { code }, remoteAddress });

describe('drivers without an email', () => {
  it('are registered without an invitation; mails to them are refused', async () => {
    const { admin } = await createCompany(t);
    const driver = await createDriver(t, admin, { email: '' });
    expect(driver).toMatchObject({ email: null, invitationStatus: 'not_sent' });
    expect(await t.app.jobs.runDue()).toBe(0);
    const resend = await t.app.inject({
      method: 'POST',
      url: `/v1/drivers/${driver.id}/resendInvitationMail`,
      headers: bearer(admin),
    });
    expect(resend.statusCode).toBe(400);
    expect(resend.json().message).toContain('ログインコードを発行');
    const loginMail = await t.app.inject({
      method: 'POST',
      url: '/v1/drivers/sendLoginMail',
      headers: bearer(admin),
      payload: { ids: [driver.id] },
    });
    expect(loginMail.statusCode).toBe(400);
    expect(fieldMessages(loginMail).ids).toContain('メールアドレス未登録');
  });
});

describe('POST /v1/drivers/{id}/login-code and POST /auth/v1/sign-in-with-code', () => {
  it('issues a code to staff only; another company gets 404', async () => {
    const { admin, companyId } = await createCompany(t);
    const driver = await createDriver(t, admin, { email: null });
    const other = await createCompany(t, '他社運送株式会社');
    expect((await issue(driver.id, other.admin)).statusCode).toBe(404);
    const driverUser = await createUser(t, 'driver', { companyId });
    expect((await issue(driver.id, driverUser)).statusCode).toBe(403);
    const res = await issue(driver.id, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTVWXYZ]{12}$/);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('signs the driver in once, as typed (hyphens, full width, lower case); then the code is used up', async () => {
    const { admin } = await createCompany(t);
    const driver = await createDriver(t, admin, { email: '', name: '配送 五郎' });
    const { code } = (await issue(driver.id, admin)).json();
    const typed = `${code.slice(0, 4).toLowerCase()}-${code.slice(4, 8)} ${code.slice(8)}`.replace(
      /[A-Z2-9]/g,
      (c: string) => String.fromCharCode(c.charCodeAt(0) + 0xfee0),
    );
    const signedIn = await signInWithCode(typed);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const self = await getSelf(t, signedIn.json().idToken);
    expect(self.json()).toMatchObject({
      role: 'driver',
      driverId: driver.id,
      email: null,
      passwordSet: false,
    });
    const again = await signInWithCode(code);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ error: 'unauthorized', message: LOGIN_CODE_INVALID });
    const listed = await t.app.inject({
      method: 'GET',
      url: `/v1/drivers/${driver.id}`,
      headers: bearer(admin),
    });
    expect(listed.json().invitationStatus).toBe('accepted');
  });

  it('expires after 24 hours, and a new code makes the earlier one useless', async () => {
    const { admin } = await createCompany(t);
    const driver = await createDriver(t, admin, { email: null });
    const first = (await issue(driver.id, admin)).json().code;
    const second = (await issue(driver.id, admin)).json().code;
    expect((await signInWithCode(first)).statusCode).toBe(401);
    clock.advance(24 * 60 * 60 * 1000 + 1000);
    expect((await signInWithCode(second)).statusCode).toBe(401);
    // The admin's hour-long ID token has expired too: he signs in again.
    const again = { token: (await t.app.idTokens.issue(admin.id)).idToken };
    const third = (await issue(driver.id, again)).json();
    expect(new Date(third.expiresAt).getTime() - clock().getTime()).toBeLessThanOrEqual(24 * 60 * 60 * 1000);
    expect((await signInWithCode(third.code)).statusCode).toBe(200);
  });

  it('answers 400 at code for what cannot be a code, 401 for a wrong one', async () => {
    const empty = await signInWithCode('', '192.0.2.10');
    expect(empty.statusCode).toBe(400);
    expect(fieldMessages(empty).code).toBe('ログインコードを入力してください');
    const short = await signInWithCode('ABC', '192.0.2.10');
    expect(fieldMessages(short).code).toContain('12文字');
    const wrong = await signInWithCode('ABCD-EFGH-JKMN', '192.0.2.10');
    expect(wrong.statusCode).toBe(401);
  });

  it('limits failed attempts per client address like the password sign-in (429 with Retry-After)', async () => {
    const { admin } = await createCompany(t);
    const driver = await createDriver(t, admin, { email: null });
    for (let i = 0; i < 3; i++)
      expect((await signInWithCode('ZZZZ-ZZZZ-ZZZ2', '203.0.113.40')).statusCode).toBe(401);
    const { code } = (await issue(driver.id, admin)).json();
    const blocked = await signInWithCode(code, '203.0.113.40');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // The code was not spent by the refused attempt: from another address it still signs in.
    expect((await signInWithCode(code, '198.51.100.41')).statusCode).toBe(200);
  });

  it('refuses an inactive driver: no code is issued, and an issued one stops working', async () => {
    const { admin } = await createCompany(t);
    const driver = await createDriver(t, admin, { email: null });
    const { code } = (await issue(driver.id, admin)).json();
    const off = await t.app.inject({
      method: 'PUT',
      url: `/v1/drivers/${driver.id}/status`,
      headers: bearer(admin),
      payload: { status: 'inactive' },
    });
    expect(off.statusCode).toBe(200);
    expect((await issue(driver.id, admin)).statusCode).toBe(400);
    expect((await signInWithCode(code)).statusCode).toBe(401);
  });
});
