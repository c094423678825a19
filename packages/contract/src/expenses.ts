import { z } from 'zod';
import { accountingMonthSchema } from './accounting-month.ts';
import { approvalFields, approveStatuses } from './approvals.ts';
import {
  booleanText,
  dateSchema,
  intSchema,
  msg,
  optionalText,
  paginationQuery,
  pastDateSchema,
  storedFileSchema,
  uuidSchema,
} from './common.ts';
import { expenseTypes } from './company-settings.ts';
import { feeTypes } from './contracts.ts';
import { invoiceRegistrationNumberSchema } from './japanese-fields.ts';
import { taxRateSchema } from './tax.ts';
import { expectedVersionField, versionSchema } from './versions.ts';

/** 経費・立替金 (domain-model §4): under a destination or a course. Receipts are photos. */
export const EXPENSE_MAX_YEN = 10_000_000;
export const EXPENSE_RECEIPT_MAX_COUNT = 5;
export const EXPENSE_RECEIPT_MAX_BYTES = 15 * 1024 * 1024;

export const expenseLabels = {
  expenseType: '経費の種類',
  amount: '金額',
  taxIncluded: '税込・税抜',
  taxRate: '税率',
  paidOn: '支払日',
  payeeName: '支払先',
  payeeRegistrationNumber: '支払先の登録番号',
  memo: '備考',
  billable: '荷主へ請求',
  receiptImages: '領収書',
} as const;
const L = expenseLabels;

/**
 * The fields of an expense (JSON, or multipart text with receipt images). taxRate and taxIncluded
 * default to the company's expense tax settings for the type when absent.
 */
export const expenseFields = z.object({
  expenseType: z.enum(expenseTypes, { error: msg.select(L.expenseType) }),
  amount: z.coerce.number({ error: msg.int(L.amount) }).pipe(intSchema(L.amount, 1, EXPENSE_MAX_YEN)),
  taxIncluded: booleanText(L.taxIncluded).optional(),
  taxRate: z.coerce
    .number({ error: msg.select(L.taxRate) })
    .pipe(taxRateSchema)
    .optional(),
  paidOn: pastDateSchema(L.paidOn),
  payeeName: optionalText(L.payeeName, 100),
  /** The receipt's 登録番号 (適格簡易請求書): checked like a company's, since shops and roads issue them. */
  payeeRegistrationNumber: invoiceRegistrationNumberSchema(L.payeeRegistrationNumber),
  memo: optionalText(L.memo, 1000),
  billable: booleanText(L.billable).default(false),
  /**
   * 申請する in the same request: saved as requested rather than draft (the phone's outbox sends one
   * request per record, so filing and requesting travel together).
   */
  requestApproval: booleanText('承認申請').default(false),
});
export type ExpenseFields = z.input<typeof expenseFields>;
export type ExpenseValues = z.output<typeof expenseFields>;

export const expenseSchema = z.object({
  id: z.uuid(),
  version: versionSchema,
  destinationId: z.uuid().nullable(),
  destinationName: z.string().nullable(),
  courseId: z.uuid(),
  courseName: z.string(),
  deliveryDate: z.string(),
  driverId: z.uuid().nullable(),
  driverName: z.string().nullable(),
  expenseType: z.enum(expenseTypes),
  amount: z.number().int(),
  taxIncluded: z.boolean(),
  taxRate: z.number().int(),
  paidOn: z.string(),
  payeeName: z.string().nullable(),
  payeeRegistrationNumber: z.string().nullable(),
  memo: z.string().nullable(),
  billable: z.boolean(),
  receiptImages: z.array(storedFileSchema),
  ...approvalFields,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Expense = z.infer<typeof expenseSchema>;

export const destinationExpenseParams = z.object({
  destId: uuidSchema('配送先'),
  id: uuidSchema('経費'),
});
export const courseExpenseParams = z.object({
  courseId: uuidSchema('コース'),
  id: uuidSchema('経費'),
});

/**
 * PUT: the same fields, plus receipts to remove (`deleteReceiptIds[n]` in a form). New receipt
 * images are added; the total stays within EXPENSE_RECEIPT_MAX_COUNT.
 */
export const expenseUpdateFields = expenseFields.extend({
  deleteReceiptIds: z
    .array(uuidSchema('削除する領収書'), { error: '削除する領収書の指定が正しくありません' })
    .max(EXPENSE_RECEIPT_MAX_COUNT, {
      error: `削除する領収書は${EXPENSE_RECEIPT_MAX_COUNT}件以内で指定してください`,
    })
    .default([]),
  /** The version the form loaded (optional; stale → 409). A form field, so text is read as a number. */
  version: z.coerce
    .number({ error: 'バージョンは整数で入力してください' })
    .pipe(expectedVersionField.version.unwrap())
    .optional(),
});
export type ExpenseUpdateFields = z.input<typeof expenseUpdateFields>;
export type ExpenseUpdateValues = z.output<typeof expenseUpdateFields>;

/** POST /expenses/actions/update-status: several requested expenses decided at once (all or nothing). */
export const EXPENSE_BULK_MAX = 200;
export const expenseBulkDecisionInput = z
  .object({
    ids: z
      .array(uuidSchema('経費'), { error: '経費を選択してください' })
      .min(1, { error: '経費を選択してください' })
      .max(EXPENSE_BULK_MAX, { error: `経費は${EXPENSE_BULK_MAX}件以内で選択してください` }),
    status: z.enum(['approved', 'rejected'], { error: '承認または差戻しを選択してください' }),
    comment: optionalText('コメント', 1000),
  })
  .refine((v) => v.status !== 'rejected' || v.comment !== null, {
    path: ['comment'],
    error: '差戻しの理由を入力してください',
  });
export type ExpenseBulkDecisionInput = z.input<typeof expenseBulkDecisionInput>;

/** GET /self/expenses (deliveryDate): the driver's own expenses of the day's courses. */
export const selfExpenseQuery = z.object({ deliveryDate: dateSchema('配送日').optional() });

const approveStatusFilter = z.enum(approveStatuses, { error: msg.select('承認状況') });

/**
 * GET /expenses (staff): the 電子帳簿保存法 search too — the receipt's date (from, to: 支払日), amount
 * (amountMin, amountMax) and payee (part of the name), each a range or alone, all combined.
 */
export const expenseListQuery = paginationQuery.extend({
  from: dateSchema('開始日').optional(),
  to: dateSchema('終了日').optional(),
  amountMin: z.coerce
    .number({ error: msg.int('金額（下限）') })
    .pipe(intSchema('金額（下限）', 0, EXPENSE_MAX_YEN))
    .optional(),
  amountMax: z.coerce
    .number({ error: msg.int('金額（上限）') })
    .pipe(intSchema('金額（上限）', 0, EXPENSE_MAX_YEN))
    .optional(),
  payee: optionalText('支払先', 100)
    .transform((v) => v ?? undefined)
    .optional(),
  driverId: uuidSchema('ドライバー').optional(),
  contractId: uuidSchema('契約').optional(),
  isApproved: booleanText('承認済み').optional(),
  approveStatus: approveStatusFilter.optional(),
  feeType: z.enum(feeTypes, { error: msg.select('運賃区分') }).optional(),
});
export type ExpenseListQuery = z.input<typeof expenseListQuery>;

/** GET /course-expenses (staff): courses that have expenses, by delivery date. */
export const courseExpenseListQuery = paginationQuery.extend({
  from: dateSchema('開始日').optional(),
  to: dateSchema('終了日').optional(),
  driverId: uuidSchema('ドライバー').optional(),
  groupId: uuidSchema('グループ').optional(),
  contractId: uuidSchema('契約').optional(),
  approveStatus: approveStatusFilter.optional(),
});
export type CourseExpenseListQuery = z.input<typeof courseExpenseListQuery>;

const statusTotals = z.object(
  Object.fromEntries(approveStatuses.map((s) => [s, z.number().int()])) as Record<
    (typeof approveStatuses)[number],
    z.ZodNumber
  >,
);
/** A course with the count and amounts of its expenses, per approval state. */
export const courseExpenseSummarySchema = z.object({
  courseId: z.uuid(),
  courseName: z.string(),
  deliveryDate: z.string(),
  driverId: z.uuid().nullable(),
  driverName: z.string().nullable(),
  contractId: z.uuid().nullable(),
  contractName: z.string().nullable(),
  expenseCount: z.number().int(),
  totalAmount: z.number().int(),
  counts: statusTotals,
  amounts: statusTotals,
});
export type CourseExpenseSummary = z.infer<typeof courseExpenseSummarySchema>;

/** GET /expenses/by-client: the client's billable approved expenses of an accounting month (one client's month, not a paged list: no total). */
export const expenseByClientQuery = z.object({
  accountingMonth: accountingMonthSchema('対象月'),
  clientId: uuidSchema('取引先'),
});
export const expenseByClientResponse = z.object({
  clientId: z.uuid(),
  accountingMonth: z.string(),
  from: z.string(),
  to: z.string(),
  totalAmount: z.number().int(),
  data: z.array(expenseSchema),
});
export type ExpenseByClientResponse = z.infer<typeof expenseByClientResponse>;
