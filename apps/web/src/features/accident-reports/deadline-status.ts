import { type ReportDeadline, reportDeadlineKindLabels } from '@rikuun/contract';

/** The deadline as one line: 「24時間以内速報 3月11日 14:30まで」, 「30日以内報告 4月9日まで」, or null. */
export function deadlineText(d: ReportDeadline): string | null {
  if (!d.kind || !d.dueOn) return null;
  const [, m, day] = d.dueOn.split('-').map(Number);
  const time = d.kind === 'flash_24h' && d.dueAt ? ` ${d.dueAt.slice(11, 16)}` : '';
  return `${reportDeadlineKindLabels[d.kind]} ${m}月${day}日${time}まで`;
}

/** Past its due time (the 速報's hour, the report's day's end), as of now. */
export function isOverdue(d: ReportDeadline, now: Date = new Date()): boolean {
  return d.dueAt !== null && new Date(d.dueAt).getTime() < now.getTime();
}
