import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs } from './support/api.ts';
import { signIn } from './support/browser.ts';
import { latestMailTo, MAIL_WAIT, signInLinkOf } from './support/mailbox.ts';
import { newPage as newPageOf } from './support/pages.ts';
import { DEMO_PASSWORD } from './support/server.ts';
import { useServerAndBrowser } from './support/suite.ts';

const suite = useServerAndBrowser();

/** A signed-out page (no service worker: these tests sign in, none goes offline). */
const newPage = (viewport = { width: 1280, height: 900 }): Promise<Page> => newPageOf(suite, { viewport });

describe('a driver is invited and starts using the app', () => {
  it('admin registers a driver; the driver opens the mailed link, sets a password and lands on the home page', async () => {
    const admin = await newPage();
    await signIn(admin, suite.server.url, 'admin@example.com', DEMO_PASSWORD);
    await admin.waitForURL(/\/dashboard$/);
    await admin.getByRole('link', { name: 'ドライバー', exact: true }).first().click();
    await admin.waitForURL(/\/drivers$/);
    // The demo drivers are there.
    await expect.poll(() => admin.getByText('山田 太郎').count()).toBeGreaterThan(0);

    await admin.getByRole('link', { name: '新規登録' }).click();
    await admin.getByLabel('氏名').fill('木村 拓也');
    await admin.getByLabel('フリガナ').fill('きむら たくや');
    await admin.getByRole('combobox', { name: '雇用区分' }).click();
    await admin.getByRole('option', { name: '委託', exact: true }).click();
    await admin.getByLabel('メールアドレス').fill('takuya.kimura@example.com');
    await admin.getByLabel('電話番号').fill('09012340000');
    await admin.getByRole('button', { name: '保存' }).click();
    await admin.waitForURL(/\/drivers\/[0-9a-f-]{36}$/);
    await expect.poll(() => admin.getByRole('heading', { name: '木村 拓也' }).count()).toBe(1);
    await expect.poll(() => admin.getByText('キムラ タクヤ').count()).toBeGreaterThan(0);
    await expect.poll(() => admin.getByText('招待中').count()).toBeGreaterThan(0);

    // The server writes outgoing mail to its data folder when no SMTP server is configured.
    await expect
      .poll(() => latestMailTo(suite.server.dataDir, 'takuya.kimura@example.com')?.subject, MAIL_WAIT)
      .toBe('【デモ運送株式会社】陸運へのご招待');
    const link = signInLinkOf(latestMailTo(suite.server.dataDir, 'takuya.kimura@example.com')?.text);
    expect(link).toBeDefined();

    const driver = await newPage({ width: 390, height: 844 });
    await driver.goto(link ?? '');
    await driver.waitForURL(/\/set-password$/);
    await driver.getByLabel('新しいパスワード', { exact: true }).fill('kimura-no-pasuwado-2026');
    await driver.getByLabel('新しいパスワード（確認）').fill('kimura-no-pasuwado-2026');
    await driver.getByRole('button', { name: 'パスワードを設定' }).click();
    await driver.waitForURL(/\/home$/);
    await expect.poll(() => driver.getByText(/木村 拓也さん/).count()).toBeGreaterThan(0);
    await expect.poll(() => driver.getByText('デモ運送株式会社').count()).toBeGreaterThan(0);
    await expect.poll(() => driver.getByRole('link', { name: 'パスワードを変更する' }).count()).toBe(1);
    expect(driver.url()).toMatch(/\/home$/);

    // The link was used up; the password now signs the driver in.
    const again = await newPage();
    await again.goto(link ?? '');
    await expect.poll(() => again.getByText(/このリンクは無効か/).count()).toBe(1);
    await signIn(again, suite.server.url, 'takuya.kimura@example.com', 'kimura-no-pasuwado-2026');
    await again.waitForURL(/\/home$/);

    await admin.reload();
    await expect.poll(() => admin.getByText('利用開始済み').count()).toBeGreaterThan(0);
  });

  it('admin filters the list in the URL and sends login mails to the selected drivers', async () => {
    const admin = await newPage();
    await signIn(admin, suite.server.url, 'admin@example.com', DEMO_PASSWORD);
    await admin.waitForURL(/\/dashboard$/);
    await admin.goto(`${suite.server.url}/drivers?employmentType=contractor&status=active`);
    await expect.poll(() => admin.getByRole('link', { name: '鈴木 一郎' }).count()).toBe(1);
    expect(await admin.getByRole('link', { name: '山田 太郎' }).count()).toBe(0);
    await admin.getByRole('checkbox', { name: 'このページをすべて選択' }).check();
    await admin.getByRole('button', { name: 'ログイン用メールを送信' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: '送信' }).click();
    await expect.poll(() => admin.getByText(/人にログイン用メールを送信しました/).count()).toBe(1);
    await expect
      .poll(() => latestMailTo(suite.server.dataDir, 'ichiro.suzuki@example.com')?.subject, MAIL_WAIT)
      .toBe('【デモ運送株式会社】ログイン用リンクのお知らせ');
  });

  it('a forgotten password: the reset link opens the set-password screen, not the home page', async () => {
    // A driver of this test's own (the shared demo accounts keep their passwords).
    const api = await apiAs(suite.server.url, 'admin@example.com', DEMO_PASSWORD);
    await api('POST', '/drivers', {
      name: '森 リセット',
      nameKana: 'モリ リセット',
      email: 'reset.mori@example.com',
      employmentType: 'employee',
    });
    // The invitation goes out by a job: once it is in, the reset mail is the latest one.
    await expect
      .poll(() => latestMailTo(suite.server.dataDir, 'reset.mori@example.com')?.subject, MAIL_WAIT)
      .toBe('【デモ運送株式会社】陸運へのご招待');
    const forgot = await newPage({ width: 390, height: 844 });
    await forgot.goto(`${suite.server.url}/login`);
    await forgot.getByRole('link', { name: 'パスワードをお忘れの方' }).click();
    // The sign-in form has a メールアドレス field too: fill only once the reset form has replaced it.
    await forgot.waitForURL(/\/login\/forgot$/);
    await forgot.getByRole('button', { name: 'ログイン用リンクを送信' }).waitFor();
    await forgot.getByLabel('メールアドレス').fill('reset.mori@example.com');
    await forgot.getByRole('button', { name: 'ログイン用リンクを送信' }).click();
    await expect
      .poll(() => latestMailTo(suite.server.dataDir, 'reset.mori@example.com')?.subject, MAIL_WAIT)
      .toBe('【デモ運送株式会社】パスワード再設定のご案内');
    const resetLink = signInLinkOf(latestMailTo(suite.server.dataDir, 'reset.mori@example.com')?.text);
    expect(resetLink).toMatch(/&reset=1$/);
    await forgot.goto(resetLink ?? '');
    await forgot.waitForURL(/\/set-password\?reset=1$/);
    await expect.poll(() => forgot.getByRole('heading', { name: 'パスワードの再設定' }).count()).toBe(1);
    await forgot.getByLabel('新しいパスワード', { exact: true }).fill('mori-atarashii-2026');
    await forgot.getByLabel('新しいパスワード（確認）').fill('mori-atarashii-2026');
    await forgot.getByRole('button', { name: 'パスワードを設定' }).click();
    await forgot.waitForURL(/\/home$/);
    const withNew = await newPage();
    await signIn(withNew, suite.server.url, 'reset.mori@example.com', 'mori-atarashii-2026');
    await withNew.waitForURL(/\/home$/);
  });

  it('a driver without an email gets a printed login code and signs in with it', async () => {
    const api = await apiAs(suite.server.url, 'admin@example.com', DEMO_PASSWORD);
    const { data } = await api<{ data: { id: string; name: string; email: string | null }[] }>(
      'GET',
      `/drivers?q=${encodeURIComponent('松本')}`,
    );
    const matsumoto = data.find((d) => d.name === '松本 隆');
    expect(matsumoto?.email).toBeNull();
    const admin = await newPage();
    await signIn(admin, suite.server.url, 'admin@example.com', DEMO_PASSWORD);
    await admin.waitForURL(/\/dashboard$/);
    await admin.goto(`${suite.server.url}/drivers/${matsumoto?.id}`);
    await admin.getByRole('heading', { name: '松本 隆' }).waitFor();
    // No address: no invitation to send, a code to issue instead.
    await expect.poll(() => admin.getByRole('button', { name: 'ログインコードを発行' }).count()).toBe(1);
    expect(await admin.getByRole('button', { name: /招待メール/ }).count()).toBe(0);
    await admin.getByRole('button', { name: 'ログインコードを発行' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: '発行' }).click();
    const shown = admin.getByTestId('login-code');
    await expect.poll(() => shown.count()).toBe(1);
    const code = (await shown.textContent()) ?? '';
    expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);

    const driver = await newPage({ width: 390, height: 844 });
    await driver.goto(`${suite.server.url}/login`);
    await driver.getByRole('link', { name: 'ログインコードでサインイン' }).click();
    await driver.waitForURL(/\/login\/code$/);
    // Typed in lower case without hyphens: accepted as printed.
    await driver.getByLabel('ログインコード').fill(code.replaceAll('-', '').toLowerCase());
    await driver.getByRole('button', { name: 'サインイン' }).click();
    // No address, so no password to set: straight to the home page.
    await driver.waitForURL(/\/home$/);
    await expect.poll(() => driver.getByText(/松本 隆さん/).count()).toBeGreaterThan(0);

    // Single use: the same code no longer signs in.
    const again = await newPage({ width: 390, height: 844 });
    await again.goto(`${suite.server.url}/login/code`);
    await again.getByLabel('ログインコード').fill(code);
    await again.getByRole('button', { name: 'サインイン' }).click();
    await expect.poll(() => again.getByText(/ログインコードが正しくないか/).count()).toBe(1);
  });
});
