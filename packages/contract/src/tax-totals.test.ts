import { describe, expect, it } from 'vitest';
import { taxOn, taxSummary, unregisteredCreditPercent } from './tax-totals.ts';

describe('consumption tax per rate', () => {
  it('rounds once per rate, not per line: two 105 yen lines at 10 % make 21 yen, not 20', () => {
    const lines = [
      { amount: 105, taxRate: 10 as const },
      { amount: 105, taxRate: 10 as const },
    ];
    const perLine = lines.reduce((s, l) => s + taxOn(l.amount, l.taxRate, 'floor'), 0);
    expect(perLine).toBe(20);
    expect(taxSummary(lines, 'floor').taxAmount).toBe(21);
  });

  it('applies the company rounding rule', () => {
    expect(taxOn(1_005, 8, 'floor')).toBe(80);
    expect(taxOn(1_005, 8, 'round')).toBe(80);
    expect(taxOn(1_007, 8, 'round')).toBe(81);
    expect(taxOn(1_001, 8, 'ceil')).toBe(81);
    expect(taxOn(1_000, 10, 'ceil')).toBe(100);
    expect(taxOn(-1_005, 10, 'floor')).toBe(-100);
  });

  it('sums each rate apart, in the order 10 %, 8 %, 0 %', () => {
    const summary = taxSummary(
      [
        { amount: 3_333, taxRate: 8 },
        { amount: 10_000, taxRate: 10 },
        { amount: 500, taxRate: 0 },
        { amount: -1_000, taxRate: 10 },
        { amount: 3_333, taxRate: 8 },
      ],
      'floor',
    );
    expect(summary.byRate).toEqual([
      { taxRate: 10, taxableAmount: 9_000, taxAmount: 900, totalAmount: 9_900 },
      { taxRate: 8, taxableAmount: 6_666, taxAmount: 533, totalAmount: 7_199 },
      { taxRate: 0, taxableAmount: 500, taxAmount: 0, totalAmount: 500 },
    ]);
    expect(summary).toMatchObject({ taxableAmount: 16_166, taxAmount: 1_433, totalAmount: 17_599 });
  });

  it('keeps integer yen for large totals', () => {
    expect(taxOn(123_456_789, 10, 'floor')).toBe(12_345_678);
    expect(taxSummary([], 'floor')).toEqual({ byRate: [], taxableAmount: 0, taxAmount: 0, totalAmount: 0 });
  });

  it('steps the credit on purchases from unregistered contractors by date', () => {
    expect(unregisteredCreditPercent('2026-09-30')).toBe(80);
    expect(unregisteredCreditPercent('2026-10-01')).toBe(70);
    expect(unregisteredCreditPercent('2031-10-01')).toBe(0);
  });
});
