import { z } from 'zod';
import { accountingMonthSchema } from './accounting-month.ts';
import { msg, optionalText, paginationQuery, requiredText, uuidSchema } from './common.ts';
import {
  requireTaxExemptReason,
  serviceTaxRateSchema,
  TAX_EXEMPT_REASON_LABEL,
  taxExemptReasonSchema,
} from './tax.ts';

/**
 * 調整額 (domain-model §4): a signed amount (手当 +, 控除・値引 −) on a client's invoice or a contractor
 * driver's payment notice for one accounting month, tax excluded and taxed with the month's fees.
 */
export const ADJUSTMENT_MAX_YEN = 100_000_000;
/** How many adjustments one replace call may carry. */
export const ADJUSTMENT_REPLACE_MAX_ITEMS = 200;

export const adjustmentAmountLabels = {
  accountingMonth: '対象月',
  title: '内容',
  amount: '金額',
  taxRate: '税率',
  taxExemptReason: TAX_EXEMPT_REASON_LABEL,
  relatesToMonth: '値引き・返品の元の取引月',
  memo: '備考',
} as const;
const L = adjustmentAmountLabels;

const amountSchema = z
  .number({ error: msg.int(L.amount) })
  .int({ error: msg.int(L.amount) })
  .min(-ADJUSTMENT_MAX_YEN, { error: msg.min(L.amount, -ADJUSTMENT_MAX_YEN) })
  .max(ADJUSTMENT_MAX_YEN, { error: msg.max(L.amount, ADJUSTMENT_MAX_YEN) })
  .refine((v) => v !== 0, { error: '金額は0以外で入力してください（控除はマイナス）' });

/** The fields of one adjustment, without its month (a replace call names the month once). */
export const adjustmentAmountItem = z.object({
  title: requiredText(L.title, 100),
  amount: amountSchema,
  taxRate: serviceTaxRateSchema.default(10),
  taxExemptReason: taxExemptReasonSchema,
  /**
   * 値引き・返品 of earlier sales (or purchases): the accounting month of the original dealings. The
   * line is then a 売上（仕入）に係る対価の返還等 and the document shows it as such, with that month's
   * period as the dates of the original sales (消費税法 57条の4 ③). Only on a negative amount.
   */
  relatesToMonth: accountingMonthSchema(L.relatesToMonth)
    .nullish()
    .transform((v) => v ?? null),
  memo: optionalText(L.memo, 1000),
});

const RELATES_TO_NEGATIVE = '元の取引月は、値引き・返品（マイナスの金額）の場合に指定します';
const RELATES_TO_EARLIER = '元の取引月は対象月より前の月を指定してください';

/** The checks across fields of one adjustment of `month`: 0 % has its reason, a return is of earlier dealings. */
function checkAdjustment(
  item: { amount: number; taxRate: number; taxExemptReason: string | null; relatesToMonth: string | null },
  month: string,
  ctx: z.RefinementCtx,
  path: (string | number)[] = [],
) {
  requireTaxExemptReason(item, ctx, path);
  if (item.relatesToMonth === null) return;
  if (item.amount > 0)
    ctx.addIssue({ code: 'custom', path: [...path, 'relatesToMonth'], message: RELATES_TO_NEGATIVE });
  else if (item.relatesToMonth >= month)
    ctx.addIssue({ code: 'custom', path: [...path, 'relatesToMonth'], message: RELATES_TO_EARLIER });
}

export const adjustmentAmountInput = adjustmentAmountItem
  .extend({ accountingMonth: accountingMonthSchema(L.accountingMonth) })
  .superRefine((v, ctx) => checkAdjustment(v, v.accountingMonth, ctx));
export type AdjustmentAmountFields = z.input<typeof adjustmentAmountInput>;
export type AdjustmentAmountValues = z.output<typeof adjustmentAmountInput>;

/**
 * POST .../adjustment-amounts/replace: the month's whole set. An item with the id of one of the month's
 * adjustments updates it (its history continues), one without is added, and the month's adjustments
 * left out are deleted — all in one transaction.
 */
export const adjustmentAmountReplaceInput = z
  .object({
    accountingMonth: accountingMonthSchema(L.accountingMonth),
    items: z
      .array(adjustmentAmountItem.extend({ id: uuidSchema('調整額').optional() }), {
        error: '調整額の一覧を指定してください',
      })
      .max(ADJUSTMENT_REPLACE_MAX_ITEMS, {
        error: `調整額は1か月${ADJUSTMENT_REPLACE_MAX_ITEMS}件までです`,
      }),
  })
  .superRefine((v, ctx) => {
    for (const [i, item] of v.items.entries()) checkAdjustment(item, v.accountingMonth, ctx, ['items', i]);
  });
export type AdjustmentAmountReplaceInput = z.input<typeof adjustmentAmountReplaceInput>;
export type AdjustmentAmountReplaceValues = z.output<typeof adjustmentAmountReplaceInput>;

export const adjustmentAmountSchema = z.object({
  id: z.uuid(),
  clientId: z.uuid().nullable(),
  driverId: z.uuid().nullable(),
  accountingMonth: z.string(),
  title: z.string(),
  amount: z.number().int(),
  taxRate: z.number().int(),
  taxExemptReason: z.string().nullable(),
  relatesToMonth: z.string().nullable(),
  memo: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdjustmentAmount = z.infer<typeof adjustmentAmountSchema>;

/** GET .../adjustment-amounts: oldest first (the order the statement lists them). */
export const adjustmentAmountListQuery = paginationQuery.extend({
  accountingMonth: accountingMonthSchema(L.accountingMonth).optional(),
});
export type AdjustmentAmountListQuery = z.input<typeof adjustmentAmountListQuery>;

export const clientAdjustmentParams = z.object({ clientId: uuidSchema('取引先') });
export const clientAdjustmentIdParams = clientAdjustmentParams.extend({ id: uuidSchema('調整額') });
export const driverAdjustmentParams = z.object({ driverId: uuidSchema('ドライバー') });
export const driverAdjustmentIdParams = driverAdjustmentParams.extend({ id: uuidSchema('調整額') });
