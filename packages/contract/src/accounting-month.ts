import { z } from 'zod';
import { addDays, bankBusinessDay } from './calendar-dates.ts';

/**
 * 会計月 and 締日 (domain-model §4): an accounting month is named by the month its closing day falls
 * in. A client closing on the 20th has the month 2026-11 run from 10-21 to 11-20; 月末締め (closing
 * day 0) runs from the 1st to the month's last day.
 */
export const accountingMonthSchema = (label = '対象月') =>
  z
    .string({ error: `${label}を選択してください` })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: `${label}は年月（例: 2026-11）で入力してください` });

const lastDayOf = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const pad = (n: number) => String(n).padStart(2, '0');
const parts = (month: string) => month.split('-').map(Number) as [number, number];

/** The month `n` months after `month` (negative: before). */
export function shiftMonth(month: string, n: number): string {
  const [y, m] = parts(month);
  const index = y * 12 + (m - 1) + n;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
}

/** The date of `day` in `month` (0 = the last day; clamped to the month's length). */
export function dayOfMonth(month: string, day: number): string {
  const [y, m] = parts(month);
  const last = lastDayOf(y, m);
  return `${month}-${pad(day === 0 || day > last ? last : day)}`;
}

/** The dates an accounting month covers for a closing day (both ends included). */
export function closingPeriod(month: string, closingDay: number): { from: string; to: string } {
  const to = dayOfMonth(month, closingDay);
  const from = addDays(dayOfMonth(shiftMonth(month, -1), closingDay), 1);
  return { from, to };
}

/** The accounting month a business date belongs to under a closing day. */
export function accountingMonthOf(date: string, closingDay: number): string {
  const month = date.slice(0, 7);
  return date <= dayOfMonth(month, closingDay) ? month : shiftMonth(month, 1);
}

/** How a due date on a bank holiday moves: to the business day before (the default) or after. */
export const holidayRules = ['previous', 'next'] as const;
export type HolidayRule = (typeof holidayRules)[number];
export const holidayRuleLabels: Record<HolidayRule, string> = {
  previous: '前営業日',
  next: '翌営業日',
};

/**
 * 支払期日 from a closing: `termMonths` months after the closing month, on `paymentDay` (0 = 月末):
 * 月末締め翌月末払い is (1, 0). A day the banks are closed moves by the client's holiday rule.
 */
export const paymentDueDate = (
  month: string,
  termMonths: number,
  paymentDay: number,
  holidayRule: HolidayRule = 'previous',
): string =>
  bankBusinessDay(dayOfMonth(shiftMonth(month, termMonths), paymentDay), holidayRule === 'next' ? 1 : -1);

/** フリーランス法 and 取適法: a contractor is paid at most 60 days after the work was received. */
export const CONTRACTOR_PAYMENT_DAYS = 60;

/**
 * A contractor driver's payment due date: 月末締め翌月末払い, but never more than 60 days after the
 * month's first day of work (counted by the calendar, so it holds under any reading of the law: after
 * a 31-day month it is the 30th), and on a bank holiday the business day before, never after.
 */
export const CONTRACTOR_CLOSING_DAY = 0;
export function contractorPaymentDueDate(month: string): string {
  const firstWork = closingPeriod(month, CONTRACTOR_CLOSING_DAY).from;
  const monthEnd = dayOfMonth(shiftMonth(month, 1), 0);
  const latest = addDays(firstWork, CONTRACTOR_PAYMENT_DAYS);
  // YYYY-MM-DD text sorts in date order: the earlier of the two.
  const [due = monthEnd] = [monthEnd, latest].sort();
  return bankBusinessDay(due, -1);
}

/** 2026年11月. */
export const accountingMonthLabel = (month: string) => {
  const [y, m] = parts(month);
  return `${y}年${m}月`;
};
