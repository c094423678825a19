import { z } from 'zod';
import {
  booleanText,
  dateSchema,
  intSchema,
  msg,
  optionalText,
  paginationQuery,
  requiredText,
  searchTermQuery,
  sortQuery,
  uuidSchema,
} from './common.ts';
import {
  requireTaxExemptReason,
  serviceTaxRateSchema,
  TAX_EXEMPT_REASON_LABEL,
  taxExemptReasonSchema,
} from './tax.ts';
import { versionSchema, withExpectedVersion } from './versions.ts';

/** 運賃区分: what one unit price is paid for. */
export const feeTypes = ['per_course', 'per_day', 'per_stop', 'per_item', 'per_hour', 'per_km'] as const;
export type FeeType = (typeof feeTypes)[number];
export const feeTypeLabels: Record<FeeType, string> = {
  per_course: '1便',
  per_day: '日当',
  per_stop: '1件',
  per_item: '個建',
  per_hour: '時間',
  per_km: '距離',
};
/** The unit a price is per, for 「12,000円 / 便」. */
export const feeTypeUnits: Record<FeeType, string> = {
  per_course: '便',
  per_day: '日',
  per_stop: '件',
  per_item: '個',
  per_hour: '時間',
  per_km: 'km',
};

export const contractLabels = {
  clientId: '取引先',
  clientName: '取引先',
  name: '契約名',
  from: '契約開始日',
  to: '契約終了日',
  feeType: '運賃区分',
  billingUnitPrice: '請求単価',
  paymentUnitPrice: '支払単価',
  taxRate: '税率',
  taxExemptReason: TAX_EXEMPT_REASON_LABEL,
  baseId: '拠点',
  baseName: '拠点',
  loadingTasks: '契約に定める荷役・附帯業務',
  memo: '備考',
  active: '契約状態',
  createdAt: '登録日時',
  updatedAt: '更新日時',
} as const;
const L = contractLabels;

/** 有効 / 無効: the two values of a contract's `active`. */
export const contractActiveLabel = (active: boolean) => (active ? '有効' : '無効');

const MAX_YEN = 100_000_000;
const optionalDate = (label: string) =>
  dateSchema(label)
    .nullish()
    .transform((v) => v ?? null);
const endNotBeforeStart = {
  path: ['to'],
  error: `${L.to}は${L.from}以降の日付を入力してください`,
};

export const contractInput = z
  .object({
    clientId: uuidSchema(L.clientId),
    name: requiredText(L.name, 100),
    from: dateSchema(L.from),
    to: optionalDate(L.to),
    feeType: z.enum(feeTypes, { error: msg.select(L.feeType) }),
    billingUnitPrice: intSchema(L.billingUnitPrice, 0, MAX_YEN),
    paymentUnitPrice: intSchema(L.paymentUnitPrice, 0, MAX_YEN)
      .nullish()
      .transform((v) => v ?? null),
    taxRate: serviceTaxRateSchema.default(10),
    /** Required with 0 % (輸出免税・不課税), printed on the invoice. */
    taxExemptReason: taxExemptReasonSchema,
    baseId: uuidSchema(L.baseId)
      .nullish()
      .transform((v) => v ?? null),
    /** The 荷役・附帯業務 the contract lists: then the 日報 need not record 荷役 of 1 h or more. */
    loadingTasks: optionalText(L.loadingTasks, 1000),
    memo: optionalText(L.memo, 2000),
    active: z.boolean({ error: msg.boolean(L.active) }).default(true),
  })
  .refine((c) => !c.to || c.to >= c.from, endNotBeforeStart)
  .superRefine(requireTaxExemptReason);
export type ContractInput = z.input<typeof contractInput>;
export type ContractValues = z.output<typeof contractInput>;

/** PUT: the same fields plus the version the form loaded (optional; stale → 409). */
export const contractUpdateInput = withExpectedVersion(contractInput);

/**
 * POST /contracts/{id}/copy: the new period, and the new name and unit prices (a renewal usually
 * changes them); what is left out is the original's. paymentUnitPrice null clears it.
 */
export const contractCopyInput = z
  .object({
    from: dateSchema(L.from),
    to: optionalDate(L.to),
    name: requiredText(L.name, 100).optional(),
    billingUnitPrice: intSchema(L.billingUnitPrice, 0, MAX_YEN).optional(),
    paymentUnitPrice: intSchema(L.paymentUnitPrice, 0, MAX_YEN).nullable().optional(),
  })
  .refine((c) => !c.to || c.to >= c.from, endNotBeforeStart);
export type ContractCopyInput = z.input<typeof contractCopyInput>;
export type ContractCopyValues = z.output<typeof contractCopyInput>;

export const contractSchema = z.object({
  id: z.uuid(),
  version: versionSchema,
  clientId: z.uuid(),
  clientName: z.string(),
  name: z.string(),
  from: z.string(),
  to: z.string().nullable(),
  feeType: z.enum(feeTypes),
  billingUnitPrice: z.number().int(),
  paymentUnitPrice: z.number().int().nullable(),
  taxRate: z.union([z.literal(10), z.literal(8), z.literal(0)]),
  taxExemptReason: z.string().nullable(),
  baseId: z.uuid().nullable(),
  baseName: z.string().nullable(),
  loadingTasks: z.string().nullable(),
  memo: z.string().nullable(),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Contract = z.infer<typeof contractSchema>;

export const contractSortKeys = ['name', 'from', 'to', 'clientName'] as const;

export const contractListQuery = paginationQuery
  .extend({
    sort: sortQuery(contractSortKeys).optional(),
    q: searchTermQuery.optional(),
    // Contracts valid on any day of [from, to]: a range overlap, with an open end on either side.
    from: dateSchema('期間（開始）').optional(),
    to: dateSchema('期間（終了）').optional(),
    clientId: uuidSchema(L.clientId).optional(),
    active: booleanText(L.active).optional(),
  })
  .refine((q) => !q.from || !q.to || q.to >= q.from, {
    path: ['to'],
    error: '期間（終了）は期間（開始）以降の日付を指定してください',
  });
export type ContractListQuery = z.input<typeof contractListQuery>;
export type ContractListFilter = z.output<typeof contractListQuery>;
