import { z } from 'zod';
import {
  booleanText,
  msg,
  optionalText,
  paginationQuery,
  requiredText,
  searchTermQuery,
  sortQuery,
} from './common.ts';
import { kanaSchema, phoneSchema, zipCodeSchema } from './japanese-fields.ts';

/** Each consignor field's Japanese name: messages, form labels, table headers and details. */
export const consignorLabels = {
  name: '荷主名',
  nameKana: 'フリガナ',
  zipCode: '郵便番号',
  address1: '住所',
  address2: '建物名など',
  phone: '電話番号',
  active: '状態',
  createdAt: '登録日時',
  updatedAt: '更新日時',
} as const;
const L = consignorLabels;

/** The two values of a consignor's (or a consignor user's) `active`, as lists and badges show them. */
export const consignorActiveLabel = (active: boolean) => (active ? '有効' : '無効');

/** 荷主 as the system administrator enters it; create and update share it (PUT replaces the record). */
export const consignorInput = z.object({
  name: requiredText(L.name, 100),
  nameKana: kanaSchema(L.nameKana, 100),
  zipCode: zipCodeSchema(L.zipCode),
  address1: optionalText(L.address1, 200),
  address2: optionalText(L.address2, 200),
  phone: phoneSchema(L.phone),
  active: z.boolean({ error: msg.boolean(L.active) }).default(true),
});
export type ConsignorInput = z.input<typeof consignorInput>;
export type ConsignorValues = z.output<typeof consignorInput>;

export const consignorSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  nameKana: z.string().nullable(),
  zipCode: z.string().nullable(),
  address1: z.string().nullable(),
  address2: z.string().nullable(),
  phone: z.string().nullable(),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Consignor = z.infer<typeof consignorSchema>;

/** Keys the consignor list can be sorted by; default: nameKana (五十音順, then the name). */
export const consignorSortKeys = ['nameKana', 'name', 'createdAt'] as const;

export const consignorListQuery = paginationQuery.extend({
  sort: sortQuery(consignorSortKeys).optional(),
  q: searchTermQuery.optional(),
  active: booleanText(L.active).optional(),
});
export type ConsignorListQuery = z.input<typeof consignorListQuery>;
export type ConsignorListFilter = z.output<typeof consignorListQuery>;
