import { z } from 'zod';
import { uuidSchema } from './common.ts';
import { dutyExceptionsFields } from './working-time-exceptions.ts';
import { findingSeverities, workingTimeRules } from './working-time-rules.ts';

/**
 * 労働時間の監視 (改善基準告示, domain-ja §3): pure computation from a driver's attendance records
 * and stop actions, shared by the server (report, alerts) and the web (labels, formatting).
 *   - working-time-rules.ts     the limits, rule names, duration formats
 *   - working-time-timeline.ts  a duty cut into driving / break / stop / waiting, 連続運転
 *   - working-time-duties.ts    records → duties with their figures (definitions there)
 *   - working-time-findings.ts  each duty's findings (breach / near)
 *   - working-time-special-cases.ts  分割休息, 2人乗務, 隔日勤務, フェリー, 長距離, 休日労働
 *   - working-time-exceptions.ts  a duty's special cases as staff set them; the 労使協定 setting
 *   - working-time-month.ts     the month's summary, the data range a month needs
 *   - working-time-self.ts      the driver's own day (GET /self/working-time) and his phone's warnings
 */
export * from './working-time-duties.ts';
export * from './working-time-exceptions.ts';
export * from './working-time-findings.ts';
export * from './working-time-month.ts';
export * from './working-time-rules.ts';
export * from './working-time-self.ts';
export * from './working-time-special-cases.ts';
export * from './working-time-timeline.ts';

/** A month as YYYY-MM (2000–2100). */
export const workingTimeMonthSchema = z
  .string({ error: '対象月はYYYY-MM形式で入力してください' })
  .regex(/^(20\d{2}|2100)-(0[1-9]|1[0-2])$/, { error: '対象月はYYYY-MM形式で入力してください' });

/** GET /working-time: one month (this month in Asia/Tokyo when absent), all drivers or one. */
export const workingTimeQuery = z.object({
  month: workingTimeMonthSchema.optional(),
  driverId: uuidSchema('ドライバー').optional(),
});
export type WorkingTimeQuery = z.input<typeof workingTimeQuery>;

const findingSchema = z.object({
  rule: z.enum(workingTimeRules),
  severity: z.enum(findingSeverities),
  message: z.string(),
  minutes: z.number(),
  limit: z.number(),
});

export const workingTimeDutySchema = z.object({
  workDate: z.string(),
  start: z.string(),
  end: z.string(),
  ongoing: z.boolean(),
  clockOutMissing: z.boolean(),
  spanMinutes: z.number(),
  restraintMinutes: z.number(),
  restBeforeMinutes: z.number().nullable(),
  /** The rest before holds a 休日 (≥ 9 h + 24 h): not a 休息期間, shown as 「—」. */
  afterDaysOff: z.boolean(),
  breakMinutes: z.number(),
  waitingMinutes: z.number(),
  drivingMinutes: z.number(),
  maxContinuousDrivingMinutes: z.number(),
  currentContinuousDrivingMinutes: z.number(),
  /** The duty's 出勤 record: PUT /attendances/{attendanceId}/exceptions sets its special cases. */
  attendanceId: z.uuid().nullable(),
  exceptions: z.object(dutyExceptionsFields),
  restAfterMinutes: z.number().nullable(),
  longestBreakMinutes: z.number(),
  splitRestMinutes: z.array(z.number()),
  ferryMinutes: z.number(),
  excludedMinutes: z.number(),
  countedMinutes: z.number(),
  findings: z.array(findingSchema),
});
export type WorkingTimeDuty = z.infer<typeof workingTimeDutySchema>;

export const workingTimeSummarySchema = z.object({
  restraintMinutes: z.number(),
  restraintLimitMinutes: z.number(),
  yearStartMonth: z.string(),
  yearRestraintMinutes: z.number(),
  yearRestraintLimitMinutes: z.number(),
  laborAgreement: z.boolean(),
  drivingMinutes: z.number(),
  dutyCount: z.number(),
  splitRestCount: z.number(),
  maxRestraintMinutes: z.number(),
  daysOver13h: z.number(),
  daysOver14h: z.number(),
  restraintBreachCount: z.number(),
  restBreachCount: z.number(),
  restBelowTargetCount: z.number(),
  drivingTwoDayBreachCount: z.number(),
  continuousDrivingBreachCount: z.number(),
  weeks: z.array(
    z.object({ weekStart: z.string(), drivingMinutes: z.number(), twoWeekAverageMinutes: z.number() }),
  ),
  findings: z.array(findingSchema),
});

/** One driver's month; `id` is the driver's id (a list row's key). */
export const workingTimeDriverSchema = z.object({
  id: z.uuid(),
  driverId: z.uuid(),
  driverName: z.string(),
  duties: z.array(workingTimeDutySchema),
  summary: workingTimeSummarySchema,
});
export type WorkingTimeDriver = z.infer<typeof workingTimeDriverSchema>;

export const workingTimeResponseSchema = z.object({
  month: z.string(),
  data: z.array(workingTimeDriverSchema),
  total: z.number(),
});
export type WorkingTimeResponse = z.infer<typeof workingTimeResponseSchema>;
