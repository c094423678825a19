import { describe, expect, it } from 'vitest';
import { apiAs } from './support/api.ts';
import { signedInPage } from './support/pages.ts';
import { DEMO_PASSWORD } from './support/server.ts';
import { useServerAndBrowser } from './support/suite.ts';

// No tile server, as on a machine without network: the markers and the track must show all the same.
const suite = useServerAndBrowser({ MAP_TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png' });

describe('the live map (company staff)', () => {
  it("shows the positions a driver's phone posted, and that driver's track of today", async () => {
    // The demo driver 鈴木 一郎 posts a short drive through central Tokyo, a minute apart (山田's phone
    // already sent today's positions in the demo, for the お届けマップ).
    const driver = await apiAs(suite.server.url, 'ichiro.suzuki@example.com', DEMO_PASSWORD);
    const now = Date.now();
    const route = [
      [35.6812, 139.7671],
      [35.6852, 139.7528],
      [35.6896, 139.7006],
    ] as const;
    const points = route.map(([latitude, longitude], i) => ({
      latitude,
      longitude,
      accuracy: 10,
      recordedAt: new Date(now - (route.length - 1 - i) * 60_000).toISOString(),
    }));
    expect(await driver('POST', '/locations', { points })).toEqual({ accepted: 3 });

    const page = await signedInPage(suite, 'admin', { path: '/live-map', clock: true });
    await expect.poll(() => page.getByRole('heading', { name: '位置情報' }).count()).toBe(1);

    // The driver in the list (last update just now) and as a marker at the newest point.
    const item = page
      .getByRole('list', { name: 'ドライバー一覧' })
      .getByRole('button', { name: /鈴木 一郎/ });
    await expect.poll(() => item.count()).toBe(1);
    await expect.poll(() => item.textContent()).toMatch(/(たった今|1分前)/);
    await expect.poll(() => item.textContent()).toMatch(/勤務(中|外)/);
    await expect.poll(() => page.locator('.leaflet-marker-icon[title="鈴木 一郎"]').count()).toBe(1);
    await expect
      .poll(() => page.getByText('地図の背景を読み込めません（ネットワークに接続されていません）').count())
      .toBe(1);

    // Selecting the driver draws today's track: the line, its start and end, the count and distance.
    await item.click();
    await expect.poll(() => page.getByTestId('track-summary').textContent()).toMatch(/^3件・6\.\d km$/);
    await expect.poll(() => page.locator('path.leaflet-interactive').count()).toBe(1);
    await expect.poll(() => page.locator('.leaflet-marker-icon[title^="出発 "]').count()).toBe(1);
    await expect.poll(() => page.locator('.leaflet-marker-icon[title^="最終 "]').count()).toBe(1);

    // A newer position arrives: the next poll (every 15 s, the page's clock moved on) moves the marker there.
    const marker = page.locator('.leaflet-marker-icon[title="鈴木 一郎"]');
    const before = await marker.boundingBox();
    await driver('POST', '/locations', {
      points: [{ latitude: 35.6581, longitude: 139.7017, recordedAt: new Date().toISOString() }],
    });
    await page.clock.fastForward('00:15');
    await expect.poll(async () => (await marker.boundingBox())?.y !== before?.y).toBe(true);
    await page.context().close();
  });
});
