import { routingSourceColumns } from '@rikuun/contract';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { apiAs } from './support/api.ts';
import { signedInPage } from './support/pages.ts';
import { DEMO_PASSWORD } from './support/server.ts';
import { useServerAndBrowser } from './support/suite.ts';

// No tile server, as on a machine without network: maps still show their markers.
const suite = useServerAndBrowser({ MAP_TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png' });

const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(new Date());
const ROUTE = 'P便';
const HEADER = routingSourceColumns.map((c) => c.header).join(',');
/** Today's two deliveries of route P便 with their coordinates, in Shift_JIS as Excel saves it. */
const file = iconv.encode(
  `${[
    HEADER,
    `${today},${ROUTE},築地食堂,104-0045,東京都中央区築地4-1-1,,,35.6655,139.7708,,,,3,,`,
    `${today},${ROUTE},月島青果,104-0052,東京都中央区月島1-1-1,,,35.664,139.782,,,,2,,`,
  ].join('\r\n')}\r\n`,
  'CP932',
);
/** 佐藤 花子: a demo driver of デモ運送 with a password and a valid licence. */
const DRIVER_EMAIL = 'hanako.sato@example.com';
const DRIVER_NAME = '佐藤 花子';

type Course = { id: string; name: string; driverId: string | null; consignorId: string | null };
type Stop = { id: string; name: string };

const DESK = { width: 1400, height: 1100 };

describe('shipper, platform and carrier together', () => {
  it('a consignor uploads, the system administrator assigns, the company optimizes and confirms, and the consignor follows the driver on the map', async () => {
    // 荷主: today's delivery data.
    const consignor = await signedInPage(suite, 'consignor', { viewport: DESK });
    await consignor.waitForURL(/\/consignor\/routing-source$/);
    const chooser = consignor.waitForEvent('filechooser');
    await consignor.getByRole('button', { name: /^CSVファイルをここにドロップするか/ }).click();
    await (await chooser).setFiles({ name: '本日分.csv', mimeType: 'text/csv', buffer: file });
    await consignor.getByRole('button', { name: 'アップロード', exact: true }).click();
    await expect.poll(() => consignor.getByText('2行、うち正常2行').count()).toBeGreaterThan(0);

    // システム管理者: the rows become a course, handed to デモ運送.
    const sysadmin = await apiAs(suite.server.url, 'sysadmin@example.com', DEMO_PASSWORD);
    const consignors = await sysadmin<{ data: { id: string; name: string }[] }>(
      'GET',
      '/consignors?perPage=1000',
    );
    const demoConsignor = consignors.data.find((c) => c.name === 'デモ荷主');
    const companies = await sysadmin<{ data: { id: string; name: string }[] }>(
      'GET',
      '/companies?perPage=1000',
    );
    const demoCompany = companies.data.find((c) => c.name === 'デモ運送株式会社');
    if (!demoConsignor || !demoCompany) throw new Error('demo consignor or company missing');
    const imported = await sysadmin<{ courses: { id: string; name: string }[] }>(
      'POST',
      '/system-admin/courses/import',
      { consignorId: demoConsignor.id, deliveryDate: today },
    );
    const platformCourse = imported.courses.find((c) => c.name === ROUTE);
    if (!platformCourse) throw new Error(`no platform course ${ROUTE}: ${JSON.stringify(imported)}`);
    await sysadmin('POST', `/system-admin/courses/${platformCourse.id}/assign-company`, {
      companyId: demoCompany.id,
    });

    // 運送会社: the course is there unassigned; 配車最適化 plans it for 佐藤 and it is confirmed.
    const staff = await apiAs(suite.server.url, 'admin@example.com', DEMO_PASSWORD);
    const office = await signedInPage(suite, 'admin', { path: `/optimize?date=${today}`, viewport: DESK });
    const targets = office.getByRole('table', { name: '対象のコース' });
    await targets.getByRole('checkbox', { name: ROUTE }).waitFor();
    for (const box of await targets.getByRole('checkbox').all()) {
      const name = await box.getAttribute('aria-label');
      if (name === ROUTE) await box.check();
      else if (name) await box.uncheck();
    }
    await office.getByRole('combobox', { name: `${DRIVER_NAME}の車両` }).click();
    await office.getByRole('option').nth(1).click();
    // The shortest budget offered: two stops need no more.
    await office.getByRole('combobox', { name: '計算時間' }).click();
    await office.getByRole('option', { name: '5秒' }).click();
    await office.getByRole('button', { name: '最適化を開始' }).click();
    await office.getByRole('button', { name: '確定' }).waitFor({ timeout: 60_000 });
    await office.getByRole('button', { name: '確定' }).click();
    await office.getByText('コースに確定しました。').waitFor();
    const day = await staff<{ data: Course[] }>('GET', `/courses?deliveryDate=${today}&perPage=1000`);
    const course = day.data.find((c) => c.name === ROUTE);
    const driver = await staff<{ data: { id: string; name: string }[] }>('GET', '/drivers?perPage=1000');
    const sato = driver.data.find((d) => d.name === DRIVER_NAME);
    expect(course).toMatchObject({ driverId: sato?.id, consignorId: demoConsignor.id });
    await office.context().close();

    // 佐藤's phone: she arrives at the first stop and her position is sent.
    const phone = await apiAs(suite.server.url, DRIVER_EMAIL, DEMO_PASSWORD);
    const stops = await staff<{ data: Stop[] }>('GET', `/courses/${course?.id}/destinations`);
    const first = stops.data[0];
    if (!first) throw new Error('the confirmed course has no stops');
    await phone('POST', `/self/destinations/${first.id}/actions`, { type: 'arrived' });
    // Minutes ahead (at most 5 are accepted), so it is after the arrival just recorded.
    const at = new Date(Date.now() + 120_000);
    const point = { latitude: 35.6655, longitude: 139.7708, accuracy: 8, recordedAt: at.toISOString() };
    expect(await phone('POST', '/locations', { points: [point] })).toEqual({ accepted: 1 });

    // 荷主: the お届けマップ shows the course under way, its driver and where she is.
    await consignor.goto(`${suite.server.url}/consignor/map?date=${today}`);
    const card = consignor.getByRole('region', { name: ROUTE });
    await card.getByText('ドライバー 佐藤').waitFor();
    await card.getByText('築地食堂').first().waitFor();
    const time = at.toLocaleTimeString('ja-JP', {
      timeZone: 'Asia/Tokyo',
      hour: '2-digit',
      minute: '2-digit',
    });
    await expect.poll(() => card.getByText(`現在地 ${time} 時点`).count()).toBe(1);
    await consignor.context().close();
  }, 180_000);
});
