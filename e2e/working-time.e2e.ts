import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from './support/api.ts';
import { signIn } from './support/browser.ts';
import { DEMO_PASSWORD } from './support/server.ts';
import { useServerAndBrowser } from './support/suite.ts';

const suite = useServerAndBrowser();
const ADMIN = 'admin@example.com';

type Driver = { id: string; driverName: string; duties: unknown[] };

async function signedInPage(): Promise<Page> {
  const context = await suite.browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    acceptDownloads: true,
  });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  await signIn(page, suite.server.url, ADMIN, DEMO_PASSWORD);
  await page.waitForURL(/\/dashboard$/);
  return page;
}

const thisMonth = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(new Date()).slice(0, 7);
const monthBefore = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
};

describe('労働時間 (company staff)', () => {
  let drivers: Driver[];
  beforeAll(async () => {
    const api = await apiAs(suite.server.url, ADMIN, DEMO_PASSWORD);
    drivers = (await api<{ data: Driver[] }>('GET', `/working-time?month=${thisMonth()}`)).data;
  });

  it('lists every driver of the month from the navigation, the month kept in the URL', async () => {
    const page = await signedInPage();
    const nav = page.getByRole('navigation', { name: 'メインメニュー' });
    const labels = await nav.getByRole('link').allTextContents();
    // ドライバー, 点呼記録, 労働時間: the driver-day pages together.
    expect(labels.indexOf('労働時間')).toBe(labels.indexOf('点呼記録') + 1);
    expect(labels.indexOf('点呼記録')).toBe(labels.indexOf('ドライバー') + 1);
    await nav.getByRole('link', { name: '労働時間' }).click();
    await page.getByRole('heading', { name: '労働時間', level: 1 }).waitFor();
    const table = page.getByRole('table', { name: /の労働時間$/ });
    await table.waitFor();
    for (const header of ['ドライバー', '月間拘束時間', '最大拘束/日', '休息不足', '連続運転超過'])
      expect(await table.getByRole('columnheader', { name: header, exact: true }).count()).toBe(1);
    expect(drivers.length).toBeGreaterThan(0);
    for (const d of drivers) expect(await table.getByRole('link', { name: d.driverName }).count()).toBe(1);

    await page.getByRole('button', { name: '前月' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('month')).toBe(monthBefore(thisMonth()));
    await page.context().close();
  });

  it("opens a driver's days in the list and on the driver's page", async () => {
    const page = await signedInPage();
    await page.goto(`${suite.server.url}/working-time?month=${thisMonth()}`);
    const first = drivers[0] as Driver;
    await page.getByRole('button', { name: `${first.driverName}の日別を表示` }).click();
    const days = page.getByRole('table', { name: `${first.driverName}の日別` });
    const empty = page.getByText('この月の出退勤の記録はありません');
    // Demo data may or may not hold this month's attendance: either the days or the empty note.
    await expect.poll(async () => (await days.count()) + (await empty.count())).toBe(1);
    expect(await days.count()).toBe(first.duties.length > 0 ? 1 : 0);

    await page.getByRole('link', { name: first.driverName }).click();
    await page.getByRole('heading', { name: `${first.driverName}の労働時間` }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/working-time/${first.id}`);
    expect(new URL(page.url()).searchParams.get('month')).toBe(thisMonth());
    await page.context().close();
  });

  it('downloads the month as CSV with a BOM and Japanese headers', async () => {
    const page = await signedInPage();
    await page.goto(`${suite.server.url}/working-time?month=${thisMonth()}`);
    await page.getByRole('table', { name: /の労働時間$/ }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'CSV出力' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`労働時間_${thisMonth()}.csv`);
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe(
      'ドライバー,勤務日,出勤,退勤,拘束時間（時:分）,休息期間（時:分）,休憩（時:分）,荷待ち（時:分）,運転時間（時:分）,最大連続運転（時:分）,判定,指摘事項',
    );
    // A line per duty and a month line per driver.
    const duties = drivers.reduce((n, d) => n + d.duties.length, 0);
    expect(lines).toHaveLength(1 + duties + drivers.length + 1);
    await page.context().close();
  });
});
