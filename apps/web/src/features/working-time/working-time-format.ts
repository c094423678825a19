import {
  dutyExceptionLabels,
  type FindingSeverity,
  formatWorkMinutes,
  todayInTokyo,
  type WorkingTimeDuty,
  type WorkingTimeFinding,
  type WorkingTimeRule,
} from '@rikuun/contract';
import { pad, partsOf } from '../../lib/format.ts';

/** This month in Tokyo (YYYY-MM). */
export const thisMonth = (now = new Date()) => todayInTokyo(now).slice(0, 7);

/** The month `months` away from a YYYY-MM. */
export function shiftMonth(month: string, months: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + months;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
}

/** 「2026年11月」 */
export const formatMonth = (month: string) => `${month.slice(0, 4)}年${Number(month.slice(5, 7))}月`;

/** 「06:00」, or 「翌 02:30」 when the time falls after the duty's work date. */
export function formatClockTime(instant: string, workDate: string): string {
  const p = partsOf(instant);
  if (!p) return '';
  const time = `${pad(p.hour)}:${pad(p.minute)}`;
  return todayInTokyo(new Date(instant)) > workDate ? `翌 ${time}` : time;
}

/** A duration, or 「—」 when there is none (休息 before the first duty we know of). */
export const formatDuration = (minutes: number | null) =>
  minutes === null ? '—' : formatWorkMinutes(minutes);

/**
 * The 休息 before a duty, or null when it is no figure to show: none known before it, or a 休日 in
 * between (「160時間38分」 would read as a rest period).
 */
export const restBeforeOf = (duty: Pick<WorkingTimeDuty, 'restBeforeMinutes' | 'afterDaysOff'>) =>
  duty.afterDaysOff ? null : duty.restBeforeMinutes;

/** The worst severity of the findings of the given rules (breach over near), or undefined. */
export function worstOf(
  findings: readonly WorkingTimeFinding[],
  rules?: readonly WorkingTimeRule[],
): FindingSeverity | undefined {
  const mine = findings.filter((f) => !rules || rules.includes(f.rule));
  if (mine.some((f) => f.severity === 'breach')) return 'breach';
  return mine.length ? 'near' : undefined;
}

/** Every finding of a driver's month: the duties' and the month's own. */
export const allFindings = (duties: readonly WorkingTimeDuty[], month: readonly WorkingTimeFinding[]) => [
  ...duties.flatMap((d) => d.findings),
  ...month,
];

/** 「分割休息・休日労働・予期し得ない事象（90分：国道通行止め）」: a duty's special cases in one line. */
export function exceptionsText(e: WorkingTimeDuty['exceptions']): string {
  return e.exceptions
    .map((t) =>
      t === 'unforeseen_event' && e.unforeseenMinutes !== null
        ? `${dutyExceptionLabels[t]}（${formatWorkMinutes(e.unforeseenMinutes)}：${e.unforeseenReason ?? ''}）`
        : dutyExceptionLabels[t],
    )
    .join('・');
}
