import { addDays, todayInTokyo, weekdayOf } from '@rikuun/contract';
import { describe, expect, it } from 'vitest';
import { signedInPage } from './support/pages.ts';
import { useServerAndBrowser } from './support/suite.ts';

const suite = useServerAndBrowser();

/** The demo's next weekday after today: its courses are all still planned. */
function nextWeekday(): string {
  let d = addDays(todayInTokyo(), 1);
  while (weekdayOf(d) % 6 === 0) d = addDays(d, 1);
  return d;
}

describe('route optimization (配車最適化)', () => {
  it('optimizes a day for two drivers, shows the plan on a map, moves a stop and confirms', async () => {
    const date = nextWeekday();
    const page = await signedInPage(suite, 'admin', {
      path: `/dispatch?deliveryDate=${date}`,
      viewport: { width: 1400, height: 1200 },
    });
    await page.getByRole('link', { name: '配車最適化' }).last().click();
    await page.waitForURL(/\/optimize\?date=/);
    await page.getByRole('table', { name: '対象のコース' }).waitFor();

    const drivers = page.getByRole('table', { name: 'ドライバーと車両' }).getByRole('row');
    for (const n of [1, 2]) {
      await drivers.nth(n).getByRole('combobox').click();
      await page.getByRole('option').nth(n).click();
    }
    // The shortest budget offered (5 s instead of the default 10 s), then the plan.
    await page.getByRole('combobox', { name: '計算時間' }).click();
    await page.getByRole('option', { name: '5秒' }).click();
    await page.getByRole('button', { name: '最適化を開始' }).click();
    await page.getByRole('progressbar', { name: '最適化の進み具合' }).waitFor();
    await page.getByRole('button', { name: '確定' }).waitFor({ timeout: 40_000 });
    await page.getByRole('region', { name: '最適化したルートの地図' }).waitFor();
    const routes = page.getByRole('table', { name: /のルート$/ });
    expect(await routes.count()).toBeGreaterThan(0);

    // Move the first route's first stop to the other route, then have its times computed again.
    const name = (await routes.first().getByRole('row').nth(1).getByRole('cell').nth(1).textContent()) ?? '';
    const select = routes.first().getByRole('combobox').first();
    await select.click();
    const options = page.getByRole('option');
    const count = await options.count();
    if (count > 1) {
      const target = (await options.nth(1).textContent()) ?? '';
      await options.nth(1).click();
      await page.getByRole('button', { name: '時刻を再計算' }).click();
      await page.getByRole('button', { name: '確定' }).waitFor({ timeout: 30_000 });
      // The new plan keeps the stop on the route it was given, now with its arrival time.
      const row = page
        .getByRole('table', { name: `${target}のルート` })
        .getByRole('row')
        .filter({ hasText: name });
      await expect.poll(() => row.getByRole('cell').nth(2).textContent()).toMatch(/^\d\d:\d\d$/);
      expect(await page.getByRole('button', { name: '時刻を再計算' }).count()).toBe(0);
    } else await page.keyboard.press('Escape');

    await page.getByRole('button', { name: '確定' }).click();
    await page.getByText('コースに確定しました。').waitFor();
    await page.getByRole('link', { name: '配車表を開く' }).click();
    await page.waitForURL(/\/dispatch\?deliveryDate=/);
    await page.context().close();
  }, 120_000);
});
