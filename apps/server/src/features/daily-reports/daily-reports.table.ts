import { sql } from 'drizzle-orm';
import {
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../../lib/auth/users.table.ts';
import { createdAt, deletedAt, isLive, rowId, updatedAt, version } from '../../lib/db/columns.ts';
import { companyColumn, companyForeignKey, companyPrimaryKey } from '../../lib/db/company-column.ts';
import { contracts } from '../contracts/contracts.table.ts';
import { drivers } from '../drivers/drivers.table.ts';
import { approveStatusEnum } from '../expenses/expenses.table.ts';
import { vehicles } from '../vehicles/vehicles.table.ts';

type BreakRow = { start: string; end: string | null; place: string | null };
type WaitingRow = {
  place: string | null;
  arrivedAt: string | null;
  departedAt: string | null;
  loadingStartAt: string | null;
  loadingEndAt: string | null;
  shipperConfirmed: boolean;
};
type DriverChangeRow = { place: string | null; at: string };
type LoadingRow = {
  place: string | null;
  startAt: string | null;
  endAt: string | null;
  description: string | null;
  shipperConfirmed: boolean;
};

/**
 * 日報 (乗務等の記録, kept 1 year): one per driver, date and contract. A money record (fees): every change
 * is kept by the change-history trigger (migration money_history).
 */
export const dailyReports = pgTable(
  'daily_reports',
  {
    id: rowId(),
    companyId: companyColumn(),
    driverId: uuid('driver_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    contractId: uuid('contract_id'),
    vehicleId: uuid('vehicle_id'),
    startAt: timestamp('start_at', { withTimezone: true }),
    endAt: timestamp('end_at', { withTimezone: true }),
    startPlace: text('start_place'),
    endPlace: text('end_place'),
    startOdometerKm: doublePrecision('start_odometer_km'),
    endOdometerKm: doublePrecision('end_odometer_km'),
    breaks: jsonb('breaks').$type<BreakRow[]>().notNull().default([]),
    waypoints: text('waypoints'),
    /** The phone's track between start and end (km), kept: positions are deleted after 90 days. */
    trackDistanceKm: doublePrecision('track_distance_km'),
    driverChanges: jsonb('driver_changes').$type<DriverChangeRow[]>().notNull().default([]),
    loadStatus: text('load_status'),
    waitingRecords: jsonb('waiting_records').$type<WaitingRow[]>().notNull().default([]),
    loadingWork: jsonb('loading_work').$type<LoadingRow[]>().notNull().default([]),
    accidentOrDelay: text('accident_or_delay'),
    instructions: text('instructions'),
    /** Units for the fee by the contract's fee type (courses, days, stops, items, hours or km). */
    quantity: doublePrecision('quantity'),
    memo: text('memo'),
    /** Yen, computed from the contract (unit price × quantity) unless staff overrode them. */
    billingAmount: integer('billing_amount'),
    paymentAmount: integer('payment_amount'),
    feeOverrideReason: text('fee_override_reason'),
    approveStatus: approveStatusEnum('approve_status').notNull().default('draft'),
    statusComment: text('status_comment'),
    requestedAt: timestamp('requested_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
    deletedAt: deletedAt(),
  },
  (t) => [
    companyPrimaryKey('daily_reports_pkey', t),
    companyForeignKey('daily_reports_driver_fk', t, t.driverId, drivers),
    companyForeignKey('daily_reports_contract_fk', t, t.contractId, contracts),
    companyForeignKey('daily_reports_vehicle_fk', t, t.vehicleId, vehicles),
    // One report per driver, date and contract (no contract counts as one).
    uniqueIndex('daily_reports_driver_date_uq')
      .on(
        t.companyId,
        t.driverId,
        t.date,
        sql`coalesce(${t.contractId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      )
      .where(isLive(t)),
    index('daily_reports_date_idx').on(t.companyId, t.date),
    index('daily_reports_status_idx').on(t.companyId, t.approveStatus),
  ],
);
