import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs } from './support/api.ts';
import { dateField, typeDate } from './support/date-field.ts';
import { signedInPage } from './support/pages.ts';
import { DEMO_PASSWORD } from './support/server.ts';
import { useServerAndBrowser } from './support/suite.ts';

/**
 * A double click (a double tap on the phone) on the submit of every kind of form makes one record.
 * Its own server: the demo driver clocks in and files a report here, which other files expect not
 * to have happened.
 */
const suite = useServerAndBrowser({}, { ownServer: true });

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(new Date());
/** The month 月締め opens on: the current one from the 21st, else the one before. */
const closingMonth = () => {
  const [y, m, d] = today().split('-').map(Number) as [number, number, number];
  if (d >= 21) return today().slice(0, 7);
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
};
const staffApi = () => apiAs(suite.server.url, 'admin@example.com', DEMO_PASSWORD);
const driverApi = () => apiAs(suite.server.url, 'driver@example.com', DEMO_PASSWORD);
type List = { data: { id: string; name?: string }[]; total: number };

/**
 * Holds the page's writes to the API path until the double click is over, counting them: a second
 * submit would be sent while the first is still unanswered. Then lets them through.
 */
async function doubleClickHeld(page: Page, path: RegExp, submit: Locator) {
  let writes = 0;
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => path.test(url.pathname),
    async (route) => {
      if (route.request().method() !== 'GET') {
        writes += 1;
        // The attempt's key: a retry of it would be answered, not written again.
        expect(route.request().headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}\.1$/);
        await held;
      }
      await route.continue();
    },
  );
  await submit.dblclick();
  await expect.poll(() => writes).toBe(1);
  release();
  return () => writes;
}

describe('a double click on a desk form creates one record', () => {
  it('車両, ドライバー, 取引先, 契約, コース', async () => {
    const api = await staffApi();
    const page = await signedInPage(suite, 'admin', { path: '/vehicles/new' });
    await page.getByLabel('登録番号').fill('練馬 800 に 22-22');
    await page.getByRole('combobox', { name: '車格' }).click();
    await page.getByRole('option', { name: '小型', exact: true }).click();
    let writes = await doubleClickHeld(page, /^\/v1\/vehicles$/, page.getByRole('button', { name: '保存' }));
    await page.waitForURL(/\/vehicles\/[0-9a-f-]{36}$/);
    expect(writes()).toBe(1);
    expect((await api<List>('GET', `/vehicles?q=${encodeURIComponent('練馬 800 に 22-22')}`)).total).toBe(1);

    await page.goto(`${suite.server.url}/drivers/new`);
    await page.getByLabel('氏名').fill('二度押 確認');
    await page.getByLabel('フリガナ').fill('にどおし かくにん');
    await page.getByLabel('メールアドレス').fill('nidooshi@example.com');
    await page.getByLabel('電話番号').fill('09012349999');
    writes = await doubleClickHeld(page, /^\/v1\/drivers$/, page.getByRole('button', { name: '保存' }));
    await page.waitForURL(/\/drivers\/[0-9a-f-]{36}$/);
    expect(writes()).toBe(1);
    expect((await api<List>('GET', `/drivers?q=${encodeURIComponent('二度押')}`)).total).toBe(1);

    await page.goto(`${suite.server.url}/clients/new`);
    await page.getByLabel('取引先名').fill('二度押し青果株式会社');
    await page.getByLabel('フリガナ').fill('にどおしせいか');
    await page.getByRole('combobox', { name: '締日' }).click();
    await page.getByRole('option', { name: '20日', exact: true }).click();
    writes = await doubleClickHeld(page, /^\/v1\/clients$/, page.getByRole('button', { name: '保存' }));
    await page.waitForURL(/\/clients\/[0-9a-f-]{36}$/);
    expect(writes()).toBe(1);
    const clients = await api<List>('GET', `/clients?q=${encodeURIComponent('二度押し青果')}`);
    expect(clients.total).toBe(1);

    await page.goto(`${suite.server.url}/contracts/new?clientId=${clients.data[0]?.id}`);
    await page.getByLabel('契約名').fill('二度押し定期便');
    await typeDate(page, dateField(page, '契約開始日'), '2026/04/01');
    await typeDate(page, dateField(page, '契約終了日'), '2027/03/31');
    await page.getByRole('combobox', { name: '運賃区分' }).click();
    await page.getByRole('option', { name: '日当', exact: true }).click();
    await page.getByLabel('請求単価').fill('28000');
    await page.getByLabel('支払単価').fill('22000');
    writes = await doubleClickHeld(page, /^\/v1\/contracts$/, page.getByRole('button', { name: '保存' }));
    await page.waitForURL(/\/contracts\/[0-9a-f-]{36}$/);
    expect(writes()).toBe(1);
    const contracts = await api<List>('GET', `/contracts?q=${encodeURIComponent('二度押し定期便')}`);
    expect(contracts.total).toBe(1);

    await page.goto(`${suite.server.url}/courses/new?deliveryDate=${today()}`);
    await page.getByLabel('コース名').fill('二度押しのコース');
    writes = await doubleClickHeld(page, /^\/v1\/courses$/, page.getByRole('button', { name: '保存' }));
    await page.waitForURL(/\/courses\/[0-9a-f-]{36}$/);
    expect(writes()).toBe(1);
    const courses = await api<List>('GET', `/courses?deliveryDate=${today()}&perPage=1000`);
    expect(courses.data.filter((c) => c.name === '二度押しのコース')).toHaveLength(1);
    await page.context().close();
  });

  it('調整額 in its dialog', async () => {
    const api = await staffApi();
    const driverId = (await api<List>('GET', '/drivers?perPage=1')).data[0]?.id;
    const month = closingMonth();
    const page = await signedInPage(suite, 'admin', {
      path: `/month-close/drivers/${driverId}?month=${month}`,
    });
    const section = page.getByRole('region', { name: /^調整額/ });
    await section.getByRole('button', { name: '調整額を追加' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('内容').fill('二度押し手当');
    await dialog.getByLabel(/^金額/).fill('1500');
    const writes = await doubleClickHeld(
      page,
      /^\/v1\/drivers\/[0-9a-f-]{36}\/adjustment-amounts$/,
      dialog.getByRole('button', { name: '保存' }),
    );
    await section.getByRole('cell', { name: '二度押し手当' }).waitFor();
    expect(writes()).toBe(1);
    const amounts = await api<{ data: { memo?: string; description?: string }[] }>(
      'GET',
      `/drivers/${driverId}/adjustment-amounts?accountingMonth=${month}&perPage=1000`,
    );
    expect(amounts.data.filter((a) => JSON.stringify(a).includes('二度押し手当'))).toHaveLength(1);
    await page.context().close();
  });
});

describe('a double tap on the phone records once', () => {
  const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, serviceWorkers: 'block' as const };

  it('経費の申請する, 出勤の点呼, 休憩開始 and 日報の保存', async () => {
    const driver = await driverApi();
    const day = await driver<{ deliveryDate: string; courses: { id: string; status: string }[] }>(
      'GET',
      '/self/courses',
    );
    const course = day.courses.find((c) => c.status !== 'cancelled');
    if (!course) throw new Error('the demo driver has no course today');
    const date = day.deliveryDate;

    // 経費: 申請する tapped twice files one expense (through the outbox).
    const page = await signedInPage(suite, 'driver', {
      ...phone,
      path: `/driver/expenses/new?date=${date}&courseId=${course.id}`,
    });
    await page.getByRole('heading', { name: '経費を登録' }).waitFor();
    await page.getByRole('button', { name: '駐車場代' }).click();
    await page.getByLabel('金額（円）').fill('777');
    await page.getByRole('button', { name: '申請する' }).dblclick();
    await page.waitForURL(/\/driver\/expenses\?date=/);
    await page.getByRole('article', { name: '駐車場代 ¥777' }).getByText('申請中').waitFor();
    type Expenses = { data: { amount: number }[] };
    const expenses = await driver<Expenses>('GET', `/self/expenses?deliveryDate=${date}`);
    expect(expenses.data.filter((e) => e.amount === 777)).toHaveLength(1);

    // 出勤: the 点呼 dialog's 出勤を記録する tapped twice records one 出勤.
    await page.goto(`${suite.server.url}/home`);
    const card = page.getByLabel('勤務状況');
    await card.getByRole('button', { name: '出勤する' }).click();
    const dialog = page.getByRole('dialog', { name: '出勤の点呼' });
    const answer = (group: string, choice: string) =>
      dialog.getByRole('group', { name: group }).getByRole('button', { name: choice, exact: true }).click();
    await answer('酒気帯びの有無', 'なし');
    await dialog.getByLabel('アルコール濃度（mg/L）').fill('0.00');
    await answer('健康状態', '良好');
    await dialog.getByLabel('睡眠時間（時間）').fill('7');
    await answer('日常点検', '実施済み');
    await dialog.getByRole('button', { name: '出勤を記録する' }).dblclick();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => card.getByText('勤務中').count()).toBe(1);

    // 休憩開始 tapped twice starts one break.
    await card.getByRole('button', { name: '休憩開始' }).dblclick();
    await expect.poll(() => card.getByText('休憩中').count()).toBe(1);
    type Records = { records: { type: string }[] };
    await expect
      .poll(async () => (await driver<Records>('GET', '/self/attendances')).records.map((r) => r.type), {
        timeout: 20_000,
      })
      .toEqual(['clock_in', 'break_start']);

    // 日報: 保存 tapped twice saves one report of the day.
    await page.goto(`${suite.server.url}/driver/daily-report?date=${date}`);
    await page.getByRole('heading', { level: 1, name: /の日報$/ }).waitFor();
    await page.getByLabel('備考', { exact: true }).fill('二度押しの日報');
    await page.getByRole('button', { name: '保存', exact: true }).dblclick();
    await page.getByText('日報を保存しました').first().waitFor();
    type Reports = { data: { memo: string | null }[] };
    const reports = await driver<Reports>('GET', `/self/daily-reports?date=${date}`);
    expect(reports.data).toHaveLength(1);
    expect(reports.data[0]?.memo).toBe('二度押しの日報');
    // The attendances are still the two: nothing was recorded twice meanwhile.
    expect((await driver<Records>('GET', '/self/attendances')).records).toHaveLength(2);
    await page.context().close();
  });
});
