import { describe, expect, it } from 'vitest';
import { statementFigures } from './statement-figures.ts';
import type { ReimbursementLine, StatementLine } from './statements.ts';
import {
  type BilledExpense,
  billedAsFee,
  clientExpenseParts,
  paidAmount,
  taxExcludedAmount,
} from './toll-handling.ts';

const expense = (over: Partial<BilledExpense>): BilledExpense => ({
  id: '00000000-0000-4000-8000-000000000001',
  date: '2026-11-10',
  expenseType: 'toll',
  courseName: '豊洲1便',
  memo: null,
  amount: 1320,
  taxIncluded: true,
  taxRate: 10,
  paidOn: '2026-11-10',
  payeeName: '首都高速道路株式会社',
  payeeRegistrationNumber: null,
  ...over,
});

const OWN = { accountingMonth: '2026-11', from: '2026-11-01', to: '2026-11-30' };
/** The statement's figures as the month close makes them: 立替金 added after the taxed lines. */
const statementTotals = (lines: StatementLine[], reimbursements: ReimbursementLine[], rounding: 'floor') =>
  statementFigures(
    lines,
    reimbursements.reduce((s, r) => s + r.amount, 0),
    rounding,
    OWN,
  );

const fee = (amount: number): StatementLine => ({
  kind: 'fee',
  sourceId: '00000000-0000-4000-8000-0000000000ff',
  date: '2026-11-10',
  description: '定期便',
  quantity: 1,
  unit: '便',
  unitPrice: amount,
  amount,
  taxRate: 10,
  taxExemptReason: null,
  originalSales: null,
});

describe('taxExcludedAmount / paidAmount', () => {
  it('takes the receipt tax out of a tax-included amount, rounding the tax inside down', () => {
    expect(taxExcludedAmount(expense({ amount: 1320 }))).toBe(1200);
    // 1,050 × 10 / 110 = 95.45… → 95 inside, 955 without.
    expect(taxExcludedAmount(expense({ amount: 1050 }))).toBe(955);
    expect(taxExcludedAmount(expense({ amount: 1080, taxRate: 8 }))).toBe(1000);
    expect(taxExcludedAmount(expense({ amount: 500, taxRate: 0 }))).toBe(500);
    expect(taxExcludedAmount(expense({ amount: 500, taxIncluded: false }))).toBe(500);
  });

  it('adds the tax to a tax-excluded entry by the company rounding', () => {
    expect(paidAmount(expense({ amount: 1320 }), 'floor')).toBe(1320);
    expect(paidAmount(expense({ amount: 505, taxIncluded: false }), 'floor')).toBe(555);
    expect(paidAmount(expense({ amount: 505, taxIncluded: false }), 'ceil')).toBe(556);
  });
});

describe('billedAsFee', () => {
  it('puts road costs in the 運賃 only when included; その他 is always 立替金', () => {
    for (const type of ['toll', 'parking', 'fuel'] as const) {
      expect(billedAsFee(type, 'included')).toBe(true);
      expect(billedAsFee(type, 'reimbursed')).toBe(false);
    }
    expect(billedAsFee('other', 'included')).toBe(false);
    expect(billedAsFee('other', 'reimbursed')).toBe(false);
  });
});

describe('a client statement’s totals under each setting', () => {
  const receipts = [
    expense({ id: '00000000-0000-4000-8000-000000000001', amount: 1320 }),
    expense({
      id: '00000000-0000-4000-8000-000000000002',
      expenseType: 'parking',
      amount: 505,
      taxIncluded: false,
      payeeName: '港パーキング',
    }),
    // Food bought for the client at 8 %: 立替金 under either setting.
    expense({ id: '00000000-0000-4000-8000-000000000003', expenseType: 'other', amount: 1080, taxRate: 8 }),
  ];

  it('included: road costs join the 10 % subtotal, taxed once with the fees', () => {
    const parts = clientExpenseParts(receipts, 'included', 'floor');
    expect(parts.lines.map((l) => [l.kind, l.amount, l.taxRate, l.description])).toEqual([
      ['expense', 1200, 10, '高速代 豊洲1便'],
      ['expense', 505, 10, '駐車場代 豊洲1便'],
    ]);
    expect(parts.reimbursements.map((r) => [r.expenseType, r.amount])).toEqual([['other', 1080]]);
    const totals = statementTotals([fee(30000), ...parts.lines], parts.reimbursements, 'floor');
    // 31,705 × 10 % = 3,170.5 → 3,170 (once for the rate).
    expect(totals.tax.byRate).toEqual([
      { taxRate: 10, taxableAmount: 31705, taxAmount: 3170, totalAmount: 34875 },
    ]);
    expect(totals).toMatchObject({ reimbursementTotal: 1080, totalAmount: 35955 });
  });

  it('reimbursed: road costs are 立替金 at what was paid, outside the taxable subtotal and untaxed', () => {
    const parts = clientExpenseParts(receipts, 'reimbursed', 'floor');
    expect(parts.lines).toEqual([]);
    expect(parts.reimbursements.map((r) => [r.paidOn, r.payeeName, r.amount])).toEqual([
      ['2026-11-10', '首都高速道路株式会社', 1320],
      ['2026-11-10', '港パーキング', 555],
      ['2026-11-10', '首都高速道路株式会社', 1080],
    ]);
    const totals = statementTotals([fee(30000)], parts.reimbursements, 'floor');
    expect(totals.tax).toEqual({
      byRate: [{ taxRate: 10, taxableAmount: 30000, taxAmount: 3000, totalAmount: 33000 }],
      taxableAmount: 30000,
      taxAmount: 3000,
      totalAmount: 33000,
    });
    expect(totals).toMatchObject({ reimbursementTotal: 2955, totalAmount: 35955 });
  });
});
