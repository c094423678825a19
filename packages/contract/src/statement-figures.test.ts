import { describe, expect, it } from 'vitest';
import {
  clientDocumentKindOf,
  driverDocumentKindOf,
  paysNothing,
  statementFigures,
} from './statement-figures.ts';
import type { StatementLine } from './statements.ts';
import type { TaxRate } from './tax.ts';

const OWN = { accountingMonth: '2026-11', from: '2026-10-21', to: '2026-11-20' };
const OCTOBER = { accountingMonth: '2026-10', from: '2026-09-21', to: '2026-10-20' };

let n = 0;
const line = (
  amount: number,
  taxRate: TaxRate = 10,
  originalSales: StatementLine['originalSales'] = null,
): StatementLine => ({
  kind: originalSales || amount < 0 ? 'adjustment' : 'fee',
  sourceId: `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
  date: null,
  description: 'line',
  quantity: null,
  unit: null,
  unitPrice: null,
  amount,
  taxRate,
  taxExemptReason: null,
  originalSales,
});

describe('statement figures (適格請求書 and 適格返還請求書)', () => {
  it('leaves a month without returns as before: one rounding per rate over every line', () => {
    const f = statementFigures([line(105), line(105), line(-50)], 0, 'floor', OWN);
    expect(f.returns).toBeNull();
    expect(f.tax).toEqual(f.dealings);
    // (105 + 105 − 50) × 10 % = 16: the month's own discount is netted before rounding.
    expect(f.tax.taxAmount).toBe(16);
    expect(f.totalAmount).toBe(176);
    expect(clientDocumentKindOf(f)).toBe('invoice');
    expect(paysNothing(f)).toBe(false);
  });

  it('taxes a 値引き of an earlier month apart, once per rate, and adds the two parts per rate', () => {
    const f = statementFigures(
      [line(10_005), line(-1_005, 10, OCTOBER), line(-1_005, 10, OCTOBER), line(-3_333, 8, OCTOBER)],
      0,
      'floor',
      OWN,
    );
    expect(f.dealings.byRate).toEqual([
      { taxRate: 10, taxableAmount: 10_005, taxAmount: 1_000, totalAmount: 11_005 },
    ]);
    // Returns: −2,010 at 10 % is −201 tax (not −100 − 100); −3,333 at 8 % is −266 (toward zero).
    expect(f.returns?.byRate).toEqual([
      { taxRate: 10, taxableAmount: -2_010, taxAmount: -201, totalAmount: -2_211 },
      { taxRate: 8, taxableAmount: -3_333, taxAmount: -266, totalAmount: -3_599 },
    ]);
    expect(f.tax.byRate).toEqual([
      { taxRate: 10, taxableAmount: 7_995, taxAmount: 799, totalAmount: 8_794 },
      { taxRate: 8, taxableAmount: -3_333, taxAmount: -266, totalAmount: -3_599 },
    ]);
    expect(f.totalAmount).toBe(5_195);
    // Still something to bill: an invoice that carries a 返還 part, with its due date.
    expect(clientDocumentKindOf(f)).toBe('invoice');
    expect(paysNothing(f)).toBe(false);
  });

  it('makes a month that returns more than it bills a 返還請求書, its own deductions returns of its own period', () => {
    const f = statementFigures([line(20_000), line(-5_000), line(-30_000, 10, OCTOBER)], 0, 'floor', OWN);
    expect(f.lines.map((l) => l.originalSales)).toEqual([null, OWN, OCTOBER]);
    expect(f.dealings.totalAmount).toBe(22_000);
    expect(f.returns).toMatchObject({ taxableAmount: -35_000, taxAmount: -3_500, totalAmount: -38_500 });
    expect(f.totalAmount).toBe(-16_500);
    expect(clientDocumentKindOf(f)).toBe('return_invoice');
    expect(driverDocumentKindOf(f)).toBe('offset_notice');
    expect(paysNothing(f)).toBe(true);
  });

  it('rounds a returned amount by its size under each company rule', () => {
    const returned = (rounding: 'floor' | 'ceil' | 'round') =>
      statementFigures([line(-1_005, 10, OCTOBER)], 0, rounding, OWN).returns?.taxAmount;
    expect(returned('floor')).toBe(-100);
    expect(returned('ceil')).toBe(-101);
    expect(returned('round')).toBe(-101);
  });

  it('counts 立替金 into what is billed, and a zero month with a return is a return', () => {
    const withToll = statementFigures([line(-1_000, 10, OCTOBER)], 1_100, 'floor', OWN);
    expect(withToll.totalAmount).toBe(0);
    expect(clientDocumentKindOf(withToll)).toBe('return_invoice');
    const empty = statementFigures([], 0, 'floor', OWN);
    expect(empty.totalAmount).toBe(0);
    expect(clientDocumentKindOf(empty)).toBe('invoice');
    expect(driverDocumentKindOf(empty)).toBe('payment_notice');
    expect(paysNothing(empty)).toBe(true);
  });
});
