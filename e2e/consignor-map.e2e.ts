import { describe, expect, it } from 'vitest';
import { apiAs } from './support/api.ts';
import { signedInPage } from './support/pages.ts';
import { DEMO_PASSWORD } from './support/server.ts';
import { useServerAndBrowser } from './support/suite.ts';

// No tile server, as on a machine without network: the markers must show all the same.
const suite = useServerAndBrowser({ MAP_TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png' });

describe('the お届けマップ (consignor user)', () => {
  it("shows today's course of デモ荷主 with its stops and truck, and follows the driver live", async () => {
    const page = await signedInPage(suite, 'consignor');
    await page.getByRole('link', { name: 'お届けマップ' }).click();
    await page.waitForURL((url) => url.pathname === '/consignor/map');
    await expect.poll(() => page.getByText('リアルタイムで更新しています').count()).toBe(1);
    await expect.poll(() => page.getByText(/ドライバー 山田/).count()).toBe(1);
    // 山田's course (other files on the shared server may add デモ荷主 courses of their own today).
    const card = page.getByRole('region').filter({ hasText: /ドライバー 山田/ });
    const course = await card.getAttribute('aria-label');
    await expect.poll(() => page.locator(`.rikuun-driver-marker[title="${course}の現在地"]`).count()).toBe(1);
    await expect.poll(() => card.getByText(/到着予定 \d{2}:\d{2}/).count()).toBeGreaterThan(0);

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
    await expect.poll(() => card.getByText(`現在地 ${time} 時点`).count()).toBe(1);

    // Another day: no course, and no truck.
    await page.goto(`${suite.server.url}/consignor/map?date=2020-01-06`);
    await expect.poll(() => page.getByText('この日のお届けはありません。').count()).toBe(1);
    expect(await page.locator('.rikuun-driver-marker').count()).toBe(0);
    await page.context().close();
  });
});
