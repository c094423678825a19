import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { sendSignInLink } from '../src/features/auth/sign-in-links.ts';
import { createMailer } from '../src/lib/mail/index.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { userWithPassword } from './support/auth.ts';
import { parseMail } from './support/mail-parse.ts';
import { startSmtpServer } from './support/smtp-server.ts';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());

const tmpDirs: string[] = [];
function tmpDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rikuun-mail-'));
  tmpDirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of tmpDirs) fs.rmSync(dir, { recursive: true, force: true });
});

function recordingLog() {
  const entries: { level: string; obj: unknown; msg?: string }[] = [];
  const at = (level: string) => (obj: unknown, msg?: string) => void entries.push({ level, obj, msg });
  return { entries, log: { info: at('info'), warn: at('warn'), error: at('error') } };
}

const lastTo = (address: string) => smtp.to(address).at(-1);

describe('createMailer with SMTP', () => {
  it.each([
    ['SMTP_HOST and SMTP_PORT', () => ({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port) })],
    ['SMTP_URL', () => ({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` })],
  ])('delivers a Japanese message through %s', async (_label, env) => {
    const config = loadConfig({ DATA_DIR: tmpDir(), MAIL_FROM: 'Rikuun <no-reply@rikuun.test>', ...env() });
    const { entries, log } = recordingLog();
    const to = `yamada-${Math.random().toString(36).slice(2)}@example.test`;
    await createMailer(config.mail, log).send({
      to,
      subject: '【Rikuun】配送予定のお知らせ',
      text: '山田 様\n\n明日の配送予定をお知らせします。',
    });
    const message = lastTo(to);
    expect(message).toBeDefined();
    expect(message?.from).toBe('no-reply@rikuun.test');
    const mail = parseMail(message?.raw ?? '');
    expect(mail.subject).toBe('【Rikuun】配送予定のお知らせ');
    expect(mail.to).toBe(to);
    expect(mail.text).toContain('明日の配送予定をお知らせします。');
    expect(entries.some((e) => e.level === 'info' && e.msg === 'mail sent')).toBe(true);
    expect(fs.existsSync(config.mail.outboxDir)).toBe(false);
  });

  it('rejects when the SMTP server cannot be reached, and logs it', async () => {
    const closed = await startSmtpServer();
    await closed.close();
    const deadPort = closed.port;
    const config = loadConfig({ DATA_DIR: tmpDir(), SMTP_HOST: '127.0.0.1', SMTP_PORT: String(deadPort) });
    const { entries, log } = recordingLog();
    await expect(
      createMailer(config.mail, log).send({ to: 'a@example.test', subject: '件名', text: '本文' }),
    ).rejects.toThrow();
    expect(entries.some((e) => e.level === 'error')).toBe(true);
  });
});

describe('createMailer without SMTP', () => {
  it('writes each message as an .eml file to DATA_DIR/mail and logs where', async () => {
    const dataDir = tmpDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    const { entries, log } = recordingLog();
    const mailer = createMailer(config.mail, log);
    await mailer.send({
      to: 'suzuki@example.test',
      subject: '【Rikuun】テスト送信',
      text: 'テスト本文です。',
    });
    await mailer.send({ to: 'sato@example.test', subject: '二通目', text: '二通目の本文です。' });
    const outbox = path.join(dataDir, 'mail');
    const files = fs.readdirSync(outbox).sort();
    expect(files).toHaveLength(2);
    expect(files.every((f) => f.endsWith('.eml'))).toBe(true);
    const mails = files.map((f) => parseMail(fs.readFileSync(path.join(outbox, f), 'utf8')));
    const first = mails.find((m) => m.to === 'suzuki@example.test');
    expect(first?.subject).toBe('【Rikuun】テスト送信');
    expect(first?.text).toContain('テスト本文です。');
    const logged = entries.filter((e) => e.level === 'info').map((e) => (e.obj as { file: string }).file);
    expect(logged.sort()).toEqual(files.map((f) => path.join(outbox, f)));
  });
});

describe('sendSignInLink', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      PUBLIC_URL: 'https://rikuun.example',
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('mails an invitation in Japanese whose link signs the user in', async () => {
    const user = await userWithPassword(t, 'driver');
    const { entries, log } = recordingLog();
    await sendSignInLink({ ...t.app.services, log }, user.id, 'invitation');
    expect(lastTo(user.email)).toBeUndefined();
    expect(await t.app.jobs.runDue()).toBe(1);
    const mail = parseMail(lastTo(user.email)?.raw ?? '');
    expect(mail.subject).toBe('【テスト運送株式会社】陸運へのご招待');
    expect(mail.text).toContain('7日間');
    // With SMTP the link goes only by mail, never into the log.
    expect(entries).toHaveLength(0);
    const token = /https:\/\/rikuun\.example\/login\/link\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    expect(token).toBeDefined();
    const res = await t.app.inject({ method: 'POST', url: '/auth/v1/sign-in-with-link', payload: { token } });
    expect(res.statusCode).toBe(200);
    const self = await t.app.inject({
      method: 'GET',
      url: '/v1/self',
      headers: { authorization: `Bearer ${res.json().idToken}` },
    });
    expect(self.json()).toMatchObject({ id: user.id, role: 'driver' });
  });
});

describe('sendSignInLink without SMTP', () => {
  let local: TestApp;
  beforeAll(async () => {
    local = await createTestApp();
  });
  afterAll(async () => {
    await local.close();
  });

  it('writes the login mail to the outbox and logs the link', async () => {
    const user = await userWithPassword(local);
    const { entries, log } = recordingLog();
    await sendSignInLink({ ...local.app.services, log }, user.id, 'login');
    await local.app.jobs.runDue();
    const outbox = path.join(local.dataDir, 'mail');
    const [file] = fs.readdirSync(outbox);
    const mail = parseMail(fs.readFileSync(path.join(outbox, file ?? ''), 'utf8'));
    expect(mail.subject).toBe('【テスト運送株式会社】ログイン用リンクのお知らせ');
    const url = /http:\/\/localhost:3000\/login\/link\?token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
    expect(url).toBeDefined();
    expect(entries.map((e) => (e.obj as { url?: string }).url)).toContain(url);
  });
});
