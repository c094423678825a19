import { describe, expect, it } from 'vitest';
import { dateField, typeDate } from './support/date-field.ts';
import { signedInPage } from './support/pages.ts';
import { useServerAndBrowser } from './support/suite.ts';

const suite = useServerAndBrowser();

describe('company staff set up their partners', () => {
  it('creates a client, a client base and a contract, then copies the contract into a new period', async () => {
    // The demo clients are listed.
    const page = await signedInPage(suite, 'admin', { path: '/clients' });
    await expect.poll(() => page.getByText('東京フレッシュフーズ株式会社').count()).toBeGreaterThan(0);

    // A client, with its Japanese fields converted.
    await page.getByRole('link', { name: '新規登録' }).click();
    await page.getByLabel('取引先名').fill('E2E青果株式会社');
    await page.getByLabel('フリガナ').fill('いーついーせいか');
    await page.getByLabel('郵便番号').fill('1350061');
    await page.getByLabel('登録番号').fill('T8010001085296');
    await page.getByRole('combobox', { name: '締日' }).click();
    await page.getByRole('option', { name: '20日', exact: true }).click();
    // Its tolls are passed on at cost (立替金), not billed in the 運賃 (the default).
    expect(await page.getByRole('combobox', { name: '高速代等の請求' }).textContent()).toBe(
      '運賃に含める（課税10%）',
    );
    await page.getByRole('combobox', { name: '高速代等の請求' }).click();
    await page.getByRole('option', { name: '立替金として精算（対象外）' }).click();
    await page.getByRole('button', { name: '保存' }).click();
    await page.waitForURL(/\/clients\/[0-9a-f-]{36}$/);
    await expect.poll(() => page.getByText('イーツイーセイカ').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('20日締め 翌月末払い').count()).toBe(1);
    await expect.poll(() => page.getByText('立替金として精算（対象外）').count()).toBe(1);

    // A client base, added in a dialog.
    await page.getByRole('button', { name: '拠点を追加' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('拠点名').fill('E2E豊洲倉庫');
    await dialog.getByLabel('住所1').fill('東京都江東区豊洲6-1-1');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => page.getByText('E2E豊洲倉庫').count()).toBe(1);

    // A contract for this client, from its page.
    await page.getByRole('link', { name: '契約を追加' }).click();
    await page.waitForURL(/\/contracts\/new\?clientId=/);
    await page.getByLabel('契約名').fill('E2E定期便');
    await typeDate(page, dateField(page, '契約開始日'), '2026/04/01');
    await typeDate(page, dateField(page, '契約終了日'), '2027/03/31');
    await page.getByRole('combobox', { name: '運賃区分' }).click();
    await page.getByRole('option', { name: '日当', exact: true }).click();
    await page.getByLabel('請求単価').fill('28000');
    await page.getByLabel('支払単価').fill('22000');
    await page.getByRole('button', { name: '保存' }).click();
    await page.waitForURL(/\/contracts\/[0-9a-f-]{36}$/);
    const originalUrl = page.url();
    await expect.poll(() => page.getByText('¥28,000 / 日').count()).toBe(1);
    await expect.poll(() => page.getByText('2026/04/01 〜 2027/03/31').count()).toBeGreaterThan(0);

    // コピー: the dialog proposes the following year; the copy opens with the same terms.
    await page.getByRole('button', { name: 'コピー' }).click();
    const copyDialog = page.getByRole('dialog');
    await typeDate(page, dateField(copyDialog, '契約開始日'), '2027/04/01');
    await typeDate(page, dateField(copyDialog, '契約終了日'), '2028/03/31');
    await copyDialog.getByRole('button', { name: 'コピーを作成' }).click();
    await page.waitForURL(
      (url) => /\/contracts\/[0-9a-f-]{36}$/.test(url.pathname) && url.href !== originalUrl,
    );
    await expect.poll(() => page.getByText('2027/04/01 〜 2028/03/31').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('¥28,000 / 日').count()).toBe(1);
    await expect.poll(() => page.getByText('E2E青果株式会社').count()).toBeGreaterThan(0);

    // Both show in the client's contracts; the period filter finds only the one valid then.
    await page.getByRole('link', { name: 'E2E青果株式会社' }).click();
    await expect
      .poll(() => page.getByRole('list', { name: '取引先の契約' }).getByText('E2E定期便').count())
      .toBe(2);
    await page.goto(`${suite.server.url}/contracts?q=E2E&from=2027-05-01&to=2027-05-31`);
    await expect.poll(() => page.getByText('2027/04/01 〜 2028/03/31').count()).toBeGreaterThan(0);
    expect(await page.getByText('2026/04/01 〜 2027/03/31').count()).toBe(0);
  });
});
