import { z } from 'zod';
import { type HolidayRule, holidayRuleLabels, holidayRules } from './accounting-month.ts';
import {
  booleanText,
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
  closingDaySchema,
  invoiceRegistrationNumberSchema,
  kanaSchema,
  phoneSchema,
  timeOfDaySchema,
  zipCodeSchema,
} from './japanese-fields.ts';
import { coordinateSchema, optionalEmailSchema } from './partner-fields.ts';
import { tollHandlings } from './toll-handling.ts';
import { versionSchema, withExpectedVersion } from './versions.ts';

export const honorifics = ['御中', '様'] as const;

/** The Japanese name of every client field (取引先). */
export const clientLabels = {
  name: '取引先名',
  nameKana: 'フリガナ',
  honorific: '敬称',
  zipCode: '郵便番号',
  address1: '住所1',
  address2: '住所2（建物名など）',
  phone: '電話番号',
  email: 'メールアドレス',
  contactName: '担当者',
  invoiceRegistrationNumber: '登録番号',
  closingDay: '締日',
  paymentTermMonths: '支払月',
  paymentDay: '支払日',
  holidayRule: '休日の扱い',
  tollHandling: '高速代等の請求',
  consignorId: '荷主',
  consignorName: '荷主',
  memo: '備考',
  active: '取引状態',
  createdAt: '登録日時',
  updatedAt: '更新日時',
} as const;
const L = clientLabels;

/** 取引中 / 取引停止: the two values of a client's `active`. */
export const clientActiveLabel = (active: boolean) => (active ? '取引中' : '取引停止');

/** The months of 支払サイト as people say them: 0 当月, 1 翌月, 2 翌々月, later Nヶ月後. */
export const paymentMonthLabel = (months: number) =>
  months === 0 ? '当月' : months === 1 ? '翌月' : months === 2 ? '翌々月' : `${months}ヶ月後`;

/** 支払サイト in one phrase: 月末締め 翌月末払い. */
export const paymentTermLabel = (c: {
  closingDay: number;
  paymentTermMonths: number;
  paymentDay: number;
  holidayRule?: HolidayRule;
}) =>
  `${c.closingDay === 0 ? '月末' : `${c.closingDay}日`}締め ${paymentMonthLabel(c.paymentTermMonths)}${
    c.paymentDay === 0 ? '末' : `${c.paymentDay}日`
  }払い${c.holidayRule ? `（休日は${holidayRuleLabels[c.holidayRule]}）` : ''}`;

export const clientInput = z.object({
  name: requiredText(L.name, 100),
  nameKana: kanaSchema(L.nameKana, 100),
  honorific: z.enum(honorifics, { error: msg.select(L.honorific) }).default('御中'),
  zipCode: zipCodeSchema(L.zipCode),
  address1: optionalText(L.address1, 200),
  address2: optionalText(L.address2, 200),
  phone: phoneSchema(L.phone),
  email: optionalEmailSchema(L.email),
  contactName: optionalText(L.contactName, 100),
  invoiceRegistrationNumber: invoiceRegistrationNumberSchema(L.invoiceRegistrationNumber, { strict: true }),
  closingDay: closingDaySchema(L.closingDay).default(0),
  paymentTermMonths: intSchema(L.paymentTermMonths, 0, 6).default(1),
  paymentDay: closingDaySchema(L.paymentDay).default(0),
  holidayRule: z.enum(holidayRules, { error: msg.select(L.holidayRule) }).default('previous'),
  tollHandling: z.enum(tollHandlings, { error: msg.select(L.tollHandling) }).default('included'),
  consignorId: uuidSchema(L.consignorId)
    .nullish()
    .transform((v) => v ?? null),
  memo: optionalText(L.memo, 2000),
  active: z.boolean({ error: msg.boolean(L.active) }).default(true),
});
export type ClientInput = z.input<typeof clientInput>;
export type ClientValues = z.output<typeof clientInput>;

/** PUT: the same fields plus the version the form loaded (optional; stale → 409). */
export const clientUpdateInput = withExpectedVersion(clientInput);

export const clientSchema = z.object({
  id: z.uuid(),
  version: versionSchema,
  name: z.string(),
  nameKana: z.string().nullable(),
  honorific: z.enum(honorifics),
  zipCode: z.string().nullable(),
  address1: z.string().nullable(),
  address2: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  contactName: z.string().nullable(),
  invoiceRegistrationNumber: z.string().nullable(),
  closingDay: z.number().int(),
  paymentTermMonths: z.number().int(),
  paymentDay: z.number().int(),
  holidayRule: z.enum(holidayRules),
  tollHandling: z.enum(tollHandlings),
  consignorId: z.uuid().nullable(),
  consignorName: z.string().nullable(),
  memo: z.string().nullable(),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Client = z.infer<typeof clientSchema>;

export const clientSortKeys = ['nameKana', 'name', 'createdAt'] as const;

export const clientListQuery = paginationQuery.extend({
  sort: sortQuery(clientSortKeys).optional(),
  q: searchTermQuery.optional(),
  active: booleanText(L.active).optional(),
});
export type ClientListQuery = z.input<typeof clientListQuery>;
export type ClientListFilter = z.output<typeof clientListQuery>;

/** The Japanese name of every client base field (取引先拠点). */
export const clientBaseLabels = {
  name: '拠点名',
  zipCode: '郵便番号',
  address1: '住所1',
  address2: '住所2（建物名など）',
  phone: '電話番号',
  latitude: '緯度',
  longitude: '経度',
  timeWindowStart: '受付開始',
  timeWindowEnd: '受付終了',
  memo: '備考',
} as const;
const B = clientBaseLabels;

export const clientBaseInput = z
  .object({
    name: requiredText(B.name, 100),
    zipCode: zipCodeSchema(B.zipCode),
    address1: optionalText(B.address1, 200),
    address2: optionalText(B.address2, 200),
    phone: phoneSchema(B.phone),
    latitude: coordinateSchema(B.latitude, 90),
    longitude: coordinateSchema(B.longitude, 180),
    timeWindowStart: timeOfDaySchema(B.timeWindowStart),
    timeWindowEnd: timeOfDaySchema(B.timeWindowEnd),
    memo: optionalText(B.memo, 2000),
  })
  .refine((b) => !b.timeWindowStart || !b.timeWindowEnd || b.timeWindowStart < b.timeWindowEnd, {
    path: ['timeWindowEnd'],
    error: `${B.timeWindowEnd}は${B.timeWindowStart}より後の時刻を入力してください`,
  });
export type ClientBaseInput = z.input<typeof clientBaseInput>;
export type ClientBaseValues = z.output<typeof clientBaseInput>;

export const clientBaseSchema = z.object({
  id: z.uuid(),
  clientId: z.uuid(),
  name: z.string(),
  zipCode: z.string().nullable(),
  address1: z.string().nullable(),
  address2: z.string().nullable(),
  phone: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  timeWindowStart: z.string().nullable(),
  timeWindowEnd: z.string().nullable(),
  memo: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ClientBase = z.infer<typeof clientBaseSchema>;

export const clientBaseListQuery = paginationQuery.extend({ q: searchTermQuery.optional() });
export type ClientBaseListQuery = z.input<typeof clientBaseListQuery>;
export type ClientBaseListFilter = z.output<typeof clientBaseListQuery>;

export const clientIdParams = z.object({ clientId: uuidSchema('取引先ID') });
export const clientBaseParams = z.object({ clientId: uuidSchema('取引先ID'), id: uuidSchema('ID') });
