import { z } from 'zod';
import { optionalText, paginationQuery, requiredText, searchTermQuery, sortQuery } from './common.ts';

/** The Japanese name of every group field (form labels, table headers, messages). */
export const groupLabels = {
  name: 'グループ名',
  memo: '備考',
  driverCount: '所属ドライバー数',
  createdAt: '登録日時',
  updatedAt: '更新日時',
} as const;
const L = groupLabels;

export const groupInput = z.object({
  name: requiredText(L.name, 50),
  memo: optionalText(L.memo, 2000),
});
export type GroupInput = z.input<typeof groupInput>;
export type GroupValues = z.output<typeof groupInput>;

export const groupSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  memo: z.string().nullable(),
  /** The group's active drivers. */
  driverCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Group = z.infer<typeof groupSchema>;

/** The message of a 409 on the name, shown at the field. */
export const DUPLICATE_GROUP_NAME = 'この名前のグループはすでに登録されています。';

export const groupSortKeys = ['name', 'createdAt'] as const;

export const groupListQuery = paginationQuery.extend({
  sort: sortQuery(groupSortKeys).optional(),
  q: searchTermQuery.optional(),
});
export type GroupListQuery = z.input<typeof groupListQuery>;
export type GroupListFilter = z.output<typeof groupListQuery>;
