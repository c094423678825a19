import { z } from 'zod';
import { accountingMonthSchema } from './accounting-month.ts';
import { approvalFields, approveStatuses } from './approvals.ts';
import {
  booleanText,
  dateSchema,
  msg,
  optionalNumberSchema,
  optionalText,
  paginationQuery,
  pastDateSchema,
  uuidSchema,
} from './common.ts';
import { feeTypes } from './contracts.ts';
import { checkDailyReportTimes } from './daily-report-times.ts';
import { pastInstantSchema } from './destination-actions.ts';
import { versionSchema, withExpectedVersion } from './versions.ts';

/**
 * 日報 (乗務等の記録, 輸送安全規則 第8条; domain-model §4, domain-ja §6): one per driver, date and
 * contract. The day's attendance and actions prefill it; fees come from the contract.
 */
export const dailyReportLabels = {
  date: '日付',
  contractId: '契約',
  vehicleId: '車両',
  startAt: '業務開始',
  endAt: '業務終了',
  startPlace: '開始地点',
  endPlace: '終了地点',
  startOdometerKm: '開始メーター',
  endOdometerKm: '終了メーター',
  breaks: '休憩',
  waypoints: '主な経過地点',
  driverChanges: '運転交替',
  loadStatus: '積載状況',
  waitingRecords: '荷待ち',
  loadingWork: '荷役・附帯業務',
  accidentOrDelay: '事故・著しい遅延',
  instructions: '指示事項',
  quantity: '数量',
  memo: '備考',
  billingAmount: '請求金額',
  paymentAmount: '支払金額',
  reason: '変更理由',
} as const;
const L = dailyReportLabels;

const optionalInstant = (label: string) =>
  pastInstantSchema(label)
    .nullish()
    .transform((v) => v ?? null);
const place = (label: string) => optionalText(label, 200);
const odometer = (label: string) => optionalNumberSchema(label, 0, 9_999_999);

export const dailyReportBreakSchema = z.object({
  start: pastInstantSchema('休憩開始'),
  end: optionalInstant('休憩終了'),
  place: place('休憩場所'),
});
/** 運転交替: where and when another driver took over (or this one took over). */
export const driverChangeSchema = z.object({
  place: place('交替地点'),
  at: pastInstantSchema('交替日時'),
});
/** 荷待ち: since 2025-04 recorded when 30 minutes or more (domain-ja §6). */
export const waitingRecordSchema = z.object({
  place: place('荷待ち場所'),
  arrivedAt: optionalInstant('到着日時'),
  departedAt: optionalInstant('出発日時'),
  loadingStartAt: optionalInstant('荷役開始'),
  loadingEndAt: optionalInstant('荷役終了'),
  shipperConfirmed: z.boolean({ error: msg.boolean('荷主の確認') }).default(false),
});
export const loadingWorkSchema = z.object({
  place: place('荷役場所'),
  startAt: optionalInstant('荷役開始'),
  endAt: optionalInstant('荷役終了'),
  description: optionalText('作業内容', 500),
  shipperConfirmed: z.boolean({ error: msg.boolean('荷主の確認') }).default(false),
});

export const dailyReportInput = z
  .object({
    /** Staff write for a driver (required for them); a driver's own report ignores it. */
    driverId: uuidSchema('ドライバー')
      .nullish()
      .transform((v) => v ?? null),
    date: pastDateSchema(L.date),
    contractId: uuidSchema(L.contractId)
      .nullish()
      .transform((v) => v ?? null),
    vehicleId: uuidSchema(L.vehicleId)
      .nullish()
      .transform((v) => v ?? null),
    startAt: optionalInstant(L.startAt),
    endAt: optionalInstant(L.endAt),
    startPlace: place(L.startPlace),
    endPlace: place(L.endPlace),
    startOdometerKm: odometer(L.startOdometerKm),
    endOdometerKm: odometer(L.endOdometerKm),
    breaks: z.array(dailyReportBreakSchema).max(20, { error: '休憩は20件までです' }).default([]),
    waypoints: optionalText(L.waypoints, 2000),
    driverChanges: z.array(driverChangeSchema).max(20, { error: '運転交替は20件までです' }).default([]),
    waitingRecords: z.array(waitingRecordSchema).max(50, { error: '荷待ちは50件までです' }).default([]),
    loadingWork: z.array(loadingWorkSchema).max(50, { error: '荷役・附帯業務は50件までです' }).default([]),
    /** 積載状況: required before approval for a vehicle of 車両総重量 8 t or 最大積載量 5 t and over. */
    loadStatus: optionalText(L.loadStatus, 500),
    accidentOrDelay: optionalText(L.accidentOrDelay, 2000),
    instructions: optionalText(L.instructions, 2000),
    /** Empty: derived from the day's work by the contract's fee type (daily-report-fees.ts). */
    quantity: optionalNumberSchema(L.quantity, 0, 100_000),
    memo: optionalText(L.memo, 2000),
  })
  .refine((v) => !v.startAt || !v.endAt || v.startAt <= v.endAt, {
    path: ['endAt'],
    error: '業務終了は業務開始以降の日時を入力してください',
  })
  .refine(
    (v) => v.startOdometerKm === null || v.endOdometerKm === null || v.startOdometerKm <= v.endOdometerKm,
    { path: ['endOdometerKm'], error: '終了メーターは開始メーター以上で入力してください' },
  )
  .superRefine(checkDailyReportTimes);
export type DailyReportInput = z.input<typeof dailyReportInput>;
export type DailyReportValues = z.output<typeof dailyReportInput>;

/** PUT: the same fields plus the version the form loaded (optional; stale → 409). */
export const dailyReportUpdateInput = withExpectedVersion(dailyReportInput);

/** POST /daily-reports/{id}/update-fees (staff): an override of the computed amounts, with why. */
export const dailyReportFeesInput = z.object({
  billingAmount: z.number({ error: msg.int(L.billingAmount) }).int({ error: msg.int(L.billingAmount) }),
  paymentAmount: z.number({ error: msg.int(L.paymentAmount) }).int({ error: msg.int(L.paymentAmount) }),
  reason: z
    .string({ error: msg.required(L.reason) })
    .trim()
    .min(1, { error: msg.required(L.reason) })
    .max(500, { error: msg.maxLength(L.reason, 500) }),
});
export type DailyReportFeesInput = z.input<typeof dailyReportFeesInput>;

export const dailyReportSchema = z.object({
  id: z.uuid(),
  version: versionSchema,
  driverId: z.uuid(),
  driverName: z.string(),
  date: z.string(),
  contractId: z.uuid().nullable(),
  contractName: z.string().nullable(),
  clientId: z.uuid().nullable(),
  clientName: z.string().nullable(),
  feeType: z.enum(feeTypes).nullable(),
  vehicleId: z.uuid().nullable(),
  vehicleRegistrationNumber: z.string().nullable(),
  startAt: z.string().nullable(),
  endAt: z.string().nullable(),
  startPlace: z.string().nullable(),
  endPlace: z.string().nullable(),
  startOdometerKm: z.number().nullable(),
  endOdometerKm: z.number().nullable(),
  /** endOdometerKm − startOdometerKm when both are known, else the track's distance. */
  distanceKm: z.number().nullable(),
  /** The distance of the phone's positions between startAt and endAt (0.1 km), kept with the report. */
  trackDistanceKm: z.number().nullable(),
  breaks: z.array(z.object({ start: z.string(), end: z.string().nullable(), place: z.string().nullable() })),
  waypoints: z.string().nullable(),
  driverChanges: z.array(z.object({ place: z.string().nullable(), at: z.string() })),
  loadStatus: z.string().nullable(),
  waitingRecords: z.array(
    z.object({
      place: z.string().nullable(),
      arrivedAt: z.string().nullable(),
      departedAt: z.string().nullable(),
      loadingStartAt: z.string().nullable(),
      loadingEndAt: z.string().nullable(),
      shipperConfirmed: z.boolean(),
    }),
  ),
  loadingWork: z.array(
    z.object({
      place: z.string().nullable(),
      startAt: z.string().nullable(),
      endAt: z.string().nullable(),
      description: z.string().nullable(),
      shipperConfirmed: z.boolean(),
    }),
  ),
  accidentOrDelay: z.string().nullable(),
  instructions: z.string().nullable(),
  quantity: z.number().nullable(),
  memo: z.string().nullable(),
  billingAmount: z.number().int().nullable(),
  paymentAmount: z.number().int().nullable(),
  /** Set when staff overrode the computed amounts. */
  feeOverrideReason: z.string().nullable(),
  ...approvalFields,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DailyReport = z.infer<typeof dailyReportSchema>;

/**
 * GET /self/daily-reports (date, contractId): the day's reports (today by default); with `from`/`to`
 * (an addition) the reports of that range instead, for the driver's list of past reports.
 */
export const selfDailyReportQuery = z.object({
  date: dateSchema(L.date).optional(),
  contractId: uuidSchema(L.contractId).optional(),
  from: dateSchema('開始日').optional(),
  to: dateSchema('終了日').optional(),
});

/** GET /daily-reports (staff). */
export const dailyReportListQuery = paginationQuery.extend({
  from: dateSchema('開始日').optional(),
  to: dateSchema('終了日').optional(),
  driverId: uuidSchema('ドライバー').optional(),
  groupId: uuidSchema('グループ').optional(),
  contractId: uuidSchema(L.contractId).optional(),
  clientId: uuidSchema('取引先').optional(),
  isApproved: booleanText('承認済み').optional(),
  approveStatus: z.enum(approveStatuses, { error: msg.select('承認状況') }).optional(),
  includeAdjustment: booleanText('調整額を含める').optional(),
});
export type DailyReportListQuery = z.input<typeof dailyReportListQuery>;

/** POST /daily-reports/actions/update-status (staff): several requested reports decided at once. */
export const DAILY_REPORT_BULK_MAX = 200;
export const dailyReportBulkDecisionInput = z
  .object({
    ids: z
      .array(uuidSchema('日報'), { error: '日報を選択してください' })
      .min(1, { error: '日報を選択してください' })
      .max(DAILY_REPORT_BULK_MAX, { error: `日報は${DAILY_REPORT_BULK_MAX}件以内で選択してください` }),
    status: z.enum(['approved', 'rejected'], { error: '承認または差戻しを選択してください' }),
    comment: optionalText('コメント', 1000),
  })
  .refine((v) => v.status !== 'rejected' || v.comment !== null, {
    path: ['comment'],
    error: '差戻しの理由を入力してください',
  });
export type DailyReportBulkDecisionInput = z.input<typeof dailyReportBulkDecisionInput>;
export const dailyReportBulkDecisionResult = z.object({ count: z.number().int() });

/**
 * The `summary` of GET /daily-reports?includeAdjustment=true: sums over every report the filters match
 * (not only the page), plus the adjustment amounts (調整額) of the accounting months those reports
 * fall in — a client's by its 締日, a driver's by calendar month (contractors close at month end) —
 * for the listed reports' clients and drivers. billingTotal = billingAmount + clientAdjustmentAmount;
 * paymentTotal = paymentAmount + driverAdjustmentAmount. Yen, tax excluded.
 */
export const dailyReportAdjustmentSchema = z.object({
  id: z.uuid(),
  subject: z.enum(['client', 'driver']),
  subjectId: z.uuid(),
  subjectName: z.string(),
  accountingMonth: z.string(),
  title: z.string(),
  amount: z.number().int(),
});
export const dailyReportSummarySchema = z.object({
  reportCount: z.number().int(),
  billingAmount: z.number().int(),
  paymentAmount: z.number().int(),
  clientAdjustmentAmount: z.number().int(),
  driverAdjustmentAmount: z.number().int(),
  billingTotal: z.number().int(),
  paymentTotal: z.number().int(),
  adjustments: z.array(dailyReportAdjustmentSchema),
});
export type DailyReportSummary = z.infer<typeof dailyReportSummarySchema>;
export const dailyReportListResponse = z.object({
  data: z.array(dailyReportSchema),
  total: z.number().int(),
  summary: dailyReportSummarySchema.optional(),
});
export type DailyReportListResponse = z.infer<typeof dailyReportListResponse>;

/**
 * GET /daily-reports/by-client: the client's approved reports of an accounting month by its 締日, all
 * of them (not paged: the month's billing input), with the period and the billing total. Another
 * company's client answers 404.
 */
export const dailyReportByClientQuery = z.object({
  accountingMonth: accountingMonthSchema('対象月'),
  clientId: uuidSchema('取引先'),
});
export const dailyReportByClientResponse = z.object({
  clientId: z.uuid(),
  accountingMonth: z.string(),
  from: z.string(),
  to: z.string(),
  billingAmount: z.number().int(),
  reportCount: z.number().int(),
  data: z.array(dailyReportSchema),
});
export type DailyReportByClientResponse = z.infer<typeof dailyReportByClientResponse>;

/** GET /self/daily-reports/prefill (date, contractId): a draft from the day's attendance and actions. */
export const dailyReportPrefillQuery = z.object({
  date: dateSchema(L.date),
  contractId: uuidSchema(L.contractId).optional(),
});
export const dailyReportDraftSchema = dailyReportSchema
  .pick({
    date: true,
    contractId: true,
    contractName: true,
    feeType: true,
    vehicleId: true,
    vehicleRegistrationNumber: true,
    startAt: true,
    endAt: true,
    startPlace: true,
    endPlace: true,
    startOdometerKm: true,
    endOdometerKm: true,
    breaks: true,
    waypoints: true,
    driverChanges: true,
    loadStatus: true,
    trackDistanceKm: true,
    waitingRecords: true,
    loadingWork: true,
    accidentOrDelay: true,
    instructions: true,
    quantity: true,
    memo: true,
    billingAmount: true,
    paymentAmount: true,
  })
  .extend({ courseCount: z.number().int() });
export type DailyReportDraft = z.infer<typeof dailyReportDraftSchema>;
/**
 * The draft built from the day's records, the day's facts for the 第8条 check, and the contracts of the day's courses (a driver with
 * courses of several contracts writes one report each). The saved report, if any, is read with
 * GET /self/daily-reports (date, contractId): the prefill only proposes.
 */
const recordedSpanSchema = z.object({ place: z.string(), start: z.string(), end: z.string() });
/** DailyReportDayFacts (daily-report-completeness.ts): what the day holds beyond the report. */
export const dailyReportDayFactsSchema = z.object({
  loadStatusRequired: z.boolean(),
  contractListsLoading: z.boolean(),
  waits: z.array(recordedSpanSchema),
  loadings: z.array(recordedSpanSchema),
  accidents: z.number().int(),
  delayedCourses: z.array(z.string()),
});
export const dailyReportPrefillResponse = z.object({
  draft: dailyReportDraftSchema,
  dayContracts: z.array(z.object({ id: z.uuid(), name: z.string() })),
  /** The facts the approval checks the report against, so the form names what is missing first. */
  dayFacts: dailyReportDayFactsSchema,
});
export type DailyReportPrefillResponse = z.infer<typeof dailyReportPrefillResponse>;

/**
 * GET /daily-reports/duty-records/pdf (staff): the A4 乗務記録 of one driver and calendar month, every
 * report of the month (any approval state) with all the 第8条 items.
 */
export const dutyRecordPdfQuery = z.object({
  driverId: uuidSchema('ドライバー'),
  month: accountingMonthSchema('対象月'),
});
export type DutyRecordPdfQuery = z.infer<typeof dutyRecordPdfQuery>;
