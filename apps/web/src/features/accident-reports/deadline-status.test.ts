import type { ReportDeadline } from '@rikuun/contract';
import { describe, expect, it } from 'vitest';
import { deadlineText, isOverdue, pendingDeadline } from './deadline-status.ts';

const flash: ReportDeadline = {
  kind: 'flash_24h',
  dueAt: '2026-03-11T14:30:00+09:00',
  dueOn: '2026-03-11',
  reportDueOn: '2026-04-09',
  reasons: ['酒気帯び運転'],
};
const report: ReportDeadline = {
  kind: 'report_30d',
  dueAt: '2026-04-09T23:59:00+09:00',
  dueOn: '2026-04-09',
  reportDueOn: '2026-04-09',
  reasons: ['転覆'],
};
const none: ReportDeadline = { kind: null, dueAt: null, dueOn: null, reportDueOn: null, reasons: [] };

describe('the deadline chip text', () => {
  it('names the kind, the day and, for a 速報, the hour', () => {
    expect(deadlineText(flash)).toBe('24時間以内速報 3月11日 14:30まで');
    expect(deadlineText(report)).toBe('30日以内報告 4月9日まで');
    expect(deadlineText(none)).toBeNull();
  });

  it('is overdue only once the due time has passed', () => {
    expect(isOverdue(flash, new Date('2026-03-11T05:29:00Z'))).toBe(false);
    expect(isOverdue(flash, new Date('2026-03-11T05:31:00Z'))).toBe(true);
    expect(isOverdue(report, new Date('2026-04-09T14:00:00Z'))).toBe(false);
    expect(isOverdue(report, new Date('2026-04-09T15:00:00Z'))).toBe(true);
    expect(isOverdue(none)).toBe(false);
  });
});

describe('what is still to be done', () => {
  const of = (reportDeadline: ReportDeadline, flashReportedAt: string | null, submittedAt: string | null) =>
    pendingDeadline({ reportDeadline, flashReportedAt, submittedAt });
  it('is the 速報 until it is made, then the 報告書 until it is submitted', () => {
    expect(of(flash, null, null)).toBe(flash);
    const next = of(flash, '2026-03-11T01:00:00Z', null);
    expect(next).toMatchObject({
      kind: 'report_30d',
      dueOn: '2026-04-09',
      dueAt: '2026-04-09T23:59:00+09:00',
    });
    expect(deadlineText(next as ReportDeadline)).toBe('30日以内報告 4月9日まで');
    expect(of(flash, '2026-03-11T01:00:00Z', '2026-03-20T01:00:00Z')).toBe('submitted');
    expect(of(report, null, '2026-03-20T01:00:00Z')).toBe('submitted');
    expect(of(report, null, null)).toBe(report);
    expect(of(none, null, null)).toBeNull();
  });
});
