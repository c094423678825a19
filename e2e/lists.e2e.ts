import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from './support/api.ts';
import { signIn } from './support/browser.ts';
import { newPage, signedInPage } from './support/pages.ts';
import { DEMO_PASSWORD } from './support/server.ts';
import { useServerAndBrowser } from './support/suite.ts';

type Vehicle = { id: string; registrationNumber: string; name: string | null; baseId: string | null };
type List = { data: Vehicle[]; total: number };

const ADMIN = 'admin@example.com';
const LONG_NAME = `長い車両名${'とても'.repeat(30)}長い`;

const suite = useServerAndBrowser();
let api: Awaited<ReturnType<typeof apiAs>>;

beforeAll(async () => {
  api = await apiAs(suite.server.url, ADMIN, DEMO_PASSWORD);
  // More vehicles than one page of 20, at the demo's 本社営業所, one with a very long name.
  const { data } = await api<List>('GET', '/vehicles');
  const baseId = data.find((v) => v.baseId)?.baseId ?? null;
  for (let i = 0; i < 24; i++) {
    await api('POST', '/vehicles', {
      registrationNumber: `多摩 400 と ${10 + i}-${50 + i}`,
      name: i === 0 ? LONG_NAME : `一覧テスト ${String(i).padStart(2, '0')}`,
      vehicleClass: 'medium',
      baseId,
    });
  }
});
/** These steps start on the vehicle list (a path of their own when given). */
const vehicleList = (viewport: { width: number; height: number }, path = '/vehicles') =>
  signedInPage(suite, 'admin', { path, viewport, acceptDownloads: true });

const phone = { width: 360, height: 740 };
const desktop = { width: 1280, height: 900 };

/** Registration numbers in the order the list shows them. */
const shownOrder = (page: Page) =>
  page.locator('table[aria-label="車両一覧"] tbody tr td:first-child').allInnerTexts();

describe('the vehicle list on a phone (360 × 740)', () => {
  it('shows cards and a pagination row whose next button fits and works', async () => {
    const page = await vehicleList(phone, '/vehicles?perPage=20');
    const cards = page.getByRole('list', { name: '車両一覧' }).getByRole('listitem');
    await expect.poll(() => cards.count()).toBe(20);
    const { total } = await api<List>('GET', '/vehicles?perPage=1');
    await expect.poll(() => page.getByText(`1–20 / 全 ${total} 件`).count()).toBe(1);

    const next = page.getByRole('button', { name: '次のページへ' });
    const box = await next.boundingBox();
    const card = await page.locator('.MuiPaper-root', { has: next }).first().boundingBox();
    expect(box && card).toBeTruthy();
    if (!box || !card) return;
    // Fully inside the screen and inside its card, not clipped.
    expect(box.x).toBeGreaterThanOrEqual(card.x);
    expect(box.x + box.width).toBeLessThanOrEqual(Math.min(card.x + card.width, phone.width));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await next.click();
    await page.waitForURL(/[?&]page=2/);
    await expect.poll(() => page.getByText(`21–${Math.min(40, total)} / 全 ${total} 件`).count()).toBe(1);
    await expect.poll(() => cards.count()).toBe(Math.min(20, total - 20));
    await page.context().close();
  });
});

describe('the vehicle list on a desktop', () => {
  it('sorts by a clicked header, in the URL, in the order the server gives', async () => {
    const page = await vehicleList(desktop);
    await expect.poll(async () => (await shownOrder(page)).length).toBeGreaterThan(20);

    const header = page.getByRole('columnheader', { name: '車両名' });
    await header.getByRole('button').click();
    await page.waitForURL(/[?&]sort=name(&|$)/);
    const expectedAsc = (await api<List>('GET', '/vehicles?sort=name')).data.map((v) => v.registrationNumber);
    await expect.poll(() => shownOrder(page)).toEqual(expectedAsc);
    expect(await header.getAttribute('aria-sort')).toBe('ascending');

    await header.getByRole('button').click();
    await page.waitForURL(/[?&]sort=-name(&|$)/);
    const expectedDesc = (await api<List>('GET', '/vehicles?sort=-name')).data.map(
      (v) => v.registrationNumber,
    );
    expect(expectedDesc).not.toEqual(expectedAsc);
    await expect.poll(() => shownOrder(page)).toEqual(expectedDesc);
    expect(await header.getAttribute('aria-sort')).toBe('descending');

    // The URL alone restores the sort.
    await page.reload();
    await expect.poll(() => shownOrder(page)).toEqual(expectedDesc);
    await page.context().close();
  });

  it('keeps a long name from squeezing the other columns: 本社営業所 stays on one line', async () => {
    const page = await vehicleList(desktop);
    const longCell = page.locator('td', { hasText: LONG_NAME });
    await expect.poll(() => longCell.count()).toBe(1);
    expect(await longCell.getAttribute('title')).toBe(LONG_NAME);
    const lines = (text: string) =>
      page
        .locator('td', { hasText: text })
        .first()
        .evaluate((cell) => {
          const range = document.createRange();
          range.selectNodeContents(cell);
          return new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top))).size;
        });
    expect(await lines('本社営業所')).toBe(1);
    expect(await lines(LONG_NAME)).toBe(1);
    await page.context().close();
  });

  it('downloads the whole filtered list as CSV with a BOM and Japanese headers', async () => {
    const page = await vehicleList(desktop, `/vehicles?perPage=20&q=${encodeURIComponent('一覧テスト')}`);
    await expect.poll(() => page.getByText('1–20 / 全 23 件').count()).toBe(1);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'CSV出力' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^車両一覧_\d{8}\.csv$/);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe('登録番号,車両名,車格,最大積載量,車検満了日,拠点,最終整備日,稼働');
    // Every filtered vehicle, not only the page on screen: 23 rows and the final line end.
    expect(lines).toHaveLength(1 + 23 + 1);
    expect(lines.at(-1)).toBe('');
    expect(lines.filter((l) => l.includes('一覧テスト'))).toHaveLength(23);
    expect(lines.some((l) => l.includes('本社営業所') && l.includes('中型') && l.includes('稼働中'))).toBe(
      true,
    );
    await page.context().close();
  });

  it('gives every page its own title, and the dashboard shows loading until its data arrives', async () => {
    // Through the sign-in form, as a person does it.
    const page = await newPage(suite, { viewport: desktop });
    const context = page.context();
    await page.goto(`${suite.server.url}/login`);
    await expect.poll(() => page.title()).toBe('サインイン | 陸運');
    // The alerts are held until the dashboard has been seen waiting for them: loading, never 「0件」.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/alerts', async (route) => {
      if (route.request().resourceType() === 'fetch') await held;
      await route.continue();
    });
    await signIn(page, suite.server.url, ADMIN, DEMO_PASSWORD);
    await page.waitForURL(/\/dashboard$/);
    const alerts = page.getByRole('region', { name: 'アラート' });
    await expect.poll(() => alerts.getAttribute('aria-busy')).toBe('true');
    expect(await alerts.getByRole('heading').textContent()).toBe('アラート');
    expect(await alerts.getByRole('status', { name: '読み込み中' }).count()).toBe(1);
    release();
    await expect.poll(() => alerts.getByRole('heading').textContent()).toMatch(/^アラート（\d+件）$/);
    expect(await alerts.getAttribute('aria-busy')).toBe('false');
    await page.unrouteAll();
    // The company admin's home is the dashboard; these steps start on the vehicle list, one click away.
    await page.getByRole('link', { name: '車両', exact: true }).click();
    await page.waitForURL(/\/vehicles$/);
    await expect.poll(() => page.title()).toBe('車両一覧 | 陸運');
    await page.getByRole('link', { name: '新規登録' }).click();
    await expect.poll(() => page.title()).toBe('車両の登録 | 陸運');
    await page.goto(`${suite.server.url}/vehicles`);
    await page.getByRole('link', { name: '品川 100 あ 12-34' }).click();
    await page.waitForURL(/\/vehicles\/[0-9a-f-]{36}$/);
    await expect.poll(() => page.title()).toBe('品川 100 あ 12-34 | 陸運');
    await page.goto(`${suite.server.url}/account`);
    await expect.poll(() => page.title()).toBe('アカウント | 陸運');
    await page.goto(`${suite.server.url}/no-such-page`);
    await expect.poll(() => page.title()).toBe('ページが見つかりません | 陸運');
    await context.close();
  });

  it('does not request a deleted vehicle again, and its page then leads back to the list', async () => {
    const vehicle = await api<Vehicle>('POST', '/vehicles', {
      registrationNumber: '多摩 400 と 99-01',
      name: '削除テスト',
      vehicleClass: 'small',
    });
    const page = await vehicleList(desktop);
    const requestsForIt: { method: string; status: number }[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === `/v1/vehicles/${vehicle.id}`)
        requestsForIt.push({ method: response.request().method(), status: response.status() });
    });

    await page.goto(`${suite.server.url}/vehicles/${vehicle.id}`);
    await expect.poll(() => page.title()).toBe('多摩 400 と 99-01 | 陸運');
    await page.getByRole('button', { name: '削除' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '削除' }).click();
    await page.waitForURL(/\/vehicles$/);
    // The list has been fetched again without the vehicle; only then is everything said and done.
    await expect.poll(() => page.getByText('削除しました').count()).toBe(1);
    await expect.poll(() => shownOrder(page)).not.toContain('多摩 400 と 99-01');
    expect(requestsForIt).toEqual([
      { method: 'GET', status: 200 },
      { method: 'DELETE', status: 204 },
    ]);

    // Opened again (a bookmark, a shared link): a clear message and the way back.
    await page.goto(`${suite.server.url}/vehicles/${vehicle.id}`);
    await expect.poll(() => page.getByText('車両が見つかりません').count()).toBeGreaterThan(0);
    expect(await page.title()).toBe('車両が見つかりません | 陸運');
    await page.getByRole('link', { name: '車両一覧に戻る' }).click();
    await page.waitForURL(/\/vehicles$/);
    await page.context().close();
  });
});
