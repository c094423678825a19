import type { DutyState } from '@rikuun/contract';
import { desc, gte, inArray } from 'drizzle-orm';
import type { CompanyCtx } from '../../lib/context.ts';
import { companyRows } from '../../lib/db/company-rows.ts';
import { barredClockIn } from './attendance-reads.ts';
import { attendances } from './attendances.table.ts';

/**
 * A 出勤 without 退勤 older than this is a forgotten 退勤, not a duty still going: the driver is shown
 * off duty (拘束時間 can never reach it: 16 h is the longest day the rules allow).
 */
export const STALE_DUTY_HOURS = 24;

/**
 * The duty state that a driver's latest record gives. A 出勤 with a positive reading (`barred`) starts
 * no duty: 乗務禁止.
 */
export function dutyStateAfter(
  type: (typeof attendances.$inferSelect)['type'] | undefined,
  barred = false,
): DutyState {
  if (type === 'clock_in') return barred ? 'off_duty' : 'on_duty';
  if (type === 'break_end' || type === 'mid_duty') return 'on_duty';
  if (type === 'break_start') return 'on_break';
  return 'off_duty';
}

/**
 * Each driver's duty state now, from their latest record of the last STALE_DUTY_HOURS (drivers without
 * one are off duty). Without driverIds: every driver of the company that has a recent record.
 */
export async function dutyStatesOf(ctx: CompanyCtx, driverIds?: readonly string[]) {
  const since = new Date(ctx.clock().getTime() - STALE_DUTY_HOURS * 3_600_000);
  const rows = await ctx.db
    .selectDistinctOn([attendances.driverId], {
      driverId: attendances.driverId,
      type: attendances.type,
      barred: barredClockIn,
    })
    .from(attendances)
    .where(
      companyRows(ctx, attendances).where(
        gte(attendances.at, since),
        driverIds ? inArray(attendances.driverId, [...driverIds]) : undefined,
      ),
    )
    .orderBy(attendances.driverId, desc(attendances.at), desc(attendances.createdAt));
  const states = new Map<string, DutyState>();
  for (const id of driverIds ?? []) states.set(id, 'off_duty');
  for (const row of rows) states.set(row.driverId, dutyStateAfter(row.type, row.barred));
  return states;
}
