import { z } from 'zod';
import {
  booleanText,
  dateSchema,
  msg,
  optionalText,
  paginationQuery,
  requiredText,
  searchTermQuery,
  sortQuery,
  uuidSchema,
} from './common.ts';
import { timeOfDaySchema } from './japanese-fields.ts';
import { versionSchema, withExpectedVersion } from './versions.ts';

/** コース・便 (domain-model §3). */
export const courseStatuses = ['planned', 'in_progress', 'completed', 'cancelled'] as const;
export type CourseStatus = (typeof courseStatuses)[number];
export const courseStatusLabels: Record<CourseStatus, string> = {
  planned: '予定',
  in_progress: '運行中',
  completed: '完了',
  cancelled: '中止',
};

export const courseLabels = {
  deliveryDate: '配送日',
  name: 'コース名',
  contractId: '契約',
  contractName: '契約',
  clientId: '取引先',
  clientName: '取引先',
  driverId: 'ドライバー',
  driverName: 'ドライバー',
  vehicleId: '車両',
  vehicleRegistrationNumber: '車両',
  baseId: '拠点',
  baseName: '拠点',
  startTime: '開始予定',
  endTime: '終了予定',
  status: '状態',
  memo: '備考',
  consignorId: '荷主',
  sourceCourseId: 'コピー元',
  assignmentNotifiedAt: '配車通知',
  destinationCount: '配送先数',
  completedCount: '完了数',
  carriedOverCount: '繰越数',
  createdAt: '登録日時',
  updatedAt: '更新日時',
} as const;
const L = courseLabels;

const nullableUuid = (label: string) =>
  uuidSchema(label)
    .nullish()
    .transform((v) => v ?? null);

const endAfterStart = {
  path: ['endTime'],
  error: `${L.endTime}は${L.startTime}より後の時刻を入力してください`,
};

/** POST /courses and PUT /courses/{id}. clientId follows the contract when one is set. */
export const courseInput = z
  .object({
    deliveryDate: dateSchema(L.deliveryDate),
    name: requiredText(L.name, 100),
    contractId: nullableUuid(L.contractId),
    clientId: nullableUuid(L.clientId),
    driverId: nullableUuid(L.driverId),
    vehicleId: nullableUuid(L.vehicleId),
    baseId: nullableUuid(L.baseId),
    startTime: timeOfDaySchema(L.startTime),
    endTime: timeOfDaySchema(L.endTime),
    status: z.enum(courseStatuses, { error: msg.select(L.status) }).default('planned'),
    memo: optionalText(L.memo, 2000),
  })
  .refine((c) => !c.startTime || !c.endTime || c.startTime < c.endTime, endAfterStart);
export type CourseInput = z.input<typeof courseInput>;
export type CourseValues = z.output<typeof courseInput>;

/** PUT: the same fields plus the version the form loaded (optional; stale → 409). */
export const courseUpdateInput = withExpectedVersion(courseInput);

/**
 * What the 配車表 shows on a card besides the course itself: the same driver on two courses whose
 * planned times overlap on one day, or the same vehicle on two courses of one day.
 */
export const courseWarnings = ['driver_overlap', 'vehicle_double_booked'] as const;
export type CourseWarning = (typeof courseWarnings)[number];
export const courseWarningLabels: Record<CourseWarning, string> = {
  driver_overlap: 'ドライバーの時間帯が重なるコースがあります',
  vehicle_double_booked: '同じ日に同じ車両を使うコースがあります',
};

export const courseSchema = z.object({
  id: z.uuid(),
  version: versionSchema,
  deliveryDate: z.string(),
  name: z.string(),
  contractId: z.uuid().nullable(),
  contractName: z.string().nullable(),
  clientId: z.uuid().nullable(),
  clientName: z.string().nullable(),
  driverId: z.uuid().nullable(),
  driverName: z.string().nullable(),
  vehicleId: z.uuid().nullable(),
  vehicleRegistrationNumber: z.string().nullable(),
  baseId: z.uuid().nullable(),
  baseName: z.string().nullable(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  status: z.enum(courseStatuses),
  memo: z.string().nullable(),
  consignorId: z.uuid().nullable(),
  sourceCourseId: z.uuid().nullable(),
  assignmentNotifiedAt: z.string().nullable(),
  /** The stops the course kept: those carried over (繰越) count on their new course. */
  destinationCount: z.number().int(),
  completedCount: z.number().int(),
  /** Stops carried over to another course: a 完了 course with some is 完了（一部繰越）. */
  carriedOverCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Course = z.infer<typeof courseSchema>;

export const courseSortKeys = ['deliveryDate', 'name', 'startTime'] as const;

const periodRule = {
  path: ['to'],
  error: '期間（終了）は期間（開始）以降の日付を指定してください',
};

export const courseListQuery = paginationQuery
  .extend({
    sort: sortQuery(courseSortKeys).optional(),
    q: searchTermQuery.optional(),
    deliveryDate: dateSchema(L.deliveryDate).optional(),
    from: dateSchema('期間（開始）').optional(),
    to: dateSchema('期間（終了）').optional(),
    groupId: uuidSchema('グループ').optional(),
    driverId: uuidSchema(L.driverId).optional(),
    vehicleId: uuidSchema(L.vehicleId).optional(),
    contractId: uuidSchema(L.contractId).optional(),
    clientId: uuidSchema(L.clientId).optional(),
    status: z.enum(courseStatuses, { error: msg.select(L.status) }).optional(),
    /** true: only courses without a driver or without a vehicle. */
    unassigned: booleanText('未割当').optional(),
  })
  .refine((q) => !q.from || !q.to || q.to >= q.from, periodRule);
export type CourseListQuery = z.input<typeof courseListQuery>;
export type CourseListFilter = z.output<typeof courseListQuery>;

/** One card of the 配車表. */
export const courseSummarySchema = z.object({
  id: z.uuid(),
  /** The course's version: a move sends it, so a course changed since the week was read is not overwritten. */
  version: versionSchema,
  deliveryDate: z.string(),
  name: z.string(),
  status: z.enum(courseStatuses),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  driverId: z.uuid().nullable(),
  vehicleId: z.uuid().nullable(),
  vehicleRegistrationNumber: z.string().nullable(),
  contractId: z.uuid().nullable(),
  contractName: z.string().nullable(),
  clientName: z.string().nullable(),
  /** The stops the course kept: those carried over (繰越) count on their new course. */
  destinationCount: z.number().int(),
  completedCount: z.number().int(),
  /** Stops carried over to another course: a 完了 course with some is 完了（一部繰越）. */
  carriedOverCount: z.number().int(),
  assignmentNotifiedAt: z.string().nullable(),
  warnings: z.array(z.enum(courseWarnings)),
});
export type CourseSummary = z.infer<typeof courseSummarySchema>;

export const calendarQuery = z.object({
  /** Any day of the week shown (Monday to Sunday); today when absent. */
  deliveryDate: dateSchema(L.deliveryDate).optional(),
  groupId: uuidSchema('グループ').optional(),
  driverId: uuidSchema(L.driverId).optional(),
  contractId: uuidSchema(L.contractId).optional(),
  clientId: uuidSchema(L.clientId).optional(),
});
export type CalendarQuery = z.input<typeof calendarQuery>;
export type CalendarFilter = z.output<typeof calendarQuery>;

/** Why a driver may not take new courses on a day (shown on the row, and the reason of a refusal). */
export const driverUnavailableReasons = ['inactive', 'license_expired'] as const;
export type DriverUnavailableReason = (typeof driverUnavailableReasons)[number];

export const calendarDriverRowSchema = z.object({
  /** null for the row of unassigned courses (未割当). */
  driverId: z.uuid().nullable(),
  name: z.string(),
  groupId: z.uuid().nullable(),
  groupName: z.string().nullable(),
  active: z.boolean(),
  /** 免許証有効期限, when the profile has one. */
  licenseExpiresOn: z.string().nullable(),
  /** date → that day's courses, in start-time order; every date of the week is present. */
  courses: z.record(z.string(), z.array(courseSummarySchema)),
});
export type CalendarDriverRow = z.infer<typeof calendarDriverRowSchema>;

export const calendarSchema = z.object({
  dates: z.array(z.string()),
  drivers: z.array(calendarDriverRowSchema),
});
export type Calendar = z.infer<typeof calendarSchema>;

/** Several courses at once (remove-multiple, send-assign-notifications). */
const courseIds = z
  .array(uuidSchema('コース'), { error: 'コースを選択してください' })
  .min(1, { error: 'コースを選択してください' })
  .max(1000, { error: 'コースは一度に1000件まで選択できます' });

export const removeCoursesInput = z.object({ ids: courseIds });
export type RemoveCoursesInput = z.input<typeof removeCoursesInput>;

export const assignContractsInput = z.object({
  courseIds,
  contractId: uuidSchema(L.contractId),
});
export type AssignContractsInput = z.input<typeof assignContractsInput>;

export const sendAssignNotificationsInput = z.object({ courseIds });
export type SendAssignNotificationsInput = z.input<typeof sendAssignNotificationsInput>;

export const bulkCoursesResultSchema = z.object({ count: z.number().int() });

export const assignNotificationsResultSchema = z.object({
  /** Courses notified (each has assignmentNotifiedAt set). */
  count: z.number().int(),
  /** Drivers told: one message per driver and day, by mail and to each push subscription. */
  drivers: z.number().int(),
  /** Selected courses without a driver, left out. */
  skipped: z.number().int(),
});
export type AssignNotificationsResult = z.infer<typeof assignNotificationsResultSchema>;

/** POST /courses/{id}/copy: the same course (all stops pending) on each date; 定期便. */
export const courseCopyInput = z.object({
  deliveryDates: z
    .array(dateSchema(L.deliveryDate), { error: 'コピー先の日付を選択してください' })
    .min(1, { error: 'コピー先の日付を選択してください' })
    .max(366, { error: 'コピー先の日付は一度に366日まで指定できます' }),
  /** true: national holidays (祝日) among the dates are left out; otherwise copied and flagged. */
  skipHolidays: z.boolean({ error: msg.boolean('祝日を除く') }).default(false),
});
export type CourseCopyInput = z.input<typeof courseCopyInput>;

export const courseCopyResultSchema = z.object({
  courses: z.array(z.object({ id: z.uuid(), deliveryDate: z.string(), holidayName: z.string().nullable() })),
  skipped: z.array(z.object({ deliveryDate: z.string(), holidayName: z.string() })),
});
export type CourseCopyResult = z.infer<typeof courseCopyResultSchema>;

/**
 * POST /courses/{id}/carry-over: unfinished stops to a new course on that date. A stop with 到着
 * recorded goes only with includeArrived (else 409 naming it): the driver may be unloading there.
 */
export const carryOverInput = z.object({
  deliveryDate: dateSchema(L.deliveryDate),
  includeArrived: z.boolean({ error: msg.boolean('到着済みの配送先も繰り越す') }).default(false),
});
export type CarryOverInput = z.input<typeof carryOverInput>;

export const courseIdParams = z.object({ courseId: uuidSchema('コースID') });
export const courseDestinationParams = z.object({
  courseId: uuidSchema('コースID'),
  id: uuidSchema('ID'),
});

/**
 * The 配車表's timeline (タイムライン): one day, hours across, one row per vehicle or per driver. Where a
 * bar's ends come from: the course's own 開始予定・終了予定 (which 配車最適化 writes when a plan is
 * confirmed), else its stops' time windows (the earliest 時間指定 start, the latest end).
 */
export const timelineTimeSources = ['course', 'stops'] as const;
export type TimelineTimeSource = (typeof timelineTimeSources)[number];

export const timelineQuery = z.object({
  /** The day shown; today in Tokyo when absent. */
  date: dateSchema(L.deliveryDate).optional(),
  groupId: uuidSchema('グループ').optional(),
  driverId: uuidSchema(L.driverId).optional(),
  contractId: uuidSchema(L.contractId).optional(),
  clientId: uuidSchema(L.clientId).optional(),
});
export type TimelineQuery = z.input<typeof timelineQuery>;
export type TimelineFilter = z.output<typeof timelineQuery>;

export const timelineCourseSchema = courseSummarySchema.extend({
  driverName: z.string().nullable(),
  /** 「HH:MM」: where the bar starts, or null (no time at all: the 時間未定 lane). */
  plannedStart: z.string().nullable(),
  plannedEnd: z.string().nullable(),
  startFrom: z.enum(timelineTimeSources).nullable(),
  endFrom: z.enum(timelineTimeSources).nullable(),
});
export type TimelineCourse = z.infer<typeof timelineCourseSchema>;

export const timelineDriverSchema = calendarDriverRowSchema.omit({ courses: true }).extend({
  driverId: z.uuid(),
});
export type TimelineDriver = z.infer<typeof timelineDriverSchema>;

export const timelineVehicleSchema = z.object({
  vehicleId: z.uuid(),
  registrationNumber: z.string(),
  name: z.string().nullable(),
  active: z.boolean(),
  /** 車検の有効期限, when recorded (a mark on the row when it is before the day). */
  inspectionExpiresOn: z.string().nullable(),
});
export type TimelineVehicle = z.infer<typeof timelineVehicleSchema>;

export const timelineSchema = z.object({
  date: z.string(),
  /** The day's courses (filtered by contract, client, group or driver), in start-time order. */
  data: z.array(timelineCourseSchema),
  total: z.number().int(),
  /** The rows of the driver view: active drivers of the filter, inactive ones only with a course that day. */
  drivers: z.array(timelineDriverSchema),
  /** The rows of the vehicle view: active vehicles, inactive ones only with a course that day. */
  vehicles: z.array(timelineVehicleSchema),
});
export type Timeline = z.infer<typeof timelineSchema>;
