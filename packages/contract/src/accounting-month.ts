import { z } from 'zod';
import { addDays } from './calendar-dates.ts';

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

/**
 * 支払期日 from a closing: `termMonths` months after the closing month, on `paymentDay` (0 = 月末):
 * 月末締め翌月末払い is (1, 0).
 */
export const paymentDueDate = (month: string, termMonths: number, paymentDay: number): string =>
  dayOfMonth(shiftMonth(month, termMonths), paymentDay);

/**
 * A contractor driver's payment due date: 月末締め翌月末払い. フリーランス新法 and 取適法 ask for payment
 * within 60 days of receiving the work; under a monthly closing the authorities' guidance counts that
 * as two months (月単位の締切制度では「60日」を「2か月」と読み替える), which the end of the next month meets.
 */
export const CONTRACTOR_CLOSING_DAY = 0;
export const contractorPaymentDueDate = (month: string) => paymentDueDate(month, 1, 0);

/** 2026年11月. */
export const accountingMonthLabel = (month: string) => {
  const [y, m] = parts(month);
  return `${y}年${m}月`;
};
