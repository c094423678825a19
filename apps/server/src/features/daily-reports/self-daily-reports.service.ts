import { todayInTokyo } from '@rikuun/contract';
import { and, eq, gte, lte } from 'drizzle-orm';
import type { DriverCtx } from '../../lib/context.ts';
import { readDailyReportPage } from './daily-report-reads.ts';
import { dailyReports } from './daily-reports.table.ts';

type SelfQuery = { date?: string; contractId?: string; from?: string; to?: string };

/**
 * GET /self/daily-reports: the driver's own reports of a date (today by default), optionally of one
 * contract; with from/to (an addition) those of the range instead, newest first.
 */
export async function listSelfDailyReports(ctx: DriverCtx, query: SelfQuery) {
  const range = query.from !== undefined || query.to !== undefined;
  const data = await readDailyReportPage(
    ctx,
    { newestFirst: range, ...(range ? { limit: 400 } : {}) },
    eq(dailyReports.driverId, ctx.driverId),
    range
      ? and(
          query.from ? gte(dailyReports.date, query.from) : undefined,
          query.to ? lte(dailyReports.date, query.to) : undefined,
        )
      : eq(dailyReports.date, query.date ?? todayInTokyo(ctx.clock())),
    query.contractId ? eq(dailyReports.contractId, query.contractId) : undefined,
  );
  return { data, total: data.length };
}
