import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createCompany, createTestApp, type TestApp } from './helpers.ts';
import { getSelf } from './support/auth.ts';
import { createDriver } from './support/drivers.ts';
import { parseMail } from './support/mail-parse.ts';
import { startSmtpServer } from './support/smtp-server.ts';

/** The invitation of a new driver, delivered through a real SMTP server. */
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    MAIL_FROM: 'Rikuun <no-reply@rikuun.test>',
    PUBLIC_URL: 'https://rikuun.example',
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const LINK = /https:\/\/rikuun\.example\/login\/link\?token=([A-Za-z0-9_-]+)/;
const useLink = (token: string) =>
  t.app.inject({ method: 'POST', url: '/auth/v1/sign-in-with-link', payload: { token } });

describe('driver invitation over SMTP', () => {
  it('mails a link that signs the driver in; a resent mail makes the first link useless', async () => {
    const { admin } = await createCompany(t, 'デモ運送株式会社');
    const driver = await createDriver(t, admin, { name: '配送 三郎' });
    expect(await t.app.jobs.runDue()).toBe(1);
    const [delivered] = smtp.to(driver.email);
    expect(delivered?.from).toBe('no-reply@rikuun.test');
    const invitation = parseMail(delivered?.raw ?? '');
    // The mail comes from the inviting company, at the configured address; the name is RFC 2047-encoded.
    expect(invitation.headers.get('from')).toMatch(/^=\?UTF-8\?[BQ]\?.+\?= <no-reply@rikuun\.test>$/);
    expect(invitation.from).toBe('デモ運送株式会社 (陸運) <no-reply@rikuun.test>');
    expect(invitation.subject).toBe('【デモ運送株式会社】陸運へのご招待');
    expect(invitation.text).toContain('配送 三郎 様');
    expect(invitation.text).toContain(
      'デモ運送株式会社より、運送業務システム「陸運」のアカウントが作成されました。',
    );
    const first = LINK.exec(invitation.text)?.[1] ?? '';
    expect(first).not.toBe('');

    const resent = await t.app.inject({
      method: 'POST',
      url: `/v1/drivers/${driver.id}/resendInvitationMail`,
      headers: bearer(admin),
    });
    expect(resent.statusCode).toBe(200);
    expect(await t.app.jobs.runDue()).toBe(1);
    const mails = smtp.to(driver.email);
    expect(mails).toHaveLength(2);

    const loginMail = await t.app.inject({
      method: 'POST',
      url: '/v1/drivers/sendLoginMail',
      headers: bearer(admin),
      payload: { ids: [driver.id] },
    });
    expect(loginMail.statusCode).toBe(200);
    expect(await t.app.jobs.runDue()).toBe(1);
    const login = parseMail(smtp.to(driver.email)[2]?.raw ?? '');
    expect(login.from).toBe('デモ運送株式会社 (陸運) <no-reply@rikuun.test>');
    expect(login.subject).toBe('【デモ運送株式会社】ログイン用リンクのお知らせ');
    expect(login.text).toContain('デモ運送株式会社より、「陸運」へのログイン用リンクをお送りします。');
    const second = LINK.exec(parseMail(mails[1]?.raw ?? '').text)?.[1] ?? '';
    expect(second).not.toBe(first);

    const refused = await useLink(first);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(
      'このリンクは無効か、有効期限が切れています。再度ログイン用リンクを送信してください。',
    );
    const signedIn = await useLink(second);
    expect(signedIn.statusCode).toBe(200);
    const self = await getSelf(t, signedIn.json().idToken);
    expect(self.json()).toMatchObject({ role: 'driver', driverId: driver.id, name: '配送 三郎' });
  });
});
