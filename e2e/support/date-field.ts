import type { Locator, Page } from 'playwright-core';

/** A date field of the app (MUI X picker): one group of 年/月/日 sections, named by its label. */
export const dateField = (scope: Page | Locator, label: string) => scope.getByRole('group', { name: label });

/**
 * Types a date as a user does, digits only (the sections advance by themselves): `2027/09/30`, or a
 * wrong one such as `2025/02/30`. What was there before is cleared first.
 */
export async function typeDate(page: Page, field: Locator, text: string): Promise<void> {
  await field.getByRole('spinbutton', { name: '年' }).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text.replace(/\D/g, ''));
  await page.keyboard.press('Tab');
}

/** The text the field shows, e.g. `2027/09/30` (empty sections show their placeholders). */
export async function shownDate(field: Locator): Promise<string> {
  const sections = await field.getByRole('spinbutton').allInnerTexts();
  return sections.join('/');
}
