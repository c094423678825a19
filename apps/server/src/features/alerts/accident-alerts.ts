import {
  type Alert,
  accidentDetailsSchema,
  accidentFlashMessage,
  accidentReportDeadline,
  addYears,
  expiryMessage,
  expirySeverity,
  formatTokyoMonthDayTime,
} from '@rikuun/contract';
import { eq, gte, isNull, or } from 'drizzle-orm';
import type { CompanyCtx } from '../../lib/context.ts';
import { companyRows, sameCompanyAs } from '../../lib/db/company-rows.ts';
import { accidentReports } from '../accident-reports/accident-reports.table.ts';
import { drivers } from '../drivers/drivers.table.ts';
import type { AlertSource } from './alert-sources.ts';

type Pending = {
  id: string;
  accidentDate: string;
  accidentTime: string;
  details: unknown;
  flashReportedAt: Date | null;
  submittedAt: Date | null;
  driverName: string;
};

/** The 速報 first while it is not made, then the 報告書 until it is submitted. */
function alertOf(r: Pending, now: Date, today: string): Alert | undefined {
  const details = accidentDetailsSchema.safeParse(r.details);
  if (!details.success) return undefined;
  const deadline = accidentReportDeadline({ ...r, details: details.data });
  const subject = {
    subjectType: 'accident_report' as const,
    subjectId: r.id,
    subjectName: `${r.accidentDate.replaceAll('-', '/')} ${r.driverName}`,
  };
  if (deadline.kind === 'flash_24h' && deadline.dueAt && !r.flashReportedAt) {
    const dueAt = new Date(deadline.dueAt);
    const past = dueAt.getTime() < now.getTime();
    return {
      id: `accident_flash_report:${r.id}`,
      kind: 'accident_flash_report',
      severity: past ? 'danger' : 'warning',
      ...subject,
      dueOn: deadline.dueOn,
      message: accidentFlashMessage(formatTokyoMonthDayTime(dueAt), past),
    };
  }
  if (!deadline.reportDueOn || r.submittedAt) return undefined;
  return {
    id: `accident_report:${r.id}`,
    kind: 'accident_report',
    severity: expirySeverity(deadline.reportDueOn, today) ?? 'warning',
    ...subject,
    dueOn: deadline.reportDueOn,
    message: expiryMessage('accident_report', deadline.reportDueOn, today),
  };
}

/**
 * Accidents the 自動車事故報告規則 asks a report for, until staff record it as made (an alert however
 * far off the due date: a report is never too early). Reports past their 3 years are not asked for.
 */
export const accidentReportsDue: AlertSource = async (ctx: CompanyCtx, { today }) => {
  const rows = await ctx.db
    .select({
      id: accidentReports.id,
      accidentDate: accidentReports.accidentDate,
      accidentTime: accidentReports.accidentTime,
      details: accidentReports.details,
      flashReportedAt: accidentReports.flashReportedAt,
      submittedAt: accidentReports.submittedAt,
      driverName: drivers.name,
    })
    .from(accidentReports)
    .innerJoin(drivers, sameCompanyAs(drivers, accidentReports, eq(drivers.id, accidentReports.driverId)))
    .where(
      companyRows(ctx, accidentReports).where(
        gte(accidentReports.accidentDate, addYears(today, -3)),
        or(isNull(accidentReports.submittedAt), isNull(accidentReports.flashReportedAt)),
      ),
    );
  const now = ctx.clock();
  return rows.map((r) => alertOf(r, now, today)).filter((a): a is Alert => a !== undefined);
};
