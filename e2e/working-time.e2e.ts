import { beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from './support/api.ts';
import { signedInPage } from './support/pages.ts';
import { DEMO_PASSWORD } from './support/server.ts';
import { useServerAndBrowser } from './support/suite.ts';

const suite = useServerAndBrowser();
const ADMIN = 'admin@example.com';

type Driver = { id: string; driverName: string; duties: unknown[] };

/** The company administrator's page at `path` (its home by default). */
const adminPage = (path = '/') => signedInPage(suite, 'admin', { path, acceptDownloads: true });

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
    const page = await adminPage();
    const nav = page.getByRole('navigation', { name: 'メインメニュー' });
    await nav.getByRole('link', { name: '労働時間' }).waitFor();
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
    const page = await adminPage(`/working-time?month=${thisMonth()}`);
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

  it('shows no 休息 figure for the first duty after days off', async () => {
    const api = await apiAs(suite.server.url, ADMIN, DEMO_PASSWORD);
    type Duty = { workDate: string; restBeforeMinutes: number | null; afterDaysOff: boolean };
    type Row = { id: string; driverName: string; duties: Duty[] };
    let found: { driver: Row; duty: Duty; month: string } | undefined;
    for (const month of [thisMonth(), monthBefore(thisMonth())]) {
      const list = await api<{ data: Row[] }>('GET', `/working-time?month=${month}`);
      for (const driver of list.data) {
        const duty = driver.duties.find((d) => d.afterDaysOff);
        if (duty && !found) found = { driver, duty, month };
      }
    }
    // The demo drivers work on weekdays: a Monday comes after a weekend off.
    expect(found).toBeDefined();
    const { driver, duty, month } = found as NonNullable<typeof found>;
    expect(duty.restBeforeMinutes).toBeGreaterThanOrEqual(33 * 60);
    const page = await adminPage(`/working-time/${driver.id}?month=${month}`);
    const days = page.getByRole('table', { name: `${driver.driverName}の日別` });
    await days.waitFor();
    const day = `${duty.workDate.slice(0, 4)}/${duty.workDate.slice(5, 7)}/${duty.workDate.slice(8, 10)}`;
    const row = days.getByRole('row').filter({ hasText: day });
    const rest = row.first().getByRole('cell').nth(4);
    expect(await rest.textContent()).toBe('—');
    expect(await rest.locator('[title="休日明け"]').count()).toBe(1);
    await page.context().close();
  });

  it('downloads the month as CSV with a BOM and Japanese headers', async () => {
    const page = await adminPage(`/working-time?month=${thisMonth()}`);
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
      'ドライバー,勤務日,出勤,退勤,拘束時間（時:分）,休息期間（時:分）,休憩（時:分）,荷待ち（時:分）,運転時間（時:分）,最大連続運転（時:分）,特例・区分,判定,指摘事項',
    );
    // A line per duty and a month line per driver.
    const duties = drivers.reduce((n, d) => n + d.duties.length, 0);
    expect(lines).toHaveLength(1 + duties + drivers.length + 1);
    await page.context().close();
  });

  it("shows each duty's special cases and lets staff set them on the driver's page", async () => {
    const api = await apiAs(suite.server.url, ADMIN, DEMO_PASSWORD);
    type Duty = { workDate: string; attendanceId: string | null; exceptions: { exceptions: string[] } };
    const months = [monthBefore(thisMonth()), thisMonth()];
    type Row = { id: string; driverName: string; duties: Duty[] };
    const all: { driver: Row; duty: Duty; month: string }[] = [];
    for (const month of months) {
      const list = await api<{ data: Row[] }>('GET', `/working-time?month=${month}`);
      all.push(...list.data.flatMap((d) => d.duties.map((duty) => ({ driver: d, duty, month }))));
    }
    // The demo's 分割休息 duty, and a finished duty without special cases to set one on.
    const split = all.find((x) => x.duty.exceptions.exceptions.includes('split_rest'));
    expect(split).toBeDefined();
    const { driver, month } = split as NonNullable<typeof split>;
    const page = await adminPage(`/working-time/${driver.id}?month=${month}`);
    const days = page.getByRole('table', { name: `${driver.driverName}の日別` });
    await days.waitFor();
    expect(await days.getByRole('columnheader', { name: '特例・区分' }).count()).toBe(1);
    expect(await days.getByText('分割休息', { exact: true }).count()).toBe(1);

    const plain = driver.duties.find((d) => d.exceptions.exceptions.length === 0) as Duty;
    const day = `${plain.workDate.slice(0, 4)}/${plain.workDate.slice(5, 7)}/${plain.workDate.slice(8, 10)}`;
    await days.getByRole('button', { name: new RegExp(`^${day}.*の特例・区分を設定$`) }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('checkbox', { name: /^予期し得ない事象/ }).check();
    await dialog.getByRole('button', { name: '保存' }).click();
    // Without the minutes and what happened the form refuses at the fields.
    await dialog.getByText('予期し得ない事象への対応時間を入力してください').waitFor();
    await dialog.getByRole('spinbutton', { name: /予期し得ない事象への対応時間/ }).fill('45');
    await dialog.getByRole('textbox', { name: /予期し得ない事象の内容/ }).fill('車両故障でレッカー待ち');
    await dialog.getByRole('button', { name: '保存' }).click();
    await dialog.waitFor({ state: 'detached' });
    await days.getByText('予期し得ない事象（45分：車両故障でレッカー待ち）').waitFor();
    const after = await api<{ data: { duties: Duty[] }[] }>(
      'GET',
      `/working-time?month=${month}&driverId=${driver.id}`,
    );
    const saved = after.data[0]?.duties.find((d) => d.attendanceId === plain.attendanceId);
    expect(saved?.exceptions.exceptions).toEqual(['unforeseen_event']);
    await page.context().close();
  });
});
