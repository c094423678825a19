import { z } from 'zod';
import { paginationQuery } from './common.ts';

/** What happened to a record; a soft delete reads as a delete. */
export const historyActions = ['insert', 'update', 'delete'] as const;
export const historyActionLabels: Record<(typeof historyActions)[number], string> = {
  insert: '登録',
  update: '変更',
  delete: '削除',
};

/**
 * One entry of a record's change history (変更履歴). Field names are the record's own contract keys
 * (e.g. registrationNumber), so a client labels them with the feature's labels. On an update, fields,
 * before and after hold only what changed; an insert has only after, a delete only before.
 */
export const changeHistoryEntrySchema = z.object({
  id: z.number().int(),
  action: z.enum(historyActions),
  changedAt: z.string(),
  /** Who made the change; null for changes made by the system (seeds, background jobs). */
  actor: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  fields: z.array(z.string()),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type ChangeHistoryEntry = z.infer<typeof changeHistoryEntrySchema>;

/** Newest first. */
export const historyListQuery = paginationQuery;
export type HistoryListQuery = z.infer<typeof historyListQuery>;
