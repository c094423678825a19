import { MF_COLUMNS } from '@rikuun/contract';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { apiAs } from './support/api.ts';
import { downloadedBytes } from './support/download.ts';
import { signedInPage } from './support/pages.ts';
import { DEMO_PASSWORD } from './support/server.ts';
import { useServerAndBrowser } from './support/suite.ts';

// The full Chromium: the 立替金精算書 opens in a tab, in Chromium's PDF viewer (the headless shell has none).
const suite = useServerAndBrowser({}, { browser: 'full' });

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
    expect(await page.getByLabel('対象月').inputValue()).toBe(closingMonth().replace('-', '年') + '月');
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
    // Its third returns the previous month's sales: that month's document is a 返還請求書.
    expect(await clients.getByText('返還請求書', { exact: true }).count()).toBe(1);

    // 仕訳エクスポート: the software is picked in a dialog; the file is its import CSV (MF: Shift_JIS).
    await page.getByRole('button', { name: '仕訳エクスポート' }).click();
    const exportDialog = page.getByRole('dialog', { name: /^仕訳エクスポート/ });
    await exportDialog.getByRole('radio', { name: /^マネーフォワード/ }).check();
    // The company's 経理方式 (税抜経理 until set) is offered, and this export may take the other.
    const exclusive = exportDialog.getByRole('radio', { name: '税抜経理' });
    await expect.poll(() => exclusive.isChecked()).toBe(true);
    await exportDialog.getByRole('radio', { name: '税込経理' }).check();
    const [download, request] = await Promise.all([
      page.waitForEvent('download'),
      page.waitForRequest((r) => r.url().includes('/statements/journal?')),
      exportDialog.getByRole('button', { name: 'ダウンロード' }).click(),
    ]);
    expect(new URL(request.url()).searchParams.get('taxAccounting')).toBe('inclusive');
    expect(download.suggestedFilename()).toBe(`仕訳_マネーフォワードクラウド会計_${closingMonth()}.csv`);
    const csv = iconv.decode(await downloadedBytes(download), 'CP932');
    expect(csv.split('\r\n')[0]).toBe(MF_COLUMNS.join(','));
    await expect.poll(() => exportDialog.count()).toBe(0);

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
    // 0 % asks for its reason (損害賠償金 is outside the tax).
    await dialog.getByRole('combobox', { name: '税率' }).click();
    await page.getByRole('option', { name: /^0%/ }).click();
    await dialog.getByRole('button', { name: '保存' }).click();
    await dialog.getByText(/^税率0%の理由を入力してください/).waitFor();
    await dialog.getByLabel(/^0%の理由/).fill('損害賠償金のため不課税');
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

  it('shows a reimbursed client’s 立替金 with the payee and issues its 立替金精算書', async () => {
    const staff = await apiAs(suite.server.url, 'admin@example.com', DEMO_PASSWORD);
    const month = closingMonth();
    const date = `${month}-10`;
    const client = await staff<{ id: string }>('POST', '/clients', {
      name: 'E2E立替商事株式会社',
      tollHandling: 'reimbursed',
    });
    const course = await staff<{ id: string }>('POST', '/courses', {
      deliveryDate: date,
      name: 'E2E立替便',
      clientId: client.id,
    });
    const expense = await staff<{ id: string }>('POST', `/course-expenses/${course.id}`, {
      expenseType: 'toll',
      amount: 1320,
      paidOn: date,
      payeeName: 'E2E高速道路株式会社',
      billable: true,
      requestApproval: true,
    });
    await staff('POST', `/course-expenses/${course.id}/${expense.id}/update-status`, { status: 'approved' });

    const page = await signedInPage(suite, 'admin', {
      path: `/month-close/clients/${client.id}?month=${month}`,
      viewport: { width: 1400, height: 900 },
    });
    const reimbursements = page.getByRole('region', { name: '立替金' });
    await reimbursements.getByRole('cell', { name: 'E2E高速道路株式会社' }).waitFor();
    expect(await reimbursements.getByRole('cell', { name: '¥1,320' }).count()).toBe(1);
    const [pdfTab] = await Promise.all([
      page.context().waitForEvent('page'),
      reimbursements.getByRole('button', { name: '精算書を発行' }).click(),
    ]);
    await expect.poll(() => pdfTab.url()).toMatch(/^blob:/);
    await reimbursements.getByRole('button', { name: '精算書を再発行' }).waitFor();
    await page.context().close();
  });
});
