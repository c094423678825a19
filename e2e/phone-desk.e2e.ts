import { addDays, todayInTokyo, weekdayOf } from '@rikuun/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedInPage } from './support/pages.ts';
import { useServerAndBrowser } from './support/suite.ts';

const suite = useServerAndBrowser();

const PHONE = { width: 390, height: 844 };

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('the dispatcher’s screens on a 390 px phone', () => {
  it('shows the 配車表 as one day of course cards, the filters folded away', async () => {
    const page = await signedInPage(suite, 'admin', { path: '/dispatch', viewport: PHONE, isMobile: true });
    const list = page.getByRole('list', { name: 'この日のコース' });
    await list.waitFor();
    expect(await page.getByRole('table', { name: '配車表' }).count()).toBe(0);
    // The filters wait behind 絞り込み.
    expect(await page.getByRole('combobox', { name: 'グループ' }).count()).toBe(0);
    await page.getByRole('button', { name: /^絞り込み/ }).click();
    await page.getByRole('combobox', { name: 'グループ' }).waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    // Another day of the week: its cards (the demo has courses on weekdays).
    const days = page.getByRole('group', { name: '表示する曜日' }).getByRole('button');
    expect(await days.count()).toBe(7);
    await days.nth(1).click();
    await expect.poll(() => days.nth(1).getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => list.locator('[data-course-id]').count()).toBeGreaterThan(0);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await page.context().close();
  });

  it('shows 配車最適化 as cards per course and driver, nothing wider than the phone', async () => {
    let date = addDays(todayInTokyo(), 1);
    while (weekdayOf(date) % 6 === 0) date = addDays(date, 1);
    const page = await signedInPage(suite, 'admin', {
      path: `/optimize?date=${date}`,
      viewport: PHONE,
      isMobile: true,
    });
    const courses = page.getByRole('list', { name: '対象のコース' });
    await courses.getByRole('listitem').first().waitFor();
    await page
      .getByRole('combobox', { name: /の車両$/ })
      .first()
      .waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    // A course card is as wide as the phone allows, not a column of single characters.
    const box = (await courses.getByRole('listitem').first().boundingBox()) as { width: number };
    expect(box.width).toBeGreaterThan(300);
    await page.context().close();
  });
});
