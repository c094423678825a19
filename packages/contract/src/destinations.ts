import { z } from 'zod';
import { intSchema, msg, optionalText, requiredText, uuidSchema } from './common.ts';
import { destinationActionSchema } from './destination-actions.ts';
import { phoneSchema, timeOfDaySchema, zipCodeSchema } from './japanese-fields.ts';
import { coordinateSchema } from './partner-fields.ts';
import { versionSchema, withExpectedVersion } from './versions.ts';

/** 配送先・立寄先 (domain-model §3). */
export const destinationTypes = ['pickup', 'delivery', 'base', 'waypoint'] as const;
export type DestinationType = (typeof destinationTypes)[number];
export const destinationTypeLabels: Record<DestinationType, string> = {
  pickup: '集荷',
  delivery: '配達',
  base: '拠点',
  waypoint: '立寄',
};

export const destinationStatuses = [
  'pending',
  'arrived',
  'completed',
  'absent',
  'skipped',
  'carried_over',
  'carried_back',
  'redelivery_requested',
  'partial',
  'refused',
] as const;
export type DestinationStatus = (typeof destinationStatuses)[number];
export const destinationStatusLabels: Record<DestinationStatus, string> = {
  pending: '未着',
  arrived: '到着',
  completed: '完了',
  absent: '不在',
  skipped: 'スキップ',
  carried_over: '繰越',
  carried_back: '持戻り',
  redelivery_requested: '再配達依頼',
  partial: '一部配達',
  refused: '受取拒否',
};
/** A stop that needs no more work on its course. */
export const finishedDestinationStatuses: readonly DestinationStatus[] = [
  'completed',
  'absent',
  'skipped',
  'carried_over',
  'carried_back',
  'redelivery_requested',
  'partial',
  'refused',
];
/**
 * Finished but not (wholly) delivered: the carry-over offers these (with the stops not yet done).
 * A 受取拒否 goes back to the shipper, not to another day, so it is not among them.
 */
export const undeliveredDestinationStatuses: readonly DestinationStatus[] = [
  'absent',
  'carried_back',
  'redelivery_requested',
  'partial',
];

/** Where a destination's coordinates came from: typed or picked, geocoded, or not (yet). */
export const geocodeStatuses = ['not_needed', 'pending', 'found', 'not_found', 'failed'] as const;
export type GeocodeStatus = (typeof geocodeStatuses)[number];
export const geocodeStatusLabels: Record<GeocodeStatus, string> = {
  not_needed: '座標あり',
  pending: '位置を検索中',
  found: '住所から取得',
  not_found: '住所から位置が見つかりません',
  failed: '位置を取得できません（ネットワークに接続できません）',
};

export const destinationLabels = {
  type: '種別',
  sequence: '順番',
  name: '配送先名',
  zipCode: '郵便番号',
  address1: '住所1',
  address2: '住所2（建物名など）',
  phone: '電話番号',
  latitude: '緯度',
  longitude: '経度',
  timeWindowStart: '指定時間（開始）',
  timeWindowEnd: '指定時間（終了）',
  serviceMinutes: '作業時間（分）',
  quantity: '個数',
  weightKg: '重量',
  clientBaseId: '取引先拠点',
  memo: '備考',
  status: '状態',
  eta: '到着予定',
  geocodeStatus: '位置',
  createdAt: '登録日時',
  updatedAt: '更新日時',
} as const;
const L = destinationLabels;

const nullableInt = (label: string, min: number, max: number) =>
  intSchema(label, min, max)
    .nullish()
    .transform((v) => v ?? null);

export const destinationInput = z
  .object({
    type: z.enum(destinationTypes, { error: msg.select(L.type) }).default('delivery'),
    /** Position in the course (1 first); absent: after the last stop. */
    sequence: intSchema(L.sequence, 1, 10_000).optional(),
    name: requiredText(L.name, 100),
    zipCode: zipCodeSchema(L.zipCode),
    address1: optionalText(L.address1, 200),
    address2: optionalText(L.address2, 200),
    phone: phoneSchema(L.phone),
    latitude: coordinateSchema(L.latitude, 90),
    longitude: coordinateSchema(L.longitude, 180),
    timeWindowStart: timeOfDaySchema(L.timeWindowStart),
    timeWindowEnd: timeOfDaySchema(L.timeWindowEnd),
    serviceMinutes: nullableInt(L.serviceMinutes, 0, 600),
    quantity: nullableInt(L.quantity, 0, 1_000_000),
    weightKg: z
      .number({ error: `${L.weightKg}は数値で入力してください` })
      .min(0, { error: msg.min(L.weightKg, 0) })
      .max(100_000, { error: msg.max(L.weightKg, 100_000) })
      .nullish()
      .transform((v) => v ?? null),
    clientBaseId: uuidSchema(L.clientBaseId)
      .nullish()
      .transform((v) => v ?? null),
    memo: optionalText(L.memo, 2000),
  })
  .refine((d) => !d.timeWindowStart || !d.timeWindowEnd || d.timeWindowStart < d.timeWindowEnd, {
    path: ['timeWindowEnd'],
    error: `${L.timeWindowEnd}は${L.timeWindowStart}より後の時刻を入力してください`,
  })
  .refine((d) => (d.latitude === null) === (d.longitude === null), {
    path: ['longitude'],
    error: '緯度と経度は両方入力してください',
  });
export type DestinationInput = z.input<typeof destinationInput>;
export type DestinationValues = z.output<typeof destinationInput>;

/** PUT: the same fields plus the version the form loaded (optional; stale → 409). */
export const destinationUpdateInput = withExpectedVersion(destinationInput);

/** A stop's place, time window and load as every answer names them (stops, delivery data, platform stops). */
export const stopPlaceFields = {
  zipCode: z.string().nullable(),
  address1: z.string().nullable(),
  address2: z.string().nullable(),
  phone: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  timeWindowStart: z.string().nullable(),
  timeWindowEnd: z.string().nullable(),
  serviceMinutes: z.number().int().nullable(),
  quantity: z.number().int().nullable(),
  weightKg: z.number().nullable(),
};

export const destinationSchema = z.object({
  id: z.uuid(),
  version: versionSchema,
  courseId: z.uuid(),
  type: z.enum(destinationTypes),
  sequence: z.number().int(),
  name: z.string(),
  ...stopPlaceFields,
  clientBaseId: z.uuid().nullable(),
  memo: z.string().nullable(),
  status: z.enum(destinationStatuses),
  /** Estimated arrival (ISO instant), recomputed as actions arrive; null without coordinates. */
  eta: z.string().nullable(),
  geocodeStatus: z.enum(geocodeStatuses),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Destination = z.infer<typeof destinationSchema>;

export const destinationTypeQuery = z.object({
  destinationType: z.enum(destinationTypes, { error: msg.select(L.type) }),
});

/** Reorders a course's stops in one request: every destination id of the course, in the new order. */
export const reorderDestinationsInput = z.object({
  ids: z
    .array(uuidSchema('配送先'), { error: '配送先の順番を指定してください' })
    .min(1, { error: '配送先の順番を指定してください' })
    .max(10_000, { error: '配送先は10000件まで並べ替えられます' }),
});
export type ReorderDestinationsInput = z.input<typeof reorderDestinationsInput>;

export const destIdParams = z.object({ destId: uuidSchema('配送先ID') });
export const destinationActionParams = z.object({
  destId: uuidSchema('配送先ID'),
  id: uuidSchema('ID'),
});

/** A destination with its recorded actions (oldest first): the course page's list and GET /destinations/{id}. */
export const destinationDetailSchema = destinationSchema.extend({
  actions: z.array(destinationActionSchema),
});
export type DestinationDetail = z.infer<typeof destinationDetailSchema>;
