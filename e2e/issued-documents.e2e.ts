import { describe, expect, it } from 'vitest';
import { apiAs } from './support/api.ts';
import { dateField, typeDate } from './support/date-field.ts';
import { downloadedBytes } from './support/download.ts';
import { signedInPage } from './support/pages.ts';
import { DEMO_PASSWORD } from './support/server.ts';
import { useServerAndBrowser } from './support/suite.ts';

// The full Chromium: the payment notice opens in a tab, in Chromium's PDF viewer (the headless shell has none).
const suite = useServerAndBrowser({}, { browser: 'full' });
/** 鈴木 一郎: a contractor driver of the demo company who signs in with a password. */
const CONTRACTOR_EMAIL = 'ichiro.suzuki@example.com';

const previousMonth = () => {
  const [y, m] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' })
    .format(new Date())
    .slice(0, 7)
    .split('-')
    .map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
};

describe('支払通知書 and 発行済み書類', () => {
  it('issues a payment notice, finds it in the register, and the driver confirms it', async () => {
    const admin = await apiAs(suite.server.url, 'admin@example.com', DEMO_PASSWORD);
    const { data } = await admin<{ data: { id: string; name: string }[] }>('GET', '/drivers?q=鈴木');
    const driver = data.find((d) => d.name === '鈴木 一郎');
    if (!driver) throw new Error('demo data has no 鈴木 一郎');
    const month = previousMonth();

    const page = await signedInPage(suite, 'admin', {
      path: `/month-close/drivers/${driver.id}?month=${month}`,
      viewport: { width: 1400, height: 900 },
    });
    // 発行 shows what the notice will say and whom the driver is to contact, then asks to confirm.
    await page.getByRole('button', { name: '発行', exact: true }).click();
    const preview = page.getByRole('dialog', { name: '支払通知書の発行' });
    await preview.getByRole('cell', { name: /^鈴木 一郎 様/ }).waitFor();
    expect(await preview.getByRole('rowheader', { name: 'お支払金額' }).count()).toBe(1);
    expect(await preview.getByText(/デモ運送株式会社.*担当：.*メール：admin@example\.com/).count()).toBe(1);
    const issue = preview.getByRole('button', { name: '発行する' });
    const [tab] = await Promise.all([page.context().waitForEvent('page'), issue.click()]);
    // The PDF opens in the tab opened on the click.
    await expect.poll(() => tab.url()).toMatch(/^blob:/);
    await page.getByRole('button', { name: '再発行' }).waitFor();

    await page
      .getByRole('navigation', { name: 'メインメニュー' })
      .getByRole('link', { name: '発行済み書類' })
      .click();
    await page.getByRole('heading', { name: '発行済み書類', level: 1 }).waitFor();
    const table = page.getByRole('table', { name: '発行済み書類一覧' });
    const row = table.getByRole('row', { name: /鈴木 一郎/ });
    await row.waitFor();
    expect(await row.getByText('支払通知書').count()).toBe(1);
    expect(await row.getByText('未確認').count()).toBe(1);

    // Search conditions live in the URL and combine.
    await page.getByLabel('取引先・ドライバー名').fill('鈴木');
    await expect.poll(() => new URL(page.url()).searchParams.get('counterparty')).toBe('鈴木');
    await page.getByLabel('金額（下限）').fill('999999999');
    await page.getByLabel('金額（下限）').press('Enter');
    await page.getByText('条件に一致する書類はありません').waitFor();
    expect(new URL(page.url()).searchParams.get('amountMin')).toBe('999999999');
    await page.getByLabel('金額（下限）').fill('');
    await page.getByLabel('金額（下限）').press('Enter');
    await row.waitFor();

    // The number opens its versions.
    await row.getByRole('button', { name: /^PN-\d{4}-\d{6}$/ }).click();
    const versions = page.getByRole('dialog');
    await versions.getByRole('cell', { name: '第1版', exact: true }).waitFor();
    await versions.getByRole('button', { name: '閉じる' }).click();

    const phone = await signedInPage(
      suite,
      { email: CONTRACTOR_EMAIL, password: DEMO_PASSWORD },
      { path: '/account', viewport: { width: 390, height: 844 } },
    );
    await phone.getByRole('link', { name: '支払通知書を見る' }).click();
    await phone.waitForURL(/\/driver\/payment-notices$/);
    await phone.getByRole('button', { name: '確認しました' }).click();
    await phone.getByText('確認済み', { exact: true }).waitFor();

    await page.reload();
    await row.getByText('確認済み').waitFor();

    // The month's 全銀 file from the month close: 120-byte records with CRLF, header first.
    await page.goto(`${suite.server.url}/month-close?month=${month}&tab=drivers`);
    await page.getByRole('button', { name: '振込データ（全銀）' }).click();
    const dialog = page.getByRole('dialog');
    const downloadButton = dialog.getByRole('button', { name: 'ダウンロード' });
    // A day the banks are closed is refused at once, naming the business days around it.
    await typeDate(page, dateField(dialog, '振込指定日'), '2027/01/03');
    await dialog
      .getByText('前営業日 2026/12/30 (水) か翌営業日 2027/01/04 (月) を指定してください')
      .waitFor();
    await expect.poll(() => downloadButton.isDisabled()).toBe(true);
    await typeDate(page, dateField(dialog, '振込指定日'), '2027/01/04');
    // The bank's 委託者コード is needed the first time.
    await dialog.getByText('委託者コード（10桁）を入力してください', { exact: false }).waitFor();
    await dialog.getByLabel('委託者コード').fill('1357924680');
    const [download] = await Promise.all([page.waitForEvent('download'), downloadButton.click()]);
    expect(download.suggestedFilename()).toMatch(/^総合振込_\d{4}-\d{2}_\d{8}\.txt$/);
    const bytes = await downloadedBytes(download);
    expect(bytes.length % 122).toBe(0);
    expect(bytes.subarray(0, 14).toString('latin1')).toBe('12101357924680');
    expect(bytes.subarray(54, 58).toString('latin1')).toBe('0104');
    // The bank's code is filled in the next time, after a reload too.
    await page.reload();
    await page.getByRole('button', { name: '振込データ（全銀）' }).click();
    await expect.poll(() => dialog.getByLabel('委託者コード').inputValue()).toBe('1357924680');
    await dialog.getByText('前回の振込データで使用したコードです').waitFor();
    await phone.context().close();
    await page.context().close();
  });
});
