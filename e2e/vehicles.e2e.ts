import { describe, expect, it } from 'vitest';
import { signIn } from './support/browser.ts';
import { dateField, typeDate } from './support/date-field.ts';
import { solidPng } from './support/images.ts';
import { newPage as pageOf, signedInPage } from './support/pages.ts';
import { DEMO_PASSWORD } from './support/server.ts';
import { useServerAndBrowser } from './support/suite.ts';

// Signs in through the form here (the other files start signed in: support/pages.ts).
const suite = useServerAndBrowser();
const newPage = (viewport?: { width: number; height: number }) => pageOf(suite, viewport ? { viewport } : {});

describe('company staff manage vehicles and maintenance', () => {
  it('signs in, creates a vehicle, records maintenance with two images, deletes one, signs out', async () => {
    const page = await newPage();
    await signIn(page, suite.server.url, 'admin@example.com', DEMO_PASSWORD);
    await page.waitForURL(/\/dashboard$/);
    // The company admin's home is the dashboard; these steps start on the vehicle list, one click away.
    await page.getByRole('link', { name: '車両', exact: true }).click();
    await page.waitForURL(/\/vehicles$/);
    // The demo data is there.
    await expect.poll(() => page.getByText('品川 100 あ 12-34').count()).toBeGreaterThan(0);

    await page.getByRole('link', { name: '新規登録' }).click();
    await page.getByLabel('登録番号').fill('練馬 800 て 24-68');
    await page.getByLabel('車両名').fill('E2E 2t車');
    await page.getByRole('combobox', { name: '車格' }).click();
    await page.getByRole('option', { name: '中型', exact: true }).click();
    await page.getByLabel('最大積載量').fill('3000');
    await typeDate(page, dateField(page, '車検満了日'), '2027/09/30');
    await page.getByRole('button', { name: '保存' }).click();
    await page.waitForURL(/\/vehicles\/[0-9a-f-]{36}$/);
    await expect.poll(() => page.getByText('練馬 800 て 24-68').count()).toBeGreaterThan(0);

    await page.getByRole('button', { name: '整備記録を追加' }).click();
    const dialog = page.getByRole('dialog');
    await typeDate(page, dateField(dialog, '整備日'), '2026/11/20');
    await dialog.getByLabel('点検・整備項目').click();
    await page.getByRole('option', { name: 'エンジンオイル交換' }).click();
    await page.getByRole('option', { name: 'タイヤ交換', exact: true }).click();
    await page.keyboard.press('Escape');
    await dialog.getByLabel('メモ').fill('E2E で記録');
    await dialog.getByLabel('画像を選択').setInputFiles([
      { name: 'front.png', mimeType: 'image/png', buffer: solidPng(40, 30, [200, 30, 30]) },
      { name: 'rear.png', mimeType: 'image/png', buffer: solidPng(40, 30, [30, 30, 200]) },
    ]);
    // Previews show before the upload.
    await expect.poll(() => dialog.locator('img').count()).toBe(2);
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    // The history shows the record with both images, served through signed links.
    await expect.poll(() => page.getByText('E2E で記録').count()).toBe(1);
    const historyImages = page.locator('img[src*="/v1/files/"]');
    await expect.poll(() => historyImages.count()).toBe(2);
    await expect
      .poll(() =>
        historyImages.evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).naturalWidth === 40)),
      )
      .toBe(true);

    await page.getByRole('button', { name: '画像を削除' }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: '削除' }).click();
    await expect.poll(() => historyImages.count()).toBe(1);
    await page.reload();
    await expect.poll(() => page.locator('img[src*="/v1/files/"]').count()).toBe(1);

    await page.getByRole('button', { name: 'アカウントメニュー' }).click();
    await page.getByRole('menuitem', { name: 'サインアウト' }).click();
    await page.waitForURL(/\/login/);
    await page.goto(`${suite.server.url}/vehicles`);
    await page.waitForURL(/\/login/);
  });

  it('says the session ended on /login?e=401, and shows the server message on a wrong password', async () => {
    const page = await newPage();
    await page.goto(`${suite.server.url}/login?e=401`);
    await expect
      .poll(() => page.getByText('セッションの有効期限が切れました。もう一度ログインしてください。').count())
      .toBeGreaterThan(0);
    expect(await page.getByText('認証に失敗しました。').count()).toBe(0);
    await signIn(page, suite.server.url, 'admin@example.com', 'wrong-password');
    await expect
      .poll(() => page.getByText('メールアドレスまたはパスワードが正しくありません。').count())
      .toBe(1);
  });

  it('works on a phone-sized screen', async () => {
    const page = await signedInPage(suite, 'admin', {
      path: '/vehicles',
      viewport: { width: 390, height: 844 },
    });
    await expect.poll(() => page.getByText('品川 100 あ 12-34').count()).toBeGreaterThan(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

describe('every role signs in', () => {
  // `open`: a page reached from the home page (company admins land on the dashboard).
  const accounts: { email: string; shows: string; open?: string }[] = [
    { email: 'sysadmin@example.com', shows: 'システム管理者' },
    { email: 'driver@example.com', shows: 'デモ運送株式会社' },
    { email: 'consignor@example.com', shows: 'デモ荷主' },
    { email: 'admin2@example.com', shows: '大宮 100 た 11-22', open: '車両' },
  ];
  for (const { email, shows, open } of accounts) {
    it(`${email} reaches a home page of its own`, async () => {
      const page = await newPage();
      await signIn(page, suite.server.url, email, DEMO_PASSWORD);
      await page.waitForURL((url) => !url.pathname.startsWith('/login'));
      if (open) await page.getByRole('link', { name: open, exact: true }).click();
      await expect.poll(() => page.getByText(shows).count()).toBeGreaterThan(0);
      // Another company's vehicles never show: admin2 sees 株式会社サンプル物流's only.
      expect(await page.getByText('品川 100 あ 12-34').count()).toBe(0);
      await page.context().close();
    });
  }
});
