import type { Locator, Page } from 'playwright-core';

/**
 * A field of the app's date/time kit (components/form/DateField.tsx and its siblings): a text box
 * named by its label (the required mark is not part of the name).
 */
export const dateField = (scope: Page | Locator, label: string) =>
  scope.getByRole('textbox', { name: label, exact: true });

/** The same, for a time field (24-hour HH:MM). */
export const timeField = dateField;

/** A date-and-time field: its group (named by the label), its date text box (the label) and 時刻. */
export const dateTimeField = (scope: Page | Locator, label: string) => {
  const group = scope.getByRole('group', { name: label, exact: true });
  return { group, date: dateField(group, label), time: dateField(group, '時刻') };
};

/**
 * Types into a field of the kit as a user does — `2027/09/30`, `20270930`, `２１３０`, or a wrong
 * `2025/02/30` — and leaves it (Tab), which is when the field reads what was typed.
 */
export async function typeDate(_page: Page, field: Locator, text: string): Promise<void> {
  await field.fill(text);
  await field.press('Tab');
}

/** Types a time the same way. */
export const typeTime = typeDate;

/** The text the field shows, e.g. `2027/09/30 (木)`, `21:30`, or what was typed when it is no date. */
export async function shownDate(field: Locator): Promise<string> {
  return field.inputValue();
}

/** The button beside a field that opens its calendar (or time list, month grid). */
export const pickerButton = (field: Locator) =>
  field.locator('xpath=ancestor::div[contains(@class, "MuiFormControl-root")][1]').getByRole('button');
