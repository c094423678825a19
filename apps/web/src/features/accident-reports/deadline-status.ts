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

type Submissions = {
  reportDeadline: ReportDeadline;
  flashReportedAt: string | null;
  submittedAt: string | null;
};

/**
 * What is still to be done: the 速報 until it is made, then the 30-day 報告書 until it is submitted;
 * 'submitted' once it is, null when the rules ask for nothing.
 */
export function pendingDeadline(r: Submissions): ReportDeadline | 'submitted' | null {
  const d = r.reportDeadline;
  if (!d.kind) return null;
  if (r.submittedAt) return 'submitted';
  if (d.kind === 'flash_24h' && r.flashReportedAt && d.reportDueOn) {
    return { ...d, kind: 'report_30d', dueOn: d.reportDueOn, dueAt: `${d.reportDueOn}T23:59:00+09:00` };
  }
  return d;
}
