import { addDays, type Course, type CourseCopyResult, todayInTokyo, weekOf } from '@rikuun/contract';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs } from './support/api.ts';
import { signedInPage } from './support/pages.ts';
import { DEMO_PASSWORD } from './support/server.ts';
import { useServerAndBrowser } from './support/suite.ts';

// Its own server: the drags land on demo drivers' rows, which the drivers other files add move around.
const suite = useServerAndBrowser({}, { ownServer: true });

type Driver = { id: string; name: string };
type Call = Awaited<ReturnType<typeof apiAs>>;

/** The 配車表 on a large desk. */
const dispatchPage = (week: string) =>
  signedInPage(suite, 'admin', {
    path: `/dispatch?deliveryDate=${week}`,
    viewport: { width: 1600, height: 1400 },
  });

async function driverIds(api: Call): Promise<Record<string, string>> {
  const { data } = await api<{ data: Driver[] }>('GET', '/drivers?perPage=1000');
  return Object.fromEntries(data.map((d) => [d.name, d.id]));
}

const card = (page: Page, id: string) => page.locator(`[data-course-id="${id}"]`);
const cell = (page: Page, driverId: string, date: string) =>
  page.locator(`[data-cell="${driverId}:${date}"]`);

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

describe('配車表', () => {
  it('moves a course by drag and by keyboard, copies it 月〜金 for two weeks, and notifies drivers', async () => {
    const api = await apiAs(suite.server.url, 'admin@example.com', DEMO_PASSWORD);
    const drivers = await driverIds(api);
    const sato = drivers['佐藤 花子'] as string;
    const suzuki = drivers['鈴木 一郎'] as string;
    const nakamura = drivers['中村 大輔'] as string;
    const tanaka = drivers['田中 誠'] as string;
    // Tuesday three weeks on, with a day on each side: a day to come whatever today is (田中 誠's
    // licence has expired by then; on a past Tuesday it may not have been), and past the two weeks the
    // copies fill from next Monday.
    const tuesday = weekOf(addDays(todayInTokyo(), 21))[1] as string;
    const course = await api<Course>('POST', '/courses', {
      deliveryDate: tuesday,
      name: 'E2E配車テスト便',
      driverId: sato,
      startTime: '08:00',
      endTime: '12:00',
    });
    const second = await api<Course>('POST', '/courses', {
      deliveryDate: tuesday,
      name: 'E2E通知テスト便',
      driverId: suzuki,
      startTime: '13:00',
      endTime: '17:00',
    });

    const page = await dispatchPage(tuesday);
    await expect.poll(() => card(page, course.id).count()).toBe(1);
    expect(await cell(page, sato, tuesday).locator(`[data-course-id="${course.id}"]`).count()).toBe(1);

    // Drag to 中村 大輔 (same group, the next rows) on the same day: moved, on screen and on the server.
    await drag(page, card(page, course.id), cell(page, nakamura, tuesday));
    await expect.poll(() => page.getByText('コースを移動しました').count()).toBe(1);
    await expect
      .poll(async () => (await api<Course>('GET', `/courses/${course.id}`)).driverId)
      .toBe(nakamura);
    await expect
      .poll(() => cell(page, nakamura, tuesday).locator(`[data-course-id="${course.id}"]`).count())
      .toBe(1);

    // 田中 誠's licence has expired (demo data): the server refuses and the card stays where it was.
    await drag(page, card(page, course.id), cell(page, tanaka, tuesday));
    const refusal = page.getByRole('alert').filter({ hasText: /免許/ });
    await expect.poll(() => refusal.count()).toBe(1);
    // Errors stay until read: close it so the later confirmations show.
    await refusal.getByRole('button').click();
    expect((await api<Course>('GET', `/courses/${course.id}`)).driverId).toBe(nakamura);
    await expect
      .poll(() => cell(page, nakamura, tuesday).locator(`[data-course-id="${course.id}"]`).count())
      .toBe(1);

    // Keyboard: focus the card, Space to lift, → to the next day, Space to drop. Each key waits for
    // what dnd-kit announces of the last one (its live region): lifted, then over Wednesday's cell.
    const wednesday = addDays(tuesday, 1);
    const announced = page.locator('[id^="DndLiveRegion"]');
    await card(page, course.id).focus();
    await page.keyboard.press('Space');
    await expect.poll(() => announced.textContent()).toMatch(/持ち上げました|の上です/);
    await page.keyboard.press('ArrowRight');
    const [, month, day] = wednesday.split('-').map(Number);
    await expect.poll(() => announced.textContent()).toContain(`中村 大輔 ${month}/${day} (`);
    await page.keyboard.press('Space');
    await expect
      .poll(async () => (await api<Course>('GET', `/courses/${course.id}`)).deliveryDate)
      .toBe(wednesday);
    await expect
      .poll(() => cell(page, nakamura, wednesday).locator(`[data-course-id="${course.id}"]`).count())
      .toBe(1);
    // The dropped card is a new element in its new cell: the focus followed it there.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-course-id')))
      .toBe(course.id);

    // コピー（定期便）: 月〜金 for two weeks from next Monday is the dialog's default.
    const copied = page.waitForResponse((r) => r.url().endsWith(`/courses/${course.id}/copy`));
    await page.getByRole('button', { name: 'E2E配車テスト便の操作' }).click();
    await page.getByRole('menuitem', { name: 'コピー（定期便）…' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByText(/コピー先 10件/).count()).toBe(1);
    await dialog.getByRole('button', { name: '10件作成' }).click();
    const result = (await (await copied).json()) as CourseCopyResult;
    // Not skipping 祝日: every weekday is copied, a holiday among them only flagged.
    expect(result.courses).toHaveLength(10);
    expect(result.skipped).toEqual([]);
    await expect.poll(() => dialog.getByText('10件のコースを作成しました。').count()).toBe(1);
    const nextMonday = result.courses[0]?.deliveryDate as string;
    expect(weekOf(nextMonday)[0]).toBe(nextMonday);
    const found = await api<{ data: Course[] }>(
      'GET',
      `/courses?q=${encodeURIComponent('E2E配車テスト便')}&from=${nextMonday}&to=${addDays(nextMonday, 13)}&perPage=100`,
    );
    expect(found.data.filter((c) => c.id !== course.id)).toHaveLength(10);
    await dialog.getByRole('button', { name: '閉じる' }).click();

    // Select both courses of this week and send the assignment notifications.
    await page.getByRole('checkbox', { name: 'E2E配車テスト便を選択' }).check();
    await page.getByRole('checkbox', { name: 'E2E通知テスト便を選択' }).check();
    await expect.poll(() => page.getByText('2件を選択中').count()).toBe(1);
    await page.getByRole('button', { name: '配車通知を送信' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '送信' }).click();
    await expect
      .poll(() => page.getByText(/2件のコースについて\d+人のドライバーに通知しました/).count())
      .toBe(1);
    for (const id of [course.id, second.id])
      expect((await api<Course>('GET', `/courses/${id}`)).assignmentNotifiedAt).not.toBeNull();
    await page.context().close();
  });
});
