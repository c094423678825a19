import { z } from 'zod';
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

/** 出退勤・点呼 (domain-model §3, domain-ja §6): the driver's own records, kept at least 1 year. */
export const attendanceTypes = ['clock_in', 'clock_out', 'break_start', 'break_end'] as const;
export type AttendanceType = (typeof attendanceTypes)[number];
export const attendanceTypeLabels: Record<AttendanceType, string> = {
  clock_in: '出勤',
  clock_out: '退勤',
  break_start: '休憩開始',
  break_end: '休憩終了',
};

export const healthConditions = ['good', 'fair', 'poor'] as const;
export type HealthCondition = (typeof healthConditions)[number];
export const healthConditionLabels: Record<HealthCondition, string> = {
  good: '良好',
  fair: 'やや不良',
  poor: '不良',
};

export const rollCallMethods = ['in_person', 'remote'] as const;
export type RollCallMethod = (typeof rollCallMethods)[number];
export const rollCallMethodLabels: Record<RollCallMethod, string> = {
  in_person: '対面',
  remote: '遠隔・電話',
};

/** 出勤 and 退勤 carry the 点呼 record; breaks do not. */
export const isRollCallType = (type: AttendanceType) => type === 'clock_in' || type === 'clock_out';

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
  checkedBy: '点呼執行者',
  method: '点呼方法',
  memo: '備考',
  clientAttendanceId: '端末の記録ID',
} as const;
const L = attendanceLabels;

const optionalBoolean = (label: string) =>
  z
    .boolean({ error: msg.boolean(label) })
    .nullish()
    .transform((v) => v ?? null);

/**
 * POST /self/attendances. 出勤 and 退勤 need the 点呼 record (alcohol result, detector, health, method,
 * who checked); 出勤 also the 日常点検. A positive alcohol result needs its value. Breaks need only the type.
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
    checkedBy: optionalText(L.checkedBy, 100),
    method: z
      .enum(rollCallMethods, { error: msg.select(L.method) })
      .nullish()
      .transform((v) => v ?? null),
    memo: optionalText(L.memo, 2000),
    /** Made by the phone: a retried post with the same id answers the first record. */
    clientAttendanceId: z
      .uuid({ error: msg.uuid(L.clientAttendanceId) })
      .nullish()
      .transform((v) => v ?? null),
  })
  .superRefine((v, ctx) => {
    if (!isRollCallType(v.type)) return;
    const need = (key: keyof typeof L, message: string) => {
      if (v[key as keyof typeof v] === null) ctx.addIssue({ code: 'custom', path: [key], message });
    };
    need('alcoholDetected', msg.select(L.alcoholDetected));
    need('detectorUsed', msg.select(L.detectorUsed));
    need('healthCondition', msg.select(L.healthCondition));
    need('method', msg.select(L.method));
    need('checkedBy', msg.required(L.checkedBy));
    if (v.type === 'clock_in') need('dailyInspectionDone', msg.select(L.dailyInspectionDone));
    if (v.alcoholDetected === true && v.alcoholValue === null)
      ctx.addIssue({ code: 'custom', path: ['alcoholValue'], message: msg.required(L.alcoholValue) });
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
  checkedBy: z.string().nullable(),
  method: z.enum(rollCallMethods).nullable(),
  memo: z.string().nullable(),
  clientAttendanceId: z.uuid().nullable(),
  createdAt: z.string(),
});
export type Attendance = z.infer<typeof attendanceSchema>;

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
});
export type AttendanceListQuery = z.input<typeof attendanceListQuery>;
