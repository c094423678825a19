import { accountingMonthOf } from '@rikuun/contract';
import { describe, expect, it } from 'vitest';
import { apiAs } from './support/api.ts';
import { solidPng } from './support/images.ts';
import { signedInPage } from './support/pages.ts';
import { DEMO_PASSWORD } from './support/server.ts';
import { useServerAndBrowser } from './support/suite.ts';

// The full Chromium: the invoice opens in a tab, in Chromium's PDF viewer (the headless shell has none).
const suite = useServerAndBrowser(
  { MAP_TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png' },
  { browser: 'full' },
);

type Stop = { id: string; name: string };
type Course = { id: string; name: string; deliveryDate: string; status: string; destinations: Stop[] };
type Expense = {
  id: string;
  amount: number;
  expenseType: string;
  approveStatus: string;
  destinationId: string | null;
  receiptImages: unknown[];
};

describe('expenses: the driver files with a receipt photo, staff approve and invoice it', () => {
  it('files an expense on a stop from the phone (offline first) and requests approval; staff approve it on /expenses and issue the month’s invoice', async () => {
    const driver = await apiAs(suite.server.url, 'driver@example.com', DEMO_PASSWORD);
    const staff = await apiAs(suite.server.url, 'admin@example.com', DEMO_PASSWORD);
    const day = await driver<{ deliveryDate: string; courses: Course[] }>('GET', '/self/courses');
    const course = day.courses.find((c) => c.status !== 'cancelled' && c.destinations.length > 0);
    if (!course) throw new Error('the demo driver has no course today');
    const stop = course.destinations[0] as Stop;

    // The phone: the stop's 「経費を登録」, a 駐車場代 of 700 yen with a photo of the receipt, 申請する.
    const page = await signedInPage(suite, 'driver', {
      path: `/driver/courses/${course.id}/stops/${stop.id}?date=${day.deliveryDate}`,
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      hasTouch: true,
      serviceWorkers: 'allow',
    });
    const phone = page.context();
    await page.getByRole('link', { name: '経費を登録' }).click();
    await page.getByRole('heading', { name: '経費を登録' }).waitFor();
    await page.getByText(`${course.name} / ${stop.name}`).waitFor();
    await page.getByRole('button', { name: '駐車場代' }).click();
    await page.getByLabel('金額（円）').fill('700');
    await page.getByLabel('備考').fill('納品先前のコインパーキング');
    // Billed to the client: it goes on the client's invoice once approved.
    await page.getByLabel(/^荷主へ請求/).check();
    await page.getByLabel('写真を撮る').setInputFiles({
      name: 'receipt.png',
      mimeType: 'image/png',
      buffer: solidPng(1200, 1600, [240, 240, 230]),
    });
    await page.getByRole('img', { name: '写真1' }).waitFor();
    // Filed without signal: it waits in the outbox, and goes when the phone is back online. The
    // service worker serves the app's pages offline (from its precache) once it controls the page.
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await phone.setOffline(true);
    await page.getByRole('button', { name: '申請する' }).click();
    await page.waitForURL(/\/driver\/expenses\?date=/);
    await page.getByText('送信待ちの経費があります').waitFor();
    await page.getByText(`経費 駐車場代 700円（${stop.name}）`).waitFor();
    await phone.setOffline(false);

    // The day's list shows it 申請中 with its receipt.
    const card = page.getByRole('article', { name: '駐車場代 ¥700' });
    await card.getByText('申請中').waitFor();
    await card.getByRole('img', { name: '領収書1' }).waitFor();
    const mine = await driver<{ data: Expense[] }>('GET', `/self/expenses?deliveryDate=${day.deliveryDate}`);
    const filed = mine.data.find((e) => e.amount === 700 && e.expenseType === 'parking') as Expense;
    expect(filed).toMatchObject({ approveStatus: 'requested', destinationId: stop.id });
    expect(filed.receiptImages).toHaveLength(1);
    await phone.close();

    // Staff: /expenses opens on 申請中; the row opens the expense, 承認 locks it.
    const office = await signedInPage(suite, 'admin', {
      path: '/expenses',
      viewport: { width: 1440, height: 900 },
    });
    const desk = office.context();
    const table = office.getByRole('table', { name: '経費一覧' });
    const row = table.getByRole('row').filter({ hasText: '納品先前のコインパーキング' });
    await row.getByText('申請中').waitFor();
    await row.getByText('¥700').click();
    await office.waitForURL(new RegExp(`/expenses/${filed.id}$`));
    await office.getByRole('button', { name: '領収書1を表示' }).waitFor();
    await office.getByRole('button', { name: '承認', exact: true }).click();
    await office.getByText('経費を承認しました').waitFor();
    await expect
      .poll(async () => (await staff<Expense>('GET', `/expenses/${filed.id}`)).approveStatus)
      .toBe('approved');
    await office.getByText('変更履歴').first().waitFor();

    // The month close: the client's invoice of the course's month, with the approved 駐車場代 as a
    // 運賃 line (the demo client's tollHandling is `included`), issued from its statement page and
    // found in the issued-documents search.
    const { clientId } = await staff<{ clientId: string | null }>('GET', `/courses/${course.id}`);
    if (!clientId) throw new Error('the demo course has no client');
    const client = await staff<{ name: string; closingDay: number }>('GET', `/clients/${clientId}`);
    const month = accountingMonthOf(course.deliveryDate, client.closingDay);
    const statement = await staff<{
      tollHandling: string;
      lines: { kind: string; sourceId: string; taxRate: number }[];
      totalAmount: number;
    }>('GET', `/statements/clients/${clientId}?accountingMonth=${month}`);
    expect(statement.tollHandling).toBe('included');
    expect(statement.lines).toContainEqual(
      expect.objectContaining({ kind: 'expense', sourceId: filed.id, taxRate: 10 }),
    );
    await office.goto(`${suite.server.url}/month-close/clients/${clientId}?month=${month}`);
    const [pdfTab] = await Promise.all([
      desk.waitForEvent('page'),
      office.getByRole('button', { name: '発行', exact: true }).click(),
    ]);
    await expect.poll(() => pdfTab.url()).toMatch(/^blob:/);
    await office.getByRole('button', { name: '再発行' }).waitFor();
    await office
      .getByRole('navigation', { name: 'メインメニュー' })
      .getByRole('link', { name: '発行済み書類' })
      .click();
    await office.getByLabel('取引先・ドライバー名').fill(client.name.slice(0, 4));
    await expect
      .poll(() => new URL(office.url()).searchParams.get('counterparty'))
      .toBe(client.name.slice(0, 4));
    const invoices = office.getByRole('table', { name: '発行済み書類一覧' });
    const invoiceRow = invoices.getByRole('row', { name: new RegExp(client.name) });
    await invoiceRow.getByText('請求書').waitFor();
    expect(await invoiceRow.getByText(`¥${statement.totalAmount.toLocaleString('ja-JP')}`).count()).toBe(1);
    await desk.close();
  });
});
