import { type Course, VERSION_CONFLICT_HINT, weekOf } from '@rikuun/contract';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs } from './support/api.ts';
import { signedInPage } from './support/pages.ts';
import { DEMO_PASSWORD } from './support/server.ts';
import { useServerAndBrowser } from './support/suite.ts';

const suite = useServerAndBrowser();

/** A signed-in staff page in a context of its own: two people at two desks. */
const staffPage = (path: string) =>
  signedInPage(suite, 'admin', { path, viewport: { width: 1600, height: 1400 } });

describe('two people edit one record', () => {
  it('the second save is refused with the conflict message; 最新の内容を読み込む loads the first one’s change', async () => {
    const call = await apiAs(suite.server.url, 'admin@example.com', DEMO_PASSWORD);
    // A vehicle of this test's own: the other files on the shared server leave it alone.
    const vehicle = await call<{ id: string; registrationNumber: string; version: number }>(
      'POST',
      '/vehicles',
      {
        registrationNumber: '多摩 400 と 77-88',
        name: '同時編集テスト号',
        vehicleClass: 'medium',
      },
    );
    const before = vehicle;
    const editPath = `/vehicles/${vehicle.id}/edit`;
    const editUrl = `${suite.server.url}${editPath}`;

    const first = await staffPage(editPath);
    const second = await staffPage(editPath);
    for (const page of [first, second]) {
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

  it('配車表: moving a course someone changed since the week was read is refused, said, and the week read again', async () => {
    const call = await apiAs(suite.server.url, 'admin@example.com', DEMO_PASSWORD);
    const { data: drivers } = await call<{ data: { id: string; name: string }[] }>(
      'GET',
      '/drivers?perPage=1000',
    );
    const driverId = (name: string) => drivers.find((d) => d.name === name)?.id as string;
    const [sato, nakamura] = [driverId('佐藤 花子'), driverId('中村 大輔')];
    const tuesday = weekOf(todayInTokyo())[1] as string;
    const body = {
      deliveryDate: tuesday,
      name: 'E2E同時編集便',
      driverId: sato,
      startTime: '08:00',
      endTime: '12:00',
    };
    const course = await call<Course>('POST', '/courses', body);

    const page = await staffPage('/dispatch');
    const card = page.locator(`[data-course-id="${course.id}"]`);
    await expect.poll(() => card.count()).toBe(1);
    // Someone else renames the course while this week is on screen.
    await call('PUT', `/courses/${course.id}`, {
      ...body,
      name: '別の人が直した便',
      version: course.version,
    });

    await drag(page, card, page.locator(`[data-cell="${nakamura}:${tuesday}"]`));
    await expect.poll(() => page.getByText(VERSION_CONFLICT_HINT).count()).toBe(1);
    expect(await call<Course>('GET', `/courses/${course.id}`)).toMatchObject({
      driverId: sato,
      name: '別の人が直した便',
    });
    // The week is read again: the card shows the other person's change, where it was.
    const satoCell = page.locator(`[data-cell="${sato}:${tuesday}"]`);
    await expect.poll(() => satoCell.getByText('別の人が直した便').count()).toBe(1);
    await page.getByRole('button', { name: '最新の内容を読み込む' }).click();

    // Based on what is shown now, the move goes through.
    await drag(page, card, page.locator(`[data-cell="${nakamura}:${tuesday}"]`));
    await expect
      .poll(async () => (await call<Course>('GET', `/courses/${course.id}`)).driverId)
      .toBe(nakamura);
  });
});

const todayInTokyo = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Tokyo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

/** A pointer drag in small steps, as a person does it (dnd-kit starts after a few pixels). */
async function drag(page: Page, from: Locator, to: Locator) {
  await to.scrollIntoViewIfNeeded();
  await from.scrollIntoViewIfNeeded();
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  if (!a || !b) throw new Error('card or cell not on screen');
  await page.mouse.move(a.x + a.width / 2, a.y + 12);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + 20, { steps: 3 });
  await page.mouse.move(b.x + b.width / 2, b.y + 20, { steps: 15 });
  await page.mouse.up();
}
