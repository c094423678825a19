import type { Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs } from './support/api.ts';
import { signedInPage } from './support/pages.ts';
import { DEMO_PASSWORD } from './support/server.ts';
import { useServerAndBrowser } from './support/suite.ts';

// Streams end after 3 s here (15 minutes in production), so the page reconnects within the test.
const suite = useServerAndBrowser({
  MAP_TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
  STREAM_MAX_LIFE_MS: '3000',
});

const isStream = (res: Response) => new URL(res.url()).pathname === '/v1/consignor/deliveries/stream';

describe('the お届けマップ when the server ends its stream', () => {
  it('opens a new stream with a new token at once, staying live and following the driver', async () => {
    const page = await signedInPage(suite, 'consignor');
    const tokens: string[] = [];
    page.on('response', (res) => {
      if (isStream(res) && res.status() === 200)
        tokens.push(new URL(res.url()).searchParams.get('token') ?? '');
    });
    await page.goto(`${suite.server.url}/consignor/map`);
    await expect.poll(() => page.getByText('リアルタイムで更新しています').count()).toBe(1);
    // Remembers whether the page ever fell back to polling between two streams.
    await page.evaluate(() => {
      const w = window as unknown as { sawPolling: boolean };
      w.sawPolling = false;
      new MutationObserver(() => {
        if (document.body.textContent?.includes('秒ごとに更新しています')) w.sawPolling = true;
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });

    // Two ends by the server (max life), two new streams, each with a token of its own. (A page that
    // waited for its minute's retry would open the third one after two minutes.)
    await expect.poll(() => tokens.length, { timeout: 30_000, interval: 50 }).toBe(3);
    expect(new Set(tokens).size).toBe(3);
    // The third stream has just opened (its hub listens before its head is sent): a point now arrives.
    const driver = await apiAs(suite.server.url, 'driver@example.com', DEMO_PASSWORD);
    const at = new Date(Date.now() + 150_000);
    const point = { latitude: 35.7, longitude: 139.8, accuracy: 10, recordedAt: at.toISOString() };
    expect(await driver('POST', '/locations', { points: [point] })).toEqual({ accepted: 1 });
    const time = at.toLocaleTimeString('ja-JP', {
      timeZone: 'Asia/Tokyo',
      hour: '2-digit',
      minute: '2-digit',
    });
    await expect.poll(() => page.getByText(`現在地 ${time} 時点`).count()).toBe(1);
    expect(await page.getByText('リアルタイムで更新しています').count()).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { sawPolling: boolean }).sawPolling)).toBe(false);
    await page.context().close();
  });
});
