import {
  accountingMonthSchema,
  type PendingCounts,
  shiftMonth,
  type TaxRate,
  type taxSummarySchema,
  todayInTokyo,
} from '@rikuun/contract';
import type { z } from 'zod';
import { formatYen } from '../../lib/format.ts';

/**
 * The month a close is usually being done for: from the 21st the current month (20日締め, the common
 * closing day besides 月末, has closed, and 月末締め shows what still waits before the month ends);
 * until the 20th the previous month (月末締め closed, 20日締め not yet).
 */
export const defaultCloseMonth = (today = todayInTokyo()) =>
  shiftMonth(today.slice(0, 7), Number(today.slice(8, 10)) >= 21 ? 0 : -1);

export const isCloseMonth = (value: string | null): value is string =>
  value !== null && accountingMonthSchema().safeParse(value).success;

/** 10/21〜11/20 */
export const shortPeriod = ({ from, to }: { from: string; to: string }) =>
  `${from.slice(5).replace('-', '/')}〜${to.slice(5).replace('-', '/')}`;

type TaxSummary = z.infer<typeof taxSummarySchema>;

/** The rate's taxable amount and tax, or null when the month has no line at the rate. */
export function rateTotals(tax: TaxSummary, rate: TaxRate) {
  const row = tax.byRate.find((r) => r.taxRate === rate);
  return row ? { taxable: row.taxableAmount, tax: row.taxAmount } : null;
}

/** ¥315 / ¥31 */
export const rateText = (tax: TaxSummary, rate: TaxRate) => {
  const totals = rateTotals(tax, rate);
  return totals ? `${formatYen(totals.taxable)} / ${formatYen(totals.tax)}` : '';
};

export const pendingTotal = (p: PendingCounts) => p.dailyReports + p.expenses;

/** 日報2件・経費1件 */
export const pendingText = (p: PendingCounts) =>
  [p.dailyReports ? `日報${p.dailyReports}件` : '', p.expenses ? `経費${p.expenses}件` : '']
    .filter(Boolean)
    .join('・');

/** The lists of what still waits, filtered to the counterparty and period (approval pages of issue 11). */
export function pendingLinks(
  subject: { clientId: string } | { driverId: string },
  period: { from: string; to: string },
) {
  const range = { from: period.from, to: period.to };
  const reports = new URLSearchParams({ ...range, isApproved: 'false', ...subject });
  // The expenses page shows what waits (申請中) by default. Expenses filter by driver, not by client: a
  // client's waiting expenses show for the whole period.
  const expenses = new URLSearchParams('driverId' in subject ? { ...range, ...subject } : range);
  return { dailyReports: `/daily-reports?${reports}`, expenses: `/expenses?${expenses}` };
}
