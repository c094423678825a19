import { z } from 'zod';
import { dateSchema, uuidSchema } from './common.ts';
import { courseSchema } from './courses.ts';
import {
  checkOutcomeFields,
  destinationActionLabels,
  destinationActionShape,
} from './destination-actions.ts';
import { destinationDetailSchema } from './destinations.ts';
import { coordinateSchema } from './partner-fields.ts';
import { parseNumberText } from './text.ts';

/** The driver's own courses on the phone (issue 10): GET /self/courses, POST /self/destinations/{id}/actions. */

const MB = 1024 * 1024;
/** Photos of a 完了 (the phone compresses them to about 1920 px first). */
export const PROOF_IMAGE_MAX_COUNT = 5;
export const PROOF_IMAGE_MAX_BYTES = 15 * MB;
/** The 受領サイン: one PNG drawn on the screen. */
export const SIGNATURE_IMAGE_MAX_BYTES = 2 * MB;
export const proofFileLabels = { proofImages: '写真', signatureImage: '受領サイン' } as const;
export const PROOF_ONLY_WHEN_COMPLETED =
  '写真は「完了」「不在」「持戻り」「再配達依頼」「一部配達」「受取拒否」、受領サインは「完了」「一部配達」のときだけ送信できます';

export const driverCoursesQuery = z.object({
  /** Default: today in Tokyo. */
  deliveryDate: dateSchema('配送日').optional(),
});
export type DriverCoursesQuery = z.input<typeof driverCoursesQuery>;

/** A course as the driver sees it: the plan, its progress and its stops in sequence. */
export const driverCourseSchema = courseSchema
  .pick({
    id: true,
    deliveryDate: true,
    name: true,
    clientName: true,
    vehicleId: true,
    vehicleRegistrationNumber: true,
    baseId: true,
    baseName: true,
    startTime: true,
    endTime: true,
    status: true,
    memo: true,
    destinationCount: true,
    completedCount: true,
    carriedOverCount: true,
  })
  .extend({ destinations: z.array(destinationDetailSchema) });
export type DriverCourse = z.infer<typeof driverCourseSchema>;

export const driverCoursesResponse = z.object({
  deliveryDate: z.string(),
  courses: z.array(driverCourseSchema),
});
export type DriverCoursesResponse = z.infer<typeof driverCoursesResponse>;

export const selfDestinationParams = z.object({ id: uuidSchema('配送先ID') });

/** A multipart field's text as a number; empty is absent (the JSON schema's rules then apply). */
const formNumber = (v: unknown) => (typeof v === 'string' ? parseNumberText(v) : v);

/** The same action as multipart text fields (the photos and the signature travel with it). */
export const destinationActionFields = destinationActionShape
  .extend({
    latitude: z.preprocess(formNumber, coordinateSchema(destinationActionLabels.latitude, 90)),
    longitude: z.preprocess(formNumber, coordinateSchema(destinationActionLabels.longitude, 180)),
    deliveredQuantity: z.preprocess(formNumber, destinationActionShape.shape.deliveredQuantity),
  })
  .superRefine(checkOutcomeFields);
