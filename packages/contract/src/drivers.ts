import { z } from 'zod';
import { optionalEmailField } from './auth.ts';
import {
  dateSchema,
  msg,
  optionalText,
  paginationQuery,
  pastDateSchema,
  requiredText,
  searchTermQuery,
  sortQuery,
  uuidSchema,
} from './common.ts';
import { kanaSchema, phoneSchema, zipCodeSchema } from './japanese-fields.ts';
import { loginMailBody } from './login-mail.ts';
import { versionSchema, withExpectedVersion } from './versions.ts';

export const employmentTypes = ['employee', 'contractor'] as const;
export type EmploymentType = (typeof employmentTypes)[number];
export const employmentTypeLabels: Record<EmploymentType, string> = {
  employee: '社員',
  contractor: '委託',
};

/** 免許の種類 (the highest class a driver holds; けん引 is held besides a 大型 or 中型 licence). */
export const licenseClasses = [
  'ordinary',
  'semi_medium',
  'medium',
  'large',
  'large_special',
  'towing',
] as const;
export type LicenseClass = (typeof licenseClasses)[number];
export const licenseClassLabels: Record<LicenseClass, string> = {
  ordinary: '普通',
  semi_medium: '準中型',
  medium: '中型',
  large: '大型',
  large_special: '大型特殊',
  towing: 'けん引',
};

export const driverStatuses = ['active', 'inactive'] as const;
export type DriverStatus = (typeof driverStatuses)[number];
export const driverStatusLabels: Record<DriverStatus, string> = { active: '有効', inactive: '無効' };

export const invitationStatuses = ['not_sent', 'sent', 'accepted'] as const;
export type InvitationStatus = (typeof invitationStatuses)[number];
export const invitationStatusLabels: Record<InvitationStatus, string> = {
  not_sent: '未送信',
  sent: '招待中',
  accepted: '利用開始済み',
};

/** The Japanese name of every driver field, written once for messages, forms, tables and details. */
export const driverLabels = {
  name: '氏名',
  nameKana: 'フリガナ',
  email: 'メールアドレス',
  phone: '電話番号',
  groupId: 'グループ',
  groupName: 'グループ',
  employmentType: '雇用区分',
  birthDate: '生年月日',
  zipCode: '郵便番号',
  address1: '住所',
  address2: '建物名・部屋番号',
  hiredOn: '入社日・契約開始日',
  appointedOn: '運転者選任日',
  leftOn: '退職日・契約終了日',
  leftReason: '解任の理由',
  licenseNumber: '免許証番号',
  licenseClass: '免許の種類',
  licenseConditions: '免許の条件',
  healthCondition: '健康状態',
  memo: '備考',
  status: '状態',
  invitationStatus: '招待状況',
  invitationSentAt: '招待メール送信日時',
  lastSignInAt: '最終ログイン日時',
  createdAt: '登録日時',
  updatedAt: '更新日時',
  version: 'バージョン',
} as const satisfies Record<Exclude<keyof Driver, 'id'>, string>;
const L = driverLabels;

const optional = <T extends z.ZodType>(schema: T) => schema.nullish().transform((v) => v ?? null);

/** 免許証番号: 12 digits (hyphens and spaces as typed are dropped). */
export const licenseNumberSchema = optionalText(L.licenseNumber, 20).transform((v, ctx) => {
  if (v === null) return null;
  const digits = v.replace(/[\s-]/g, '');
  if (/^\d{12}$/.test(digits)) return digits;
  ctx.issues.push({ code: 'custom', message: `${L.licenseNumber}は12桁の数字で入力してください`, input: v });
  return z.NEVER;
});

/** Fields a user edits; create and update share them (update replaces the record). */
export const driverInput = z
  .object({
    name: requiredText(L.name, 100),
    nameKana: kanaSchema(L.nameKana),
    /** Empty for a driver without an address: he is signed in by a printed login code. */
    email: optionalEmailField,
    phone: phoneSchema(L.phone),
    groupId: optional(uuidSchema(L.groupId)),
    employmentType: z.enum(employmentTypes, { error: msg.select(L.employmentType) }).default('employee'),
    birthDate: optional(pastDateSchema(L.birthDate)),
    zipCode: zipCodeSchema(L.zipCode),
    address1: optionalText(L.address1, 200),
    address2: optionalText(L.address2, 200),
    hiredOn: optional(dateSchema(L.hiredOn)),
    appointedOn: optional(dateSchema(L.appointedOn)),
    leftOn: optional(dateSchema(L.leftOn)),
    leftReason: optionalText(L.leftReason, 200),
    licenseNumber: licenseNumberSchema,
    licenseClass: optional(z.enum(licenseClasses, { error: msg.select(L.licenseClass) })),
    licenseConditions: optionalText(L.licenseConditions, 200),
    healthCondition: optionalText(L.healthCondition, 500),
    memo: optionalText(L.memo, 2000),
  })
  .refine((v) => !v.hiredOn || !v.leftOn || v.leftOn >= v.hiredOn, {
    path: ['leftOn'],
    error: `${L.leftOn}は${L.hiredOn}以降の日付を入力してください`,
  })
  .refine((v) => !v.hiredOn || !v.appointedOn || v.appointedOn >= v.hiredOn, {
    path: ['appointedOn'],
    error: `${L.appointedOn}は${L.hiredOn}以降の日付を入力してください`,
  });
export type DriverInput = z.input<typeof driverInput>;
export type DriverValues = z.output<typeof driverInput>;

/** PUT: the same fields plus the version the form loaded (optional; stale → 409). */
export const driverUpdateInput = withExpectedVersion(driverInput);

export const driverSchema = z.object({
  id: z.uuid(),
  version: versionSchema,
  name: z.string(),
  nameKana: z.string().nullable(),
  /** The sign-in user's address; null for a driver signed in by a login code (or an old record). */
  email: z.string().nullable(),
  phone: z.string().nullable(),
  groupId: z.uuid().nullable(),
  groupName: z.string().nullable(),
  employmentType: z.enum(employmentTypes),
  birthDate: z.string().nullable(),
  zipCode: z.string().nullable(),
  address1: z.string().nullable(),
  address2: z.string().nullable(),
  hiredOn: z.string().nullable(),
  appointedOn: z.string().nullable(),
  leftOn: z.string().nullable(),
  leftReason: z.string().nullable(),
  licenseNumber: z.string().nullable(),
  licenseClass: z.enum(licenseClasses).nullable(),
  licenseConditions: z.string().nullable(),
  healthCondition: z.string().nullable(),
  memo: z.string().nullable(),
  status: z.enum(driverStatuses),
  invitationStatus: z.enum(invitationStatuses),
  invitationSentAt: z.string().nullable(),
  lastSignInAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Driver = z.infer<typeof driverSchema>;

export const driverStatusBody = z.object({
  status: z.enum(driverStatuses, { error: msg.select(L.status) }),
});
export type DriverStatusBody = z.infer<typeof driverStatusBody>;

export const driverLoginMailBody = loginMailBody('ドライバー');

export const driverSortKeys = [
  'nameKana',
  'name',
  'employmentType',
  'groupName',
  'hiredOn',
  'lastSignInAt',
] as const;

export const driverListQuery = paginationQuery.extend({
  sort: sortQuery(driverSortKeys).optional(),
  q: searchTermQuery.optional(),
  groupId: uuidSchema(L.groupId).optional(),
  status: z.enum(driverStatuses, { error: msg.select(L.status) }).optional(),
  employmentType: z.enum(employmentTypes, { error: msg.select(L.employmentType) }).optional(),
});
export type DriverListQuery = z.input<typeof driverListQuery>;
export type DriverListFilter = z.output<typeof driverListQuery>;
