import type { Attendance } from '@rikuun/contract';
import { eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { CompanyCtx } from '../../lib/context.ts';
import { companyRows, sameCompanyAs } from '../../lib/db/company-rows.ts';
import { drivers } from '../drivers/drivers.table.ts';
import { vehicles } from '../vehicles/vehicles.table.ts';
import { attendances } from './attendances.table.ts';

/** The company's attendance records (never deleted, so every row is live). */
export const companyAttendances = (ctx: CompanyCtx) => companyRows(ctx, attendances, '出退勤記録');

const { companyId: _company, recordedBy: _by, ...columns } = getTableColumns(attendances);

/**
 * Records with the driver's name and the vehicle's registration number (joined by the composite keys,
 * so always the record's own company's; a deleted driver or vehicle still names the old record).
 */
export const selectAttendances = (ctx: CompanyCtx) =>
  ctx.db
    .select({ ...columns, driverName: drivers.name, vehicleRegistrationNumber: vehicles.registrationNumber })
    .from(attendances)
    .innerJoin(drivers, sameCompanyAs(drivers, attendances, eq(drivers.id, attendances.driverId)))
    .leftJoin(vehicles, sameCompanyAs(vehicles, attendances, eq(vehicles.id, attendances.vehicleId)))
    .$dynamic();

type Row = Awaited<ReturnType<ReturnType<typeof selectAttendances>['execute']>>[number];

export function toAttendance(row: Row): Attendance {
  return {
    ...row,
    vehicleRegistrationNumber: row.vehicleRegistrationNumber ?? null,
    at: row.at.toISOString(),
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
