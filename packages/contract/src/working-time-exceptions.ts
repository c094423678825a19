import { z } from 'zod';
import { intSchema, msg, optionalText } from './common.ts';
import { pastInstantSchema } from './destination-actions.ts';

/**
 * 改善基準告示の特例 and the other facts of one duty the records cannot tell (domain-ja §3), set by
 * staff on the duty's 出勤 record (PUT /attendances/{id}/exceptions). Each is judged by its own limits
 * (working-time-findings.ts).
 */
export const dutyExceptionTypes = [
  'split_rest',
  'two_drivers',
  'two_drivers_flat_berth',
  'alternate_day',
  'ferry',
  'long_haul',
  'holiday_work',
  'unforeseen_event',
] as const;
export type DutyExceptionType = (typeof dutyExceptionTypes)[number];
export const dutyExceptionLabels: Record<DutyExceptionType, string> = {
  split_rest: '分割休息',
  two_drivers: '2人乗務',
  two_drivers_flat_berth: '2人乗務（基準を満たす車両内ベッド）',
  alternate_day: '隔日勤務',
  ferry: 'フェリー乗船',
  long_haul: '長距離運行（450km以上・住所地外で休息）',
  holiday_work: '休日労働',
  unforeseen_event: '予期し得ない事象',
};

export const dutyExceptionsLabels = {
  exceptions: '特例・区分',
  ferryBoardedAt: '乗船日時',
  ferryLandedAt: '下船日時',
  unforeseenMinutes: '予期し得ない事象への対応時間',
  unforeseenReason: '予期し得ない事象の内容',
} as const;
const L = dutyExceptionsLabels;

const nullableInstant = (label: string) =>
  pastInstantSchema(label)
    .nullish()
    .transform((v) => v ?? null);

/**
 * PUT replaces the duty's set. フェリー needs the boarding and landing times (the time on board is
 * 休息); 予期し得ない事象 needs the minutes spent on it and what happened (the record the 告示 asks
 * for). A detail without its flag, or a flag without its detail, is refused at the field.
 */
export const dutyExceptionsInput = z
  .object({
    exceptions: z
      .array(z.enum(dutyExceptionTypes, { error: msg.select(L.exceptions) }), {
        error: msg.select(L.exceptions),
      })
      .max(dutyExceptionTypes.length, { error: msg.select(L.exceptions) }),
    ferryBoardedAt: nullableInstant(L.ferryBoardedAt),
    ferryLandedAt: nullableInstant(L.ferryLandedAt),
    unforeseenMinutes: intSchema(L.unforeseenMinutes, 1, 24 * 60)
      .nullish()
      .transform((v) => v ?? null),
    unforeseenReason: optionalText(L.unforeseenReason, 1000),
  })
  .superRefine((v, ctx) => {
    const has = (t: DutyExceptionType) => v.exceptions.includes(t);
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', message, path: [path] });
    const seen = new Set<string>();
    v.exceptions.forEach((t, i) => {
      if (seen.has(t))
        ctx.addIssue({
          code: 'custom',
          message: `${dutyExceptionLabels[t]}が重複しています`,
          path: ['exceptions', i],
        });
      seen.add(t);
    });
    if (has('two_drivers') && has('two_drivers_flat_berth'))
      issue('exceptions', '2人乗務はベッドの種類でどちらか一方を選択してください');
    if (has('ferry')) {
      if (!v.ferryBoardedAt) issue('ferryBoardedAt', msg.required(L.ferryBoardedAt));
      if (!v.ferryLandedAt) issue('ferryLandedAt', msg.required(L.ferryLandedAt));
      if (v.ferryBoardedAt && v.ferryLandedAt && Date.parse(v.ferryLandedAt) <= Date.parse(v.ferryBoardedAt))
        issue('ferryLandedAt', '下船日時は乗船日時より後にしてください');
    } else {
      if (v.ferryBoardedAt) issue('ferryBoardedAt', 'フェリー乗船を選んだときだけ入力できます');
      if (v.ferryLandedAt) issue('ferryLandedAt', 'フェリー乗船を選んだときだけ入力できます');
    }
    if (has('unforeseen_event')) {
      if (v.unforeseenMinutes === null) issue('unforeseenMinutes', msg.required(L.unforeseenMinutes));
      if (!v.unforeseenReason) issue('unforeseenReason', msg.required(L.unforeseenReason));
    } else {
      if (v.unforeseenMinutes !== null)
        issue('unforeseenMinutes', '予期し得ない事象を選んだときだけ入力できます');
      if (v.unforeseenReason) issue('unforeseenReason', '予期し得ない事象を選んだときだけ入力できます');
    }
  });
export type DutyExceptionsInput = z.input<typeof dutyExceptionsInput>;

/** A duty's exceptions as the computation reads them (no exception: `noDutyExceptions`). */
export type DutyExceptions = {
  exceptions: DutyExceptionType[];
  ferryBoardedAt: string | null;
  ferryLandedAt: string | null;
  unforeseenMinutes: number | null;
  unforeseenReason: string | null;
};
export const noDutyExceptions: DutyExceptions = {
  exceptions: [],
  ferryBoardedAt: null,
  ferryLandedAt: null,
  unforeseenMinutes: null,
  unforeseenReason: null,
};

export const dutyExceptionsFields = {
  exceptions: z.array(z.enum(dutyExceptionTypes)),
  ferryBoardedAt: z.string().nullable(),
  ferryLandedAt: z.string().nullable(),
  unforeseenMinutes: z.number().nullable(),
  unforeseenReason: z.string().nullable(),
};

/** The answer of PUT /attendances/{id}/exceptions: the 出勤 record's duty and who set it when. */
export const dutyExceptionsSchema = z.object({
  attendanceId: z.uuid(),
  driverId: z.uuid(),
  workDate: z.string(),
  ...dutyExceptionsFields,
  updatedBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  updatedAt: z.string().nullable(),
});
export type DutyExceptionsRecord = z.infer<typeof dutyExceptionsSchema>;

// ---- 労使協定 (GET/PUT /self/company/working-time-settings) ----

export const workingTimeSettingsLabels = {
  laborAgreement: '拘束時間の延長に関する労使協定',
  yearStartMonth: '1年の起算月',
} as const;

/**
 * The company's 労使協定 on 拘束時間 (with it: 3,400 h a year, 310 h a month in up to 6 months, not
 * more than 3 months in a row over 284 h) and the month its year starts (the 協定's 起算日).
 */
export const workingTimeSettingsInput = z.object({
  laborAgreement: z.boolean({ error: msg.boolean(workingTimeSettingsLabels.laborAgreement) }),
  yearStartMonth: intSchema(workingTimeSettingsLabels.yearStartMonth, 1, 12),
});
export type WorkingTimeSettingsInput = z.input<typeof workingTimeSettingsInput>;
export type WorkingTimeSettingsValues = z.output<typeof workingTimeSettingsInput>;
export const defaultWorkingTimeSettings: WorkingTimeSettingsValues = {
  laborAgreement: false,
  yearStartMonth: 4,
};

export const workingTimeSettingsSchema = z.object({
  laborAgreement: z.boolean(),
  yearStartMonth: z.number().int(),
  /** false while the defaults apply (nothing saved yet). */
  saved: z.boolean(),
});
export type WorkingTimeSettings = z.infer<typeof workingTimeSettingsSchema>;
