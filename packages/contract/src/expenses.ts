import { z } from 'zod';
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
import { taxRateSchema } from './tax.ts';

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
  memo: optionalText(L.memo, 1000),
  billable: booleanText(L.billable).default(false),
});
export type ExpenseFields = z.input<typeof expenseFields>;
export type ExpenseValues = z.output<typeof expenseFields>;

export const expenseSchema = z.object({
  id: z.uuid(),
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

/** GET /self/expenses (deliveryDate): the driver's own expenses of the day's courses. */
export const selfExpenseQuery = z.object({ deliveryDate: dateSchema('配送日').optional() });

const approveStatusFilter = z.enum(approveStatuses, { error: msg.select('承認状況') });

/** GET /expenses (staff). */
export const expenseListQuery = paginationQuery.extend({
  from: dateSchema('開始日').optional(),
  to: dateSchema('終了日').optional(),
  driverId: uuidSchema('ドライバー').optional(),
  contractId: uuidSchema('契約').optional(),
  isApproved: booleanText('承認済み').optional(),
  approveStatus: approveStatusFilter.optional(),
  feeType: z.enum(feeTypes, { error: msg.select('運賃区分') }).optional(),
});
export type ExpenseListQuery = z.input<typeof expenseListQuery>;
