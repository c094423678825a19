import { z } from 'zod';
import { dateSchema, storedFileSchema, uuidSchema } from './common.ts';
import { courseStatuses } from './courses.ts';
import { destinationStatuses, destinationTypes } from './destinations.ts';

/**
 * お届けマップ (domain-model §3 Location): a consignor user sees his consignor's courses of a date,
 * across the companies carrying them, and the driver's position only while on such a course — from
 * the course's first action to its last, the current position only while the course is in progress.
 */

/** GET /consignor/locations: the driver's points of the date while on the consignor's courses. */
export const consignorLocationsQuery = z.object({
  driverId: uuidSchema('ドライバー'),
  date: dateSchema('日付'),
});
export type ConsignorLocationsQuery = z.input<typeof consignorLocationsQuery>;

/** GET /consignor/deliveries and its stream. */
export const consignorDeliveriesQuery = z.object({ date: dateSchema('日付') });

/** Why no position is shown for a course. */
export const positionNotes = ['before_start', 'finished', 'no_driver', 'no_position', 'cancelled'] as const;
export type PositionNote = (typeof positionNotes)[number];
export const positionNoteLabels: Record<PositionNote, string> = {
  before_start: '運行開始前です',
  finished: '運行は終了しました',
  no_driver: 'ドライバーが未定です',
  no_position: '位置情報がまだ届いていません',
  cancelled: '運行は中止されました',
};

export const consignorPositionSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  heading: z.number().nullable(),
  recordedAt: z.string(),
});
export type ConsignorPosition = z.infer<typeof consignorPositionSchema>;

export const consignorStopSchema = z.object({
  id: z.uuid(),
  sequence: z.number().int(),
  type: z.enum(destinationTypes),
  name: z.string(),
  address: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  status: z.enum(destinationStatuses),
  timeWindowStart: z.string().nullable(),
  timeWindowEnd: z.string().nullable(),
  eta: z.string().nullable(),
  /** When the stop was finished (完了 or its outcome: 不在, 持戻り…), null while open. */
  finishedAt: z.string().nullable(),
  /** The outcome's reason, wished redelivery time and pieces handed over (一部配達). */
  reason: z.string().nullable(),
  redeliveryAt: z.string().nullable(),
  deliveredQuantity: z.number().int().nullable(),
  /** Proof of delivery of a 完了 or 一部配達 (signed links): photos and the 受領サイン. */
  proofImages: z.array(storedFileSchema),
  signatureImage: storedFileSchema.nullable(),
});
export type ConsignorStop = z.infer<typeof consignorStopSchema>;

/**
 * One course of the consignor. What a shipper sees of the carrier: its company name, the course's
 * name and status, and the driver's family name only (e.g. 「山田」) — never his full name, phone,
 * vehicle or other courses.
 */
export const consignorDeliverySchema = z.object({
  courseId: z.uuid(),
  companyName: z.string(),
  courseName: z.string(),
  status: z.enum(courseStatuses),
  driverId: z.uuid().nullable(),
  driverName: z.string().nullable(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  position: consignorPositionSchema.nullable(),
  positionNote: z.enum(positionNotes).nullable(),
  stops: z.array(consignorStopSchema),
});
export type ConsignorDelivery = z.infer<typeof consignorDeliverySchema>;

export const consignorDeliveriesResponse = z.object({
  date: z.string(),
  data: z.array(consignorDeliverySchema),
  total: z.number().int(),
});
export type ConsignorDeliveries = z.infer<typeof consignorDeliveriesResponse>;

/** POST /consignor/deliveries/stream-token: a signed token that opens one stream, within a minute. */
export const consignorStreamTokenSchema = z.object({ token: z.string(), expiresIn: z.number().int() });
export type ConsignorStreamToken = z.infer<typeof consignorStreamTokenSchema>;
export const consignorStreamQuery = z.object({
  date: dateSchema('日付'),
  token: z.string({ error: 'トークンを指定してください' }).min(1, { error: 'トークンを指定してください' }),
});

/**
 * Why the server ends an event stream (the last event before it closes): its maximum life passed,
 * its user's access ended or changed (deactivated, signed out, password changed, consignor switched
 * off), or the server is shutting down. The client opens a new stream with a fresh token; if access
 * has ended, the token request answers 401 or 403.
 */
export type StreamEndReason = 'max_life' | 'access_ended' | 'server_closing';
export type StreamEndEvent = { type: 'end'; reason: StreamEndReason };

/** Server-sent events of GET /consignor/deliveries/stream. */
export type ConsignorStreamEvent =
  | { type: 'position'; courseId: string; driverId: string; position: ConsignorPosition }
  | { type: 'course'; courseId: string }
  | StreamEndEvent;
