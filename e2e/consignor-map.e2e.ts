import { describe, expect, it } from 'vitest';
import { apiAs } from './support/api.ts';
import { signIn } from './support/browser.ts';
import { DEMO_PASSWORD } from './support/server.ts';
import { useServerAndBrowser } from './support/suite.ts';

// No tile server, as on a machine without network: the markers must show all the same.
const suite = useServerAndBrowser({ MAP_TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png' });

describe('the お届けマップ (consignor user)', () => {
  it("shows today's course of デモ荷主 with its stops and truck, and follows the driver live", async () => {
    const context = await suite.browser.newContext({
      viewport: { width: 1280, height: 900 },
      locale: 'ja-JP',
      timezoneId: 'Asia/Tokyo',
    });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await signIn(page, suite.server.url, 'consignor@example.com', DEMO_PASSWORD);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.getByRole('link', { name: 'お届けマップ' }).click();
    await page.waitForURL((url) => url.pathname === '/consignor/map');
    await expect.poll(() => page.getByText('リアルタイムで更新しています').count()).toBe(1);
    await expect.poll(() => page.getByText(/ドライバー 山田/).count()).toBe(1);
    await expect.poll(() => page.locator('.rikuun-driver-marker').count()).toBe(1);
    await expect.poll(() => page.getByText(/到着予定 \d{2}:\d{2}/).count()).toBeGreaterThan(0);

    // 山田's phone posts a point: the page moves the truck without reading again.
    const driver = await apiAs(suite.server.url, 'driver@example.com', DEMO_PASSWORD);
    // Minutes ahead (at most 5 are accepted), so its time differs from the seeded position's.
    const at = new Date(Date.now() + 150_000);
    const point = { latitude: 35.7, longitude: 139.8, accuracy: 10, recordedAt: at.toISOString() };
    expect(await driver('POST', '/locations', { points: [point] })).toEqual({ accepted: 1 });
    const time = at.toLocaleTimeString('ja-JP', {
      timeZone: 'Asia/Tokyo',
      hour: '2-digit',
      minute: '2-digit',
    });
    await expect.poll(() => page.getByText(`現在地 ${time} 時点`).count()).toBe(1);

    // Another day: no course, and no truck.
    await page.goto(`${suite.server.url}/consignor/map?date=2020-01-06`);
    await expect.poll(() => page.getByText('この日のお届けはありません。').count()).toBe(1);
    expect(await page.locator('.rikuun-driver-marker').count()).toBe(0);
    await context.close();
  });
});
