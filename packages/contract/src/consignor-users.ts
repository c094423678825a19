import { z } from 'zod';
import { emailField } from './auth.ts';
import {
  booleanText,
  msg,
  paginationQuery,
  requiredText,
  searchTermQuery,
  sortQuery,
  uuidSchema,
} from './common.ts';
import { phoneSchema } from './japanese-fields.ts';
import { loginMailBody } from './login-mail.ts';

/** Each consignor user field's Japanese name. */
export const consignorUserLabels = {
  consignorId: '荷主',
  consignorName: '荷主',
  name: '氏名',
  email: 'メールアドレス',
  phone: '電話番号',
  active: '状態',
  lastSignedInAt: '最終ログイン',
  createdAt: '登録日時',
  updatedAt: '更新日時',
} as const;
const L = consignorUserLabels;

/** A consignor user may not lock himself out. */
export const SELF_DEACTIVATION = '自分自身を無効にすることはできません。';

/** A consignor user as edited (PUT replaces these fields; the consignor never changes). */
export const consignorUserInput = z.object({
  name: requiredText(L.name, 100),
  email: emailField,
  phone: phoneSchema(L.phone),
  active: z.boolean({ error: msg.boolean(L.active) }).default(true),
});
export type ConsignorUserInput = z.input<typeof consignorUserInput>;
export type ConsignorUserValues = z.output<typeof consignorUserInput>;

/**
 * A new consignor user. `consignorId` is required of the system administrator, who manages every
 * consignor's users; a consignor user always adds to his own consignor and the field is ignored.
 */
export const consignorUserCreateInput = consignorUserInput.extend({
  consignorId: uuidSchema(L.consignorId).optional(),
});
export type ConsignorUserCreateInput = z.input<typeof consignorUserCreateInput>;
export type ConsignorUserCreateValues = z.output<typeof consignorUserCreateInput>;

export const consignorUserSchema = z.object({
  id: z.uuid(),
  consignorId: z.uuid(),
  consignorName: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  active: z.boolean(),
  /** Null until the user first signs in (the invitation not used yet). */
  lastSignedInAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ConsignorUser = z.infer<typeof consignorUserSchema>;

export const consignorUserSortKeys = ['name', 'email', 'lastSignedInAt', 'createdAt'] as const;

export const consignorUserListQuery = paginationQuery.extend({
  sort: sortQuery(consignorUserSortKeys).optional(),
  q: searchTermQuery.optional(),
  active: booleanText(L.active).optional(),
  /** The system administrator's filter; a consignor user always sees his own consignor's users. */
  consignorId: uuidSchema(L.consignorId).optional(),
});
export type ConsignorUserListQuery = z.input<typeof consignorUserListQuery>;
export type ConsignorUserListFilter = z.output<typeof consignorUserListQuery>;

export const consignorUserLoginMailBody = loginMailBody('ユーザー');
