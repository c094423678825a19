import { z } from 'zod';
import {
  dateSchema,
  msg,
  optionalText,
  paginationQuery,
  pastDateSchema,
  storedFileSchema,
  uuidSchema,
} from './common.ts';

export const MAINTENANCE_IMAGE_MAX_COUNT = 10;
export const MAINTENANCE_IMAGE_MAX_BYTES = 10 * 1024 * 1024;

export const maintenanceTaskSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  category: z.string(),
  sortOrder: z.number().int(),
});
export type MaintenanceTask = z.infer<typeof maintenanceTaskSchema>;

/** The Japanese name of every maintenance field (messages, form labels, headers, details). */
export const maintenanceLabels = {
  vehicleId: '車両',
  maintained: '整備日',
  memo: 'メモ',
  taskMasterIds: '点検・整備項目',
  tasks: '点検・整備項目',
  images: '画像',
  createdAt: '登録日時',
} as const satisfies Record<Exclude<keyof Maintenance, 'id'>, string>;
const L = maintenanceLabels;
export const MAINTENANCE_TASK_MAX_COUNT = 100;

/**
 * The fields of a maintenance record; the multipart variant parses into the same object. Without
 * images, use maintenanceInput (which also refuses an empty record).
 */
export const maintenanceFields = z.object({
  maintained: pastDateSchema(L.maintained),
  memo: optionalText(L.memo, 2000),
  taskMasterIds: z
    .array(uuidSchema(L.taskMasterIds), { error: msg.select(L.taskMasterIds) })
    .max(MAINTENANCE_TASK_MAX_COUNT, {
      error: `${L.taskMasterIds}は${MAINTENANCE_TASK_MAX_COUNT}件以内で選択してください`,
    })
    .default([]),
});

export const MAINTENANCE_EMPTY_MESSAGE = '点検・整備項目、メモ、画像のいずれかを入力してください';

/** A record says something: at least one task, a memo or an image (new or already attached). */
export function hasMaintenanceContent(
  values: { memo?: string | null | undefined; taskMasterIds?: readonly string[] | undefined },
  imageCount: number,
): boolean {
  return (values.taskMasterIds?.length ?? 0) > 0 || Boolean(values.memo?.trim()) || imageCount > 0;
}

/** Where the empty-record message is shown: at the items, the first field to fill. */
export const MAINTENANCE_EMPTY_PATH = 'taskMasterIds';

/** The JSON body of POST .../maintenances: no images there, so a task or a memo is required. */
export const maintenanceInput = maintenanceFields.refine((v) => hasMaintenanceContent(v, 0), {
  error: MAINTENANCE_EMPTY_MESSAGE,
  path: [MAINTENANCE_EMPTY_PATH],
});
export type MaintenanceInput = z.input<typeof maintenanceFields>;

export const maintenanceSchema = z.object({
  id: z.uuid(),
  vehicleId: z.uuid(),
  maintained: z.string(),
  memo: z.string().nullable(),
  taskMasterIds: z.array(z.uuid()),
  tasks: z.array(maintenanceTaskSchema),
  images: z.array(storedFileSchema),
  createdAt: z.string(),
});
export type Maintenance = z.infer<typeof maintenanceSchema>;

export const maintenanceListQuery = paginationQuery.extend({
  from: dateSchema('開始日').optional(),
  to: dateSchema('終了日').optional(),
});

export const maintenanceParams = z.object({
  vehicleId: uuidSchema('車両ID'),
  maintenanceId: uuidSchema('整備記録ID'),
});
export const maintenanceImageParams = maintenanceParams.extend({ imageId: uuidSchema('画像ID') });
