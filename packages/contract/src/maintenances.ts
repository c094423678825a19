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

/** The fields of a maintenance record; the multipart variant parses into the same object. */
export const maintenanceInput = z.object({
  maintained: pastDateSchema('整備日'),
  memo: optionalText('メモ', 2000),
  taskMasterIds: z
    .array(uuidSchema('点検・整備項目'), { error: msg.select('点検・整備項目') })
    .max(100)
    .default([]),
});
export type MaintenanceInput = z.input<typeof maintenanceInput>;

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
