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
  sortQuery,
  uuidSchema,
} from './common.ts';

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

const optionalDate = (label: string, schema = dateSchema) =>
  schema(label)
    .nullish()
    .transform((v) => v ?? null);

/** Fields a user edits; create and update share them (update replaces the whole record). */
export const vehicleInput = z.object({
  registrationNumber: requiredText('登録番号', 50),
  name: optionalText('車両名', 100),
  vehicleClass: z.enum(vehicleClasses, { error: msg.select('車格') }),
  maxLoadKg: intSchema('最大積載量', 0, 100000)
    .nullish()
    .transform((v) => v ?? null),
  inspectionExpiresOn: optionalDate('車検満了日'),
  insuranceExpiresOn: optionalDate('任意保険満了日'),
  baseId: uuidSchema('拠点')
    .nullish()
    .transform((v) => v ?? null),
  maker: optionalText('メーカー', 50),
  model: optionalText('型式', 50),
  fuelType: z
    .enum(fuelTypes, { error: msg.select('燃料') })
    .nullish()
    .transform((v) => v ?? null),
  ownership: z.enum(ownershipTypes, { error: msg.select('所有区分') }).default('owned'),
  firstRegisteredOn: optionalDate('初度登録日', pastDateSchema),
  memo: optionalText('備考', 2000),
  active: z.boolean({ error: msg.boolean('稼働状態') }).default(true),
});
export type VehicleInput = z.input<typeof vehicleInput>;
export type VehicleValues = z.output<typeof vehicleInput>;

export const vehicleSchema = z.object({
  id: z.uuid(),
  registrationNumber: z.string(),
  name: z.string().nullable(),
  vehicleClass: z.enum(vehicleClasses),
  maxLoadKg: z.number().int().nullable(),
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
  q: z
    .string()
    .trim()
    .max(100, { error: msg.maxLength('検索語', 100) })
    .optional(),
  active: booleanText('稼働状態').optional(),
  baseId: uuidSchema('拠点').optional(),
  vehicleClass: z.enum(vehicleClasses, { error: msg.select('車格') }).optional(),
});
export type VehicleListQuery = z.input<typeof vehicleListQuery>;
export type VehicleListFilter = z.output<typeof vehicleListQuery>;

export const vehicleIdParams = z.object({ vehicleId: uuidSchema('車両ID') });
