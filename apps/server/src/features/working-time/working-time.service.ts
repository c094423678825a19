import {
  addDays,
  computeDuties,
  type MonthContext,
  monthRange,
  restraintByMonth,
  todayInTokyo,
  type WorkingTimeDriver,
  type WorkingTimeResponse,
  workingTimeDataRange,
  workingTimeOfMonth,
  yearMonths,
} from '@rikuun/contract';
import { asc, eq, inArray, or } from 'drizzle-orm';
import type { CompanyCtx } from '../../lib/context.ts';
import { companyRows } from '../../lib/db/company-rows.ts';
import { drivers } from '../drivers/drivers.table.ts';
import { workEventsByDriver } from './working-time-records.ts';
import { getWorkingTimeSettings } from './working-time-settings.service.ts';

/**
 * The drivers a month's report lists: the active ones and any other with records that month (a
 * driver retired since still has the month's duties); one driver when asked (404 when not the company's).
 */
async function driversOf(ctx: CompanyCtx, withRecords: string[], driverId?: string) {
  if (driverId) {
    const one = await companyRows(ctx, drivers, 'ドライバー').findOr404(driverId);
    return [{ id: one.id, name: one.name }];
  }
  return ctx.db
    .select({ id: drivers.id, name: drivers.name })
    .from(drivers)
    .where(
      companyRows(ctx, drivers).where(
        or(eq(drivers.active, true), withRecords.length ? inArray(drivers.id, withRecords) : undefined),
      ),
    )
    .orderBy(asc(drivers.nameKana), asc(drivers.name), asc(drivers.id));
}

/**
 * What each driver's month is judged with: the company's 労使協定 and the 拘束 of the 協定's year's
 * months before `month` (attendance only: one more query for the whole company). `withYear: false`
 * leaves the earlier months out (the alerts, computed on every call, judge the month alone).
 */
export async function monthContexts(
  ctx: CompanyCtx,
  month: string,
  { driverId, withYear = true }: { driverId?: string; withYear?: boolean } = {},
): Promise<(id: string) => MonthContext> {
  const settings = await getWorkingTimeSettings(ctx);
  const earlier = withYear ? yearMonths(month, settings.yearStartMonth).slice(0, -1) : [];
  const today = todayInTokyo(ctx.clock());
  const byDriver = new Map<string, Map<string, number>>();
  if (earlier.length) {
    const range = { from: monthRange(earlier[0] as string).first, to: addDays(`${month}-01`, -1) };
    const events = await workEventsByDriver(ctx, range, driverId, { withActions: false });
    for (const [id, list] of events) byDriver.set(id, restraintByMonth(computeDuties(list, ctx.clock())));
  }
  return (id) => ({ settings, earlierMonths: byDriver.get(id) ?? new Map(), today });
}

/**
 * 労働時間 of a month (改善基準告示): per driver, each duty with its figures and findings and the
 * month's summary, computed from the records on each call (they are never stored, so never stale).
 */
export async function workingTimeOfCompany(
  ctx: CompanyCtx,
  query: { month?: string; driverId?: string },
): Promise<WorkingTimeResponse> {
  const month = query.month ?? todayInTokyo(ctx.clock()).slice(0, 7);
  const range = workingTimeDataRange(month);
  const [events, contextOf] = await Promise.all([
    workEventsByDriver(ctx, range, query.driverId),
    monthContexts(ctx, month, { driverId: query.driverId }),
  ]);
  const people = await driversOf(ctx, [...events.keys()], query.driverId);
  const now = ctx.clock();
  const data = people.map((p): WorkingTimeDriver => {
    const figures = workingTimeOfMonth(events.get(p.id) ?? [], month, now, contextOf(p.id));
    return { id: p.id, driverId: p.id, driverName: p.name, ...figures };
  });
  return { month, data, total: data.length };
}
