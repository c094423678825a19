import { addDays, todayInTokyo } from '@rikuun/contract';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from './support/api.ts';
import { dateField, typeDate } from './support/date-field.ts';
import { solidPng } from './support/images.ts';
import { signedInPage } from './support/pages.ts';
import { DEMO_PASSWORD } from './support/server.ts';
import { useServerAndBrowser } from './support/suite.ts';

// No tile server here, as on a phone without network: the pages must work without it.
const suite = useServerAndBrowser({ MAP_TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png' });

type Api = Awaited<ReturnType<typeof apiAs>>;
type Action = {
  type: string;
  clientActionId: string | null;
  proofImages: unknown[];
  signatureImage: unknown;
};
type Stop = { id: string; name: string; sequence: number; status: string; actions: Action[] };
type Course = { id: string; name: string; destinations: Stop[] };

const FINISHED = [
  'completed',
  'absent',
  'skipped',
  'carried_over',
  'carried_back',
  'redelivery_requested',
  'partial',
  'refused',
];

/** Draws a stroke across the signature canvas with the mouse (pointer events, as a finger would). */
async function drawSignature(page: Page) {
  const box = await page.getByLabel('サイン記入欄').boundingBox();
  if (!box) throw new Error('no signature canvas');
  await page.mouse.move(box.x + 30, box.y + box.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 20; step++) {
    await page.mouse.move(box.x + 30 + step * 12, box.y + box.height / 2 + (step % 2 ? -25 : 25));
  }
  await page.mouse.up();
}

/** The waiting count in the course page's header reaches 0 (送信済み). */
const allSent = (page: Page) =>
  page.getByRole('status').getByText('送信済み').first().waitFor({ timeout: 60_000 });

describe("the driver's courses on the phone", () => {
  let staff: Api;
  let driver: Api;
  let course: Course;
  let context: BrowserContext;
  let page: Page;
  let completedStop: Stop;
  let absentStop: Stop;

  beforeAll(async () => {
    staff = await apiAs(suite.server.url, 'admin@example.com', DEMO_PASSWORD);
    driver = await apiAs(suite.server.url, 'driver@example.com', DEMO_PASSWORD);
    const day = await driver<{ courses: Course[] }>('GET', '/self/courses');
    const first = day.courses.find((c) => c.destinations.some((d) => !FINISHED.includes(d.status)));
    if (!first) throw new Error('the demo driver has no course under way today');
    course = first;
    page = await signedInPage(suite, 'driver', {
      path: '/home',
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      hasTouch: true,
      // A test here goes offline, where the service worker serves the app.
      serviceWorkers: 'allow',
    });
    context = page.context();
  });

  const actionsOf = (stopId: string) =>
    staff<{ data: Action[] }>('GET', `/destinations/${stopId}/actions`).then((r) => r.data);

  it('completes the next stop with a photo and a signature', async () => {
    await page.goto(`${suite.server.url}/driver/courses`);
    const escaped = course.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await page.getByRole('link', { name: new RegExp(escaped) }).click();
    const next = course.destinations.find((d) => !FINISHED.includes(d.status)) as Stop;
    completedStop = next;
    const nextCard = page.getByRole('region', { name: '次の配送先' });
    await nextCard.getByText(next.name).waitFor();
    await nextCard.getByRole('link', { name: 'この配送先を開く' }).click();
    await page.getByRole('heading', { name: next.name }).waitFor();

    // The demo's next stop is 到着 already (its main action is 完了), or 未着 (到着 first).
    if (next.status === 'pending') await page.getByRole('button', { name: '到着', exact: true }).click();
    await page.getByRole('button', { name: '完了', exact: true }).click();
    await page.getByRole('heading', { name: '完了の記録' }).waitFor();
    await page.getByLabel('写真を撮る').setInputFiles({
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: solidPng(1200, 900, [30, 120, 200]),
    });
    await page.getByRole('img', { name: '写真1' }).waitFor();
    await drawSignature(page);
    await page.getByText('受領サイン（記入済み）').waitFor();
    await page.getByRole('button', { name: '完了を記録' }).click();

    // Back on the course with the following stop first.
    const following = course.destinations.find((d) => d.sequence > next.sequence) as Stop;
    await nextCard.getByText(following.name).waitFor();
    await allSent(page);
    await expect
      .poll(async () => (await actionsOf(next.id)).filter((a) => a.type === 'completed').length)
      .toBe(1);
    const completed = (await actionsOf(next.id)).find((a) => a.type === 'completed') as Action;
    expect(completed.proofImages).toHaveLength(1);
    expect(completed.signatureImage).not.toBeNull();
  });

  it('records actions offline, shows them with a waiting count, and sends each once when back online', async () => {
    const now = (await driver<{ courses: Course[] }>('GET', '/self/courses')).courses.find(
      (c) => c.id === course.id,
    ) as Course;
    const open = now.destinations.filter((d) => !FINISHED.includes(d.status));
    const [first, second] = open as [Stop, Stop];
    absentStop = second;
    expect(first.status).toBe('pending');

    // The screens opened offline are loaded first (the page's modules stay loaded): the outcome
    // screen and 送信待ち.
    const date = todayInTokyo();
    await page.goto(
      `${suite.server.url}/driver/courses/${course.id}/stops/${second.id}/outcome/absent?date=${date}`,
    );
    await page.getByRole('heading', { name: '不在の記録' }).waitFor();
    await page.getByRole('link', { name: '戻る' }).click();
    await page.getByRole('heading', { name: second.name }).waitFor();
    await page
      .getByRole('navigation', { name: 'ドライバーメニュー' })
      .getByRole('link', { name: '送信待ち' })
      .click();
    await page.getByRole('heading', { name: '送信待ち' }).waitFor();
    await page.goBack();
    await page.getByRole('link', { name: '配送先一覧' }).click();

    await context.setOffline(true);
    // 到着 at the next stop, then 完了 is the next button on the same screen. Double-tapped (offline,
    // so it records at once): the second tap must not land on 完了 in its place.
    const nextCard = page.getByRole('region', { name: '次の配送先' });
    await nextCard.getByRole('link', { name: 'この配送先を開く' }).click();
    await page.getByRole('heading', { name: first.name }).waitFor();
    const stopUrl = page.url();
    await page.getByRole('button', { name: '到着', exact: true }).dblclick();
    await page.getByRole('button', { name: '完了', exact: true }).waitFor();
    expect(page.url()).toBe(stopUrl);
    await page.getByRole('heading', { name: first.name }).waitFor();

    // Offline, the app bar keeps one line within the phone's width.
    const chip = page.getByRole('banner').getByRole('link', { name: /オフライン/ });
    await chip.waitFor();
    const bar = await page.getByRole('banner').boundingBox();
    expect(bar?.height).toBeLessThanOrEqual(64);
    const chipBox = await chip.boundingBox();
    expect((chipBox?.x ?? 0) + (chipBox?.width ?? 0)).toBeLessThanOrEqual(390);

    await page.getByRole('link', { name: '配送先一覧' }).click();
    await nextCard.getByText('到着 送信待ち').waitFor();
    await page.getByRole('status').getByText('送信待ち 1件').waitFor();

    // 不在 at the one after, from the secondary actions, with the photo of the 不在票.
    await page.getByRole('link', { name: `${second.sequence}. ${second.name}` }).click();
    await page.getByRole('heading', { name: second.name }).waitFor();
    await page.getByRole('button', { name: 'その他の記録' }).click();
    await page.getByRole('menuitem', { name: '不在' }).click();
    await page.getByRole('heading', { name: '不在の記録' }).waitFor();
    await page.getByLabel('写真を撮る').setInputFiles({
      name: 'fuzaihyo.png',
      mimeType: 'image/png',
      buffer: solidPng(800, 600, [200, 60, 60]),
    });
    await page.getByRole('img', { name: '写真1' }).waitFor();
    await page.getByRole('button', { name: '呼び鈴に応答なし' }).click();
    await page.getByRole('button', { name: '不在を記録' }).click();
    await page.getByRole('status').getByText('送信待ち 2件').waitFor();
    const row = page.getByRole('link', { name: `${second.sequence}. ${second.name}` });
    await row.getByText('不在 送信待ち').waitFor();
    expect(await actionsOf(first.id)).toEqual(first.actions);

    // 送信待ち says why in plain Japanese, not the fetch status.
    await page
      .getByRole('navigation', { name: 'ドライバーメニュー' })
      .getByRole('link', { name: '送信待ち' })
      .click();
    await page.getByText('電波が届かないため送信できませんでした', { exact: false }).first().waitFor();
    expect(await page.getByText(/FETCH_ERROR|前回のエラー/).count()).toBe(0);
    await page.goBack();
    await row.waitFor();

    await context.setOffline(false);
    await allSent(page);
    await expect.poll(async () => (await actionsOf(first.id)).map((a) => a.type)).toEqual(['arrived']);
    const absent = await actionsOf(second.id);
    expect(absent.map((a) => a.type)).toEqual(['absent']);
    expect(absent[0]?.proofImages).toHaveLength(1);
    // The page shows the server's record now (no 送信待ち left; the bottom navigation's tab keeps its name).
    await row.getByText('不在', { exact: true }).waitFor();
    await expect.poll(() => page.getByRole('main').getByText('送信待ち', { exact: false }).count()).toBe(0);
  });

  it("shows staff the stop's photo and signature as thumbnails that open the image viewer", async () => {
    const staffPage = await signedInPage(suite, 'admin', { path: `/courses/${course.id}` });
    const proof = staffPage.getByRole('button', { name: `「${completedStop.name}」の配達写真1を表示` });
    await proof.waitFor();
    await staffPage.getByRole('button', { name: `「${completedStop.name}」の受領サインを表示` }).waitFor();
    await proof.click();
    const shown = staffPage
      .getByRole('dialog')
      .getByRole('img', { name: `「${completedStop.name}」の配達写真1` });
    await shown.waitFor();
    await expect
      .poll(() => shown.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    await staffPage.context().close();
  });

  it('shows the 不在 to staff on the course page and to the shipper on the お届けマップ with the proof of a delivery', async () => {
    const reason = '理由：呼び鈴に応答なし';
    const staffPage = await signedInPage(suite, 'admin', { path: `/courses/${course.id}` });
    await staffPage.getByText(reason, { exact: false }).first().waitFor();
    await staffPage.getByRole('button', { name: `「${absentStop.name}」の配達写真1を表示` }).waitFor();
    await staffPage.context().close();

    // The demo's お届けマップ course is the demo driver's course of today.
    const shipper = await signedInPage(suite, 'consignor', { path: '/consignor/map' });
    const delivery = shipper.getByRole('region', { name: course.name });
    await delivery.getByText(reason).waitFor();
    await delivery.getByRole('button', { name: `「${completedStop.name}」の配達写真1を表示` }).waitFor();
    await delivery.getByRole('button', { name: `「${completedStop.name}」の受領サインを表示` }).waitFor();
    // A 不在票's photo is the carrier's record, not a proof of delivery.
    expect(
      await delivery.getByRole('button', { name: `「${absentStop.name}」の配達写真1を表示` }).count(),
    ).toBe(0);
    await shipper.context().close();
  });

  it('after a 繰越 the course counts only the stops it kept, at the desk and on the phone', async () => {
    // A course of this test's own for the demo driver, late in his day: one stop done, one 到着, one not.
    const { driverId } = await staff<{ driverId: string }>('GET', `/courses/${course.id}`);
    const today = todayInTokyo();
    const own = await staff<{ id: string }>('POST', '/courses', {
      deliveryDate: today,
      name: 'E2E 繰越便',
      driverId,
      startTime: '23:00',
      endTime: '23:30',
    });
    const stops: { id: string }[] = [];
    for (const [i, name] of ['E2E 繰越先A', 'E2E 繰越先B', 'E2E 繰越先C'].entries()) {
      stops.push(
        await staff('POST', `/courses/${own.id}/destinations`, {
          name,
          latitude: 35.68 + i / 100,
          longitude: 139.76,
        }),
      );
    }
    const [a, b] = stops as [{ id: string }, { id: string }];
    for (const [stop, type] of [
      [a, 'arrived'],
      [a, 'completed'],
      [b, 'arrived'],
    ] as const) {
      await driver('POST', `/self/destinations/${stop.id}/actions`, { type });
    }

    const desk = await signedInPage(suite, 'admin', { path: `/courses/${own.id}` });
    const progress = () => desk.getByText(/^\d+\/\d+ 完了$/).textContent();
    await expect.poll(progress).toBe('1/3 完了');
    await desk.getByRole('button', { name: 'その他' }).click();
    await desk.getByRole('menuitem', { name: '未完了の配送先を繰越' }).click();
    const dialog = desk.getByRole('dialog');
    // Far ahead, where no other file looks at the demo driver's days (配車最適化 takes the next weekday).
    const later = addDays(today, 90);
    await typeDate(desk, dateField(dialog, '繰越先の配送日'), later.replaceAll('-', '/'));
    // The stop with 到着 goes only when chosen: the server names it, the dialog shows it by the choice.
    await dialog.getByRole('button', { name: '繰越', exact: true }).click();
    await dialog.getByText('2番目「E2E 繰越先B」は到着が記録されています', { exact: false }).waitFor();
    await dialog.getByLabel('到着済みの配送先も繰り越す').check();
    await dialog.getByRole('button', { name: '繰越', exact: true }).click();
    await dialog.getByRole('heading', { name: '繰越しました' }).waitFor();
    await dialog.getByRole('button', { name: '閉じる' }).click();
    await expect.poll(progress).toBe('1/1 完了');
    const target = await staff<{ data: { sourceCourseId: string; destinationCount: number }[] }>(
      'GET',
      `/courses?deliveryDate=${later}&q=${encodeURIComponent('E2E 繰越便')}`,
    );
    expect(target.data.map((c) => [c.sourceCourseId, c.destinationCount])).toEqual([[own.id, 2]]);
    await expect.poll(() => desk.getByText('完了（一部繰越）', { exact: true }).count()).toBe(1);
    await desk.context().close();

    // The phone: the kept stop's progress and why the others are gone, not 「進捗 1/3」.
    await page.goto(`${suite.server.url}/driver/courses/${own.id}?date=${today}`);
    await page.getByRole('heading', { name: 'E2E 繰越便' }).waitFor();
    await page.getByText('進捗 1/1 完了').waitFor();
    await page.getByText('未完了の配送先2件は別の日のコースに繰り越されました。', { exact: false }).waitFor();
    await page.getByText('このコースに残った配送先はすべて終わりました。', { exact: false }).waitFor();
    expect(await page.getByText(/進捗 1\/3/).count()).toBe(0);
  });
});
