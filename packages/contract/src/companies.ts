import { z } from 'zod';
import { emailField } from './auth.ts';
import {
  booleanText,
  msg,
  optionalText,
  paginationQuery,
  requiredText,
  searchTermQuery,
  sortQuery,
} from './common.ts';
import {
  closingDaySchema,
  corporateNumberSchema,
  kanaSchema,
  phoneSchema,
  zipCodeSchema,
} from './japanese-fields.ts';
import { versionSchema, withExpectedVersion } from './versions.ts';

/** 端数処理 of consumption tax, applied once per invoice and rate (domain-ja §4). */
export const taxRoundings = ['floor', 'round', 'ceil'] as const;
export type TaxRounding = (typeof taxRoundings)[number];
export const taxRoundingLabels: Record<TaxRounding, string> = {
  floor: '切り捨て',
  round: '四捨五入',
  ceil: '切り上げ',
};

/** A company's 利用状態 (`active`): an inactive company's users cannot sign in. */
export const companyActiveLabel = (active: boolean) => (active ? '利用中' : '利用停止');

/** The Japanese name of every company field (messages, form labels, headers, details). */
export const companyLabels = {
  name: '会社名',
  nameKana: '会社名（フリガナ）',
  corporateNumber: '法人番号',
  zipCode: '郵便番号',
  address1: '住所',
  address2: '建物名・部屋番号',
  phone: '電話番号',
  representativeName: '代表者名',
  closingDay: '締日',
  taxRounding: '消費税の端数処理',
  invoiceRegistrationNumber: '登録番号',
  active: '利用状態',
  adminName: '管理者の氏名',
  adminEmail: '管理者のメールアドレス',
  createdAt: '登録日時',
  updatedAt: '更新日時',
} as const;
const L = companyLabels;

/** The basic details a company's own admin may edit (PUT /self/company). */
export const companyProfileInput = z.object({
  name: requiredText(L.name, 100),
  nameKana: kanaSchema(L.nameKana, 100),
  corporateNumber: corporateNumberSchema(L.corporateNumber),
  zipCode: zipCodeSchema(L.zipCode),
  address1: optionalText(L.address1, 200),
  address2: optionalText(L.address2, 200),
  phone: phoneSchema(L.phone),
  representativeName: optionalText(L.representativeName, 100),
  closingDay: closingDaySchema(L.closingDay).default(0),
  taxRounding: z.enum(taxRoundings, { error: msg.select(L.taxRounding) }).default('floor'),
});
export type CompanyProfileInput = z.input<typeof companyProfileInput>;
export type CompanyProfileValues = z.output<typeof companyProfileInput>;

/** PUT: the same fields plus the version the form loaded (optional; stale → 409). */
export const companyProfileUpdateInput = withExpectedVersion(companyProfileInput);

/** What the system administrator edits (PUT /companies/{id}): the details and the 利用状態. */
export const companyInput = companyProfileInput.extend({
  active: z.boolean({ error: msg.boolean(L.active) }).default(true),
});
export type CompanyInput = z.input<typeof companyInput>;
export type CompanyValues = z.output<typeof companyInput>;

/** POST /companies: the company and its first company_admin, who is invited by mail. */
export const companyCreateInput = companyInput.extend({
  adminName: requiredText(L.adminName, 100),
  adminEmail: emailField,
});
export type CompanyCreateInput = z.input<typeof companyCreateInput>;
export type CompanyCreateValues = z.output<typeof companyCreateInput>;

export const companySchema = z.object({
  id: z.uuid(),
  version: versionSchema,
  name: z.string(),
  nameKana: z.string().nullable(),
  corporateNumber: z.string().nullable(),
  zipCode: z.string().nullable(),
  address1: z.string().nullable(),
  address2: z.string().nullable(),
  phone: z.string().nullable(),
  representativeName: z.string().nullable(),
  closingDay: z.number().int(),
  taxRounding: z.enum(taxRoundings),
  invoiceRegistrationNumber: z.string().nullable(),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Company = z.infer<typeof companySchema>;

/** A company's staff as the system administrator sees them on the company's page. */
export const companyAdminSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  active: z.boolean(),
  lastSignedInAt: z.string().nullable(),
});
export type CompanyAdmin = z.infer<typeof companyAdminSchema>;

/** GET /companies/{id} (system administrator): the company and its admins. */
export const companyDetailSchema = companySchema.extend({ admins: z.array(companyAdminSchema) });
export type CompanyDetail = z.infer<typeof companyDetailSchema>;

/** Keys the company list can be sorted by; default: name. */
export const companySortKeys = ['name', 'createdAt'] as const;

export const companyListQuery = paginationQuery.extend({
  sort: sortQuery(companySortKeys).optional(),
  q: searchTermQuery.optional(),
  active: booleanText(L.active).optional(),
});
export type CompanyListQuery = z.input<typeof companyListQuery>;
export type CompanyListFilter = z.output<typeof companyListQuery>;
