import { attendanceTypes, healthConditions, rollCallMethods } from '@rikuun/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../../lib/auth/users.table.ts';
import { createdAt, rowId } from '../../lib/db/columns.ts';
import { companyColumn, companyForeignKey, companyPrimaryKey } from '../../lib/db/company-column.ts';
import { drivers } from '../drivers/drivers.table.ts';
import { vehicles } from '../vehicles/vehicles.table.ts';

export const attendanceTypeEnum = pgEnum('attendance_type', attendanceTypes);
export const healthConditionEnum = pgEnum('health_condition', healthConditions);
export const rollCallMethodEnum = pgEnum('roll_call_method', rollCallMethods);

/**
 * 出退勤・点呼 (domain-ja §6, 輸送安全規則 第7条): the driver's part is written by the phone and never
 * edited; the company's part (点呼執行者, method, instructions, 措置) is written once by the
 * confirmation. A record the law asks to keep for 1 year: a trigger refuses deleting a younger one.
 */
export const attendances = pgTable(
  'attendances',
  {
    id: rowId(),
    companyId: companyColumn(),
    driverId: uuid('driver_id').notNull(),
    type: attendanceTypeEnum('type').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** The duty's business date (Asia/Tokyo): its 出勤's date, so a 退勤 after midnight stays with it. */
    workDate: date('work_date', { mode: 'string' }).notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    vehicleId: uuid('vehicle_id'),
    odometerKm: doublePrecision('odometer_km'),
    alcoholDetected: boolean('alcohol_detected'),
    alcoholValue: doublePrecision('alcohol_value'),
    detectorUsed: boolean('detector_used'),
    healthCondition: healthConditionEnum('health_condition'),
    sleepHours: doublePrecision('sleep_hours'),
    dailyInspectionDone: boolean('daily_inspection_done'),
    /** The driver took the 点呼 away from a base (出先): the company may then do it by phone. */
    awayFromBase: boolean('away_from_base').notNull().default(false),
    vehicleRoadReport: text('vehicle_road_report'),
    handoverNote: text('handover_note'),
    memo: text('memo'),
    /** The free-text 点呼執行者 the phone sent before the company confirmed 点呼 (old rows only). */
    legacyCheckedBy: text('checked_by'),
    /** The company's part: who confirmed (the 点呼執行者), when, how, what they instructed. */
    confirmedBy: uuid('confirmed_by').references(() => users.id),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    method: rollCallMethodEnum('method'),
    instructions: text('instructions'),
    confirmMemo: text('confirm_memo'),
    alcoholOutcome: text('alcohol_outcome'),
    /** The phone's own id of the record: a retried post finds the first one. */
    clientAttendanceId: uuid('client_attendance_id'),
    recordedBy: uuid('recorded_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    companyPrimaryKey('attendances_pkey', t),
    companyForeignKey('attendances_driver_fk', t, t.driverId, drivers),
    companyForeignKey('attendances_vehicle_fk', t, t.vehicleId, vehicles),
    index('attendances_driver_at_idx').on(t.companyId, t.driverId, t.at),
    index('attendances_work_date_idx').on(t.companyId, t.workDate),
    index('attendances_unconfirmed_idx')
      .on(t.companyId, t.at)
      .where(sql`${t.confirmedAt} is null and ${t.legacyCheckedBy} is null`),
    uniqueIndex('attendances_client_id_uq')
      .on(t.companyId, t.clientAttendanceId)
      .where(sql`${t.clientAttendanceId} is not null`),
  ],
);
