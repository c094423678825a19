import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedInPage } from './support/pages.ts';
import { useServerAndBrowser } from './support/suite.ts';

// Its own server: it needs rows still waiting for approval, which other files approve on the shared one.
const suite = useServerAndBrowser({}, { ownServer: true });

/** A 1440 px desk (the most common office monitor of the dispatchers asked). */
const DESK = { width: 1440, height: 900 };

type Widths = { scrollWidth: number; clientWidth: number };

/** The document's widths: nothing of the page lies beyond the window's right edge. */
const documentWidths = (page: Page): Promise<Widths> =>
  page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));

/** The widths of the element scrolling the table (the grid's Paper, a list's TableContainer). */
const scrollerWidths = (page: Page, tableName: string): Promise<Widths> =>
  page.getByRole('table', { name: tableName }).evaluate((table) => {
    const scroller = table.parentElement as HTMLElement;
    return { scrollWidth: scroller.scrollWidth, clientWidth: scroller.clientWidth };
  });

/** The header cell's box lies inside the window and inside the table's scroller. */
async function headerOnScreen(table: Locator, header: string) {
  const cell = table.getByRole('columnheader', { name: header, exact: true });
  const box = await cell.boundingBox();
  const scroller = await table.evaluate((t) => {
    const r = (t.parentElement as HTMLElement).getBoundingClientRect();
    return { left: r.left, right: r.right };
  });
  expect(box).not.toBeNull();
  const { x, width } = box as { x: number; width: number };
  expect(x).toBeGreaterThanOrEqual(scroller.left - 1);
  expect(x + width).toBeLessThanOrEqual(Math.min(scroller.right, DESK.width) + 1);
}

describe('the desk at 1440 px', () => {
  it('shows the 配車表’s whole week without scrolling sideways, the menu open or folded', async () => {
    const page = await signedInPage(suite, 'admin', { path: '/dispatch', viewport: DESK });
    const grid = page.getByRole('table', { name: '配車表' });
    await grid.locator('tbody tr').first().waitFor();
    expect(await grid.getByRole('columnheader').count()).toBe(8);

    const open = await scrollerWidths(page, '配車表');
    expect(open.scrollWidth).toBeLessThanOrEqual(open.clientWidth);
    const doc = await documentWidths(page);
    expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
    // Sunday's header is on screen.
    const sunday = grid.getByRole('columnheader').last();
    const sundayBox = (await sunday.boundingBox()) as { x: number; width: number };
    expect(sundayBox.x + sundayBox.width).toBeLessThanOrEqual(DESK.width);

    // Folded, the menu leaves its room to the days; the choice stays after a reload.
    const menu = page.getByRole('navigation', { name: 'メインメニュー' }).last();
    const menuWidth = async () => ((await menu.boundingBox()) as { width: number }).width;
    const wideMenu = await menuWidth();
    await page.getByRole('button', { name: 'メニューを折りたたむ' }).click();
    await expect.poll(menuWidth).toBeLessThan(wideMenu / 2);
    await expect
      .poll(async () => ((await sunday.boundingBox()) as { width: number }).width)
      .toBeGreaterThan(sundayBox.width);
    const folded = await scrollerWidths(page, '配車表');
    expect(folded.scrollWidth).toBeLessThanOrEqual(folded.clientWidth);
    // Folded, each entry keeps its name for the pointer and for screen readers.
    await menu.getByRole('link', { name: '月次締め' }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'メニューを広げる' }).click();
    await expect.poll(menuWidth).toBe(wideMenu);
  });

  it('keeps 承認待ち’s 承認状況 and 月次締め’s 発行 on screen, and no list wider than the window', async () => {
    const lists: { path: string; table: string | RegExp; action?: string }[] = [
      { path: '/approvals', table: '承認待ちの経費', action: '承認状況' },
      { path: '/approvals?tab=daily-reports', table: '承認待ちの日報', action: '状況' },
      { path: '/month-close', table: /の請求$/, action: '発行' },
      { path: '/month-close?tab=drivers', table: /の支払$/, action: '発行' },
      { path: '/expenses', table: '経費一覧', action: '承認状況' },
      { path: '/courses', table: 'コース一覧' },
      { path: '/vehicles', table: '車両一覧' },
      { path: '/drivers', table: 'ドライバー一覧' },
      { path: '/daily-reports', table: '日報一覧', action: '状況' },
    ];
    const page = await signedInPage(suite, 'admin', { path: '/dashboard', viewport: DESK });
    for (const list of lists) {
      await page.goto(`${suite.server.url}${list.path}`);
      const table = page.getByRole('table', { name: list.table }).first();
      await table.getByRole('row').nth(1).waitFor();
      const doc = await documentWidths(page);
      expect(doc.scrollWidth, list.path).toBeLessThanOrEqual(doc.clientWidth);
      if (list.action) await headerOnScreen(table, list.action);
    }
  });
});
