import { type Alert, alcoholDetectedMessage, formatTokyoMonthDayTime } from '@rikuun/contract';
import { desc, eq, isNull } from 'drizzle-orm';
import { companyRows, ownedBy } from '../../lib/db/company-rows.ts';
import { attendances } from '../attendances/attendances.table.ts';
import { drivers } from '../drivers/drivers.table.ts';
import type { AlertSource } from './alert-sources.ts';

/**
 * A 点呼 that found alcohol and whose 措置 the staff have not recorded yet (POST
 * /attendances/{id}/confirm with alcoholOutcome), whatever its date: the driver must not drive and
 * the staff must act at once (danger). One alert per driver, for their latest such check.
 */
export const alcoholDetected: AlertSource = async (ctx) => {
  const rows = await ctx.db
    .selectDistinctOn([attendances.driverId], {
      driverId: attendances.driverId,
      name: drivers.name,
      type: attendances.type,
      at: attendances.at,
      value: attendances.alcoholValue,
    })
    .from(attendances)
    .innerJoin(drivers, eq(drivers.id, attendances.driverId))
    .where(
      companyRows(ctx, drivers).where(
        ownedBy(ctx, attendances),
        eq(attendances.alcoholDetected, true),
        isNull(attendances.alcoholOutcome),
      ),
    )
    .orderBy(attendances.driverId, desc(attendances.at));
  return rows.map(
    (r): Alert => ({
      id: `alcohol_detected:${r.driverId}`,
      kind: 'alcohol_detected',
      severity: 'danger',
      subjectType: 'driver',
      subjectId: r.driverId,
      subjectName: r.name,
      dueOn: null,
      message: alcoholDetectedMessage({
        when: formatTokyoMonthDayTime(r.at),
        clockIn: r.type === 'clock_in',
        value: r.value,
      }),
    }),
  );
};
