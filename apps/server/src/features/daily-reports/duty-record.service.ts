import { closingPeriod, type DutyRecordPdfQuery, todayInTokyo } from '@rikuun/contract';
import { between, eq } from 'drizzle-orm';
import type { CompanyCtx } from '../../lib/context.ts';
import { companyRow, companyRows } from '../../lib/db/company-rows.ts';
import { companies } from '../../lib/tenancy/companies.table.ts';
import { drivers } from '../drivers/drivers.table.ts';
import { readDailyReports } from './daily-report-reads.ts';
import { dailyReports } from './daily-reports.table.ts';

/**
 * 乗務記録 of a driver for a calendar month as PDF: read here, drawn by renderDutyRecordPdf (in a PDF
 * worker). Another company's driver answers 404.
 */
export async function dutyRecordPdf(ctx: CompanyCtx, query: DutyRecordPdfQuery) {
  const driver = await companyRows(ctx, drivers, 'ドライバー').findOr404(query.driverId);
  const { from, to } = closingPeriod(query.month, 0);
  const reports = await readDailyReports(
    ctx,
    eq(dailyReports.driverId, driver.id),
    between(dailyReports.date, from, to),
  );
  const [company] = await ctx.db.select({ name: companies.name }).from(companies).where(companyRow(ctx));
  const pdf = await ctx.renderPdf('dutyRecord', {
    driverName: driver.name,
    companyName: company?.name ?? null,
    month: query.month,
    from,
    to,
    madeOn: todayInTokyo(ctx.clock()),
    reports,
  });
  return { pdf, fileName: `乗務記録_${driver.name.replace(/\s+/g, '')}_${query.month}.pdf` };
}
