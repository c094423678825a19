import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { signedInPage } from './support/pages.ts';
import { useServerAndBrowser } from './support/suite.ts';

const suite = useServerAndBrowser();

/** The mails the server wrote to its outbox for one address (no SMTP in the e2e server). */
function mailsTo(address: string): string[] {
  const outbox = path.join(suite.server.dataDir, 'mail');
  if (!fs.existsSync(outbox)) return [];
  return fs
    .readdirSync(outbox)
    .map((f) => fs.readFileSync(path.join(outbox, f), 'utf8'))
    .filter((text) => text.includes(address));
}

describe('consignors, their users and import settings', () => {
  it('the system administrator registers a consignor and invites its user', async () => {
    const page = await signedInPage(suite, 'sysadmin');
    await page.getByRole('link', { name: '荷主', exact: true }).click();
    await expect.poll(() => page.getByText('デモ荷主').count()).toBeGreaterThan(0);

    await page.getByRole('link', { name: '新規登録' }).click();
    await page.getByLabel('荷主名').fill('E2E 物産株式会社');
    await page.getByLabel('フリガナ').fill('いーつーいーぶっさん');
    await page.getByLabel('電話番号').fill('0312345678');
    await page.getByRole('button', { name: '保存' }).click();
    await page.waitForURL(/\/consignors\/[0-9a-f-]{36}$/);
    await expect.poll(() => page.getByText('イーツーイーブッサン').count()).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'ユーザーを追加' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('氏名').fill('物産 花子');
    await dialog.getByLabel('メールアドレス').fill('hanako@e2e-bussan.example.com');
    await dialog.getByRole('button', { name: '登録して招待' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => page.getByText('hanako@e2e-bussan.example.com').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('未ログイン').count()).toBeGreaterThan(0);
    await expect.poll(() => mailsTo('hanako@e2e-bussan.example.com').length, { timeout: 15_000 }).toBe(1);
  });

  it("a consignor user opens his consignor's users and may not deactivate himself", async () => {
    const page = await signedInPage(suite, 'consignor', { viewport: { width: 390, height: 844 } });
    // His home is 配送データ; the users are the next page of his menu.
    await page.waitForURL(/\/consignor\/routing-source/);
    await page.goto(`${suite.server.url}/consignor/users`);
    await expect.poll(() => page.getByText('佐藤 美咲').count()).toBeGreaterThan(0);
    // Another consignor's user is not shown.
    expect(await page.getByText('港 太一').count()).toBe(0);
    // Two active colleagues can be deactivated, the inactive one activated; he himself cannot be.
    await expect.poll(() => page.getByRole('button', { name: '無効にする' }).count()).toBe(2);
    await expect.poll(() => page.getByRole('button', { name: '有効にする' }).count()).toBe(1);
    await page.getByRole('button', { name: '無効にする' }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: '無効にする' }).click();
    await expect.poll(() => page.getByRole('button', { name: '有効にする' }).count()).toBe(2);
  });

  it('company staff make an import setting from the preset and change a column', async () => {
    const page = await signedInPage(suite, 'admin');
    await page.getByRole('link', { name: '取込設定' }).click();
    await expect.poll(() => page.getByText('デモ荷主 出荷指示（Excel）').count()).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'プリセットから作成' }).click();
    await page.getByRole('menuitem', { name: /標準レイアウト/ }).click();
    await page.waitForURL(/\/import-settings\/new\?preset=standard/);
    await expect.poll(() => page.getByLabel('配送日の列').inputValue()).toBe('配送日');
    await page.getByLabel('設定名').fill('E2E 標準');
    await page.getByLabel('コース名の列').fill('配送日');
    await page.getByRole('button', { name: '保存' }).click();
    await expect
      .poll(() => page.getByText('この列はすでに「配送日」に指定されています').count())
      .toBeGreaterThan(0);
    await page.getByLabel('コース名の列').fill('便名');
    await page.getByRole('button', { name: '保存' }).click();
    await page.waitForURL(/\/import-settings\/[0-9a-f-]{36}$/);
    await expect.poll(() => page.getByText('見出し「便名」').count()).toBe(1);
  });
});
