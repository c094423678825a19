import { addDays, type Course, todayInTokyo } from '@rikuun/contract';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeFindings, DESKTOP, describeFindings, PHONE } from './support/accessibility.ts';
import { apiAs } from './support/api.ts';
import { signedInPage } from './support/pages.ts';
import { DEMO_PASSWORD } from './support/server.ts';
import { useServerAndBrowser } from './support/suite.ts';

// Its own server: the refused drag lands on a demo driver whom other files may change.
const suite = useServerAndBrowser({}, { ownServer: true });

type Named = { id: string; name: string };
type Vehicle = { id: string; registrationNumber: string };

const bar = (page: Page, id: string) => page.locator(`[data-course-id="${id}"]`);
const row = (page: Page, key: string) => page.locator(`[data-timeline-row="${key}"]`);
const inRow = (page: Page, key: string, id: string) => row(page, key).locator(`[data-course-id="${id}"]`);

/** A pointer drag in small steps, as a person does it (dnd-kit starts after a few pixels). */
async function drag(page: Page, from: Locator, to: { x: number; y: number }) {
  const a = await from.boundingBox();
  if (!a) throw new Error('bar not on screen');
  const start = { x: a.x + Math.min(20, a.width / 2), y: a.y + a.height / 2 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x, start.y + 8, { steps: 3 });
  await page.mouse.move(to.x - (a.x + a.width / 2 - start.x), to.y, { steps: 15 });
  await page.mouse.up();
}

/** Where to drop a bar on another row: the same x, the row's middle. */
async function onRow(from: Locator, target: Locator) {
  const a = (await from.boundingBox()) as { x: number; width: number };
  const b = (await target.boundingBox()) as { y: number; height: number };
  return { x: a.x + a.width / 2, y: b.y + b.height / 2 };
}

const widths = (page: Page) =>
  page.evaluate(() => ({
    page: [document.documentElement.scrollWidth, document.documentElement.clientWidth],
    timeline: (() => {
      const region = document.querySelector<HTMLElement>('[role="region"][aria-label^="タイムライン"]');
      return region ? [region.scrollWidth, region.clientWidth] : [0, 0];
    })(),
  }));

describe('配車表のタイムライン', () => {
  it('fits 1440×900, moves a bar to another vehicle by drag, refuses a driver in Japanese, moves by keyboard and along its row', async () => {
    const api = await apiAs(suite.server.url, 'admin@example.com', DEMO_PASSWORD);
    const today = todayInTokyo();
    const { data: vehicles } = await api<{ data: Vehicle[] }>(
      'GET',
      '/vehicles?perPage=1000&active=true&sort=registrationNumber',
    );
    const { data: drivers } = await api<{ data: Named[] }>('GET', '/drivers?perPage=1000');
    const driver = (name: string) => drivers.find((d) => d.name === name)?.id as string;
    const [first, second] = vehicles as [Vehicle, Vehicle];
    const course = await api<Course>('POST', '/courses', {
      deliveryDate: today,
      name: 'E2Eタイムライン便',
      vehicleId: first.id,
      startTime: '05:00',
      endTime: '07:00',
    });

    // The week first: its toggle opens the timeline on the week's day and says so in the URL.
    const page = await signedInPage(suite, 'admin', { path: '/dispatch', viewport: DESKTOP });
    await page.getByRole('button', { name: 'タイムライン', exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('view')).toBe('timeline');
    await expect.poll(() => bar(page, course.id).count()).toBe(1);
    // The demo's day is on it: every course of today (the demo has some besides this test's).
    const { total } = await api<{ total: number }>('GET', `/courses/timeline?date=${today}`);
    expect(total).toBeGreaterThan(1);
    await expect.poll(() => page.locator('[data-course-id]').count()).toBe(total);
    await expect.poll(() => inRow(page, first.id, course.id).count()).toBe(1);

    // 1440×900 with the menu open: neither the page nor the timeline scrolls sideways.
    const desk = await widths(page);
    console.log(
      `timeline 1440×900: page ${desk.page.join('/')}, timeline ${desk.timeline.join('/')} (scrollWidth/clientWidth)`,
    );
    expect(desk.page[0]).toBeLessThanOrEqual(desk.page[1] as number);
    expect(desk.timeline[0]).toBeLessThanOrEqual(desk.timeline[1] as number);
    const deskFindings = await axeFindings(page, 'timeline desktop');
    expect(deskFindings, describeFindings(deskFindings)).toEqual([]);

    // Drag to the second vehicle's row: moved on screen and on the server, the PUT under an
    // Idempotency-Key of its own (<attempt>.<n>, as a form's submit).
    const put = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith(`/courses/${course.id}`));
    await drag(page, bar(page, course.id), await onRow(bar(page, course.id), row(page, second.id)));
    expect((await put).headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}\.1$/);
    await expect.poll(() => page.getByText('車両を割り当てました').count()).toBe(1);
    await expect
      .poll(async () => (await api<Course>('GET', `/courses/${course.id}`)).vehicleId)
      .toBe(second.id);
    await expect.poll(() => inRow(page, second.id, course.id).count()).toBe(1);

    // By driver (kept in the URL): 田中 誠's licence has expired (demo data), the server refuses in
    // Japanese and the bar goes back to ドライバー未割当.
    await page.getByRole('button', { name: 'ドライバー別' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('by')).toBe('driver');
    const tanaka = driver('田中 誠');
    await expect.poll(() => inRow(page, 'none', course.id).count()).toBe(1);
    await drag(page, bar(page, course.id), await onRow(bar(page, course.id), row(page, tanaka)));
    const refusal = page.getByRole('alert').filter({ hasText: /免許/ });
    await expect.poll(() => refusal.count()).toBe(1);
    await refusal.getByRole('button').click();
    expect((await api<Course>('GET', `/courses/${course.id}`)).driverId).toBeNull();
    await expect.poll(() => inRow(page, 'none', course.id).count()).toBe(1);

    // Keyboard: Enter on the bar opens the dialog, the driver is picked by typing, 移動 saves.
    const sato = driver('佐藤 花子');
    await bar(page, course.id).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: '移動先のドライバー' }).waitFor();
    await page.keyboard.type('佐藤');
    // The options list is a popper of its own, outside the dialog.
    await page
      .getByRole('option', { name: /佐藤 花子/ })
      .first()
      .waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: '移動' }).press('Enter');
    await expect.poll(async () => (await api<Course>('GET', `/courses/${course.id}`)).driverId).toBe(sato);
    await expect.poll(() => inRow(page, sato, course.id).count()).toBe(1);
    // The moved bar has the focus again.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-course-id')))
      .toBe(course.id);

    // Along its row by its own width (2 hours): its own times move by 2 hours, snapped to 15 minutes.
    const box = (await bar(page, course.id).boundingBox()) as {
      x: number;
      y: number;
      width: number;
      height: number;
    };
    await drag(page, bar(page, course.id), {
      x: box.x + box.width / 2 + box.width + 2,
      y: box.y + box.height / 2,
    });
    await expect
      .poll(async () => {
        const saved = await api<Course>('GET', `/courses/${course.id}`);
        return [saved.startTime, saved.endTime, saved.driverId];
      })
      .toEqual(['07:00', '09:00', sato]);
    // The day and the view are in the URL: the next day, then a reload, still the timeline by driver.
    await page.getByRole('button', { name: '次の日' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('date')).toBe(addDays(today, 1));
    await page.reload();
    const pressed = (name: string) =>
      page.getByRole('button', { name, exact: true }).getAttribute('aria-pressed');
    await expect.poll(() => pressed('タイムライン')).toBe('true');
    await expect.poll(() => pressed('ドライバー別')).toBe('true');
    await page.getByRole('button', { name: '前の日' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('date')).toBe(today);
    await expect.poll(() => inRow(page, sato, course.id).count()).toBe(1);
    await page.context().close();

    // A phone: the page does not scroll sideways, the timeline scrolls inside itself.
    const phone = await signedInPage(suite, 'admin', {
      path: `/dispatch?view=timeline&date=${today}`,
      viewport: PHONE,
      isMobile: true,
      hasTouch: true,
    });
    await expect.poll(() => bar(phone, course.id).count()).toBe(1);
    const small = await widths(phone);
    console.log(
      `timeline 390 px: page ${small.page.join('/')}, timeline ${small.timeline.join('/')} (scrollWidth/clientWidth)`,
    );
    expect(small.page[0]).toBeLessThanOrEqual(small.page[1] as number);
    expect(small.timeline[0]).toBeGreaterThan(small.timeline[1] as number);
    const findings = await axeFindings(phone, 'timeline phone');
    expect(findings, describeFindings(findings)).toEqual([]);
    await phone.context().close();
  });
});
