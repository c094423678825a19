import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { solidPng } from './support/images.ts';
import { signedInPage } from './support/pages.ts';
import { useServerAndBrowser } from './support/suite.ts';

const suite = useServerAndBrowser();

/** The natural width of the stored seal shown on the page (0 while it has not loaded). */
const storedSealWidth = (page: Page) =>
  page
    .getByRole('img', { name: '登録済みの社印' })
    .evaluate((img) => ((img as HTMLImageElement).complete ? (img as HTMLImageElement).naturalWidth : 0));

describe('company settings', () => {
  it('an admin picks the bank and branch, fills the account and a seal image, sees the preview, saves, and after a reload sees the stored seal', async () => {
    const page = await signedInPage(suite, 'admin2', { path: '/settings/company' });

    // The demo seal is there (240 px, drawn at the first start).
    await expect.poll(() => storedSealWidth(page)).toBe(240);

    // The bank and then its branch are picked from the zengin-code data, which fills their codes.
    const bank = page.getByRole('combobox', { name: '金融機関名' });
    await bank.click();
    await bank.fill('みずほ');
    await page.getByRole('option', { name: /^0001 みずほ銀行/ }).click();
    await expect.poll(() => page.getByLabel('金融機関コード').inputValue()).toBe('0001');
    expect(await bank.inputValue()).toBe('みずほ銀行');
    const branch = page.getByRole('combobox', { name: '支店名' });
    await branch.click();
    await branch.fill('上野');
    await page.getByRole('option', { name: /^107 上野/ }).click();
    await expect.poll(() => page.getByLabel('支店コード').inputValue()).toBe('107');
    expect(await branch.inputValue()).toBe('上野');

    await page.getByLabel('口座番号').fill('98765');
    await page.getByLabel('口座名義（カナ）').fill('株式会社さんぷるぶつりゅう');
    // What the bank will see, as it is typed.
    await expect.poll(() => page.getByText('振込名義: ｶ)ｻﾝﾌﾟﾙﾌﾞﾂﾘﾕｳ').count()).toBe(1);

    await page.getByLabel('社印の画像を選択').setInputFiles({
      name: 'seal.png',
      mimeType: 'image/png',
      buffer: solidPng(64, 64, [200, 20, 30]),
    });
    const preview = page.getByRole('img', { name: '新しい社印のプレビュー' });
    await expect.poll(() => preview.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(64);

    await page
      .getByRole('form', { name: '請求書・振込先・社印' })
      .getByRole('button', { name: '保存' })
      .click();
    await expect.poll(() => page.getByText('請求書・振込先・社印の設定を保存しました').count()).toBe(1);
    await expect.poll(() => preview.count()).toBe(0);
    await expect.poll(() => storedSealWidth(page)).toBe(64);

    await page.reload();
    await expect.poll(() => storedSealWidth(page)).toBe(64);
    expect(await page.getByRole('combobox', { name: '金融機関名' }).inputValue()).toBe('みずほ銀行');
    expect(await page.getByLabel('金融機関コード').inputValue()).toBe('0001');
    expect(await page.getByRole('combobox', { name: '支店名' }).inputValue()).toBe('上野');
    expect(await page.getByLabel('支店コード').inputValue()).toBe('107');
    await expect(await page.getByLabel('口座番号').inputValue()).toBe('0098765');
    await expect(await page.getByLabel('口座名義（カナ）').inputValue()).toBe('ｶ)ｻﾝﾌﾟﾙﾌﾞﾂﾘﾕｳ');
    const src = await page.getByRole('img', { name: '登録済みの社印' }).getAttribute('src');
    expect(src).toContain('/v1/files/');
  });

  it('an admin sets the 仕訳 export to 税込経理 and names the 仮払・仮受消費税 accounts, kept after a reload', async () => {
    const page = await signedInPage(suite, 'admin2', { path: '/settings/company' });
    const form = page.getByRole('form', { name: '仕訳エクスポートの勘定科目' });
    const method = form.getByRole('combobox', { name: '経理方式' });
    await expect.poll(() => method.textContent()).toBe('税抜経理');
    await expect.poll(() => form.getByLabel(/^仮払消費税/).inputValue()).toBe('仮払消費税');
    expect(await form.getByLabel(/^仮受消費税/).inputValue()).toBe('仮受消費税');
    const choose = async (label: string) => {
      await method.click();
      await page.getByRole('option', { name: label }).click();
    };
    await choose('税込経理');
    await form.getByLabel(/^仮払消費税/).fill('仮払消費税等');
    await form.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => page.getByText('仕訳エクスポートの勘定科目を保存しました').count()).toBe(1);
    await page.reload();
    await expect.poll(() => form.getByRole('combobox', { name: '経理方式' }).textContent()).toBe('税込経理');
    expect(await form.getByLabel(/^仮払消費税/).inputValue()).toBe('仮払消費税等');
    // Back to the defaults, for the other tests of the demo company.
    await choose('税抜経理');
    await form.getByLabel(/^仮払消費税/).fill('仮払消費税');
    const [restored] = await Promise.all([
      page.waitForResponse(
        (r) => r.url().endsWith('/self/company/journal-accounts') && r.request().method() === 'POST',
      ),
      form.getByRole('button', { name: '保存' }).click(),
    ]);
    expect(restored.status()).toBe(200);
    await page.context().close();
  });

  it("opens the system administrator's companies as home and shows a company's admins", async () => {
    const page = await signedInPage(suite, 'sysadmin');
    await page.waitForURL(/\/companies$/);
    await page.getByRole('link', { name: 'デモ運送株式会社' }).first().click();
    await page.waitForURL(/\/companies\/[0-9a-f-]{36}$/);
    await expect.poll(() => page.getByText('admin@example.com').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('4011001098993').count()).toBeGreaterThan(0);
  });
});
