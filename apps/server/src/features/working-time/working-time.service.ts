import {
  todayInTokyo,
  type WorkingTimeDriver,
  type WorkingTimeResponse,
  workingTimeDataRange,
  workingTimeOfMonth,
} from '@rikuun/contract';
import { asc, eq, inArray, or } from 'drizzle-orm';
import type { CompanyCtx } from '../../lib/context.ts';
import { companyRows } from '../../lib/db/company-rows.ts';
import { drivers } from '../drivers/drivers.table.ts';
import { workEventsByDriver } from './working-time-records.ts';

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
 * 労働時間 of a month (改善基準告示): per driver, each duty with its figures and findings and the
 * month's summary, computed from the records on each call (they are never stored, so never stale).
 */
export async function workingTimeOfCompany(
  ctx: CompanyCtx,
  query: { month?: string; driverId?: string },
): Promise<WorkingTimeResponse> {
  const month = query.month ?? todayInTokyo(ctx.clock()).slice(0, 7);
  const range = workingTimeDataRange(month);
  const events = await workEventsByDriver(ctx, range, query.driverId);
  const people = await driversOf(ctx, [...events.keys()], query.driverId);
  const now = ctx.clock();
  const data = people.map((p): WorkingTimeDriver => {
    const figures = workingTimeOfMonth(events.get(p.id) ?? [], month, now);
    return { id: p.id, driverId: p.id, driverName: p.name, ...figures };
  });
  return { month, data, total: data.length };
}
