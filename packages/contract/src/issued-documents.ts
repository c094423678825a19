import { z } from 'zod';
import { accountingMonthSchema } from './accounting-month.ts';
import { bankBusinessDay, formatDateWithWeekday, isBankBusinessDay } from './calendar-dates.ts';
import {
  booleanText,
  dateSchema,
  MAX_DATE,
  MIN_DATE,
  msg,
  paginationQuery,
  searchTermQuery,
  sortQuery,
  storedFileSchema,
  uuidSchema,
} from './common.ts';
import { questionStatuses } from './payment-notice-questions.ts';
import { statementDocumentKindLabels, taxRateTotalSchema } from './statements.ts';

/**
 * 発行済み書類 (domain-model §4, domain-ja §4 電子帳簿保存法): every qualified invoice (適格請求書) and
 * payment notice (支払通知書・仕入明細書) issued, with its PDF as issued. Reissuing the same counterparty
 * and month adds a version under the same number; earlier versions stay readable (superseded).
 */
export const issuedDocumentKinds = [
  'invoice',
  'payment_notice',
  'transport_contract',
  'reimbursement_statement',
] as const;
export type IssuedDocumentKind = (typeof issuedDocumentKinds)[number];
export const issuedDocumentKindLabels: Record<IssuedDocumentKind, string> = {
  invoice: '請求書',
  payment_notice: '支払通知書',
  /** 運送契約の書面 (貨物自動車運送事業法, 2025-04): issued to both companies when a 傭車 is accepted. */
  transport_contract: '運送契約書面',
  /** 立替金精算書: a client's month of 立替金 with each receipt (client setting tollHandling). */
  reimbursement_statement: '立替金精算書',
};

/**
 * What the document was issued as, within its kind: a 返還請求書 is an invoice's month that returns more
 * than it bills, a 相殺通知書 a payment notice's month that pays nothing. The number and versions run
 * with the kind (a month stays one document), the 電帳法 search finds each by its own name.
 */
export const documentKinds = [
  'invoice',
  'return_invoice',
  'payment_notice',
  'offset_notice',
  'transport_contract',
  'reimbursement_statement',
] as const;
export type DocumentKind = (typeof documentKinds)[number];
export const documentKindLabels: Record<DocumentKind, string> = {
  ...statementDocumentKindLabels,
  transport_contract: issuedDocumentKindLabels.transport_contract,
  reimbursement_statement: issuedDocumentKindLabels.reimbursement_statement,
};

/** Document numbers: INV-2026-000001 / PN-2026-000001 / TC-2026-000001, per company, kind and year. */
export const issuedDocumentPrefixes: Record<IssuedDocumentKind, string> = {
  invoice: 'INV',
  payment_notice: 'PN',
  transport_contract: 'TC',
  reimbursement_statement: 'RS',
};
export const documentNumberOf = (kind: IssuedDocumentKind, year: number, n: number) =>
  `${issuedDocumentPrefixes[kind]}-${year}-${String(n).padStart(6, '0')}`;

export const issuedDocumentLabels = {
  kind: '書類の種類',
  documentKind: '書類の種類',
  documentNumber: '書類番号',
  version: '版',
  accountingMonth: '対象月',
  counterpartyName: '取引先・ドライバー',
  issuedOn: '発行日',
  dueOn: '支払期日',
  totalAmount: '金額',
  confirmedAt: '確認日時',
  questionStatus: '問い合わせ',
} as const;
const L = issuedDocumentLabels;

/** POST /invoices/pdf. */
export const invoicePdfInput = z.object({
  clientId: uuidSchema('取引先'),
  accountingMonth: accountingMonthSchema(),
});
export type InvoicePdfInput = z.infer<typeof invoicePdfInput>;

/** POST /reimbursement-statements/pdf: the client's 立替金精算書 of the month. */
export const reimbursementStatementPdfInput = invoicePdfInput;
export type ReimbursementStatementPdfInput = InvoicePdfInput;

/** POST /payment-notices/pdf. */
export const paymentNoticePdfInput = z.object({
  driverId: uuidSchema('ドライバー'),
  accountingMonth: accountingMonthSchema(),
});
export type PaymentNoticePdfInput = z.infer<typeof paymentNoticePdfInput>;

export const issuedDocumentSchema = z.object({
  id: z.uuid(),
  kind: z.enum(issuedDocumentKinds),
  /** The kind as issued: 請求書 or 返還請求書, 支払通知書 or 相殺通知書, 運送契約書面. */
  documentKind: z.enum(documentKinds),
  documentNumber: z.string(),
  version: z.number().int(),
  accountingMonth: z.string(),
  clientId: z.uuid().nullable(),
  driverId: z.uuid().nullable(),
  /** 運送契約書面: the accepted 傭車依頼 it documents. */
  courseOfferId: z.uuid().nullable(),
  counterpartyName: z.string(),
  issuedOn: z.string(),
  periodFrom: z.string(),
  periodTo: z.string(),
  dueOn: z.string().nullable(),
  taxableAmount: z.number().int(),
  taxAmount: z.number().int(),
  totalAmount: z.number().int(),
  taxBreakdown: z.array(taxRateTotalSchema),
  /** Set when a later version replaced this one (kept, never deleted). */
  supersededAt: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  confirmedByName: z.string().nullable(),
  /** Payment notices: 問い合わせ中 (open) from the contractor's question until answered; null when none. */
  questionStatus: z.enum(questionStatuses).nullable(),
  issuedByName: z.string().nullable(),
  createdAt: z.string(),
});
export type IssuedDocument = z.infer<typeof issuedDocumentSchema>;

/** GET /issued-documents/{id}: the document, its PDF (signed link) and every version of its number. */
export const issuedDocumentDetailSchema = issuedDocumentSchema.extend({
  file: storedFileSchema,
  versions: z.array(issuedDocumentSchema.extend({ file: storedFileSchema })),
});
export type IssuedDocumentDetail = z.infer<typeof issuedDocumentDetailSchema>;

/** GET /self/payment-notices: the driver's own current notices, each with its PDF. */
export const selfPaymentNoticeSchema = issuedDocumentSchema.extend({ file: storedFileSchema });
export type SelfPaymentNotice = z.infer<typeof selfPaymentNoticeSchema>;

export const issuedDocumentSortKeys = [
  'issuedOn',
  'totalAmount',
  'documentNumber',
  'counterpartyName',
  'accountingMonth',
] as const;

const AMOUNT_LIMIT = 100_000_000_000;
const amountQuery = (label: string) =>
  z.coerce
    .number({ error: msg.int(label) })
    .int({ error: msg.int(label) })
    .min(-AMOUNT_LIMIT, { error: msg.min(label, -AMOUNT_LIMIT) })
    .max(AMOUNT_LIMIT, { error: msg.max(label, AMOUNT_LIMIT) });

/**
 * GET /issued-documents: the 電帳法 search. Every condition combines with the others (AND); ranges
 * include both ends; counterparty matches part of the name as printed (NFKC, case folded).
 */
export const issuedDocumentListQuery = paginationQuery
  .extend({
    sort: sortQuery(issuedDocumentSortKeys).optional(),
    kind: z.enum(issuedDocumentKinds, { error: msg.select(L.kind) }).optional(),
    documentKind: z.enum(documentKinds, { error: msg.select(L.documentKind) }).optional(),
    issuedFrom: dateSchema('発行日（開始）').optional(),
    issuedTo: dateSchema('発行日（終了）').optional(),
    amountMin: amountQuery('金額（下限）').optional(),
    amountMax: amountQuery('金額（上限）').optional(),
    counterparty: searchTermQuery.optional(),
    clientId: uuidSchema('取引先').optional(),
    driverId: uuidSchema('ドライバー').optional(),
    accountingMonth: accountingMonthSchema().optional(),
    includeSuperseded: booleanText('旧版を含む').optional(),
    /** Payment notices with a question waiting (open) or answered. */
    questionStatus: z.enum(questionStatuses, { error: msg.select(L.questionStatus) }).optional(),
  })
  .refine((q) => !q.issuedFrom || !q.issuedTo || q.issuedFrom <= q.issuedTo, {
    path: ['issuedTo'],
    error: '発行日（終了）は発行日（開始）以降の日付を指定してください',
  })
  .refine((q) => q.amountMin === undefined || q.amountMax === undefined || q.amountMin <= q.amountMax, {
    path: ['amountMax'],
    error: '金額（上限）は金額（下限）以上で指定してください',
  });
export type IssuedDocumentListQuery = z.input<typeof issuedDocumentListQuery>;
export type IssuedDocumentListFilter = z.output<typeof issuedDocumentListQuery>;

/** A transfer cannot be dated on a day the banks are closed: the message offers the days around it. */
export const transferDateClosedMessage = (date: string) =>
  `振込指定日 ${formatDateWithWeekday(date)} は銀行の休業日です。前営業日 ${formatDateWithWeekday(
    bankBusinessDay(date, -1),
  )} か翌営業日 ${formatDateWithWeekday(bankBusinessDay(date, 1))} を指定してください`;

/** The 委託者コード the bank gave the company: needed once, then remembered. */
export const REQUESTER_CODE_REQUIRED_MESSAGE =
  '委託者コード（10桁）を入力してください。銀行から通知されたコードで、一度入力すると次回から自動で使われます';

/**
 * GET /payment-notices/transfer-file: the month's 総合振込 file. requesterCode is the 委託者コード the
 * bank assigned to the company (10 digits): required until one has been given, then remembered.
 */
export const transferFileQuery = z.object({
  accountingMonth: accountingMonthSchema(),
  transferDate: dateSchema('振込指定日').superRefine((date, ctx) => {
    // Out of the calendar's range the date schema has said so already.
    if (date >= MIN_DATE && date <= MAX_DATE && !isBankBusinessDay(date))
      ctx.addIssue({ code: 'custom', message: transferDateClosedMessage(date) });
  }),
  requesterCode: z
    .string({ error: '委託者コードは10桁の数字で入力してください' })
    .regex(/^\d{10}$/, { error: '委託者コードは10桁の数字で入力してください' })
    .optional(),
});
export type TransferFileQuery = z.infer<typeof transferFileQuery>;

/** The header naming drivers left out of a transfer file (URL-encoded, names joined with 、). */
export const SKIPPED_DRIVERS_HEADER = 'x-skipped-drivers';
/** The header carrying the id of the document a PDF route just registered. */
export const DOCUMENT_ID_HEADER = 'x-document-id';

/** The sentence a payment notice asks the driver to act on (仕入明細書 confirmation). */
export const PAYMENT_NOTICE_CONFIRMATION_TEXT =
  '記載内容に誤りがある場合は、受領後7日以内にご連絡ください。期間内にご連絡がない場合は確認済みとします。';
