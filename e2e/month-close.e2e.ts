import { describe, expect, it } from 'vitest';
import { signedInPage } from './support/pages.ts';
import { useServerAndBrowser } from './support/suite.ts';

const suite = useServerAndBrowser();

/** The month the page opens on: the current month from the 21st (Tokyo), else the previous one. */
const closingMonth = () => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(new Date());
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  if (d >= 21) return today.slice(0, 7);
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
};

describe('月次締め (company staff)', () => {
  it('shows the closing month’s clients and contractors, and edits a driver’s adjustments', async () => {
    const page = await signedInPage(suite, 'admin', {
      path: '/dashboard',
      viewport: { width: 1400, height: 900 },
    });
    await page
      .getByRole('navigation', { name: 'メインメニュー' })
      .getByRole('link', { name: '月次締め' })
      .click();
    await page.getByRole('heading', { name: '月次締め', level: 1 }).waitFor();
    expect(await page.getByLabel('対象月').inputValue()).toBe(closingMonth());
    const clients = page.getByRole('table', { name: /の請求$/ });
    await clients.waitFor();
    for (const header of [
      '取引先',
      '期間',
      '運賃',
      '立替金',
      '調整額',
      '10%対象/税',
      '8%対象/税',
      '合計',
      '未承認',
      '発行状況',
    ])
      expect(await clients.getByRole('columnheader', { name: header, exact: true }).count()).toBe(1);
    // The demo's first client has a 長期契約値引 of −5,000 every month.
    expect(await clients.getByText('-¥5,000').count()).toBeGreaterThan(0);

    await page.getByRole('tab', { name: 'ドライバー（支払）' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('tab')).toBe('drivers');
    const drivers = page.getByRole('table', { name: /の支払$/ });
    await drivers.waitFor();
    const first = drivers.getByRole('row').nth(1).getByRole('link').first();
    const name = (await first.textContent()) ?? '';
    await first.click();
    await page.waitForURL(/\/month-close\/drivers\/[0-9a-f-]{36}\?month=/);
    await page.getByRole('heading', { name: new RegExp(`^${name}`), level: 1 }).waitFor();
    const section = page.getByRole('region', { name: /^調整額/ });
    await section.getByText('燃料手当').waitFor();

    await section.getByRole('button', { name: '調整額を追加' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('内容').fill('事故負担金');
    await dialog.getByLabel(/^金額/).fill('0');
    await dialog.getByRole('button', { name: '保存' }).click();
    await dialog.getByText('金額は0以外で入力してください（控除はマイナス）').waitFor();
    // Amounts show thousands separators as they are typed; full-width digits become half-width.
    const amount = dialog.getByLabel(/^金額/);
    await amount.fill('');
    await amount.pressSequentially('-１２３４５');
    expect(await amount.inputValue()).toBe('-12,345');
    await amount.fill('-3000');
    expect(await amount.inputValue()).toBe('-3,000');
    await dialog.getByRole('button', { name: '保存' }).click();
    await section.getByRole('cell', { name: '事故負担金' }).waitFor();
    expect(await section.getByRole('cell', { name: '-¥3,000' }).count()).toBe(1);

    const row = section.getByRole('row', { name: /事故負担金/ });
    await row.getByRole('button', { name: '編集' }).click();
    await page.getByRole('dialog').getByLabel(/^金額/).fill('-2500');
    await page.getByRole('dialog').getByRole('button', { name: '保存' }).click();
    await section.getByRole('cell', { name: '-¥2,500' }).waitFor();

    await row.getByRole('button', { name: '履歴' }).click();
    const history = page.getByRole('dialog', { name: '事故負担金の変更履歴' });
    await history.getByText('-¥3,000').waitFor();
    await history.getByRole('button', { name: '閉じる' }).click();

    await row.getByRole('button', { name: '削除' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '削除' }).click();
    await expect.poll(() => section.getByText('事故負担金').count()).toBe(0);
    await page.context().close();
  });
});
