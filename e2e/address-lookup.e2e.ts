import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedInPage } from './support/pages.ts';
import { useServerAndBrowser } from './support/suite.ts';

const suite = useServerAndBrowser();

/** Types a postal code and waits until the server has answered its lookup. */
async function typeZipCode(page: Page, digits: string) {
  const answered = page.waitForResponse((response) => response.url().endsWith(`/v1/postal-codes/${digits}`));
  await page.getByLabel('郵便番号').fill(digits);
  await answered;
  await expect.poll(() => page.getByLabel('住所を検索中').count()).toBe(0);
}

describe('the address is looked up from the postal code', () => {
  it('fills the address on the new-client form, but never over what the user typed', async () => {
    const page = await signedInPage(suite, 'admin', { path: '/clients/new' });
    await page.getByLabel('取引先名').fill('E2E住所検索株式会社');
    const address1 = page.getByLabel('住所1');

    // The contract's rule still shows at the field.
    await page.getByLabel('郵便番号').fill('13600');
    await page.getByRole('button', { name: '保存' }).click();
    await expect
      .poll(() => page.getByText('郵便番号は7桁の数字で入力してください（例: 136-0082）').count())
      .toBe(1);

    // A complete code fills the empty address.
    await typeZipCode(page, '1360082');
    await expect.poll(() => address1.inputValue()).toBe('東京都江東区新木場');

    // The user writes the address; a later code is looked up but leaves it alone.
    await address1.fill('東京都江東区新木場一丁目 倉庫棟');
    await typeZipCode(page, '1350061');
    expect(await address1.inputValue()).toBe('東京都江東区新木場一丁目 倉庫棟');

    // Saved as typed, the code normalized by the contract.
    await page.getByLabel('住所2').fill('1-2-3');
    await page.getByRole('button', { name: '保存' }).click();
    await page.waitForURL(/\/clients\/[0-9a-f-]{36}$/);
    await expect
      .poll(() => page.getByText('〒135-0061 東京都江東区新木場一丁目 倉庫棟 1-2-3').count())
      .toBe(1);
  });

  it('fills the address on the driver form, and a field typed into and cleared again leaves nothing unsaved', async () => {
    const page = await signedInPage(suite, 'admin', { path: '/drivers/new' });
    const address1 = page.getByLabel('住所', { exact: true });

    await typeZipCode(page, '1360082');
    await expect.poll(() => address1.inputValue()).toBe('東京都江東区新木場');

    // Emptied again, the fields hold what they started with (null), so leaving does not ask.
    await page.getByLabel('郵便番号').fill('');
    await address1.fill('');
    await page.getByLabel('建物名・部屋番号').fill('1-2-3');
    await page.getByLabel('建物名・部屋番号').fill('');
    await page.getByRole('button', { name: 'キャンセル' }).click();
    await page.waitForURL(/\/drivers$/);
    expect(await page.getByText('変更を破棄しますか？').count()).toBe(0);
  });
});
