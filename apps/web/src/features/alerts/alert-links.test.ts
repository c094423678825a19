import { describe, expect, it } from 'vitest';
import { alertSubjectPath } from './alert-links.ts';

describe('alertSubjectPath', () => {
  it('links drivers, vehicles and courses to their detail pages', () => {
    expect(alertSubjectPath({ subjectType: 'driver', subjectId: 'a1' })).toBe('/drivers/a1');
    expect(alertSubjectPath({ subjectType: 'vehicle', subjectId: 'b2' })).toBe('/vehicles/b2');
    expect(alertSubjectPath({ subjectType: 'course', subjectId: 'd4' })).toBe('/courses/d4');
    expect(alertSubjectPath({ subjectType: 'expense', subjectId: 'c3' })).toBeUndefined();
    expect(alertSubjectPath({ subjectType: 'accident_report', subjectId: 'e5' })).toBe(
      '/accident-reports/e5',
    );
  });

  it('opens the register on the payment notices whose question waits', () => {
    expect(
      alertSubjectPath({ kind: 'payment_notice_question', subjectType: 'payment_notice', subjectId: 'f6' }),
    ).toBe('/issued-documents?kind=payment_notice&questionStatus=open');
  });

  it("links working-time findings to the driver's 労働時間", () => {
    for (const kind of ['working_time_breach', 'working_time_near'] as const)
      expect(alertSubjectPath({ kind, subjectType: 'driver', subjectId: 'a1' })).toBe('/working-time/a1');
    expect(alertSubjectPath({ kind: 'driver_license', subjectType: 'driver', subjectId: 'a1' })).toBe(
      '/drivers/a1',
    );
  });

  it('links approvals waiting to the inbox tab of their kind', () => {
    expect(alertSubjectPath({ kind: 'expense_approval', subjectType: 'expense', subjectId: 'c3' })).toBe(
      '/approvals?tab=expenses',
    );
    expect(
      alertSubjectPath({ kind: 'daily_report_approval', subjectType: 'daily_report', subjectId: 'c3' }),
    ).toBe('/approvals?tab=daily-reports');
  });
});
