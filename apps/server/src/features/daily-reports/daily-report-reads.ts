import type { DailyReport } from '@rikuun/contract';
import { asc, count, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { users } from '../../lib/auth/users.table.ts';
import type { CompanyCtx } from '../../lib/context.ts';
import { companyRows } from '../../lib/db/company-rows.ts';
import { notFound } from '../../lib/http/errors.ts';
import { clients } from '../clients/clients.table.ts';
import { contracts } from '../contracts/contracts.table.ts';
import { drivers } from '../drivers/drivers.table.ts';
import { vehicles } from '../vehicles/vehicles.table.ts';
import { dailyReports } from './daily-reports.table.ts';

export const companyDailyReports = (ctx: CompanyCtx) => companyRows(ctx, dailyReports, '日報');

const decider = alias(users, 'decider');

const iso = (d: Date | null) => (d ? d.toISOString() : null);

type Row = typeof dailyReports.$inferSelect & {
  driverName: string;
  contractName: string | null;
  clientId: string | null;
  clientName: string | null;
  feeType: DailyReport['feeType'];
  vehicleRegistrationNumber: string | null;
  decidedByName: string | null;
};

function toDailyReport(r: Row): DailyReport {
  return {
    id: r.id,
    version: r.version,
    driverId: r.driverId,
    driverName: r.driverName,
    date: r.date,
    contractId: r.contractId,
    contractName: r.contractName,
    clientId: r.clientId,
    clientName: r.clientName,
    feeType: r.feeType,
    vehicleId: r.vehicleId,
    vehicleRegistrationNumber: r.vehicleRegistrationNumber,
    startAt: iso(r.startAt),
    endAt: iso(r.endAt),
    startPlace: r.startPlace,
    endPlace: r.endPlace,
    startOdometerKm: r.startOdometerKm,
    endOdometerKm: r.endOdometerKm,
    // To 0.01 km, as the per_km fee counts it (48272.3 − 48210 is 62.30000000000291 in binary).
    distanceKm:
      r.startOdometerKm !== null && r.endOdometerKm !== null
        ? Math.round((r.endOdometerKm - r.startOdometerKm) * 100) / 100
        : r.trackDistanceKm,
    trackDistanceKm: r.trackDistanceKm,
    breaks: r.breaks,
    waypoints: r.waypoints,
    driverChanges: r.driverChanges,
    loadStatus: r.loadStatus,
    waitingRecords: r.waitingRecords,
    loadingWork: r.loadingWork,
    accidentOrDelay: r.accidentOrDelay,
    instructions: r.instructions,
    quantity: r.quantity,
    memo: r.memo,
    billingAmount: r.billingAmount,
    paymentAmount: r.paymentAmount,
    feeOverrideReason: r.feeOverrideReason,
    approveStatus: r.approveStatus,
    statusComment: r.statusComment,
    requestedAt: iso(r.requestedAt),
    decidedAt: iso(r.decidedAt),
    decidedByName: r.decidedByName,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

export type ReadOptions = { newestFirst?: boolean; limit?: number; offset?: number };

/** The company's live daily reports meeting the conditions, with names, in one query; by date. */
export function readDailyReports(ctx: CompanyCtx, ...conditions: (SQL | undefined)[]) {
  return readDailyReportPage(ctx, {}, ...conditions);
}

/** The reports (the joins the list filters need) and one page of them. */
export async function readDailyReportPage(
  ctx: CompanyCtx,
  options: ReadOptions,
  ...conditions: (SQL | undefined)[]
) {
  const order = options.newestFirst ? desc : asc;
  const query = ctx.db
    .select({
      report: dailyReports,
      driverName: drivers.name,
      contractName: contracts.name,
      clientId: contracts.clientId,
      clientName: clients.name,
      feeType: contracts.feeType,
      vehicleRegistrationNumber: vehicles.registrationNumber,
      decidedByName: decider.name,
    })
    .from(dailyReports)
    .innerJoin(drivers, eq(drivers.id, dailyReports.driverId))
    .leftJoin(contracts, eq(contracts.id, dailyReports.contractId))
    .leftJoin(clients, eq(clients.id, contracts.clientId))
    .leftJoin(vehicles, eq(vehicles.id, dailyReports.vehicleId))
    .leftJoin(decider, eq(decider.id, dailyReports.decidedBy))
    .where(companyDailyReports(ctx).where(...conditions))
    .orderBy(order(dailyReports.date), asc(drivers.name), asc(dailyReports.id))
    .$dynamic();
  if (options.limit !== undefined) query.limit(options.limit).offset(options.offset ?? 0);
  const rows = await query;
  return rows.map(({ report, ...names }) => toDailyReport({ ...report, ...names }));
}

/** How many of the company's live reports meet the conditions (the joins as in readDailyReportPage). */
export async function countDailyReports(ctx: CompanyCtx, ...conditions: (SQL | undefined)[]) {
  const [row] = await ctx.db
    .select({ total: count() })
    .from(dailyReports)
    .innerJoin(drivers, eq(drivers.id, dailyReports.driverId))
    .leftJoin(contracts, eq(contracts.id, dailyReports.contractId))
    .where(companyDailyReports(ctx).where(...conditions));
  return row?.total ?? 0;
}

/** One report by id (404 `日報が見つかりません。`), with names. */
export async function readDailyReportOr404(ctx: CompanyCtx, id: string, ...conditions: (SQL | undefined)[]) {
  const [report] = await readDailyReports(ctx, eq(dailyReports.id, id), ...conditions);
  if (!report) throw notFound('日報');
  return report;
}
