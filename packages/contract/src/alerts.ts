import { z } from 'zod';
import { daysBetween } from './calendar-dates.ts';

/** Days ahead an expiry starts to warn. */
export const ALERT_HORIZON_DAYS = 30;

export const alertKinds = [
  'driver_license',
  'etc_card',
  'fuel_card',
  'vehicle_inspection',
  'vehicle_insurance',
  'health_checkup',
  'course_unassigned',
  'alcohol_detected',
  'roll_call_unconfirmed',
  'mid_duty_roll_call_missing',
  'working_time_breach',
  'working_time_near',
  'expense_approval',
  'daily_report_approval',
  'reduced_tax_rate',
  'accident_flash_report',
  'accident_report',
  'driver_register',
  'aptitude_test',
  'course_message',
  'payment_notice_question',
] as const;
export type AlertKind = (typeof alertKinds)[number];
export const alertKindLabels: Record<AlertKind, string> = {
  driver_license: '運転免許証',
  etc_card: 'ETCカード',
  fuel_card: '給油カード',
  vehicle_inspection: '車検',
  vehicle_insurance: '任意保険',
  health_checkup: '健康診断',
  course_unassigned: '未割当のコース',
  alcohol_detected: '酒気帯びの検知',
  roll_call_unconfirmed: '未確認の点呼',
  mid_duty_roll_call_missing: '中間点呼の未実施',
  working_time_breach: '労働時間（基準超過）',
  working_time_near: '労働時間（超過間近）',
  expense_approval: '経費の承認待ち',
  daily_report_approval: '日報の承認待ち',
  reduced_tax_rate: '税率の見直し',
  accident_flash_report: '事故の速報',
  accident_report: '事故報告書の提出',
  driver_register: '運転者台帳の未記入',
  aptitude_test: '適性診断の受診',
  course_message: 'ドライバーからのメッセージ',
  payment_notice_question: '支払通知書への問い合わせ',
};

export const alertSeverities = ['info', 'warning', 'danger'] as const;
export type AlertSeverity = (typeof alertSeverities)[number];
export const alertSeverityLabels: Record<AlertSeverity, string> = {
  info: 'お知らせ',
  warning: '期限間近',
  danger: '期限切れ',
};

/** Kinds that are work to do today rather than a date coming due: their chip says so. */
const actionKinds: readonly AlertKind[] = [
  'course_unassigned',
  'alcohol_detected',
  'roll_call_unconfirmed',
  'mid_duty_roll_call_missing',
  'expense_approval',
  'daily_report_approval',
  'reduced_tax_rate',
  'driver_register',
  'course_message',
  'payment_notice_question',
];
/** Kinds whose chip names what they are rather than a due date (改善基準告示 findings). */
const ownChipLabels: Partial<Record<AlertKind, string>> = {
  working_time_breach: '基準超過',
  working_time_near: '超過間近',
};
/** The chip of an alert: 期限間近 / 期限切れ for expiries, 要対応 for work waiting. */
export const alertChipLabel = (alert: { kind: AlertKind; severity: AlertSeverity }) =>
  ownChipLabels[alert.kind] ??
  (actionKinds.includes(alert.kind) ? '要対応' : alertSeverityLabels[alert.severity]);

export const alertSubjectTypes = [
  'driver',
  'vehicle',
  'expense',
  'daily_report',
  'course',
  'contract',
  'client',
  'accident_report',
  'payment_notice',
] as const;
export type AlertSubjectType = (typeof alertSubjectTypes)[number];

export const alertSchema = z.object({
  /** Stable for one subject and kind (`kind:subjectId`), for lists and keys. */
  id: z.string(),
  kind: z.enum(alertKinds),
  severity: z.enum(alertSeverities),
  subjectType: z.enum(alertSubjectTypes),
  subjectId: z.uuid(),
  subjectName: z.string(),
  /** null when there is no date to meet yet (a driver without any checkup on file). */
  dueOn: z.string().nullable(),
  message: z.string(),
});
export type Alert = z.infer<typeof alertSchema>;

/**
 * The severity of an expiry: danger once it has passed, warning within the horizon (today
 * included), none (undefined) further ahead.
 */
export function expirySeverity(
  dueOn: string,
  today: string,
  horizonDays = ALERT_HORIZON_DAYS,
): AlertSeverity | undefined {
  const days = daysBetween(today, dueOn);
  if (days < 0) return 'danger';
  if (days <= horizonDays) return 'warning';
  return undefined;
}

/** What falls due, per kind, as the messages name it. */
export const alertDueLabels: Record<AlertKind, string> = {
  driver_license: '運転免許証の有効期限',
  etc_card: 'ETCカードの有効期限',
  fuel_card: '給油カードの有効期限',
  vehicle_inspection: '車検の満了日',
  vehicle_insurance: '任意保険の満了日',
  health_checkup: '健康診断の受診期限',
  course_unassigned: 'コースの配送日',
  alcohol_detected: '点呼の日',
  roll_call_unconfirmed: '点呼の日',
  mid_duty_roll_call_missing: '乗務の日',
  working_time_breach: '改善基準告示の基準',
  working_time_near: '改善基準告示の基準',
  expense_approval: '経費の申請日',
  daily_report_approval: '日報の提出日',
  reduced_tax_rate: '税率',
  accident_flash_report: '事故の速報（24時間以内）の期限',
  accident_report: '事故報告書（30日以内）の提出期限',
  driver_register: '運転者台帳',
  aptitude_test: '適性診断の受診期限',
  course_message: 'メッセージの受信日',
  payment_notice_question: '問い合わせの受信日',
};

/** Contracts and adjustments at 8 % from before it was refused: what the alert asks. */
export const REDUCED_RATE_FIX_MESSAGE =
  '税率が8%（軽減税率）です。運送は役務の提供のため10%です。内容を確認して修正してください';

/** Contracts and adjustments at 0 % from before its reason was required: what the alert asks. */
export const EXEMPT_REASON_MISSING_MESSAGE =
  '税率が0%ですが理由が記録されていません。輸出免税・不課税の理由を入力するか、10%に修正してください';

/** 「運転免許証の有効期限を3日過ぎています」 / 「…は今日です」 / 「…まであと12日です」. */
export function expiryMessage(kind: AlertKind, dueOn: string, today: string): string {
  const what = alertDueLabels[kind];
  const days = daysBetween(today, dueOn);
  if (days < 0) return `${what}を${-days}日過ぎています`;
  if (days === 0) return `${what}は今日です`;
  return `${what}まであと${days}日です`;
}

/** 「ドライバーと車両が割り当てられていません」: what today's course still lacks. */
export function unassignedCourseMessage(missing: { driver: boolean; vehicle: boolean }): string {
  const what = [missing.driver ? 'ドライバー' : undefined, missing.vehicle ? '車両' : undefined]
    .filter(Boolean)
    .join('と');
  return `本日のコースに${what}が割り当てられていません`;
}

/** Kinds that count records waiting for a staff decision (the dashboard's 承認待ち panel). */
export const approvalAlertKinds: readonly AlertKind[] = ['expense_approval', 'daily_report_approval'];

/** 「承認待ちの経費が3件あります」. */
export const approvalWaitingMessage = (what: 'expense' | 'daily_report', count: number) =>
  `承認待ちの${what === 'expense' ? '経費' : '日報'}が${count}件あります`;

export const HEALTH_CHECKUP_MISSING_MESSAGE = '健康診断の受診記録がありません';

/** 「11/24 07:30 出勤時の点呼で酒気帯びが検知されました（0.15mg/L）」: a driver who must not drive. */
export function alcoholDetectedMessage(check: {
  when: string;
  clockIn: boolean;
  value: number | null;
}): string {
  const value = check.value === null ? '' : `（${check.value.toFixed(2)}mg/L）`;
  return `${check.when} ${check.clockIn ? '出勤' : '退勤'}時の点呼で酒気帯びが検知されました${value}。乗務禁止の措置を点呼記録で記録してください`;
}

/** 「未確認の点呼が2件あります（最も古いもの 11/26 07:30 出勤）」: 点呼 the company has not confirmed. */
export const rollCallUnconfirmedMessage = (count: number, oldest: string) =>
  `未確認の点呼が${count}件あります（最も古いもの ${oldest}）。点呼記録で確認してください`;

/** 「11/25 出勤の乗務に中間点呼の記録がありません」: a duty begun and ended away from a base. */
export const midDutyMissingMessage = (workDate: string) =>
  `${Number(workDate.slice(5, 7))}/${Number(workDate.slice(8, 10))} 出勤の乗務（出先で開始・終了）に中間点呼の記録がありません`;
/** 「11/25 14:30までに運輸支局へ速報してください」 / 「速報の期限（11/25 14:30）を過ぎています」. */
export function accidentFlashMessage(due: string, past: boolean): string {
  return past ? `速報の期限（${due}）を過ぎています` : `${due}までに運輸支局へ速報してください`;
}
