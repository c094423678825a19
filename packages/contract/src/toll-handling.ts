import type { TaxRounding } from './companies.ts';
import { type ExpenseType, expenseTypeLabels } from './company-settings.ts';
import type { ReimbursementLine, StatementLine } from './statements.ts';
import type { TaxRate } from './tax.ts';
import { taxOn } from './tax-totals.ts';

/**
 * 立替金 or 運賃 (domain-ja §4): how a client is billed the road costs a driver paid. `included`: they
 * are part of the 運賃 and taxed at 10 % like it (the normal case and the default); `reimbursed`: the
 * client agreed to bear them at cost, so they are passed on as 立替金 outside the carrier's sales,
 * untaxed, with the receipts listed on a 立替金精算書.
 */
export const tollHandlings = ['included', 'reimbursed'] as const;
export type TollHandling = (typeof tollHandlings)[number];
export const tollHandlingLabels: Record<TollHandling, string> = {
  included: '運賃に含める（課税10%）',
  reimbursed: '立替金として精算（対象外）',
};
export const TOLL_HANDLING_HELP =
  '高速代・駐車場代・燃料代の請求方法。立替金にすると消費税の対象外として請求し、立替金精算書を発行します';

/**
 * The expenses a carrier incurs as the road user, which the setting governs. その他 (goods bought for
 * the client, e.g. food at 8 %) is paid on the client's behalf, so it is always 立替金.
 */
export const roadUseExpenseTypes: readonly ExpenseType[] = ['toll', 'parking', 'fuel'];

/** The rate road costs billed as 運賃 carry: transport is a service (domain-ja §4). */
export const TRANSPORT_TAX_RATE = 10;

/** An approved billable expense, as the statement reads it. */
export type BilledExpense = {
  id: string;
  /** The course's delivery date (what puts it in the period). */
  date: string;
  expenseType: ExpenseType;
  courseName: string | null;
  memo: string | null;
  amount: number;
  taxIncluded: boolean;
  taxRate: number;
  /** The receipt's date and payee (電帳法 search keys; printed on the 精算書). */
  paidOn: string;
  payeeName: string | null;
  payeeRegistrationNumber: string | null;
};

/** What was actually paid: a tax-excluded entry gets its tax added (company rounding). */
export const paidAmount = (
  e: Pick<BilledExpense, 'amount' | 'taxIncluded' | 'taxRate'>,
  rounding: TaxRounding,
) => (e.taxIncluded ? e.amount : e.amount + taxOn(e.amount, e.taxRate, rounding));

/**
 * The price without the receipt's tax: 1,320 paid at 10 % is 1,200. Billed as 運賃 this way, the client
 * pays the cost once the invoice adds its 10 % (the carrier credits the receipt's tax as a purchase).
 * The tax inside is rounded down, as a receipt states it.
 */
export const taxExcludedAmount = (e: Pick<BilledExpense, 'amount' | 'taxIncluded' | 'taxRate'>) =>
  e.taxIncluded ? e.amount - Math.floor((e.amount * e.taxRate) / (100 + e.taxRate)) : e.amount;

const describe = (e: BilledExpense) =>
  [expenseTypeLabels[e.expenseType], e.courseName, e.memo].filter(Boolean).join(' ');

export const reimbursementLineOf = (e: BilledExpense, rounding: TaxRounding): ReimbursementLine => ({
  expenseId: e.id,
  date: e.date,
  paidOn: e.paidOn,
  payeeName: e.payeeName,
  payeeRegistrationNumber: e.payeeRegistrationNumber,
  expenseType: e.expenseType,
  description: describe(e),
  amount: paidAmount(e, rounding),
});

const feeLineOf = (e: BilledExpense): StatementLine => ({
  kind: 'expense',
  sourceId: e.id,
  date: e.date,
  description: describe(e),
  quantity: null,
  unit: null,
  unitPrice: null,
  amount: taxExcludedAmount(e),
  taxRate: TRANSPORT_TAX_RATE as TaxRate,
  taxExemptReason: null,
  originalSales: null,
});

/** Whether the client's setting bills this expense as 運賃 (a taxable line) rather than as 立替金. */
export const billedAsFee = (expenseType: ExpenseType, tollHandling: TollHandling) =>
  tollHandling === 'included' && roadUseExpenseTypes.includes(expenseType);

/** A client's billable expenses split by its setting: taxable 運賃 lines, and 立替金. */
export function clientExpenseParts(
  expenses: readonly BilledExpense[],
  tollHandling: TollHandling,
  rounding: TaxRounding,
): { lines: StatementLine[]; reimbursements: ReimbursementLine[] } {
  const lines: StatementLine[] = [];
  const reimbursements: ReimbursementLine[] = [];
  for (const e of expenses) {
    if (billedAsFee(e.expenseType, tollHandling)) lines.push(feeLineOf(e));
    else reimbursements.push(reimbursementLineOf(e, rounding));
  }
  return { lines, reimbursements };
}
