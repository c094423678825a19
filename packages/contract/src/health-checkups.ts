import { z } from 'zod';
import { msg, optionalText, paginationQuery, pastDateSchema, uuidSchema } from './common.ts';

export const HEALTH_CHECKUP_FILE_MAX_COUNT = 10;
export const HEALTH_CHECKUP_FILE_MAX_BYTES = 20 * 1024 * 1024;

/** 定期 (yearly), 雇入時 (on hiring), 特定業務 (night work: every 6 months, 労働安全衛生規則 §45). */
export const healthCheckupKinds = ['regular', 'hiring', 'night_work'] as const;
export type HealthCheckupKind = (typeof healthCheckupKinds)[number];
export const healthCheckupKindLabels: Record<HealthCheckupKind, string> = {
  regular: '定期健康診断',
  hiring: '雇入時健康診断',
  night_work: '特定業務従事者健康診断',
};

export const healthCheckupLabels = {
  checkupDate: '受診日',
  kind: '種別',
  result: '所見',
  files: '結果ファイル',
  nextDueOn: '次回受診期限',
  createFiles: '結果ファイル',
  deleteFileIds: '削除するファイル',
} as const;
const L = healthCheckupLabels;

/** Adds months to a YYYY-MM-DD date; a day the month lacks becomes its last day (2月29日 + 1年 → 2月28日). */
export function addCalendarMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = Math.min(d, last);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** 次回受診期限: a year after the checkup, six months for night work (特定業務). */
export function nextCheckupDueOn(checkupDate: string, kind: HealthCheckupKind): string {
  return addCalendarMonths(checkupDate, kind === 'night_work' ? 6 : 12);
}

const kind = z.enum(healthCheckupKinds, { error: msg.select(L.kind) }).default('regular');

/** The text fields of POST /drivers/{driverId}/health-checkup (multipart; files are `create[files]`). */
export const healthCheckupFields = z.object({
  checkupDate: pastDateSchema(L.checkupDate),
  kind,
  result: optionalText(L.result, 2000),
});
export type HealthCheckupInput = z.input<typeof healthCheckupFields>;

/** PUT .../health-checkup/{id}: the same fields plus the ids of files to remove. */
export const healthCheckupUpdateFields = healthCheckupFields.extend({
  deleteFileIds: z
    .array(uuidSchema(L.deleteFileIds), { error: msg.select(L.deleteFileIds) })
    .max(100, { error: `${L.deleteFileIds}は100件以内で指定してください` })
    .default([]),
});

/**
 * A result file as answers list it: no link, because health data is handed out only through
 * GET /drivers/{driverId}/health-checkup-files/{id} after the tenant check.
 */
export const healthCheckupFileSchema = z.object({
  id: z.uuid(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export type HealthCheckupFile = z.infer<typeof healthCheckupFileSchema>;

export const healthCheckupSchema = z.object({
  id: z.uuid(),
  driverId: z.uuid(),
  checkupDate: z.string(),
  kind: z.enum(healthCheckupKinds),
  result: z.string().nullable(),
  nextDueOn: z.string(),
  files: z.array(healthCheckupFileSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type HealthCheckup = z.infer<typeof healthCheckupSchema>;

export const healthCheckupListQuery = paginationQuery;

export const driverCheckupsParams = z.object({ driverId: uuidSchema('ドライバーID') });
export const healthCheckupParams = driverCheckupsParams.extend({ id: uuidSchema('健康診断ID') });
export const healthCheckupFileParams = driverCheckupsParams.extend({ id: uuidSchema('ファイルID') });
