import { addDays, todayInTokyo, weekdayOf } from '@rikuun/contract';
import { describe, expect, it } from 'vitest';
import { apiAs } from './support/api.ts';
import { signedInPage } from './support/pages.ts';
import { DEMO_PASSWORD } from './support/server.ts';
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

  it('names the stops without coordinates at their course, with a link to the stop’s form', async () => {
    const api = await apiAs(suite.server.url, 'admin@example.com', DEMO_PASSWORD);
    // A day of its own, far ahead (driver-courses carries stops over to +90): the only course to plan.
    let date = addDays(todayInTokyo(), 150);
    while (weekdayOf(date) % 6 === 0) date = addDays(date, 1);
    const course = await api<{ id: string }>('POST', '/courses', {
      deliveryDate: date,
      name: 'E2E位置なし便',
    });
    for (const name of ['E2E住所だけの店', 'E2E新しい倉庫'])
      await api('POST', `/courses/${course.id}/destinations`, { name });
    const page = await signedInPage(suite, 'admin', {
      path: `/optimize?date=${date}`,
      viewport: { width: 1400, height: 1000 },
    });
    const courses = page.getByRole('table', { name: '対象のコース' });
    await courses.getByRole('link', { name: 'E2E住所だけの店を修正' }).waitFor();
    const drivers = page.getByRole('table', { name: 'ドライバーと車両' }).getByRole('row');
    await drivers.nth(1).getByRole('combobox').click();
    await page.getByRole('option').nth(1).click();
    await page.getByRole('button', { name: '最適化を開始' }).click();

    // Nothing can be planned: each stop's message at its course, not only 入力内容に誤りがあります.
    const row = courses.getByRole('row').filter({ hasText: 'E2E位置なし便' });
    await row
      .getByRole('alert')
      .filter({ hasText: '配送先「E2E新しい倉庫」（E2E位置なし便）に位置情報（緯度・経度）がありません' })
      .waitFor();
    await row.getByRole('link', { name: 'E2E新しい倉庫を修正' }).click();
    await page.waitForURL(new RegExp(`/courses/${course.id}\\?destination=`));
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.getByLabel('配送先名').inputValue()).toBe('E2E新しい倉庫');
    await page.context().close();
  });
});
