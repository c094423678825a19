import { z } from 'zod';
import {
  intSchema,
  msg,
  optionalText,
  pastDateSchema,
  requiredText,
  storedFileSchema,
  uuidSchema,
} from './common.ts';
import { aptitudeTestKinds, registerItemLabels, trainingKinds } from './driver-register-rules.ts';
import { licenseClasses } from './drivers.ts';

export * from './driver-register-rules.ts';

/** 指導の記録 (指導監督, 輸送安全規則 第10条): what a driver was taught, when, by whom. */
export const driverTrainingLabels = {
  kind: '指導の種類',
  conductedOn: '実施日',
  minutes: '実施時間（分）',
  content: '指導の内容',
  instructor: '指導者',
} as const;
const T = driverTrainingLabels;

export const driverTrainingInput = z.object({
  kind: z.enum(trainingKinds, { error: msg.select(T.kind) }),
  conductedOn: pastDateSchema(T.conductedOn),
  minutes: intSchema(T.minutes, 1, 6000)
    .nullish()
    .transform((v) => v ?? null),
  content: requiredText(T.content, 2000),
  instructor: optionalText(T.instructor, 100),
});
export type DriverTrainingInput = z.input<typeof driverTrainingInput>;
export type DriverTrainingValues = z.output<typeof driverTrainingInput>;

export const driverTrainingSchema = z.object({
  id: z.uuid(),
  driverId: z.uuid(),
  kind: z.enum(trainingKinds),
  conductedOn: z.string(),
  minutes: z.number().int().nullable(),
  content: z.string(),
  instructor: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DriverTraining = z.infer<typeof driverTrainingSchema>;

/** 適性診断の受診記録: which test, when, where, and what it found. */
export const aptitudeTestLabels = {
  kind: '診断の種類',
  takenOn: '受診日',
  institution: '受診機関',
  result: '診断結果・所見',
} as const;
const A = aptitudeTestLabels;

export const aptitudeTestInput = z.object({
  kind: z.enum(aptitudeTestKinds, { error: msg.select(A.kind) }),
  takenOn: pastDateSchema(A.takenOn),
  institution: optionalText(A.institution, 100),
  result: optionalText(A.result, 2000),
});
export type AptitudeTestInput = z.input<typeof aptitudeTestInput>;
export type AptitudeTestValues = z.output<typeof aptitudeTestInput>;

export const aptitudeTestSchema = z.object({
  id: z.uuid(),
  driverId: z.uuid(),
  kind: z.enum(aptitudeTestKinds),
  takenOn: z.string(),
  institution: z.string().nullable(),
  result: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AptitudeTest = z.infer<typeof aptitudeTestSchema>;

export const driverRecordParams = z.object({
  id: uuidSchema('ドライバーID'),
  recordId: uuidSchema('記録ID'),
});

/** POST /drivers/{id}/register/photo (multipart): the photo and the day it was taken. */
export const REGISTER_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const registerPhotoFields = z.object({ takenOn: pastDateSchema('撮影日') });

const registerItems = Object.keys(registerItemLabels) as [
  keyof typeof registerItemLabels,
  ...(keyof typeof registerItemLabels)[],
];

/** GET /drivers/{id}/register: every item of 第9条の5, what is missing, and the 適性診断 due. */
export const driverRegisterSchema = z.object({
  driverId: z.uuid(),
  /** 作成年月日: the day the 台帳 is read or printed (Tokyo). */
  madeOn: z.string(),
  companyName: z.string(),
  name: z.string(),
  nameKana: z.string().nullable(),
  birthDate: z.string().nullable(),
  age: z.number().int().nullable(),
  zipCode: z.string().nullable(),
  address: z.string().nullable(),
  employmentType: z.string(),
  hiredOn: z.string().nullable(),
  appointedOn: z.string().nullable(),
  leftOn: z.string().nullable(),
  leftReason: z.string().nullable(),
  /** The last day the 台帳 is kept (3 years after leaving); null while the driver is employed. */
  keepUntil: z.string().nullable(),
  license: z.object({
    number: z.string().nullable(),
    class: z.enum(licenseClasses).nullable(),
    expiresOn: z.string().nullable(),
    conditions: z.string().nullable(),
  }),
  accidents: z.array(
    z.object({
      id: z.uuid(),
      accidentDate: z.string(),
      address: z.string(),
      description: z.string(),
      deaths: z.number().int(),
      serious: z.number().int(),
      minor: z.number().int(),
      isCritical: z.boolean(),
    }),
  ),
  trainings: z.array(driverTrainingSchema),
  aptitudeTests: z.array(aptitudeTestSchema),
  health: z.object({
    condition: z.string().nullable(),
    latestCheckupOn: z.string().nullable(),
    nextDueOn: z.string().nullable(),
  }),
  photo: storedFileSchema.extend({ takenOn: z.string() }).nullable(),
  aptitudeDue: z.array(
    z.object({ reason: z.enum(['initial', 'age', 'accident']), dueOn: z.string(), message: z.string() }),
  ),
  missing: z.array(z.object({ item: z.enum(registerItems), label: z.string() })),
});
export type DriverRegister = z.infer<typeof driverRegisterSchema>;
