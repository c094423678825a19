import type { TaxRounding } from './companies.ts';
import type { TaxRate } from './tax.ts';

/**
 * Consumption tax on an invoice or payment notice (domain-ja §4, 適格請求書): amounts are summed per
 * rate first and the tax is rounded once per rate, never per line. Money is whole yen.
 */
export type TaxLine = { amount: number; taxRate: TaxRate };
export type TaxRateTotal = {
  taxRate: TaxRate;
  /** 税抜 total of the rate's lines. */
  taxableAmount: number;
  taxAmount: number;
  /** taxableAmount + taxAmount. */
  totalAmount: number;
};
export type TaxSummary = {
  byRate: TaxRateTotal[];
  taxableAmount: number;
  taxAmount: number;
  totalAmount: number;
};

/**
 * amount × rate ÷ 100 rounded by the company's rule, in integer arithmetic (no float error). A
 * negative amount (a deduction larger than the fees) rounds by its size, so 切り捨て moves towards zero.
 */
export function taxOn(amount: number, rate: number, rounding: TaxRounding): number {
  const numerator = Math.abs(amount) * rate;
  const whole = Math.floor(numerator / 100);
  const rest = numerator % 100;
  const rounded =
    rounding === 'floor'
      ? whole
      : rounding === 'ceil'
        ? whole + (rest > 0 ? 1 : 0)
        : whole + (rest >= 50 ? 1 : 0);
  return amount < 0 ? -rounded : rounded;
}

const rateOrder: readonly TaxRate[] = [10, 8, 0];

/** Totals per rate (10 %, 8 %, then 0 %; only the rates that occur) and overall. */
export function taxSummary(lines: readonly TaxLine[], rounding: TaxRounding): TaxSummary {
  const sums = new Map<TaxRate, number>();
  for (const line of lines) sums.set(line.taxRate, (sums.get(line.taxRate) ?? 0) + line.amount);
  const byRate = rateOrder
    .filter((rate) => sums.has(rate))
    .map((taxRate) => {
      const taxableAmount = sums.get(taxRate) ?? 0;
      const taxAmount = taxOn(taxableAmount, taxRate, rounding);
      return { taxRate, taxableAmount, taxAmount, totalAmount: taxableAmount + taxAmount };
    });
  const add = (key: 'taxableAmount' | 'taxAmount' | 'totalAmount') => byRate.reduce((s, r) => s + r[key], 0);
  return {
    byRate,
    taxableAmount: add('taxableAmount'),
    taxAmount: add('taxAmount'),
    totalAmount: add('totalAmount'),
  };
}

/**
 * The share of input tax a company may still credit on purchases from an unregistered (免税) contractor,
 * by the purchase date: the transitional measure (経過措置) of the invoice system. The original law
 * stepped 80 % → 50 % on 2026-10-01; the 令和8年度 tax reform replaced that step with 70 % → 50 % →
 * 30 %. Sources disagree, so the table is data: the accountant checks it against the current law.
 */
export const unregisteredCreditRates: readonly { from: string; to: string; percent: number }[] = [
  { from: '2023-10-01', to: '2026-09-30', percent: 80 },
  { from: '2026-10-01', to: '2028-09-30', percent: 70 },
  { from: '2028-10-01', to: '2030-09-30', percent: 50 },
  { from: '2030-10-01', to: '2031-09-30', percent: 30 },
];

/** The creditable share in percent on a date (0 once the measure has ended). */
export const unregisteredCreditPercent = (date: string): number =>
  unregisteredCreditRates.find((r) => r.from <= date && date <= r.to)?.percent ?? 0;
