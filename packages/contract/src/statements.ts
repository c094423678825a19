import { z } from 'zod';
import { accountingMonthSchema } from './accounting-month.ts';
import { uuidSchema } from './common.ts';
import { expenseTypes } from './company-settings.ts';
import { taxRates } from './tax.ts';
import { tollHandlings } from './toll-handling.ts';

/**
 * A month's statement of one counterparty (domain-model §4): what an invoice bills a client, or what a
 * payment notice pays a contractor driver. Built from approved daily reports (fees), adjustments and
 * approved expenses; the month close, the invoice PDF and the payment notice PDF all read it.
 *
 * Fees and adjustments are the company's taxable sales or purchases, tax excluded, taxed once per
 * rate. A client's road costs follow its tollHandling (toll-handling.ts): 運賃 lines at 10 %, or 立替金.
 * 立替金 are passed on (client) or reimbursed (driver) at what was paid, outside the company's
 * consumption tax, and listed apart.
 */
const taxRate = z.union(
  taxRates.map((r) => z.literal(r)) as [z.ZodLiteral<10>, z.ZodLiteral<8>, z.ZodLiteral<0>],
);

export const statementLineSchema = z.object({
  /**
   * subcontract: a course the company gave to a partner (傭車) and still bills its client for;
   * expense: a road cost billed as 運賃 (the client's tollHandling is `included`).
   */
  kind: z.enum(['fee', 'subcontract', 'adjustment', 'expense']),
  /** The daily report's, 傭車 offer's, adjustment's or expense's id. */
  sourceId: z.uuid(),
  /** The work date (fees, expenses); null for adjustments. */
  date: z.string().nullable(),
  description: z.string(),
  quantity: z.number().nullable(),
  unit: z.string().nullable(),
  unitPrice: z.number().int().nullable(),
  /** Yen, tax excluded; negative for a deduction. */
  amount: z.number().int(),
  taxRate,
  /** Why a 0 % line carries no tax (輸出免税…); null otherwise. */
  taxExemptReason: z.string().nullable(),
  /**
   * A 値引き・返品 (対価の返還等): the earlier dealings it returns, by accounting month and dates. null for
   * the month's own dealings.
   */
  originalSales: z.object({ accountingMonth: z.string(), from: z.string(), to: z.string() }).nullable(),
});
export type StatementLine = z.infer<typeof statementLineSchema>;

export const reimbursementLineSchema = z.object({
  expenseId: z.uuid(),
  /** The course's delivery date (what puts it in the period). */
  date: z.string(),
  /** The receipt: its date, payee and the payee's 登録番号 (the 立替金精算書 lists them). */
  paidOn: z.string(),
  payeeName: z.string().nullable(),
  payeeRegistrationNumber: z.string().nullable(),
  expenseType: z.enum(expenseTypes),
  description: z.string(),
  /** What was paid, tax included. */
  amount: z.number().int(),
});
export type ReimbursementLine = z.infer<typeof reimbursementLineSchema>;

export const taxRateTotalSchema = z.object({
  taxRate,
  taxableAmount: z.number().int(),
  taxAmount: z.number().int(),
  totalAmount: z.number().int(),
});

export const taxSummarySchema = z.object({
  byRate: z.array(taxRateTotalSchema),
  taxableAmount: z.number().int(),
  taxAmount: z.number().int(),
  totalAmount: z.number().int(),
});

/** Records of the period not yet approved: the month should not be closed while they wait. */
export const pendingCountsSchema = z.object({
  dailyReports: z.number().int(),
  expenses: z.number().int(),
});
export type PendingCounts = z.infer<typeof pendingCountsSchema>;

/**
 * What the statement is issued as (domain-ja §4): a 請求書, or a 返還請求書 (適格返還請求書) when the month
 * returns more than it bills; a 支払通知書, or a 相殺通知書 when deductions and returns leave nothing to pay.
 */
export const clientDocumentKinds = ['invoice', 'return_invoice'] as const;
export type ClientDocumentKind = (typeof clientDocumentKinds)[number];
export const driverDocumentKinds = ['payment_notice', 'offset_notice'] as const;
export type DriverDocumentKind = (typeof driverDocumentKinds)[number];
export type StatementDocumentKind = ClientDocumentKind | DriverDocumentKind;
export const statementDocumentKindLabels: Record<StatementDocumentKind, string> = {
  invoice: '請求書',
  return_invoice: '返還請求書',
  payment_notice: '支払通知書',
  offset_notice: '相殺通知書',
};

export const carriedOverSchema = z.object({
  /** The month of the 相殺通知書 whose shortfall is carried. */
  fromMonth: z.string(),
  documentNumber: z.string(),
  /** Negative: the shortfall taken from this month's payment. */
  amount: z.number().int(),
});
export type CarriedOver = z.infer<typeof carriedOverSchema>;
/** How the carried shortfall reads on the statement and the PDF. */
export const CARRIED_OVER_LABEL = '前月からの繰越（相殺不足額）';

const statementBase = {
  accountingMonth: z.string(),
  period: z.object({ from: z.string(), to: z.string() }),
  /** null when nothing is to be paid (total ≤ 0): a 返還請求書 or 相殺通知書 has no due date. */
  dueOn: z.string().nullable(),
  lines: z.array(statementLineSchema),
  reimbursements: z.array(reimbursementLineSchema),
  /** The document's totals per rate: the month's own dealings and the returns, each taxed once per rate. */
  tax: taxSummarySchema,
  /** The month's own dealings (lines without originalSales). */
  dealings: taxSummarySchema,
  /** 対価の返還等 (lines with originalSales): amount returned and its tax per rate; null when none. */
  returns: taxSummarySchema.nullable(),
  reimbursementTotal: z.number().int(),
  /** tax.totalAmount + reimbursementTotal (+ a driver's carriedOver): what is billed or paid. */
  totalAmount: z.number().int(),
  pending: pendingCountsSchema,
};

export const clientStatementSchema = z.object({
  clientId: z.uuid(),
  clientName: z.string(),
  closingDay: z.number().int(),
  /** How the client's road costs are billed: in the 運賃 (taxed) or as 立替金. */
  tollHandling: z.enum(tollHandlings),
  documentKind: z.enum(clientDocumentKinds),
  ...statementBase,
});
export type ClientStatement = z.infer<typeof clientStatementSchema>;

export const driverStatementSchema = z.object({
  driverId: z.uuid(),
  driverName: z.string(),
  /** T + 13 digits from the driver's profile; null for an unregistered (免税) contractor. */
  registrationNumber: z.string().nullable(),
  documentKind: z.enum(driverDocumentKinds),
  ...statementBase,
  /**
   * 前月からの繰越: what the previous month's 相殺通知書 left unsettled (its deductions beyond the
   * payment, a negative amount), taken from this month's payment. Outside the tax (the notice already
   * stated the returns and their tax): it is not a line and not in `tax`, only in `totalAmount`.
   */
  carriedOver: carriedOverSchema.nullable(),
});
export type DriverStatement = z.infer<typeof driverStatementSchema>;

/** The current (latest, not superseded) issued invoice or payment notice of a counterparty's month. */
export const issuedDocumentSummarySchema = z.object({
  id: z.uuid(),
  documentNumber: z.string(),
  version: z.number().int(),
  issuedOn: z.string(),
  totalAmount: z.number().int(),
});
export type IssuedDocumentSummary = z.infer<typeof issuedDocumentSummarySchema>;

/** What the month close adds to a statement: the parts of the total and the issue state. */
const closeFields = {
  /** Fees of the approved daily reports and of the courses given to partners (傭車), tax excluded. */
  feeAmount: z.number().int(),
  /** The month's adjustments, tax excluded (negative when deductions outweigh). */
  adjustmentAmount: z.number().int(),
  /** Road costs billed as 運賃 (client setting `included`), tax excluded; 0 for drivers. */
  expenseAmount: z.number().int(),
  issued: issuedDocumentSummarySchema.nullable(),
  /** Issued, and the statement's total is no longer the issued one: the document should be reissued. */
  changedSinceIssue: z.boolean(),
};

/** A client month's 立替金精算書: issued like the invoice, and flagged the same way when it moved. */
const reimbursementCloseFields = {
  reimbursementIssued: issuedDocumentSummarySchema.nullable(),
  /** Issued, and the month's 立替金 total is no longer the issued one: the 精算書 should be reissued. */
  reimbursementChangedSinceIssue: z.boolean(),
};

const withoutLines = { lines: true, reimbursements: true } as const;

export const clientStatementDetailSchema = clientStatementSchema
  .extend(closeFields)
  .extend(reimbursementCloseFields);
export type ClientStatementDetail = z.infer<typeof clientStatementDetailSchema>;
export const clientStatementSummarySchema = clientStatementSchema
  .omit(withoutLines)
  .extend(closeFields)
  .extend(reimbursementCloseFields);
export type ClientStatementSummary = z.infer<typeof clientStatementSummarySchema>;

export const driverStatementDetailSchema = driverStatementSchema.extend(closeFields);
export type DriverStatementDetail = z.infer<typeof driverStatementDetailSchema>;
export const driverStatementSummarySchema = driverStatementSchema.omit(withoutLines).extend(closeFields);
export type DriverStatementSummary = z.infer<typeof driverStatementSummarySchema>;

/** GET /statements/clients|drivers[/{id}]: the accounting month is required. */
export const statementQuery = z.object({ accountingMonth: accountingMonthSchema('対象月') });
export type StatementQuery = z.infer<typeof statementQuery>;
export const statementClientParams = z.object({ clientId: uuidSchema('取引先') });
export const statementDriverParams = z.object({ driverId: uuidSchema('ドライバー') });
