import { type Attendance, isPositiveReading } from '@rikuun/contract';
import { and, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { users } from '../../lib/auth/users.table.ts';
import type { CompanyCtx } from '../../lib/context.ts';
import { companyRows, sameCompanyAs } from '../../lib/db/company-rows.ts';
import { drivers } from '../drivers/drivers.table.ts';
import { vehicles } from '../vehicles/vehicles.table.ts';
import { attendances } from './attendances.table.ts';

/** The company's attendance records (never deleted, so every row is live). */
export const companyAttendances = (ctx: CompanyCtx) => companyRows(ctx, attendances, '出退勤記録');

const {
  companyId: _company,
  recordedBy: _by,
  confirmedBy: _confirmer,
  ...columns
} = getTableColumns(attendances);
const confirmer = alias(users, 'confirmer');

/**
 * A 出勤 with a positive reading (乗務禁止): it is recorded, but no duty starts. As SQL for the
 * features that read duties from the records (working time, stop actions).
 */
export const barredClockIn = sql<boolean>`(${attendances.type} = 'clock_in' and coalesce(${attendances.alcoholDetected}, false))`;
export const startsOrContinuesDuty = sql<boolean>`not ${barredClockIn}`;

/** The same rule on a record in hand. */
export const isBarredClockIn = (r: {
  type: string;
  alcoholDetected: boolean | null;
  alcoholValue: number | null;
}) => r.type === 'clock_in' && isPositiveReading(r);

/**
 * Records with the driver's name and the vehicle's registration number (joined by the composite keys,
 * so always the record's own company's; a deleted driver or vehicle still names the old record).
 */
export const selectAttendances = (ctx: CompanyCtx) =>
  ctx.db
    .select({
      ...columns,
      driverName: drivers.name,
      vehicleRegistrationNumber: vehicles.registrationNumber,
      confirmerId: confirmer.id,
      confirmerName: confirmer.name,
    })
    .from(attendances)
    .innerJoin(drivers, sameCompanyAs(drivers, attendances, eq(drivers.id, attendances.driverId)))
    .leftJoin(vehicles, sameCompanyAs(vehicles, attendances, eq(vehicles.id, attendances.vehicleId)))
    // The confirming staff user (written by the confirmation from the signed-in staff of the company).
    .leftJoin(confirmer, eq(confirmer.id, attendances.confirmedBy))
    .$dynamic();

type Row = Awaited<ReturnType<ReturnType<typeof selectAttendances>['execute']>>[number];

export function toAttendance(row: Row): Attendance {
  const { confirmerId, confirmerName, ...rest } = row;
  return {
    ...rest,
    vehicleRegistrationNumber: row.vehicleRegistrationNumber ?? null,
    at: row.at.toISOString(),
    dutyBarred: isBarredClockIn(row),
    confirmedBy: confirmerId && confirmerName ? { id: confirmerId, name: confirmerName } : null,
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The company's records matching the condition, in time order. */
export async function readAttendances(ctx: CompanyCtx, condition?: SQL): Promise<Attendance[]> {
  const rows = await selectAttendances(ctx)
    .where(companyAttendances(ctx).where(condition))
    .orderBy(attendances.at, attendances.createdAt);
  return rows.map(toAttendance);
}

/** A 出勤 of this work date already found alcohol: the driver must not drive that day. */
export async function barredOn(ctx: CompanyCtx, driverId: string, workDate: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: attendances.id })
    .from(attendances)
    .where(
      companyAttendances(ctx).where(
        and(eq(attendances.driverId, driverId), eq(attendances.workDate, workDate), barredClockIn),
      ),
    )
    .limit(1);
  return row !== undefined;
}
