import { z } from 'zod';
import { bankAccountFields, bankAccountLabels, bankAccountSchema } from './bank-account.ts';
import { booleanText, dateSchema, optionalText, storedFileSchema, uuidSchema } from './common.ts';
import {
  INVOICE_REGISTRATION_NUMBER_WARNING,
  invoiceRegistrationNumberPassesCheck,
} from './corporate-number.ts';
import { invoiceRegistrationNumberSchema, timeOfDaySchema } from './japanese-fields.ts';

export const DRIVER_PROFILE_IMAGE_MAX_COUNT = 10;
export const DRIVER_PROFILE_IMAGE_MAX_BYTES = 10 * 1024 * 1024;

/** 職種: a platform-wide master (GET /master/job-type). */
export const jobTypeSchema = z.object({ id: z.uuid(), name: z.string(), sortOrder: z.number().int() });
export type JobType = z.infer<typeof jobTypeSchema>;

/** The Japanese name of every profile field (messages, form labels, the detail view). */
export const driverProfileLabels = {
  jobTypeId: '職種',
  driverLicenseExpired: '免許証有効期限',
  invoiceRegistrationNumber: '登録番号',
  hasEtcCard: 'ETCカード',
  etcCardExpired: 'ETCカード有効期限',
  hasFuelCard: '給油カード',
  fuelCardExpired: '給油カード有効期限',
  issuedItemsText: '貸与品',
  availableFrom: '稼働可能時間（開始）',
  availableUntil: '稼働可能時間（終了）',
  memo: 'メモ',
  images: '写真',
  ...bankAccountLabels,
} as const;
const L = driverProfileLabels;

const optionalDate = (label: string) =>
  dateSchema(label)
    .nullish()
    .transform((v) => v ?? null);
const optionalBoolean = (label: string) =>
  booleanText(label)
    .optional()
    .transform((v) => v ?? false);

/**
 * The fields of POST and PUT /drivers/{id}/profile-detail (multipart; images are the file parts).
 * Booleans arrive as the text true/false; an absent optional field is empty. A card's expiry is
 * kept only while the driver has the card.
 */
export const driverProfileFields = z
  .object({
    jobTypeId: uuidSchema(L.jobTypeId)
      .nullish()
      .or(z.literal('').transform(() => null))
      .transform((v) => v ?? null),
    driverLicenseExpired: optionalDate(L.driverLicenseExpired),
    invoiceRegistrationNumber: invoiceRegistrationNumberSchema(L.invoiceRegistrationNumber, {
      strict: false,
    }),
    hasEtcCard: optionalBoolean(L.hasEtcCard),
    etcCardExpired: optionalDate(L.etcCardExpired),
    hasFuelCard: optionalBoolean(L.hasFuelCard),
    fuelCardExpired: optionalDate(L.fuelCardExpired),
    issuedItemsText: optionalText(L.issuedItemsText, 1000),
    availableFrom: timeOfDaySchema(L.availableFrom),
    availableUntil: timeOfDaySchema(L.availableUntil),
    memo: optionalText(L.memo, 2000),
    ...bankAccountFields,
  })
  .transform((v) => ({
    ...v,
    etcCardExpired: v.hasEtcCard ? v.etcCardExpired : null,
    fuelCardExpired: v.hasFuelCard ? v.fuelCardExpired : null,
  }));
export type DriverProfileInput = z.input<typeof driverProfileFields>;
export type DriverProfileValues = z.output<typeof driverProfileFields>;

/** Something saved but worth a second look (not an error): shown at its field on the form. */
export const fieldWarningSchema = z.object({ property: z.string(), code: z.string(), message: z.string() });
export type FieldWarning = z.infer<typeof fieldWarningSchema>;

export const INVOICE_REGISTRATION_NUMBER_WARNING_CODE = 'INVOICE_REGISTRATION_NUMBER_WARNING';

/** The warnings of stored profile values: today the registration number's failed check digit. */
export function driverProfileWarnings(values: { invoiceRegistrationNumber: string | null }): FieldWarning[] {
  const number = values.invoiceRegistrationNumber;
  if (!number || invoiceRegistrationNumberPassesCheck(number)) return [];
  return [
    {
      property: 'invoiceRegistrationNumber',
      code: INVOICE_REGISTRATION_NUMBER_WARNING_CODE,
      message: INVOICE_REGISTRATION_NUMBER_WARNING,
    },
  ];
}

export const driverProfileSchema = z.object({
  driverId: z.uuid(),
  /** false while nothing has been saved for the driver (the fields are then empty). */
  registered: z.boolean(),
  jobTypeId: z.uuid().nullable(),
  jobTypeName: z.string().nullable(),
  driverLicenseExpired: z.string().nullable(),
  invoiceRegistrationNumber: z.string().nullable(),
  hasEtcCard: z.boolean(),
  etcCardExpired: z.string().nullable(),
  hasFuelCard: z.boolean(),
  fuelCardExpired: z.string().nullable(),
  issuedItemsText: z.string().nullable(),
  availableFrom: z.string().nullable(),
  availableUntil: z.string().nullable(),
  memo: z.string().nullable(),
  ...bankAccountSchema.shape,
  images: z.array(storedFileSchema),
  warnings: z.array(fieldWarningSchema),
  updatedAt: z.string().nullable(),
});
export type DriverProfile = z.infer<typeof driverProfileSchema>;

export const DRIVER_PROFILE_EXISTS = 'このドライバーの詳細プロフィールはすでに登録されています。';

export const driverProfileParams = z.object({ id: uuidSchema('ドライバーID') });
export const driverProfileImageParams = driverProfileParams.extend({ imageId: uuidSchema('画像ID') });
