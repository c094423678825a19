import { z } from 'zod';
import {
  booleanText,
  optionalText,
  paginationQuery,
  requiredText,
  searchTermQuery,
  sortQuery,
} from './common.ts';
import { phoneSchema, zipCodeSchema } from './japanese-fields.ts';
import { coordinateSchema } from './partner-fields.ts';

/** The Japanese name of every base field (拠点・営業所). */
export const baseLabels = {
  name: '拠点名',
  zipCode: '郵便番号',
  address1: '住所1',
  address2: '住所2（建物名など）',
  phone: '電話番号',
  latitude: '緯度',
  longitude: '経度',
  memo: '備考',
  createdAt: '登録日時',
  updatedAt: '更新日時',
} as const;
const L = baseLabels;

/** Fields a user edits; create and update share them (update replaces the whole record). */
export const baseInput = z.object({
  name: requiredText(L.name, 100),
  zipCode: zipCodeSchema(L.zipCode),
  address1: optionalText(L.address1, 200),
  address2: optionalText(L.address2, 200),
  phone: phoneSchema(L.phone),
  latitude: coordinateSchema(L.latitude, 90),
  longitude: coordinateSchema(L.longitude, 180),
  memo: optionalText(L.memo, 2000),
});
export type BaseInput = z.input<typeof baseInput>;
export type BaseValues = z.output<typeof baseInput>;

export const baseSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  zipCode: z.string().nullable(),
  address1: z.string().nullable(),
  address2: z.string().nullable(),
  phone: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  memo: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Base = z.infer<typeof baseSchema>;

/** Whose site a list row is: the company's own base, or a client's base (`withClientBases=true`). */
export const baseKinds = ['base', 'client_base'] as const;
export const baseKindLabels: Record<(typeof baseKinds)[number], string> = {
  base: '自社拠点',
  client_base: '取引先拠点',
};

/** A row of GET /bases: a base, or with withClientBases also a client's base, marked as such. */
export const baseListItemSchema = baseSchema.extend({
  kind: z.enum(baseKinds),
  clientId: z.uuid().nullable(),
  clientName: z.string().nullable(),
});
export type BaseListItem = z.infer<typeof baseListItemSchema>;

export const baseSortKeys = ['name', 'createdAt'] as const;

export const baseListQuery = paginationQuery.extend({
  sort: sortQuery(baseSortKeys).optional(),
  q: searchTermQuery.optional(),
  withClientBases: booleanText('取引先拠点を含める').optional(),
});
export type BaseListQuery = z.input<typeof baseListQuery>;
export type BaseListFilter = z.output<typeof baseListQuery>;
