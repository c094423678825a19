import { z } from 'zod';
import { addDays } from './calendar-dates.ts';
import {
  dateSchema,
  msg,
  optionalNumberSchema,
  optionalText,
  paginationQuery,
  uuidSchema,
} from './common.ts';
import { pastInstantSchema } from './destination-actions.ts';
import { coordinateSchema } from './partner-fields.ts';

/**
 * 出退勤・点呼 (domain-model §3, domain-ja §6, 輸送安全規則 第7条): the driver's part is sent by the
 * phone; the company's 点呼執行者 confirms it. Kept at least 1 year. 中間点呼 (`mid_duty`) is the
 * check during a duty whose start and end are both away from a base (a trip of two or more nights).
 */
export const attendanceTypes = ['clock_in', 'clock_out', 'break_start', 'break_end', 'mid_duty'] as const;
export type AttendanceType = (typeof attendanceTypes)[number];
export const attendanceTypeLabels: Record<AttendanceType, string> = {
  clock_in: '出勤',
  clock_out: '退勤',
  break_start: '休憩開始',
  break_end: '休憩終了',
  mid_duty: '中間点呼',
};
/** The 点呼 each record is, as the 点呼記録簿 names it. */
export const rollCallKindLabels: Partial<Record<AttendanceType, string>> = {
  clock_in: '乗務前',
  clock_out: '乗務後',
  mid_duty: '中間',
};

export const healthConditions = ['good', 'fair', 'poor'] as const;
export type HealthCondition = (typeof healthConditions)[number];
export const healthConditionLabels: Record<HealthCondition, string> = {
  good: '良好',
  fair: 'やや不良',
  poor: '不良',
};

/** How the 点呼執行者 did the 点呼: 対面, IT点呼 (approved equipment only), 電話 (away from a base only). */
export const rollCallMethods = ['in_person', 'it', 'phone'] as const;
export type RollCallMethod = (typeof rollCallMethods)[number];
export const rollCallMethodLabels: Record<RollCallMethod, string> = {
  in_person: '対面',
  it: 'IT点呼',
  phone: '電話',
};

/** 出勤, 退勤 and 中間点呼 are 点呼 the company confirms; breaks are not. */
export const isRollCallType = (type: AttendanceType) =>
  type === 'clock_in' || type === 'clock_out' || type === 'mid_duty';
/** 出勤 and 退勤 carry the alcohol check with a detector. */
export const needsAlcoholCheck = (type: AttendanceType) => type === 'clock_in' || type === 'clock_out';

/** A reading above zero, or a detector that said so, is a positive check: 乗務禁止. */
export const isPositiveReading = (r: { alcoholDetected: boolean | null; alcoholValue: number | null }) =>
  r.alcoholDetected === true || (r.alcoholValue ?? 0) > 0;

/** Unconfirmed 点呼 older than this become an alert. */
export const ROLL_CALL_CONFIRM_HOURS = 2;

export const attendanceLabels = {
  type: '種別',
  at: '日時',
  latitude: '緯度',
  longitude: '経度',
  vehicleId: '車両',
  odometerKm: 'メーター',
  alcoholDetected: '酒気帯びの有無',
  alcoholValue: 'アルコール濃度',
  detectorUsed: 'アルコール検知器の使用',
  healthCondition: '健康状態',
  sleepHours: '睡眠時間',
  dailyInspectionDone: '日常点検',
  awayFromBase: '出先での点呼',
  vehicleRoadReport: '自動車・道路・運行の状況',
  handoverNote: '交替運転者への通告',
  memo: '備考',
  clientAttendanceId: '端末の記録ID',
} as const;
const L = attendanceLabels;

export const DETECTOR_REQUIRED_MESSAGE =
  'アルコール検知器を使用して確認してください（検知器の使用は義務です）';

const optionalBoolean = (label: string) =>
  z
    .boolean({ error: msg.boolean(label) })
    .nullish()
    .transform((v) => v ?? null);

/**
 * POST /self/attendances: the driver's part of the 点呼. 出勤 (乗務前) and 退勤 (乗務後) need the
 * alcohol reading taken with a detector (`detectorUsed` must be true), its value and the health;
 * 出勤 also the sleep and the 日常点検; 退勤 the 自動車・道路・運行の状況 (the 交替運転者への通告 is
 * optional). 中間点呼 needs the health. `awayFromBase` says the 点呼 is taken away from a base (出先),
 * which is what allows the company to do it by phone. Breaks need only the type.
 */
export const attendanceInput = z
  .object({
    type: z.enum(attendanceTypes, { error: msg.select(L.type) }),
    at: pastInstantSchema(L.at).optional(),
    latitude: coordinateSchema(L.latitude, 90),
    longitude: coordinateSchema(L.longitude, 180),
    vehicleId: uuidSchema(L.vehicleId)
      .nullish()
      .transform((v) => v ?? null),
    odometerKm: optionalNumberSchema(L.odometerKm, 0, 9_999_999),
    alcoholDetected: optionalBoolean(L.alcoholDetected),
    alcoholValue: optionalNumberSchema(L.alcoholValue, 0, 5),
    detectorUsed: optionalBoolean(L.detectorUsed),
    healthCondition: z
      .enum(healthConditions, { error: msg.select(L.healthCondition) })
      .nullish()
      .transform((v) => v ?? null),
    sleepHours: optionalNumberSchema(L.sleepHours, 0, 24),
    dailyInspectionDone: optionalBoolean(L.dailyInspectionDone),
    awayFromBase: z
      .boolean({ error: msg.boolean(L.awayFromBase) })
      .nullish()
      .transform((v) => v ?? false),
    vehicleRoadReport: optionalText(L.vehicleRoadReport, 2000),
    handoverNote: optionalText(L.handoverNote, 2000),
    memo: optionalText(L.memo, 2000),
    /** Made by the phone: a retried post with the same id answers the first record. */
    clientAttendanceId: z
      .uuid({ error: msg.uuid(L.clientAttendanceId) })
      .nullish()
      .transform((v) => v ?? null),
  })
  .superRefine((v, ctx) => {
    if (!isRollCallType(v.type)) return;
    const need = (key: keyof typeof v, message: string) => {
      if (v[key] === null) ctx.addIssue({ code: 'custom', path: [key], message });
    };
    need('healthCondition', msg.select(L.healthCondition));
    if (needsAlcoholCheck(v.type)) {
      if (v.detectorUsed !== true)
        ctx.addIssue({ code: 'custom', path: ['detectorUsed'], message: DETECTOR_REQUIRED_MESSAGE });
      need('alcoholValue', msg.required(L.alcoholValue));
    }
    if (v.type === 'clock_in') {
      need('sleepHours', msg.required(L.sleepHours));
      need('dailyInspectionDone', msg.select(L.dailyInspectionDone));
    }
    if (v.type === 'clock_out') need('vehicleRoadReport', msg.required(L.vehicleRoadReport));
  });
export type AttendanceInput = z.input<typeof attendanceInput>;
export type AttendanceValues = z.output<typeof attendanceInput>;

export const attendanceSchema = z.object({
  id: z.uuid(),
  driverId: z.uuid(),
  driverName: z.string(),
  type: z.enum(attendanceTypes),
  at: z.string(),
  /** The business date (Asia/Tokyo) of the duty this record belongs to: its 出勤's date. */
  workDate: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  vehicleId: z.uuid().nullable(),
  vehicleRegistrationNumber: z.string().nullable(),
  odometerKm: z.number().nullable(),
  alcoholDetected: z.boolean().nullable(),
  alcoholValue: z.number().nullable(),
  detectorUsed: z.boolean().nullable(),
  healthCondition: z.enum(healthConditions).nullable(),
  sleepHours: z.number().nullable(),
  dailyInspectionDone: z.boolean().nullable(),
  awayFromBase: z.boolean(),
  vehicleRoadReport: z.string().nullable(),
  handoverNote: z.string().nullable(),
  memo: z.string().nullable(),
  /** A 出勤 with a positive reading: recorded, but the duty did not start (乗務禁止). */
  dutyBarred: z.boolean(),
  /** The 点呼執行者: the staff user who confirmed it (null until confirmed). */
  confirmedBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  confirmedAt: z.string().nullable(),
  method: z.enum(rollCallMethods).nullable(),
  instructions: z.string().nullable(),
  confirmMemo: z.string().nullable(),
  /** What the company did about a positive reading (措置); the danger alert lasts until it is set. */
  alcoholOutcome: z.string().nullable(),
  /** Before company confirmation existed, the phone sent a free-text 点呼執行者: kept as it was. */
  legacyCheckedBy: z.string().nullable(),
  clientAttendanceId: z.uuid().nullable(),
  createdAt: z.string(),
});
export type Attendance = z.infer<typeof attendanceSchema>;

/** A 点呼 still waiting for the company (a legacy record carries its self-reported checker instead). */
export const awaitsConfirmation = (r: Pick<Attendance, 'type' | 'confirmedAt' | 'legacyCheckedBy'>) =>
  isRollCallType(r.type) && r.confirmedAt === null && r.legacyCheckedBy === null;

export const rollCallConfirmLabels = {
  method: '点呼方法',
  instructions: '指示事項',
  memo: '備考',
  alcoholOutcome: '酒気帯び検知後の措置',
} as const;
const C = rollCallConfirmLabels;

/**
 * POST /attendances/{id}/confirm: the staff user doing the 点呼 confirms the driver's part, how it was
 * done and the instructions given. A positive reading needs the 措置 (`alcoholOutcome`).
 */
export const rollCallConfirmInput = z.object({
  method: z.enum(rollCallMethods, { error: msg.select(C.method) }),
  instructions: optionalText(C.instructions, 2000),
  memo: optionalText(C.memo, 2000),
  alcoholOutcome: optionalText(C.alcoholOutcome, 2000),
});
export type RollCallConfirmInput = z.input<typeof rollCallConfirmInput>;
export type RollCallConfirmValues = z.output<typeof rollCallConfirmInput>;

export const IT_ROLL_CALL_NOT_APPROVED =
  'IT点呼の機器が承認済みとして登録されていないため、IT点呼は選べません。自社設定の「点呼設定」で登録してください。';
export const PHONE_ROLL_CALL_AT_BASE =
  '電話点呼は出先で始まる・終わる乗務の点呼だけです。営業所での点呼は対面（またはIT点呼）で行ってください。';
export const ALCOHOL_OUTCOME_REQUIRED =
  '酒気帯びが検知された点呼では、措置（乗務禁止の対応）を入力してください';
export const DUTY_BARRED_MESSAGE =
  '本日は酒気帯びが検知されたため乗務できません。事務所（運行管理者）に連絡してください。';

/** 点呼設定 (a company setting): whether the company's IT点呼 equipment is approved, and which. */
export const rollCallSettingsInput = z.object({
  itRollCallApproved: z.boolean({ error: msg.boolean('IT点呼機器の承認') }),
  itRollCallEquipment: optionalText('IT点呼機器', 200),
});
export type RollCallSettingsInput = z.input<typeof rollCallSettingsInput>;
export const rollCallSettingsSchema = z.object({
  itRollCallApproved: z.boolean(),
  itRollCallEquipment: z.string().nullable(),
});
export type RollCallSettings = z.infer<typeof rollCallSettingsSchema>;

/** Where the driver is in the day, from their latest record (the phone's home screen). */
export const dutyStates = ['off_duty', 'on_duty', 'on_break'] as const;
export type DutyState = (typeof dutyStates)[number];
export const dutyStateLabels: Record<DutyState, string> = {
  off_duty: '勤務外',
  on_duty: '勤務中',
  on_break: '休憩中',
};

/** GET /self/attendances (date): the driver's records of that day and their state now. */
export const selfAttendanceQuery = z.object({ date: dateSchema('日付').optional() });
export const selfAttendanceDaySchema = z.object({
  date: z.string(),
  state: z.enum(dutyStates),
  records: z.array(attendanceSchema),
  /** A positive reading at a 出勤 of this date: the driver must not drive that day. */
  dutyBarred: z.boolean(),
});
export type SelfAttendanceDay = z.infer<typeof selfAttendanceDaySchema>;

/** GET /attendances (staff): 点呼・出退勤 records of a date range. */
export const attendanceListQuery = paginationQuery.extend({
  from: dateSchema('開始日'),
  to: dateSchema('終了日'),
  driverId: uuidSchema('ドライバー').optional(),
  type: z.enum(attendanceTypes, { error: msg.select(L.type) }).optional(),
  /** Only records with a positive alcohol check. */
  alcoholDetected: z
    .union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')], {
      error: msg.boolean(L.alcoholDetected),
    })
    .optional(),
  /** false: only 点呼 still waiting for the company's confirmation; true: only confirmed ones. */
  confirmed: z
    .union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')], {
      error: msg.boolean('確認状況'),
    })
    .optional(),
});
export type AttendanceListQuery = z.input<typeof attendanceListQuery>;

/** GET /attendances/register/{csv,pdf}: the 点呼記録簿 of a period (at most a year), one driver or all. */
export const rollCallRegisterQuery = z
  .object({
    from: dateSchema('開始日'),
    to: dateSchema('終了日'),
    driverId: uuidSchema('ドライバー').optional(),
  })
  .refine((q) => q.from <= q.to, { path: ['to'], error: '終了日は開始日以降の日付を指定してください' })
  .refine((q) => q.to <= addDays(q.from, 366), {
    path: ['to'],
    error: '期間は1年以内で指定してください',
  });
export type RollCallRegisterQuery = z.input<typeof rollCallRegisterQuery>;
