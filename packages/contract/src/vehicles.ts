import { z } from 'zod';
import {
  booleanText,
  dateSchema,
  intSchema,
  msg,
  optionalText,
  paginationQuery,
  pastDateSchema,
  requiredText,
  searchTermQuery,
  sortQuery,
  uuidSchema,
} from './common.ts';
import { canonicalRegistrationNumber, REGISTRATION_NUMBER_MESSAGE } from './registration-number.ts';
import { versionSchema, withExpectedVersion } from './versions.ts';

export const vehicleClasses = ['kei', 'small', 'semi_medium', 'medium', 'large', 'trailer'] as const;
export const vehicleClassLabels: Record<(typeof vehicleClasses)[number], string> = {
  kei: '軽貨物',
  small: '小型',
  semi_medium: '準中型',
  medium: '中型',
  large: '大型',
  trailer: 'トレーラー',
};
export const fuelTypes = ['diesel', 'gasoline', 'hybrid', 'electric', 'lpg', 'other'] as const;
export const fuelTypeLabels: Record<(typeof fuelTypes)[number], string> = {
  diesel: '軽油',
  gasoline: 'ガソリン',
  hybrid: 'ハイブリッド',
  electric: '電気',
  lpg: 'LPG',
  other: 'その他',
};
/** Who owns the vehicle: the company, a lease, or the (contractor) driver himself (持込). */
export const ownershipTypes = ['owned', 'leased', 'driver_owned'] as const;
export const ownershipLabels: Record<(typeof ownershipTypes)[number], string> = {
  owned: '自社',
  leased: 'リース',
  driver_owned: '持込',
};
/** The two values of a vehicle's 稼働状態 (`active`), as lists, filters, badges and history show them. */
export const activeLabel = (active: boolean) => (active ? '稼働中' : '非稼働');

/** 登録番号 in its one stored form (品川 100 あ 12-34), however it was typed. */
export const registrationNumberSchema = requiredText('登録番号', 50).transform((text, ctx) => {
  const canonical = canonicalRegistrationNumber(text);
  if (canonical) return canonical;
  ctx.issues.push({ code: 'custom', message: REGISTRATION_NUMBER_MESSAGE, input: text });
  return z.NEVER;
});

/** The message of a 409 on the registration number, shown at the field. */
export const DUPLICATE_REGISTRATION_NUMBER = 'この登録番号の車両はすでに登録されています。';

const optionalDate = (label: string, schema = dateSchema) =>
  schema(label)
    .nullish()
    .transform((v) => v ?? null);

/**
 * The Japanese name of every vehicle field, written once: validation messages, form labels, table
 * headers and the detail view all take it from here.
 */
export const vehicleLabels = {
  registrationNumber: '登録番号',
  name: '車両名',
  vehicleClass: '車格',
  maxLoadKg: '最大積載量',
  grossWeightKg: '車両総重量',
  inspectionExpiresOn: '車検満了日',
  insuranceExpiresOn: '任意保険満了日',
  baseId: '拠点',
  baseName: '拠点',
  maker: 'メーカー',
  model: '型式',
  fuelType: '燃料',
  ownership: '所有区分',
  firstRegisteredOn: '初度登録日',
  memo: '備考',
  active: '稼働状態',
  lastMaintainedOn: '最終整備日',
  createdAt: '登録日時',
  updatedAt: '更新日時',
  version: 'バージョン',
} as const satisfies Record<Exclude<keyof Vehicle, 'id'>, string>;
const L = vehicleLabels;

/** Fields a user edits; create and update share them (update replaces the whole record). */
export const vehicleInput = z.object({
  registrationNumber: registrationNumberSchema,
  name: optionalText(L.name, 100),
  vehicleClass: z.enum(vehicleClasses, { error: msg.select(L.vehicleClass) }),
  maxLoadKg: intSchema(L.maxLoadKg, 0, 100000)
    .nullish()
    .transform((v) => v ?? null),
  /** 車両総重量 (車検証): with 最大積載量 it decides whether the 日報 records 積載状況. */
  grossWeightKg: intSchema(L.grossWeightKg, 0, 200000)
    .nullish()
    .transform((v) => v ?? null),
  inspectionExpiresOn: optionalDate(L.inspectionExpiresOn),
  insuranceExpiresOn: optionalDate(L.insuranceExpiresOn),
  baseId: uuidSchema(L.baseId)
    .nullish()
    .transform((v) => v ?? null),
  maker: optionalText(L.maker, 50),
  model: optionalText(L.model, 50),
  fuelType: z
    .enum(fuelTypes, { error: msg.select(L.fuelType) })
    .nullish()
    .transform((v) => v ?? null),
  ownership: z.enum(ownershipTypes, { error: msg.select(L.ownership) }).default('owned'),
  firstRegisteredOn: optionalDate(L.firstRegisteredOn, pastDateSchema),
  memo: optionalText(L.memo, 2000),
  active: z.boolean({ error: msg.boolean(L.active) }).default(true),
});
export type VehicleInput = z.input<typeof vehicleInput>;
export type VehicleValues = z.output<typeof vehicleInput>;

/** PUT: the same fields plus the version the form loaded (optional; stale → 409). */
export const vehicleUpdateInput = withExpectedVersion(vehicleInput);

export const vehicleSchema = z.object({
  id: z.uuid(),
  version: versionSchema,
  registrationNumber: z.string(),
  name: z.string().nullable(),
  vehicleClass: z.enum(vehicleClasses),
  maxLoadKg: z.number().int().nullable(),
  grossWeightKg: z.number().int().nullable(),
  inspectionExpiresOn: z.string().nullable(),
  insuranceExpiresOn: z.string().nullable(),
  baseId: z.uuid().nullable(),
  baseName: z.string().nullable(),
  maker: z.string().nullable(),
  model: z.string().nullable(),
  fuelType: z.enum(fuelTypes).nullable(),
  ownership: z.enum(ownershipTypes),
  firstRegisteredOn: z.string().nullable(),
  memo: z.string().nullable(),
  active: z.boolean(),
  lastMaintainedOn: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Vehicle = z.infer<typeof vehicleSchema>;

/** Keys the vehicle list can be sorted by (see sortQuery); default: registrationNumber. */
export const vehicleSortKeys = [
  'registrationNumber',
  'name',
  'vehicleClass',
  'baseName',
  'inspectionExpiresOn',
  'lastMaintainedOn',
] as const;

export const vehicleListQuery = paginationQuery.extend({
  sort: sortQuery(vehicleSortKeys).optional(),
  q: searchTermQuery.optional(),
  active: booleanText(L.active).optional(),
  baseId: uuidSchema(L.baseId).optional(),
  vehicleClass: z.enum(vehicleClasses, { error: msg.select(L.vehicleClass) }).optional(),
});
export type VehicleListQuery = z.input<typeof vehicleListQuery>;
export type VehicleListFilter = z.output<typeof vehicleListQuery>;

export const vehicleIdParams = z.object({ vehicleId: uuidSchema('車両ID') });
