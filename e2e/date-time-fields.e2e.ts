import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeFindings, describeFindings } from './support/accessibility.ts';
import { browserOptions } from './support/browser.ts';
import { dateField, pickerButton, timeField, typeDate, typeTime } from './support/date-field.ts';
import { signedInPage } from './support/pages.ts';
import { useServerAndBrowser } from './support/suite.ts';

// The app's one date/time kit on an English browser: Chromium started in en-US (its UI language and
// the page's navigator.language), where native date and time inputs would show 12/31/2026 and 9:30 PM.
const suite = useServerAndBrowser();
let english: Browser;

beforeAll(async () => {
  const options = browserOptions();
  english = await chromium.launch({ ...options, args: [...(options.args ?? []), '--lang=en-US'] });
});
afterAll(async () => {
  await english?.close();
});

describe('date and time fields on an en-US browser', () => {
  it('show 2026/12/31 (木) and 21:30, read full-width digits, and work from the keyboard', async () => {
    const page = await signedInPage({ server: suite.server, browser: english }, 'admin', {
      path: '/courses/new',
      locale: 'en-US',
    });
    // The browser really is English: its own formats are 12-hour and month first.
    expect(await page.evaluate(() => navigator.language)).toBe('en-US');
    expect(await page.evaluate(() => new Date(2026, 11, 31, 21, 30).toLocaleString())).toBe(
      '12/31/2026, 9:30:00 PM',
    );

    await page.getByLabel('コース名').fill('E2E 英語ブラウザのコース');
    const start = timeField(page, '開始予定');
    const end = timeField(page, '終了予定');
    const date = dateField(page, '配送日');

    // Typed with the IME on (full-width), or digits only: shown 24-hour and 年/月/日 with the weekday.
    await typeTime(page, start, '２１：３０');
    expect(await start.inputValue()).toBe('21:30');
    await typeTime(page, start, '930');
    expect(await start.inputValue()).toBe('09:30');
    await typeTime(page, start, '２１３０');
    expect(await start.inputValue()).toBe('21:30');
    await typeDate(page, date, '２０２６１２３０');
    expect(await date.inputValue()).toBe('2026/12/30 (水)');
    await typeDate(page, date, '2026-12-31');
    expect(await date.inputValue()).toBe('2026/12/31 (木)');
    await typeDate(page, date, '２０２６／１２／３０');
    expect(await date.inputValue()).toBe('2026/12/30 (水)');

    // The calendar by keyboard alone: Tab to its button, Enter, arrows, Enter.
    await date.focus();
    await page.keyboard.press('Tab');
    expect(await pickerButton(date).evaluate((b) => b === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    const calendar = page.getByRole('dialog', { name: '配送日の選択' });
    await calendar.waitFor();
    expect(await calendar.getByRole('grid').count()).toBe(1);
    // Japanese: the month as 2026年12月, the week from 日.
    expect(await calendar.getByText('2026年12月').count()).toBe(1);
    const weekdays = await calendar.locator('.MuiDayCalendar-weekDayLabel').allInnerTexts();
    expect(weekdays).toEqual(['日', '月', '火', '水', '木', '金', '土']);
    // The chosen day has the focus; → moves to the 31st, Enter picks it and closes the dialog.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('30');
    expect(describeFindings(await axeFindings(page, 'calendar'))).toBe('');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await calendar.waitFor({ state: 'detached' });
    expect(await date.inputValue()).toBe('2026/12/31 (木)');
    // Esc closes it without a change.
    await pickerButton(date).press('Enter');
    await calendar.waitFor();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Escape');
    await calendar.waitFor({ state: 'detached' });
    expect(await date.inputValue()).toBe('2026/12/31 (木)');

    // The list of times: 24-hour, every 15 minutes, by keyboard too.
    await pickerButton(end).press('Enter');
    const times = page.getByRole('dialog', { name: '終了予定の選択' });
    await times.waitFor();
    const options = await times.getByRole('option').allInnerTexts();
    expect(options.length).toBe(96);
    expect(options.slice(0, 2)).toEqual(['00:00', '00:15']);
    expect(options).toContain('21:30');
    expect(options.filter((o) => /AM|PM|午前|午後/.test(o))).toEqual([]);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('00:00');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('00:15');
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await times.waitFor({ state: 'detached' });
    expect(await end.inputValue()).toBe('23:45');

    // A time that does not exist is refused at the field, 24-hour.
    await typeTime(page, end, '25:00');
    await expect
      .poll(() => page.getByText('終了予定は24時間表記の時刻（例: 21:30、2130）で入力してください').count())
      .toBe(1);
    await typeTime(page, end, '２３：４５');

    // Saved as the API takes them (YYYY-MM-DD, HH:MM), shown the product's way on the course's page.
    await page.getByRole('button', { name: '保存' }).click();
    await page.waitForURL(/\/courses\/[0-9a-f-]{36}$/);
    await expect.poll(() => page.getByText('2026/12/31 (木)').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText(/21:30/).count()).toBeGreaterThan(0);
    await page.context().close();
  });
});
