import type { Expense } from '@rikuun/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { idTokenOf } from './support/api.ts';
import { solidPng } from './support/images.ts';
import { DEMO_USERS, signedInPage } from './support/pages.ts';
import { DEMO_PASSWORD } from './support/server.ts';
import { useServerAndBrowser } from './support/suite.ts';

// It approves expenses of the demo company, which other files count in the inbox: a server of its own.
const suite = useServerAndBrowser({}, { ownServer: true });

const DESKTOP = { width: 1440, height: 900 };

/** The focused element, described: its tag, its role and its accessible text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      tag: el?.tagName.toLowerCase() ?? '',
      id: el?.id ?? '',
      label: el?.getAttribute('aria-label') ?? '',
      text: (el?.textContent ?? '').replace(/\s+/g, ' ').trim(),
      inDialog: el?.closest('[role="dialog"]') !== null && el?.closest('[role="dialog"]') !== undefined,
    };
  });

/** Presses the key until the focused element matches (at most `max` presses), and answers it. */
async function pressUntil(
  page: Page,
  key: 'Tab' | 'Shift+Tab',
  match: (f: Awaited<ReturnType<typeof focused>>) => boolean,
  max = 120,
) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    const now = await focused(page);
    if (match(now)) return now;
  }
  throw new Error(`${key} did not reach the element within ${max} presses`);
}

/** A requested expense of the demo driver with one receipt, filed through the API as staff would. */
async function requestedExpenseWithReceipt(amount: number): Promise<Expense> {
  const base = suite.server.url;
  const token = await idTokenOf(base, DEMO_USERS.admin, DEMO_PASSWORD);
  const headers = { authorization: `Bearer ${token}` };
  const waiting = (await (
    await fetch(`${base}/v1/expenses?approveStatus=requested&perPage=50`, { headers })
  ).json()) as { data: Expense[] };
  const onStop = waiting.data.find((e) => e.destinationId !== null) as Expense;
  const form = new FormData();
  form.set('expenseType', 'parking');
  form.set('amount', String(amount));
  form.set('paidOn', onStop.deliveryDate);
  form.set('requestApproval', 'true');
  form.set(
    'receiptImages',
    new Blob([new Uint8Array(solidPng(600, 800, [240, 240, 230]))], { type: 'image/png' }),
    'receipt.png',
  );
  const response = await fetch(`${base}/v1/destinations/${onStop.destinationId}/expenses`, {
    method: 'POST',
    headers,
    body: form,
  });
  if (response.status !== 201) throw new Error(`expense: ${response.status} ${await response.text()}`);
  return (await response.json()) as Expense;
}

async function expenseStatus(id: string) {
  const token = await idTokenOf(suite.server.url, DEMO_USERS.admin, DEMO_PASSWORD);
  const response = await fetch(`${suite.server.url}/v1/expenses/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as Expense).approveStatus;
}

describe('keyboard only (Tab, Enter, Space, Escape)', () => {
  it('approves an expense after viewing its receipt, from 承認待ち, without the mouse', async () => {
    const expense = await requestedExpenseWithReceipt(4321);
    expect(expense.receiptImages).toHaveLength(1);
    const page = await signedInPage(suite, 'admin', { path: '/approvals', viewport: DESKTOP });
    const table = page.getByRole('table', { name: '承認待ちの経費' });
    await table.getByRole('row').filter({ hasText: '4,321' }).waitFor();

    // 本文へスキップ is the first stop and lands in the page's content, past the bar and the menu.
    await page.keyboard.press('Tab');
    expect((await focused(page)).text).toBe('本文へスキップ');
    await page.keyboard.press('Enter');
    expect((await focused(page)).id).toBe('main-content');

    // The row opens its expense with Enter.
    await pressUntil(page, 'Tab', (f) => f.tag === 'tr' && f.text.includes('4,321'));
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/expenses/${expense.id}`);
    // The expense's own heading: the URL changes first, and until the page has loaded the list's
    // heading and its receipt button (the same label) are still there for the Tab below to land on.
    await page.getByRole('heading', { level: 1, name: /4,321/ }).waitFor();

    // The receipt opens at full size and Escape closes it, the focus back on the button that opened it.
    await pressUntil(page, 'Tab', (f) => f.label === '領収書1を表示');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').getByRole('img', { name: '領収書1' }).waitFor();
    expect((await focused(page)).inDialog).toBe(true);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    // The focus returns when the dialog's exit has finished, which can follow its hiding.
    await expect.poll(async () => (await focused(page)).label).toBe('領収書1を表示');

    // 承認 is in the page's header, before the receipt: back with Shift+Tab, pressed with Space.
    await pressUntil(page, 'Shift+Tab', (f) => f.tag === 'button' && f.text === '承認');
    await page.keyboard.press('Space');
    await page.getByText('経費を承認しました').waitFor();
    await expect.poll(() => expenseStatus(expense.id)).toBe('approved');
    // The buttons left with the decision: the focus is on the page's heading, not the page's top.
    await expect.poll(async () => (await focused(page)).tag).toBe('h1');
    await page.context().close();
  });

  it('selects rows by their named checkboxes, then reaches the bulk bar after them; focus stays on the list', async () => {
    const expense = await requestedExpenseWithReceipt(5432);
    const page = await signedInPage(suite, 'admin', { path: '/approvals', viewport: DESKTOP });
    const table = page.getByRole('table', { name: '承認待ちの経費' });
    const row = table.getByRole('row').filter({ hasText: '5,432' });
    await row.waitFor();
    // The row's checkbox is named after its row (driver, date, kind).
    const checkbox = row.getByRole('checkbox');
    expect(await checkbox.getAttribute('aria-label')).toMatch(/^\S.* 駐車場代を選択$/);

    const name = (await checkbox.getAttribute('aria-label')) as string;
    await pressUntil(page, 'Tab', (f) => f.label === name);
    await page.keyboard.press('Space');
    await expect.poll(() => checkbox.isChecked()).toBe(true);
    // The bar of bulk actions shows above the rows but follows them in the tab order.
    const bulk = page.getByRole('button', { name: '承認（1件）' });
    const order = await page.evaluate(() => {
      const bar = Array.from(document.querySelectorAll('button')).find(
        (b) => b.textContent === '承認（1件）',
      );
      const rows = document.querySelector('table[aria-label="承認待ちの経費"] tbody');
      return bar && rows ? rows.compareDocumentPosition(bar) & Node.DOCUMENT_POSITION_FOLLOWING : 0;
    });
    expect(order).not.toBe(0);
    await pressUntil(page, 'Tab', (f) => f.tag === 'button' && f.text === '承認（1件）');
    expect(await bulk.boundingBox().then((b) => b?.y ?? 0)).toBeLessThan(
      await table.boundingBox().then((b) => b?.y ?? 0),
    );
    await page.keyboard.press('Enter');
    await page.getByText('1件の経費を承認しました').waitFor();
    await expect.poll(() => expenseStatus(expense.id)).toBe('approved');
    // The bar left with the selection: the focus is on the list, from where Tab reaches the rows.
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            document.activeElement !== document.body &&
            document.activeElement?.querySelector('table[aria-label="承認待ちの経費"]') !== null,
        ),
      )
      .toBe(true);
    await page.context().close();
  });
});
