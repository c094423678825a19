import { z } from 'zod';
import {
  type AccidentCriterion,
  type AccidentFacts,
  accidentCriteria,
  accidentCriterionLabels,
  reportDeadlineKinds,
  reportDeadlineOf,
} from './accident-deadlines.ts';
import { addDays, addYears } from './calendar-dates.ts';
import {
  booleanText,
  dateSchema,
  intSchema,
  msg,
  optionalText,
  paginationQuery,
  pastDateSchema,
  requiredText,
  storedFileSchema,
  uuidSchema,
} from './common.ts';
import { phoneSchema, timeOfDaySchema, zipCodeSchema } from './japanese-fields.ts';
import { coordinateSchema } from './partner-fields.ts';

/** 事故報告 (spec §3, domain-model §5): what a report's files are. */
export const accidentFileCategories = ['photo', 'police_report', 'estimate', 'drawing', 'other'] as const;
export type AccidentFileCategory = (typeof accidentFileCategories)[number];
export const accidentFileCategoryLabels: Record<AccidentFileCategory, string> = {
  photo: '写真',
  police_report: '事故証明・警察書類',
  estimate: '見積書',
  drawing: '事故図',
  other: 'その他',
};

export * from './accident-deadlines.ts';

export const ACCIDENT_FILE_MAX_COUNT = 20;
export const ACCIDENT_FILE_MAX_BYTES = 20 * 1024 * 1024;

/** The Japanese name of every field (the details' too), for messages, the form, the PDF and the history. */
export const accidentReportLabels = {
  accidentDate: '事故発生日',
  accidentTime: '発生時刻',
  carRegistrationNumber: '車両番号',
  zipCode: '郵便番号',
  isCorrectAddress: '住所確認済み',
  address1: '発生場所（住所1）',
  address2: '住所2（目標物など）',
  latitude: '緯度',
  longitude: '経度',
  driverId: 'ドライバー',
  courseId: 'コース',
  isCritical: '重大事故',
  details: '事故の詳細',
  files: '添付ファイル',
  fileMetadata: 'ファイルの分類',
  deleteFileIds: '削除するファイル',
  reportDeadline: '報告期限',
  flashReportedAt: '速報の実施日時',
  submittedAt: '事故報告書の提出日時',
  createdAt: '登録日時',
  updatedAt: '更新日時',
} as const;
const L = accidentReportLabels;

export const accidentDetailLabels = {
  weather: '天候',
  roadCondition: '路面状況',
  description: '事故の状況',
  cause: '原因',
  preventionMeasures: '再発防止対策',
  otherParty: '相手方',
  otherPartyName: '相手方氏名',
  otherPartyPhone: '相手方電話番号',
  otherPartyVehicle: '相手方車両',
  otherPartyInsurer: '相手方保険会社',
  deaths: '死者',
  serious: '重傷者',
  minor: '軽傷者',
  vehiclesInvolved: '関係車両数',
  damage: '物損の状況',
  policeReported: '警察への届出',
  policeStation: '届出警察署',
  insurerNotified: '保険会社への連絡',
  criteria: '該当する事項',
  ...accidentCriterionLabels,
} as const;
const D = accidentDetailLabels;

const flag = (label: string) => z.boolean({ error: msg.boolean(label) }).default(false);
const count = (label: string) => intSchema(label, 0, 1000).default(0);

/** The 事故報告規則 criteria that apply, as a list of their keys (['overturned', 'fire']). */
const criteriaSchema = z
  .array(z.enum(accidentCriteria, { error: msg.select(D.criteria) }), { error: msg.select(D.criteria) })
  .max(accidentCriteria.length, { error: msg.select(D.criteria) })
  .transform((list) => accidentCriteria.filter((k) => list.includes(k)))
  .default([]);

/** `details` (domain-model §5) plus the 自動車事故報告規則 criteria the deadline is derived from. */
export const accidentDetailsSchema = z.object(
  {
    weather: optionalText(D.weather, 50),
    roadCondition: optionalText(D.roadCondition, 50),
    description: requiredText(D.description, 4000),
    cause: optionalText(D.cause, 2000),
    preventionMeasures: optionalText(D.preventionMeasures, 4000),
    otherParty: z
      .object(
        {
          name: optionalText(D.otherPartyName, 100),
          phone: phoneSchema(D.otherPartyPhone),
          vehicle: optionalText(D.otherPartyVehicle, 100),
          insurer: optionalText(D.otherPartyInsurer, 100),
        },
        { error: `${D.otherParty}の形式が正しくありません` },
      )
      .prefault({}),
    injuries: z
      .object(
        { deaths: count(D.deaths), serious: count(D.serious), minor: count(D.minor) },
        { error: '死傷者数の形式が正しくありません' },
      )
      .prefault({}),
    vehiclesInvolved: intSchema(D.vehiclesInvolved, 1, 1000)
      .nullish()
      .transform((v) => v ?? null),
    damage: optionalText(D.damage, 2000),
    policeReported: flag(D.policeReported),
    policeStation: optionalText(D.policeStation, 100),
    insurerNotified: flag(D.insurerNotified),
    criteria: criteriaSchema,
  },
  { error: `${L.details}の形式が正しくありません` },
);
export type AccidentDetails = z.output<typeof accidentDetailsSchema>;
export type AccidentDetailsInput = z.input<typeof accidentDetailsSchema>;

/** Multipart text: the details arrive as JSON text; a form in the browser hands the object itself. */
const jsonText = (v: unknown) => {
  if (typeof v !== 'string') return v;
  if (v.trim() === '') return undefined;
  try {
    return JSON.parse(v);
  } catch {
    return v;
  }
};
/**
 * `details` in requests (JSON text, or the object from a browser form) and in answers (the object as
 * stored, read through the same rules: absent keys get their defaults, so an answer always has every
 * key of today's schema).
 */
export const accidentDetailsField = z.preprocess(jsonText, accidentDetailsSchema);

/** A multipart field's text as a number; empty is absent. */
const formNumber = (v: unknown) => (typeof v === 'string' ? (v.trim() === '' ? null : Number(v)) : v);
const emptyToNull = (v: unknown) => (v === '' ? null : v);

const fileMetadataSchema = z
  .array(
    z
      .object(
        {
          category: z.enum(accidentFileCategories, { error: msg.select(L.fileMetadata) }),
        },
        { error: msg.select(L.fileMetadata) },
      )
      .optional(),
    { error: msg.select(L.fileMetadata) },
  )
  .max(ACCIDENT_FILE_MAX_COUNT, { error: `${L.files}は${ACCIDENT_FILE_MAX_COUNT}件までです` })
  .default([]);

/** POST /accident-reports (multipart, spec §3/§5/§7); the files are `files`, their categories fileMetadata[n][category]. */
export const accidentReportFields = z.object({
  accidentDate: pastDateSchema(L.accidentDate),
  accidentTime: timeOfDaySchema(L.accidentTime).pipe(z.string({ error: msg.required(L.accidentTime) })),
  carRegistrationNumber: optionalText(L.carRegistrationNumber, 50),
  zipCode: zipCodeSchema(L.zipCode).pipe(z.string({ error: msg.required(L.zipCode) })),
  isCorrectAddress: z
    .preprocess(emptyToNull, booleanText(L.isCorrectAddress).nullish())
    .transform((v) => v ?? null),
  address1: requiredText(L.address1, 200),
  address2: optionalText(L.address2, 200),
  latitude: z.preprocess(formNumber, coordinateSchema(L.latitude, 90)),
  longitude: z.preprocess(formNumber, coordinateSchema(L.longitude, 180)),
  driverId: uuidSchema(L.driverId),
  courseId: z.preprocess(emptyToNull, uuidSchema(L.courseId).nullish()).transform((v) => v ?? null),
  isCritical: z.preprocess(emptyToNull, booleanText(L.isCritical).nullish()).transform((v) => v ?? false),
  details: accidentDetailsField,
  fileMetadata: fileMetadataSchema,
});
export type AccidentReportInput = z.input<typeof accidentReportFields>;
export type AccidentReportValues = z.output<typeof accidentReportFields>;

/** PUT /accident-reports/{id}: every field optional (an absent one is kept), plus deleteFileIds[n]. */
export const accidentReportUpdateFields = accidentReportFields.partial().extend({
  fileMetadata: fileMetadataSchema,
  deleteFileIds: z
    .array(uuidSchema(L.deleteFileIds), { error: msg.select(L.deleteFileIds) })
    .max(100, { error: `${L.deleteFileIds}は100件以内で指定してください` })
    .default([]),
});
export type AccidentReportUpdateValues = z.output<typeof accidentReportUpdateFields>;

export const reportDeadlineSchema = z.object({
  kind: z.enum(reportDeadlineKinds).nullable(),
  dueAt: z.string().nullable(),
  dueOn: z.string().nullable(),
  reportDueOn: z.string().nullable(),
  reasons: z.array(z.string()),
});

export const accidentReportFileSchema = storedFileSchema.extend({
  category: z.enum(accidentFileCategories),
});
export type AccidentReportFile = z.infer<typeof accidentReportFileSchema>;

export const accidentReportListItemSchema = z.object({
  id: z.uuid(),
  accidentDate: z.string(),
  accidentTime: z.string(),
  carRegistrationNumber: z.string().nullable(),
  zipCode: z.string(),
  isCorrectAddress: z.boolean().nullable(),
  address1: z.string(),
  address2: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  driverId: z.uuid(),
  driverName: z.string(),
  courseId: z.uuid().nullable(),
  courseName: z.string().nullable(),
  isCritical: z.boolean(),
  details: accidentDetailsField,
  fileCount: z.number().int(),
  reportDeadline: reportDeadlineSchema,
  /** When staff recorded the 速報 to the 運輸支局 (第4条); null while not made. */
  flashReportedAt: z.string().nullable(),
  /** When staff recorded the 事故報告書 as submitted (第3条); null while not submitted. */
  submittedAt: z.string().nullable(),
  /** The last day the record must be kept (3 years after the accident): no deletion until after it. */
  keepUntil: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AccidentReportListItem = z.infer<typeof accidentReportListItemSchema>;

export const accidentReportSchema = accidentReportListItemSchema.extend({
  files: z.array(accidentReportFileSchema),
});
export type AccidentReport = z.infer<typeof accidentReportSchema>;

export const accidentReportListQuery = paginationQuery.extend({
  from: dateSchema('開始日').optional(),
  to: dateSchema('終了日').optional(),
  driverId: uuidSchema(L.driverId).optional(),
  isCritical: booleanText(L.isCritical).optional(),
});
export type AccidentReportListQuery = z.infer<typeof accidentReportListQuery>;

/** 事故の記録 (輸送安全規則 第9条の2) and the 報告書 are kept 3 years. */
export const ACCIDENT_RECORD_KEEP_YEARS = 3;
/** The last day an accident's record is kept: the day before its third anniversary. */
export const accidentKeepUntil = (accidentDate: string) =>
  addDays(addYears(accidentDate, ACCIDENT_RECORD_KEEP_YEARS), -1);

const submissionTime = (label: string) =>
  z.iso
    .datetime({ offset: true, error: `${label}は日時（例: 2026-03-11T09:00:00+09:00）で入力してください` })
    .nullable()
    .optional();

/**
 * PUT /accident-reports/{id}/submission: staff record the 速報 and the 報告書 as made (a field left
 * out is kept; null clears it, for a mistaken entry).
 */
export const accidentSubmissionInput = z
  .object(
    { flashReportedAt: submissionTime(L.flashReportedAt), submittedAt: submissionTime(L.submittedAt) },
    { error: '提出状況の形式が正しくありません' },
  )
  .refine((v) => v.flashReportedAt !== undefined || v.submittedAt !== undefined, {
    error: `${L.flashReportedAt}または${L.submittedAt}を指定してください`,
    path: ['submittedAt'],
  });
export type AccidentSubmissionInput = z.infer<typeof accidentSubmissionInput>;

export const accidentReportPdfInput = z.object({ id: uuidSchema('事故報告ID') });

/** The facts the deadline rules read, from a report's stored fields. */
export function accidentFactsOf(r: {
  accidentDate: string;
  accidentTime: string;
  details: AccidentDetails;
}): AccidentFacts {
  const flags = Object.fromEntries(r.details.criteria.map((k) => [k, true])) as Partial<
    Record<AccidentCriterion, boolean>
  >;
  return {
    ...flags,
    injuries: r.details.injuries,
    vehiclesInvolved: r.details.vehiclesInvolved,
    accidentDate: r.accidentDate,
    accidentTime: r.accidentTime,
  };
}

export const accidentReportDeadline = (r: Parameters<typeof accidentFactsOf>[0]) =>
  reportDeadlineOf(accidentFactsOf(r));
