import { todayInTokyo } from '@rikuun/contract';
import { and, eq } from 'drizzle-orm';
import type { DriverCtx } from '../../lib/context.ts';
import { readDailyReports } from './daily-report-reads.ts';
import { dailyReports } from './daily-reports.table.ts';

/** GET /self/daily-reports: the driver's own reports of a date (today by default), optionally of one contract. */
export async function listSelfDailyReports(ctx: DriverCtx, query: { date?: string; contractId?: string }) {
  const data = await readDailyReports(
    ctx,
    and(
      eq(dailyReports.driverId, ctx.driverId),
      eq(dailyReports.date, query.date ?? todayInTokyo(ctx.clock())),
      query.contractId ? eq(dailyReports.contractId, query.contractId) : undefined,
    ),
  );
  return { data, total: data.length };
}
