import { addDays, todayInTokyo } from '@rikuun/contract';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from './support/api.ts';
import { dateField, typeDate } from './support/date-field.ts';
import { signedInPage } from './support/pages.ts';
import { DEMO_PASSWORD } from './support/server.ts';
import { useServerAndBrowser } from './support/suite.ts';

// No tile server and no geocoder answer here, as on a machine without network: the page must still
// show the stops, the markers and the route.
const suite = useServerAndBrowser({
  MAP_TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
  GEOCODER_URL: 'http://127.0.0.1:9/search?q=',
});

type Api = Awaited<ReturnType<typeof apiAs>>;
type Stop = { id: string; name: string; status: string };

const today = () => todayInTokyo();
const tomorrow = () => addDays(todayInTokyo(), 1);

/** Whether every marker's box lies within the map's: the view fits the route. */
const markersInsideMap = (page: Page) =>
  page.evaluate(() => {
    const map = document.querySelector('.leaflet-container')?.getBoundingClientRect();
    const markers = Array.from(document.querySelectorAll('.leaflet-marker-icon')).map((m) =>
      m.getBoundingClientRect(),
    );
    return (
      map !== undefined &&
      markers.length > 0 &&
      markers.every(
        (r) => r.left >= map.left && r.right <= map.right && r.top >= map.top && r.bottom <= map.bottom,
      )
    );
  });

describe('a course page (company staff)', () => {
  let api: Api;
  let courseId: string;
  const stopNames = () =>
    api<{ data: Stop[] }>('GET', `/courses/${courseId}/destinations`).then((r) => r.data.map((d) => d.name));

  beforeAll(async () => {
    api = await apiAs(suite.server.url, 'admin@example.com', DEMO_PASSWORD);
    // A base with coordinates: its marker joins the map after the stops (data arriving in steps).
    const bases = await api<{ data: { id: string; latitude: number | null }[] }>('GET', '/bases?perPage=100');
    const base = bases.data.find((b) => b.latitude !== null);
    if (!base) throw new Error('the demo company has no base with coordinates');
    const course = await api<{ id: string }>('POST', '/courses', {
      deliveryDate: today(),
      name: 'E2E 並べ替えコース',
      baseId: base.id,
      startTime: '08:00',
      endTime: '17:00',
    });
    courseId = course.id;
    const stops = [
      {
        name: 'E2E 配送先A',
        latitude: 35.6812,
        longitude: 139.7671,
        timeWindowStart: '09:00',
        timeWindowEnd: '12:00',
      },
      { name: 'E2E 配送先B', latitude: 35.6586, longitude: 139.7454, quantity: 12, weightKg: 80 },
      { name: 'E2E 配送先C', latitude: 35.7101, longitude: 139.8107 },
      // No coordinates, and no geocoder to find them.
      { name: 'E2E 配送先D', address1: '東京都千代田区丸の内一丁目' },
    ];
    for (const stop of stops) await api('POST', `/courses/${courseId}/destinations`, stop);
  });

  it('reorders stops by keyboard and by drag, records 完了, and shows the map without tiles', async () => {
    const page = await signedInPage(suite, 'admin', { path: `/courses/${courseId}` });
    await expect.poll(() => page.getByRole('heading', { name: 'E2E 並べ替えコース' }).count()).toBe(1);

    const rows = page.getByRole('list', { name: '配送先' }).getByRole('listitem');
    const progress = () => page.getByText(/^\d+\/\d+ 完了$/).textContent();
    const shownOrder = () => rows.evaluateAll((items) => items.map((i) => i.getAttribute('aria-label')));
    await expect
      .poll(shownOrder)
      .toEqual(['1. E2E 配送先A', '2. E2E 配送先B', '3. E2E 配送先C', '4. E2E 配送先D']);
    await expect.poll(() => progress()).toBe('0/4 完了');
    // D has no position: its row says so, and so does the note under the map.
    await expect
      .poll(() =>
        rows
          .filter({ hasText: 'E2E 配送先D' })
          .getByText(/^位置未取得（/)
          .count(),
      )
      .toBe(1);
    await expect.poll(() => page.getByText('位置未取得の配送先 1件は地図に表示されません。').count()).toBe(1);

    // The map: three numbered stops as markers and the route line, though no tile loads.
    const markers = page.locator('.leaflet-marker-icon');
    // Three placed stops and the base.
    await expect.poll(() => markers.count()).toBe(4);
    await expect.poll(() => page.getByTitle('拠点: ', { exact: false }).count()).toBe(1);
    await expect.poll(() => page.locator('path.leaflet-interactive').count()).toBe(1);
    // The view fits the stops: every marker lies inside the map.
    await expect.poll(() => markersInsideMap(page)).toBe(true);
    await expect
      .poll(() => page.getByText('地図の背景を読み込めません（ネットワークに接続されていません）').count())
      .toBe(1);

    // Keyboard: C lifted with Space, two places up, put down. Each step waits for the sortable to
    // follow (the sensor measures the rows in between): the handle is pressed, the move announced.
    const gripC = page.getByRole('button', { name: '「E2E 配送先C」の順番を変える' });
    const announced = (text: string) => expect.poll(() => page.getByText(text).count()).toBeGreaterThan(0);
    await gripC.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => gripC.getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('ArrowUp');
    await announced('「E2E 配送先C」を2番目に移動します。');
    await page.keyboard.press('ArrowUp');
    await announced('「E2E 配送先C」を1番目に移動します。');
    await page.keyboard.press('Space');
    await expect.poll(stopNames).toEqual(['E2E 配送先C', 'E2E 配送先A', 'E2E 配送先B', 'E2E 配送先D']);
    await expect
      .poll(shownOrder)
      .toEqual(['1. E2E 配送先C', '2. E2E 配送先A', '3. E2E 配送先B', '4. E2E 配送先D']);

    // Mouse: drag A by its handle until A's row sits where B's is.
    const handle = page.getByRole('button', { name: '「E2E 配送先A」の順番を変える' });
    // In the middle of the window, so the drag does not scroll the page under the pointer.
    await handle.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const rowA = await rows.filter({ hasText: 'E2E 配送先A' }).boundingBox();
    const rowB = await rows.filter({ hasText: 'E2E 配送先B' }).boundingBox();
    const grip = await handle.boundingBox();
    if (!rowA || !rowB || !grip) throw new Error('rows are not visible');
    const [x, y] = [grip.x + grip.width / 2, grip.y + grip.height / 2];
    const shift = rowB.y + rowB.height / 2 - (rowA.y + rowA.height / 2);
    await page.mouse.move(x, y);
    await page.mouse.down();
    for (let step = 1; step <= 10; step++) await page.mouse.move(x, y + (shift * step) / 10);
    await page.mouse.up();
    await expect.poll(stopNames).toEqual(['E2E 配送先C', 'E2E 配送先B', 'E2E 配送先A', 'E2E 配送先D']);

    // 上へ in the row menu, for those who do not drag.
    await page.getByRole('button', { name: '「E2E 配送先D」の操作' }).click();
    await page.getByRole('menuitem', { name: '上へ' }).click();
    await expect.poll(stopNames).toEqual(['E2E 配送先C', 'E2E 配送先B', 'E2E 配送先D', 'E2E 配送先A']);

    // Staff record 完了 on B: its status and the course's progress follow.
    await page.getByRole('button', { name: '「E2E 配送先B」の操作' }).click();
    await page.getByRole('menuitem', { name: '実績を記録' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: '作業' }).click();
    await page.getByRole('option', { name: '完了', exact: true }).click();
    await dialog.getByLabel('備考').fill('電話で完了の連絡あり');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    const stopB = rows.filter({ hasText: 'E2E 配送先B' });
    await expect.poll(() => stopB.getByText('完了', { exact: true }).count()).toBe(1);
    await expect.poll(() => stopB.getByText(/^完了 \d{1,2}:\d{2}$/).count()).toBe(1);
    await expect.poll(() => progress()).toBe('1/4 完了');
    const stops = await api<{ data: Stop[] }>('GET', `/courses/${courseId}/destinations`);
    expect(stops.data.find((d) => d.name === 'E2E 配送先B')?.status).toBe('completed');

    // A stop with an action cannot be deleted: the server's reason shows.
    await page.getByRole('button', { name: '「E2E 配送先B」の操作' }).click();
    await page.getByRole('menuitem', { name: '削除' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '削除' }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: '実績' }).count()).toBeGreaterThan(0);
    expect(await stopNames()).toHaveLength(4);

    // Undo the action: B is pending again.
    await page.getByRole('button', { name: '「E2E 配送先B」の操作' }).click();
    await page.getByRole('menuitem', { name: '実績を取消' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '取り消す' }).click();
    await page
      .getByRole('dialog', { name: '実績を取り消しますか？' })
      .getByRole('button', { name: '取り消す' })
      .click();
    await expect.poll(() => progress()).toBe('0/4 完了');

    // A stop added through the dialog comes last, with its time window, and shows on the map.
    await page.getByRole('button', { name: '配送先を追加' }).click();
    const form = page.getByRole('dialog', { name: '配送先の追加' });
    await form.getByLabel('配送先名').fill('E2E 配送先E');
    await form.getByLabel('指定時間（開始）').fill('14:00');
    await form.getByLabel('指定時間（終了）').fill('16:00');
    await form.getByLabel('個数').fill('3');
    await form.getByLabel('緯度').fill('35.6895');
    await form.getByLabel('経度').fill('139.6917');
    await form.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expect
      .poll(stopNames)
      .toEqual(['E2E 配送先C', 'E2E 配送先B', 'E2E 配送先D', 'E2E 配送先A', 'E2E 配送先E']);
    const stopE = rows.filter({ hasText: 'E2E 配送先E' });
    await expect.poll(() => stopE.getByText('14:00–16:00').count()).toBe(1);
    await expect.poll(() => stopE.getByText('3個').count()).toBe(1);
    await expect.poll(progress).toBe('0/5 完了');
    await expect.poll(() => markers.count()).toBe(5);
    await expect.poll(() => markersInsideMap(page)).toBe(true);
  });

  it('puts the map under the stops on a phone, without sideways scrolling', async () => {
    const page = await signedInPage(suite, 'admin', {
      path: `/courses/${courseId}`,
      viewport: { width: 390, height: 844 },
    });
    const list = page.getByRole('list', { name: '配送先' });
    const map = page.getByRole('region', { name: '配送ルートの地図' });
    const placed = (
      await api<{ data: { latitude: number | null }[] }>('GET', `/courses/${courseId}/destinations`)
    ).data.filter((d) => d.latitude !== null);
    await expect.poll(() => page.locator('.leaflet-marker-icon').count()).toBe(placed.length + 1);
    const [listBox, mapBox] = [await list.boundingBox(), await map.boundingBox()];
    expect(mapBox && listBox && mapBox.y > listBox.y + listBox.height).toBe(true);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.context().close();
  });

  it('creates a course from the form (a contract fills 取引先 and 拠点) and shows a refused driver at its field', async () => {
    const bases = await api<{ data: { id: string; name: string }[] }>('GET', '/bases?perPage=1');
    const base = bases.data[0];
    if (!base) throw new Error('the demo company has no base');
    const client = await api<{ id: string }>('POST', '/clients', { name: 'E2E 荷主商事' });
    await api('POST', '/contracts', {
      clientId: client.id,
      name: 'E2E 定期配送契約',
      from: '2020-04-01',
      feeType: 'per_course',
      billingUnitPrice: 18000,
      baseId: base.id,
    });
    const driver = await api<{ id: string }>('POST', '/drivers', {
      name: 'E2E 休職ドライバー',
      email: 'e2e-course-driver@example.com',
    });

    const page = await signedInPage(suite, 'admin', {
      path: `/courses/new?deliveryDate=${today()}&driverId=${driver.id}`,
    });
    await page.getByLabel('コース名').fill('E2E フォームのコース');
    await page.getByRole('combobox', { name: '契約' }).click();
    await page.getByRole('option', { name: 'E2E 定期配送契約（E2E 荷主商事）' }).click();
    await expect
      .poll(() => page.getByRole('combobox', { name: '取引先' }).textContent())
      .toBe('E2E 荷主商事');
    await expect.poll(() => page.getByRole('combobox', { name: '拠点' }).textContent()).toBe(base.name);
    expect(await page.getByRole('combobox', { name: 'ドライバー' }).textContent()).toBe('E2E 休職ドライバー');
    await page.getByLabel('開始予定').fill('08:30');
    await page.getByRole('button', { name: '保存' }).click();
    await page.waitForURL(/\/courses\/[0-9a-f-]{36}$/);
    await expect.poll(() => page.getByRole('heading', { name: 'E2E フォームのコース' }).count()).toBe(1);
    const courseUrl = page.url();

    // The driver is made inactive meanwhile: moving the course to another day is refused at ドライバー.
    await api('PUT', `/drivers/${driver.id}/status`, { status: 'inactive' });
    await page.goto(`${courseUrl}/edit`);
    await expect
      .poll(() => page.getByRole('combobox', { name: 'ドライバー' }).textContent())
      .toBe('E2E 休職ドライバー');
    // A new date checks the driver again (an edit that keeps driver and date does not).
    await typeDate(page, dateField(page, '配送日'), tomorrow().replaceAll('-', '/'));
    await page.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => page.getByText('このドライバーは無効のため割り当てられません。').count()).toBe(1);
    expect(page.url()).toBe(`${courseUrl}/edit`);
    await page.context().close();
  });
});
