import {
  type Alert,
  addDays,
  formatTokyoMonthDayTime,
  midDutyMissingMessage,
  ROLL_CALL_CONFIRM_HOURS,
  rollCallUnconfirmedMessage,
} from '@rikuun/contract';
import { asc, count, eq, gte, inArray, lt, min, sql } from 'drizzle-orm';
import { companyRows, ownedBy } from '../../lib/db/company-rows.ts';
import { confirmedIs } from '../attendances/attendances.service.ts';
import { attendances } from '../attendances/attendances.table.ts';
import { dutiesMissingMidDuty } from '../attendances/roll-call-rules.ts';
import { drivers } from '../drivers/drivers.table.ts';
import type { AlertSource } from './alert-sources.ts';

/**
 * 点呼 the company has not confirmed ROLL_CALL_CONFIRM_HOURS after the driver sent them: one alert
 * per driver with the count and the oldest. A positive reading has its own danger alert.
 */
export const unconfirmedRollCalls: AlertSource = async (ctx) => {
  const before = new Date(ctx.clock().getTime() - ROLL_CALL_CONFIRM_HOURS * 3_600_000);
  const rows = await ctx.db
    .select({ driverId: drivers.id, name: drivers.name, count: count(), oldest: min(attendances.at) })
    .from(attendances)
    .innerJoin(drivers, eq(drivers.id, attendances.driverId))
    .where(
      companyRows(ctx, drivers).where(
        ownedBy(ctx, attendances),
        confirmedIs(false),
        lt(attendances.at, before),
        sql`not coalesce(${attendances.alcoholDetected}, false)`,
      ),
    )
    .groupBy(drivers.id, drivers.name);
  return rows.map(
    (r): Alert => ({
      id: `roll_call_unconfirmed:${r.driverId}`,
      kind: 'roll_call_unconfirmed',
      severity: 'warning',
      subjectType: 'driver',
      subjectId: r.driverId,
      subjectName: r.name,
      dueOn: null,
      message: rollCallUnconfirmedMessage(r.count, r.oldest ? formatTokyoMonthDayTime(r.oldest) : ''),
    }),
  );
};

/** Days back the 中間点呼 check looks (a trip's record is reviewed in the week after). */
const MID_DUTY_LOOKBACK_DAYS = 7;

/**
 * The last week's duties that began and ended away from a base with no 中間点呼 (roll-call-rules.ts):
 * one alert per driver, for the latest such duty.
 */
export const missingMidDutyRollCalls: AlertSource = async (ctx, { today }) => {
  const rows = await ctx.db
    .select({
      driverId: attendances.driverId,
      name: drivers.name,
      type: attendances.type,
      at: attendances.at,
      workDate: attendances.workDate,
      awayFromBase: attendances.awayFromBase,
    })
    .from(attendances)
    .innerJoin(drivers, eq(drivers.id, attendances.driverId))
    .where(
      companyRows(ctx, drivers).where(
        ownedBy(ctx, attendances),
        gte(attendances.workDate, addDays(today, -MID_DUTY_LOOKBACK_DAYS)),
        inArray(attendances.type, ['clock_in', 'clock_out', 'mid_duty']),
      ),
    )
    .orderBy(asc(attendances.driverId), asc(attendances.at));
  const byDriver = new Map<string, typeof rows>();
  for (const r of rows) byDriver.set(r.driverId, [...(byDriver.get(r.driverId) ?? []), r]);
  const alerts: Alert[] = [];
  for (const [driverId, records] of byDriver) {
    const latest = dutiesMissingMidDuty(records).at(-1);
    if (!latest) continue;
    alerts.push({
      id: `mid_duty_roll_call_missing:${driverId}`,
      kind: 'mid_duty_roll_call_missing',
      severity: 'warning',
      subjectType: 'driver',
      subjectId: driverId,
      subjectName: records[0]?.name ?? '',
      dueOn: null,
      message: midDutyMissingMessage(latest),
    });
  }
  return alerts;
};
