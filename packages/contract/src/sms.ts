import { z } from 'zod';
import { listResponse, optionalText, requiredText, uuidSchema } from './common.ts';
import { courseInput, courseLabels } from './courses.ts';
import { destinationInput } from './destinations.ts';

/** The outside integration (/sms): calls authenticated with an API key, scoped to the key's company. */
export const smsLabels = {
  courses: 'コース',
  externalId: '外部ID',
  destinations: '配送先',
  batchId: 'バッチID',
} as const;

/** At most this many courses in one POST /sms/courses/sync. */
export const SMS_SYNC_MAX_COURSES = 500;
/** At most this many stops in one course of a sync. */
export const SMS_SYNC_MAX_DESTINATIONS = 1000;

export const smsCompanySchema = z.object({ id: z.uuid(), name: z.string() });
export const smsCompanyListSchema = listResponse(smsCompanySchema);

export const smsDriverSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  nameKana: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  groupId: z.uuid().nullable(),
});
export type SmsDriver = z.infer<typeof smsDriverSchema>;
export const smsDriverListSchema = listResponse(smsDriverSchema);

const externalId = requiredText(smsLabels.externalId, 100);

/** A stop as the caller sends it: the course page's destination fields, with the caller's own id. */
export const smsDestinationInput = destinationInput.safeExtend({
  externalId: optionalText(smsLabels.externalId, 100),
});

const c = courseInput.shape;
/** A course as the caller sends it: the course form's fields, keyed by the caller's externalId. */
export const smsCourseInput = z
  .object({
    externalId,
    deliveryDate: c.deliveryDate,
    name: c.name,
    // Left out: an existing course keeps what the company set (e.g. a driver assigned in the 配車表); null clears it.
    driverId: uuidSchema(courseLabels.driverId).nullish(),
    vehicleId: uuidSchema(courseLabels.vehicleId).nullish(),
    contractId: uuidSchema(courseLabels.contractId).nullish(),
    startTime: c.startTime,
    endTime: c.endTime,
    memo: c.memo,
    destinations: z
      .array(smsDestinationInput, { error: `${smsLabels.destinations}を配列で指定してください` })
      .max(SMS_SYNC_MAX_DESTINATIONS, {
        error: `${smsLabels.destinations}は1コースに${SMS_SYNC_MAX_DESTINATIONS}件まで送信できます`,
      })
      .default([]),
  })
  .refine((x) => !x.startTime || !x.endTime || x.startTime < x.endTime, {
    path: ['endTime'],
    error: `${courseLabels.endTime}は${courseLabels.startTime}より後の時刻を入力してください`,
  });
export type SmsCourseInput = z.input<typeof smsCourseInput>;
export type SmsCourseValues = z.output<typeof smsCourseInput>;

/** POST /sms/courses/sync: courses upserted by (company, externalId). */
export const smsSyncInput = z.object({
  courses: z
    .array(smsCourseInput, { error: `${smsLabels.courses}を配列で指定してください` })
    .min(1, { error: `${smsLabels.courses}を1件以上指定してください` })
    .max(SMS_SYNC_MAX_COURSES, {
      error: `${smsLabels.courses}は1回に${SMS_SYNC_MAX_COURSES}件まで送信できます。分けて送信してください`,
    })
    .superRefine((courses, ctx) => {
      const seen = new Set<string>();
      courses.forEach((course, i) => {
        if (seen.has(course.externalId)) {
          ctx.addIssue({
            code: 'custom',
            path: [i, 'externalId'],
            message: `${smsLabels.externalId}「${course.externalId}」が同じ送信の中で重複しています`,
          });
        }
        seen.add(course.externalId);
      });
    }),
});
export type SmsSyncInput = z.input<typeof smsSyncInput>;

const syncedCourse = z.object({ id: z.uuid(), externalId: z.string() });
const keptCourse = z.object({ id: z.uuid(), externalId: z.string(), reason: z.string() });

export const smsSyncResultSchema = z.object({
  batchId: z.uuid(),
  /** Courses this call created (they carry the batch: delete-with-batch removes them). */
  created: z.array(syncedCourse),
  /** Existing courses whose details and stops were replaced. */
  updated: z.array(syncedCourse),
  /** Existing courses identical to what was sent: left as they were. */
  unchanged: z.array(syncedCourse),
  /** Existing courses on which work has started: kept as they were, with the reason. */
  skipped: z.array(keptCourse),
});
export type SmsSyncResult = z.infer<typeof smsSyncResultSchema>;

/** POST /sms/courses/delete-with-batch */
export const smsDeleteWithBatchInput = z.object({ batchId: uuidSchema(smsLabels.batchId) });
export type SmsDeleteWithBatchInput = z.input<typeof smsDeleteWithBatchInput>;

export const smsDeleteWithBatchResultSchema = z.object({
  deleted: z.array(syncedCourse),
  kept: z.array(keptCourse),
});
export type SmsDeleteWithBatchResult = z.infer<typeof smsDeleteWithBatchResultSchema>;
