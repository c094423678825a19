import { z } from 'zod';
import { dateSchema, paginationQuery, uuidSchema } from './common.ts';
import { stopPlaceFields } from './destinations.ts';
import { platformCourseStatuses } from './platform-states.ts';

/**
 * The system administrator's courses (コース割当): a consignor's 配送データ of a date turned into
 * courses owned by no company yet, then each handed to a company.
 */

/** How rows become courses: one per ルート value (rows without one form one course), or all in one. */
export const platformCourseGroupings = ['route', 'single'] as const;
export const platformCourseGroupingLabels: Record<(typeof platformCourseGroupings)[number], string> = {
  route: 'ルートごと',
  single: '1コースにまとめる',
};

export const platformCourseImportInput = z.object({
  consignorId: uuidSchema('荷主'),
  deliveryDate: dateSchema('配送日'),
  groupBy: z.enum(platformCourseGroupings, { error: 'まとめ方が正しくありません' }).default('route'),
});
export type PlatformCourseImportInput = z.input<typeof platformCourseImportInput>;

export const platformStopSchema = z.object({
  sourceRowId: z.uuid(),
  name: z.string(),
  ...stopPlaceFields,
  memo: z.string().nullable(),
});
export type PlatformStop = z.infer<typeof platformStopSchema>;

export const platformCourseSchema = z.object({
  id: z.uuid(),
  consignorId: z.uuid(),
  consignorName: z.string(),
  deliveryDate: z.string(),
  name: z.string(),
  routeKey: z.string().nullable(),
  stopCount: z.number().int(),
  /** In delivery order. */
  stops: z.array(platformStopSchema),
  status: z.enum(platformCourseStatuses),
  assignedCompanyId: z.uuid().nullable(),
  assignedCompanyName: z.string().nullable(),
  /** The company's course made by the assignment. */
  assignedCourseId: z.uuid().nullable(),
  assignedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type PlatformCourse = z.infer<typeof platformCourseSchema>;

export const platformCourseImportResult = z.object({
  courses: z.array(platformCourseSchema),
  /** The rows turned into stops (now processed). */
  rowCount: z.number().int(),
});
export type PlatformCourseImportResult = z.infer<typeof platformCourseImportResult>;

export const platformCourseListQuery = paginationQuery.extend({
  deliveryDate: dateSchema('配送日').optional(),
  consignorId: uuidSchema('荷主').optional(),
  status: z.enum(platformCourseStatuses, { error: '状態が正しくありません' }).optional(),
});
export type PlatformCourseListQuery = z.input<typeof platformCourseListQuery>;

export const platformCourseAssignInput = z.object({ companyId: uuidSchema('運送会社') });
export type PlatformCourseAssignInput = z.input<typeof platformCourseAssignInput>;

export const NO_ROWS_TO_IMPORT = 'この日の未処理の配送データ（エラーのない行）がありません。';
export const ALREADY_ASSIGNED = 'このコースはすでに運送会社に割り当てられています。';
export const INACTIVE_COMPANY = 'この運送会社は無効になっているため割り当てできません。';
