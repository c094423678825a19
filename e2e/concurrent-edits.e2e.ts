import { VERSION_CONFLICT_HINT } from '@rikuun/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs } from './support/api.ts';
import { signIn } from './support/browser.ts';
import { DEMO_PASSWORD } from './support/server.ts';
import { useServerAndBrowser } from './support/suite.ts';

const suite = useServerAndBrowser();

/** A signed-in staff page in a context of its own: two people at two desks. */
async function staffPage(): Promise<Page> {
  const context = await suite.browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
  });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  await signIn(page, suite.server.url, 'admin@example.com', DEMO_PASSWORD);
  await page.waitForURL(/\/dashboard$/);
  return page;
}

describe('two people edit one record', () => {
  it('the second save is refused with the conflict message; 最新の内容を読み込む loads the first one’s change', async () => {
    const call = await apiAs(suite.server.url, 'admin@example.com', DEMO_PASSWORD);
    const { data } = await call<{ data: { id: string; registrationNumber: string }[] }>(
      'GET',
      '/vehicles?perPage=1',
    );
    const vehicle = data[0];
    if (!vehicle) throw new Error('the demo data has no vehicle');
    const before = await call<{ version: number }>('GET', `/vehicles/${vehicle.id}`);
    const editUrl = `${suite.server.url}/vehicles/${vehicle.id}/edit`;

    const first = await staffPage();
    const second = await staffPage();
    for (const page of [first, second]) {
      await page.goto(editUrl);
      await expect.poll(() => page.getByLabel('登録番号').inputValue()).toBe(vehicle.registrationNumber);
    }

    await first.getByLabel('車両名').fill('先に保存した車両名');
    await first.getByRole('button', { name: '保存' }).click();
    await first.waitForURL(/\/vehicles\/[0-9a-f-]{36}$/);

    await second.getByLabel('車両名').fill('後から保存する車両名');
    await second.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => second.getByText(VERSION_CONFLICT_HINT).count()).toBe(1);
    // Nothing was overwritten, and the form still shows what the second person typed.
    expect(second.url()).toBe(editUrl);
    expect(await second.getByLabel('車両名').inputValue()).toBe('後から保存する車両名');

    await second.getByRole('button', { name: '最新の内容を読み込む' }).click();
    await expect.poll(() => second.getByLabel('車両名').inputValue()).toBe('先に保存した車両名');
    // Based on the latest version now, the second person's save goes through.
    await second.getByLabel('車両名').fill('最新を見てから保存した車両名');
    await second.getByRole('button', { name: '保存' }).click();
    await second.waitForURL(/\/vehicles\/[0-9a-f-]{36}$/);
    const saved = await call<{ name: string; version: number }>('GET', `/vehicles/${vehicle.id}`);
    expect(saved).toMatchObject({ name: '最新を見てから保存した車両名', version: before.version + 2 });
  });
});
