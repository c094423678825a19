import { z } from 'zod';
import { bankAccountFields, bankAccountLabels, jpAccountTypes } from './bank-account.ts';
import { booleanText, msg, optionalText, storedFileSchema } from './common.ts';
import { invoiceRegistrationNumberSchema, phoneSchema } from './japanese-fields.ts';
import { optionalEmailSchema } from './partner-fields.ts';
import { taxRateSchema } from './tax.ts';
import { formatWorkMinutes } from './working-time-rules.ts';

// ---- 自社設定 (POST /self/company/settings, multipart) ----

export const SEAL_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export const companySettingsLabels = {
  invoiceRegistrationNumber: '登録番号',
  ...bankAccountLabels,
  sealImpressionImage: '社印',
  deleteSealImpressionImage: '社印の削除',
  contactDepartment: 'お問い合わせ先の担当部署',
  contactPhone: 'お問い合わせ先の電話番号',
  contactEmail: 'お問い合わせ先のメールアドレス',
} as const;
const S = companySettingsLabels;

/**
 * The text fields of the settings form. POST replaces the settings: an absent field is cleared, an
 * empty bankCode or branchCode (the spec's client sends them so) is unset. The seal image is a file
 * part; without one the stored seal stays, unless deleteSealImpressionImage is true.
 */
export const companySettingsFields = z.object({
  invoiceRegistrationNumber: invoiceRegistrationNumberSchema(S.invoiceRegistrationNumber, { strict: true }),
  ...bankAccountFields,
  deleteSealImpressionImage: booleanText(S.deleteSealImpressionImage).default(false),
  /** Printed on the 支払通知書 as whom the driver asks. */
  contactDepartment: optionalText(S.contactDepartment, 100),
  contactPhone: phoneSchema(S.contactPhone),
  contactEmail: optionalEmailSchema(S.contactEmail),
});
export type CompanySettingsInput = z.input<typeof companySettingsFields>;
export type CompanySettingsValues = z.output<typeof companySettingsFields>;

export const companySettingsSchema = z.object({
  invoiceRegistrationNumber: z.string().nullable(),
  bankName: z.string().nullable(),
  bankCode: z.string().nullable(),
  branchName: z.string().nullable(),
  branchCode: z.string().nullable(),
  jpAccountType: z.enum(jpAccountTypes).nullable(),
  accountNumber: z.string().nullable(),
  accountHolder: z.string().nullable(),
  /** PNG or JPEG, printed on invoices; a signed link with a thumbnail. */
  sealImpressionImage: storedFileSchema.nullable(),
  contactDepartment: z.string().nullable(),
  contactPhone: z.string().nullable(),
  contactEmail: z.string().nullable(),
  /** 委託者コード of the 全銀 transfer file, remembered from the last file made with one (read only). */
  zenginRequesterCode: z.string().nullable(),
  /** null until the settings were first saved. */
  updatedAt: z.string().nullable(),
});
export type CompanySettings = z.infer<typeof companySettingsSchema>;

/** Whom a driver asks about a 支払通知書: the settings' お問い合わせ先, each part else the issuer. */
export type PaymentNoticeContact = {
  companyName: string;
  /** 担当部署 from the settings; null: the staff member who issues it is named instead. */
  department: string | null;
  person: string;
  phone: string | null;
  email: string | null;
};

/** The contact from the company, its settings and the issuing user, as the notice prints it. */
export const paymentNoticeContact = (
  company: { name: string; phone: string | null },
  settings: Pick<CompanySettings, 'contactDepartment' | 'contactPhone' | 'contactEmail'> | null,
  issuer: { name: string; email: string | null },
): PaymentNoticeContact => ({
  companyName: company.name,
  department: settings?.contactDepartment ?? null,
  person: issuer.name,
  phone: settings?.contactPhone ?? company.phone,
  email: settings?.contactEmail ?? issuer.email,
});

/**
 * 「お問い合わせ先　デモ運送株式会社　業務部 精算担当　電話：03-…　メール：…」, or with 「担当：山田」 when
 * the company set no department. The PDF and the preview before issuing print the same text.
 */
export function paymentNoticeContactText(c: PaymentNoticeContact): string {
  const who = c.department ?? `担当：${c.person}`;
  const ways = [c.phone ? `電話：${c.phone}` : null, c.email ? `メール：${c.email}` : null].filter(Boolean);
  return [`お問い合わせ先　${c.companyName}　${who}`, ...ways].join('　');
}

// ---- 経費の税区分 ----

export const expenseTypes = ['toll', 'parking', 'fuel', 'other'] as const;
export type ExpenseType = (typeof expenseTypes)[number];
export const expenseTypeLabels: Record<ExpenseType, string> = {
  toll: '高速代',
  parking: '駐車場代',
  fuel: '燃料代',
  other: 'その他',
};

export const expenseTaxSettingSchema = z.object({
  expenseType: z.enum(expenseTypes, { error: msg.select('経費の種類') }),
  taxRate: taxRateSchema,
  taxIncluded: z.boolean({ error: msg.boolean('税込・税抜') }),
});
export type ExpenseTaxSetting = z.infer<typeof expenseTaxSettingSchema>;

/** What applies until a company saves its own: receipts are 10 % and tax-included. */
export const defaultExpenseTaxSettings: readonly ExpenseTaxSetting[] = expenseTypes.map((expenseType) => ({
  expenseType,
  taxRate: 10,
  taxIncluded: true,
}));

/** POST replaces the set: each expense type at most once; a type left out goes back to its default. */
export const expenseTaxSettingsInput = z.object({
  items: z
    .array(expenseTaxSettingSchema, { error: msg.required('経費の税区分') })
    .max(expenseTypes.length, { error: `経費の税区分は${expenseTypes.length}件以内で指定してください` })
    .superRefine((items, ctx) => {
      const seen = new Set<string>();
      items.forEach((item, i) => {
        if (seen.has(item.expenseType)) {
          ctx.addIssue({
            code: 'custom',
            message: `${expenseTypeLabels[item.expenseType]}が重複しています`,
            path: [i, 'expenseType'],
          });
        }
        seen.add(item.expenseType);
      });
    }),
});
export type ExpenseTaxSettingsInput = z.input<typeof expenseTaxSettingsInput>;

/** Always one row per expense type, in expenseTypes' order (saved or default). */
export const expenseTaxSettingsSchema = z.object({ items: z.array(expenseTaxSettingSchema) });
export type ExpenseTaxSettings = z.infer<typeof expenseTaxSettingsSchema>;

// ---- 所要時間設定 ----

export type DurationField = {
  label: string;
  unit: string;
  min: number;
  max: number;
  default: number;
  step: number;
};

/**
 * Every routing duration setting with its label, unit, allowed range and default (domain-model §2):
 * the schema, the form and the help text read the same record.
 */
export const routingDurationFields = {
  averageSpeedKmh: { label: '平均速度（一般道）', unit: 'km/h', min: 5, max: 80, default: 25, step: 1 },
  highwaySpeedKmh: { label: '平均速度（高速道路）', unit: 'km/h', min: 20, max: 100, default: 60, step: 1 },
  detourFactor: { label: '迂回係数', unit: '倍', min: 1, max: 3, default: 1.3, step: 0.05 },
  serviceMinutes: { label: '1件あたりの作業時間', unit: '分', min: 0, max: 240, default: 5, step: 1 },
  loadingMinutes: { label: '拠点での積込時間', unit: '分', min: 0, max: 480, default: 30, step: 1 },
  maxWorkingMinutes: { label: '1日の拘束時間の上限', unit: '分', min: 60, max: 960, default: 780, step: 1 },
  maxDrivingMinutes: { label: '1日の運転時間の上限', unit: '分', min: 60, max: 720, default: 540, step: 1 },
  breakAfterDrivingMinutes: {
    label: '休憩までの連続運転時間',
    unit: '分',
    min: 30,
    max: 270,
    default: 240,
    step: 1,
  },
  breakMinutes: { label: '休憩時間', unit: '分', min: 10, max: 120, default: 30, step: 1 },
} as const satisfies Record<string, DurationField>;
export type RoutingDurationKey = keyof typeof routingDurationFields;

/** Minutes as hours and minutes (「13時間」「4時間30分」), as the working-time limits are spoken of. */
export const minutesAmount = (n: number) => formatWorkMinutes(n);

/**
 * A value with its unit as a message says it: speeds in words (時速25キロ), an hour or more of minutes
 * in hours with the minutes typed (16時間（960分）).
 */
export const durationAmount = (f: DurationField, n: number) =>
  f.unit === 'km/h'
    ? `時速${n}キロ`
    : f.unit === '分' && n >= 60
      ? `${minutesAmount(n)}（${n}分）`
      : `${n}${f.unit}`;

const durationNumber = (key: RoutingDurationKey) => {
  const f: DurationField = routingDurationFields[key];
  const base = z.number({ error: `${f.label}は数値で入力してください` });
  return (f.step < 1 ? base : base.int({ error: msg.int(f.label) }))
    .min(f.min, { error: `${f.label}は${durationAmount(f, f.min)}以上で入力してください` })
    .max(f.max, { error: `${f.label}は${durationAmount(f, f.max)}以下で入力してください` })
    .default(f.default);
};

/** POST replaces the settings; a field left out takes its default. */
export const routingDurationSettingsInput = z
  .object({
    averageSpeedKmh: durationNumber('averageSpeedKmh'),
    highwaySpeedKmh: durationNumber('highwaySpeedKmh'),
    detourFactor: durationNumber('detourFactor'),
    serviceMinutes: durationNumber('serviceMinutes'),
    loadingMinutes: durationNumber('loadingMinutes'),
    maxWorkingMinutes: durationNumber('maxWorkingMinutes'),
    maxDrivingMinutes: durationNumber('maxDrivingMinutes'),
    breakAfterDrivingMinutes: durationNumber('breakAfterDrivingMinutes'),
    breakMinutes: durationNumber('breakMinutes'),
  })
  .refine((v) => v.maxDrivingMinutes <= v.maxWorkingMinutes, {
    error: '運転時間の上限は拘束時間の上限以下にしてください',
    path: ['maxDrivingMinutes'],
  })
  .refine((v) => v.breakAfterDrivingMinutes <= v.maxDrivingMinutes, {
    error: '休憩までの連続運転時間は運転時間の上限以下にしてください',
    path: ['breakAfterDrivingMinutes'],
  });
export type RoutingDurationSettingsInput = z.input<typeof routingDurationSettingsInput>;
export type RoutingDurationSettingsValues = z.output<typeof routingDurationSettingsInput>;

export const defaultRoutingDurationSettings = Object.fromEntries(
  Object.entries(routingDurationFields).map(([key, f]) => [key, f.default]),
) as RoutingDurationSettingsValues;

export const routingDurationSettingsSchema = z.object({
  averageSpeedKmh: z.number(),
  highwaySpeedKmh: z.number(),
  detourFactor: z.number(),
  serviceMinutes: z.number().int(),
  loadingMinutes: z.number().int(),
  maxWorkingMinutes: z.number().int(),
  maxDrivingMinutes: z.number().int(),
  breakAfterDrivingMinutes: z.number().int(),
  breakMinutes: z.number().int(),
  /** false while the defaults apply (nothing saved yet). */
  saved: z.boolean(),
});
export type RoutingDurationSettings = z.infer<typeof routingDurationSettingsSchema>;
