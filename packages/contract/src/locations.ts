import { z } from 'zod';
import { msg, optionalNumberSchema, uuidSchema } from './common.ts';
import { pastInstantSchema } from './destination-actions.ts';

/** 位置情報 (domain-model §3). The phone posts batches; it buffers them while offline. */
export const LOCATION_BATCH_MAX = 500;
/** A search covers at most this many days (a driver's track is read per day or week). */
export const LOCATION_SEARCH_MAX_DAYS = 31;

const coordinate = (label: string, limit: 90 | 180) =>
  z
    .number({ error: `${label}は数値で入力してください` })
    .min(-limit, { error: msg.min(label, -limit) })
    .max(limit, { error: msg.max(label, limit) });

export const locationPointInput = z.object({
  latitude: coordinate('緯度', 90),
  longitude: coordinate('経度', 180),
  /** Metres. */
  accuracy: optionalNumberSchema('精度', 0, 100_000),
  /** Degrees from north. */
  heading: optionalNumberSchema('方位', 0, 360),
  /** Metres per second. */
  speed: optionalNumberSchema('速度', 0, 200),
  recordedAt: pastInstantSchema('記録日時'),
});
export type LocationPointInput = z.input<typeof locationPointInput>;

/** POST /locations (driver). */
export const locationBatchInput = z.object({
  points: z
    .array(locationPointInput, { error: '位置情報を送信してください' })
    .min(1, { error: '位置情報を送信してください' })
    .max(LOCATION_BATCH_MAX, { error: `位置情報は一度に${LOCATION_BATCH_MAX}件までです` }),
});
export type LocationBatchInput = z.input<typeof locationBatchInput>;
export const locationBatchResult = z.object({ accepted: z.number().int() });

/** POST /locations/search (staff): the points of the drivers between two instants, in time order. */
export const locationSearchInput = z
  .object({
    driverIds: z
      .array(uuidSchema('ドライバー'), { error: msg.select('ドライバー') })
      .min(1, { error: msg.select('ドライバー') })
      .max(100, { error: 'ドライバーは100人まで選択できます' }),
    from: pastInstantSchema('開始日時'),
    to: z
      .string({ error: '終了日時は日時（ISO 8601）で入力してください' })
      .refine((v) => /[zZ]|[+-]\d{2}:?\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)), {
        error: '終了日時は日時（ISO 8601、時差付き）で入力してください',
      })
      .transform((v) => new Date(v).toISOString()),
  })
  .refine((v) => v.from <= v.to, { path: ['to'], error: '終了日時は開始日時以降を指定してください' })
  .refine((v) => Date.parse(v.to) - Date.parse(v.from) <= LOCATION_SEARCH_MAX_DAYS * 86_400_000, {
    path: ['to'],
    error: `期間は${LOCATION_SEARCH_MAX_DAYS}日以内で指定してください`,
  });
export type LocationSearchInput = z.input<typeof locationSearchInput>;

export const locationPointSchema = z.object({
  driverId: z.uuid(),
  latitude: z.number(),
  longitude: z.number(),
  accuracy: z.number().nullable(),
  heading: z.number().nullable(),
  speed: z.number().nullable(),
  recordedAt: z.string(),
});
export type LocationPoint = z.infer<typeof locationPointSchema>;

/** GET /locations/latest (staff, the live map): each driver's latest position and duty. */
export const latestPositionSchema = locationPointSchema.extend({
  driverName: z.string(),
  /** On duty now (出勤 without 退勤): off-duty positions are shown greyed. */
  onDuty: z.boolean(),
  /** The course in progress now, if any. */
  courseId: z.uuid().nullable(),
  courseName: z.string().nullable(),
});
export type LatestPosition = z.infer<typeof latestPositionSchema>;
