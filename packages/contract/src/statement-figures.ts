import type { TaxRounding } from './companies.ts';
import type { ClientDocumentKind, DriverDocumentKind, StatementLine } from './statements.ts';
import { type TaxSummary, taxSummary } from './tax-totals.ts';

/**
 * The figures of a month's statement (domain-ja §4, 消費税法 57条の4 ③). Lines that return earlier
 * dealings (値引き・返品 with `originalSales`) form the 返還 part: a 適格返還請求書 states the amount
 * returned and its tax per rate, so that part is taxed once per rate on its own, and the month's own
 * dealings once per rate on theirs. The document's totals per rate are the sum of the two.
 */
export type StatementFigures = {
  lines: StatementLine[];
  tax: TaxSummary;
  dealings: TaxSummary;
  returns: TaxSummary | null;
  reimbursementTotal: number;
  totalAmount: number;
};

export type OwnPeriod = { accountingMonth: string; from: string; to: string };

/** Two summaries added rate by rate (each part keeps its own rounding). */
export function addTaxSummaries(a: TaxSummary, b: TaxSummary): TaxSummary {
  const byRate = [...a.byRate];
  for (const r of b.byRate) {
    const i = byRate.findIndex((x) => x.taxRate === r.taxRate);
    const found = byRate[i];
    if (!found) byRate.push({ ...r });
    else
      byRate[i] = {
        taxRate: r.taxRate,
        taxableAmount: found.taxableAmount + r.taxableAmount,
        taxAmount: found.taxAmount + r.taxAmount,
        totalAmount: found.totalAmount + r.totalAmount,
      };
  }
  byRate.sort((x, y) => y.taxRate - x.taxRate);
  return {
    byRate,
    taxableAmount: a.taxableAmount + b.taxableAmount,
    taxAmount: a.taxAmount + b.taxAmount,
    totalAmount: a.totalAmount + b.totalAmount,
  };
}

function figure(lines: StatementLine[], reimbursementTotal: number, rounding: TaxRounding): StatementFigures {
  const returning = lines.filter((l) => l.originalSales !== null);
  const dealings = taxSummary(
    lines.filter((l) => l.originalSales === null),
    rounding,
  );
  const returns = returning.length > 0 ? taxSummary(returning, rounding) : null;
  const tax = returns ? addTaxSummaries(dealings, returns) : dealings;
  return {
    lines,
    tax,
    dealings,
    returns,
    reimbursementTotal,
    totalAmount: tax.totalAmount + reimbursementTotal,
  };
}

/**
 * The statement's figures. A month that bills nothing once its deductions are made (total ≤ 0) is
 * documented as a return: its own deductions are then returns of its own period's dealings, so they
 * join the 返還 part with that period as the dates of the original sales.
 */
export function statementFigures(
  lines: StatementLine[],
  reimbursementTotal: number,
  rounding: TaxRounding,
  own: OwnPeriod,
): StatementFigures {
  const first = figure(lines, reimbursementTotal, rounding);
  const ownDeductions = (l: StatementLine) => l.amount < 0 && l.originalSales === null;
  if (first.totalAmount > 0 || !lines.some(ownDeductions)) return first;
  return figure(
    lines.map((l) => (ownDeductions(l) ? { ...l, originalSales: own } : l)),
    reimbursementTotal,
    rounding,
  );
}

/** Nothing is to be paid: no due date, no bank account or transfer on the document. */
export const paysNothing = (f: { totalAmount: number }) => f.totalAmount <= 0;

/** The document returns rather than bills: a negative total, or nothing to pay with returns in it. */
const returnsMore = (f: StatementFigures) => f.totalAmount < 0 || (f.totalAmount === 0 && f.returns !== null);

export const clientDocumentKindOf = (f: StatementFigures): ClientDocumentKind =>
  returnsMore(f) ? 'return_invoice' : 'invoice';
export const driverDocumentKindOf = (f: StatementFigures): DriverDocumentKind =>
  returnsMore(f) ? 'offset_notice' : 'payment_notice';
