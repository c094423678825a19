import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs } from './support/api.ts';
import { dateField, pickerButton, shownDate, typeDate } from './support/date-field.ts';
import { signedInPage } from './support/pages.ts';
import { DEMO_PASSWORD } from './support/server.ts';
import { useServerAndBrowser } from './support/suite.ts';

/** The form patterns every feature copies, tried on the vehicle form: date fields and leaving changes. */

const suite = useServerAndBrowser();

/** These steps start on the vehicle list. */
const vehicleList = () => signedInPage(suite, 'admin', { path: '/vehicles' });

/** Counts the vehicle writes the page sends, to prove a refused form sent nothing. */
function countVehicleWrites(page: Page): () => number {
  let writes = 0;
  page.on('request', (request) => {
    if (/\/v1\/vehicles/.test(request.url()) && ['POST', 'PUT'].includes(request.method())) writes++;
  });
  return () => writes;
}

/** Runs in the page: whether a beforeunload listener would stop the tab from closing unasked. */
function wouldAskBeforeUnload(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

const errorOf = (page: Page, label: string) =>
  page.locator('.MuiFormControl-root', { has: dateField(page, label) }).locator('.MuiFormHelperText-root');

describe('date fields', () => {
  it('refuse an impossible, an out-of-range and a future date, and save a date typed as YYYY/MM/DD', async () => {
    const page = await vehicleList();
    const writes = countVehicleWrites(page);
    await page.getByRole('link', { name: '新規登録' }).click();
    await page.getByLabel('登録番号').fill('練馬 800 て 11-11');
    await page.getByRole('combobox', { name: '車格' }).click();
    await page.getByRole('option', { name: '小型', exact: true }).click();

    const inspection = dateField(page, '車検満了日');
    const firstRegistered = dateField(page, '初度登録日');
    await typeDate(page, inspection, '2025/02/30');
    await typeDate(page, firstRegistered, '0190/01/01');
    // Shown as typed, and each field says what is wrong.
    expect(await shownDate(inspection)).toBe('2025/02/30');
    expect(await shownDate(firstRegistered)).toBe('0190/01/01');
    await expect
      .poll(() => errorOf(page, '車検満了日').textContent())
      .toBe('車検満了日は正しい日付（例: 2026/12/31、20261231）で入力してください');
    await expect
      .poll(() => errorOf(page, '初度登録日').textContent())
      .toBe('初度登録日は1900/01/01から2100/12/31までの日付で入力してください');

    await page.getByRole('button', { name: '保存' }).click();
    // Not saved, neither empty nor wrong: the page stays and nothing was sent.
    expect(new URL(page.url()).pathname).toBe('/vehicles/new');
    expect(writes()).toBe(0);
    expect(
      await page.getByText('車検満了日は正しい日付（例: 2026/12/31、20261231）で入力してください').count(),
    ).toBe(1);

    const nextYear = new Date().getFullYear() + 1;
    await typeDate(page, firstRegistered, `${nextYear}/01/15`);
    await expect
      .poll(() => errorOf(page, '初度登録日').textContent())
      .toBe('初度登録日に未来の日付は入力できません');
    await page.getByRole('button', { name: '保存' }).click();
    expect(writes()).toBe(0);

    await typeDate(page, inspection, '2027/09/30');
    await typeDate(page, firstRegistered, '2019/04/01');
    await expect.poll(() => errorOf(page, '車検満了日').count()).toBe(0);
    await page.getByRole('button', { name: '保存' }).click();
    await page.waitForURL(/\/vehicles\/[0-9a-f-]{36}$/);
    expect(writes()).toBe(1);
    await expect.poll(() => page.getByText('2027/09/30').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('2019/04/01').count()).toBeGreaterThan(0);

    // The edit form shows the stored dates in the same order.
    await page.getByRole('link', { name: '編集' }).click();
    await page.waitForURL(/\/edit$/);
    await expect.poll(() => shownDate(dateField(page, '車検満了日'))).toBe('2027/09/30 (木)');
    await page.context().close();
  });

  it('opens a Japanese calendar', async () => {
    const page = await vehicleList();
    await page.getByRole('link', { name: '新規登録' }).click();
    await pickerButton(dateField(page, '車検満了日')).click();
    const calendar = page.getByRole('dialog', { name: '車検満了日の選択' });
    const now = new Date();
    const thisMonth = `${now.getFullYear()}年${now.getMonth() + 1}月`;
    await expect.poll(() => calendar.getByText(thisMonth, { exact: true }).count()).toBe(1);
    for (const weekday of ['日', '月', '火', '水', '木', '金', '土']) {
      expect(await calendar.getByText(weekday, { exact: true }).count()).toBeGreaterThan(0);
    }
    await page.context().close();
  });
});

describe('leaving a changed form', () => {
  async function openEditForm(page: Page): Promise<string> {
    await page.getByRole('link', { name: '品川 100 あ 12-34' }).first().click();
    await page.waitForURL(/\/vehicles\/[0-9a-f-]{36}$/);
    const detailUrl = page.url();
    await page.getByRole('link', { name: '編集' }).click();
    await page.waitForURL(/\/edit$/);
    return detailUrl;
  }

  it('asks on キャンセル: staying keeps the input, leaving discards it', async () => {
    const page = await vehicleList();
    const detailUrl = await openEditForm(page);
    const name = page.getByLabel('車両名');
    const stored = await name.inputValue();
    await name.fill('変更した車両名');

    await page.getByRole('button', { name: 'キャンセル' }).click();
    const ask = page.getByRole('dialog', { name: '変更を破棄しますか？' });
    await expect.poll(() => ask.count()).toBe(1);
    await ask.getByRole('button', { name: '編集を続ける' }).click();
    await expect.poll(() => ask.count()).toBe(0);
    expect(new URL(page.url()).pathname).toMatch(/\/edit$/);
    expect(await name.inputValue()).toBe('変更した車両名');

    await page.getByRole('button', { name: 'キャンセル' }).click();
    await ask.getByRole('button', { name: '破棄して移動' }).click();
    await page.waitForURL(detailUrl);
    await expect.poll(() => page.getByText('変更した車両名').count()).toBe(0);
    if (stored) await expect.poll(() => page.getByText(stored).count()).toBeGreaterThan(0);
    await page.context().close();
  });

  it('asks before a link leaves a changed form, and not for an unchanged one', async () => {
    const page = await vehicleList();
    const detailUrl = await openEditForm(page);
    // Unchanged: キャンセル leaves at once.
    await page.getByRole('button', { name: 'キャンセル' }).click();
    await page.waitForURL(detailUrl);
    await page.getByRole('link', { name: '編集' }).click();
    await page.waitForURL(/\/edit$/);

    await typeDate(page, dateField(page, '任意保険満了日'), '2028/03/31');
    await page.getByRole('link', { name: '車両', exact: true }).click();
    const ask = page.getByRole('dialog', { name: '変更を破棄しますか？' });
    await expect.poll(() => ask.count()).toBe(1);
    await ask.getByRole('button', { name: '破棄して移動' }).click();
    await page.waitForURL(/\/vehicles$/);
    await page.context().close();
  });

  it('asks before the tab is closed with changes', async () => {
    const page = await vehicleList();
    await page.getByRole('link', { name: '新規登録' }).click();
    await page.getByLabel('登録番号').fill('練馬 800 て 22-22');
    // The guard arms after React renders the change; on a loaded machine that can follow the fill.
    await expect.poll(() => page.evaluate(wouldAskBeforeUnload)).toBe(true);
    const asked = new Promise<string>((resolve) => {
      page.once('dialog', (dialog) => {
        resolve(dialog.type());
        void dialog.dismiss();
      });
    });
    await page.close({ runBeforeUnload: true });
    expect(await asked).toBe('beforeunload');
    // Dismissed: the page and its input are still there.
    expect(page.isClosed()).toBe(false);
    expect(await page.getByLabel('登録番号').inputValue()).toBe('練馬 800 て 22-22');
    await page.context().close();
  });
});

describe('server conflicts', () => {
  it('shows a registration number already in use at its field, however it was typed', async () => {
    const call = await apiAs(suite.server.url, 'admin@example.com', DEMO_PASSWORD);
    await call('POST', '/vehicles', { registrationNumber: '足立 400 ま 56-78', vehicleClass: 'medium' });
    const page = await vehicleList();
    await page.getByRole('link', { name: '新規登録' }).click();
    // Full-width digits and no spaces: the same plate once normalised.
    await page.getByLabel('登録番号').fill('足立４００ま５６－７８');
    await page.getByRole('combobox', { name: '車格' }).click();
    await page.getByRole('option', { name: '中型', exact: true }).click();
    await page.getByRole('button', { name: '保存' }).click();
    const field = page.locator('.MuiFormControl-root', { has: page.getByLabel('登録番号') });
    await expect
      .poll(() => field.locator('.MuiFormHelperText-root').textContent())
      .toBe('この登録番号の車両はすでに登録されています。');
    expect(new URL(page.url()).pathname).toBe('/vehicles/new');
    await page.context().close();
  });
});
