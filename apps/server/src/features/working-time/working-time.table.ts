import { dutyExceptionTypes } from '@rikuun/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../lib/auth/users.table.ts';
import { createdAt, rowId, updatedAt, version } from '../../lib/db/columns.ts';
import { companyColumn, companyForeignKey, companyPrimaryKey } from '../../lib/db/company-column.ts';
import { attendances } from '../attendances/attendances.table.ts';
import { drivers } from '../drivers/drivers.table.ts';

/**
 * 改善基準告示の特例 of a duty (working-time-exceptions.ts), set by staff. A row of its own beside the
 * duty's 出勤 record, not columns of it: the driver's attendance record is never edited (a record kept
 * for the 点呼), while these are the office's judgement, changed later and kept with who set them.
 */
export const dutyExceptions = pgTable(
  'duty_exceptions',
  {
    id: rowId(),
    companyId: companyColumn(),
    /** The duty's 出勤 (clock_in) record. */
    attendanceId: uuid('attendance_id').notNull(),
    driverId: uuid('driver_id').notNull(),
    exceptions: text('exceptions').array().notNull(),
    ferryBoardedAt: timestamp('ferry_boarded_at', { withTimezone: true }),
    ferryLandedAt: timestamp('ferry_landed_at', { withTimezone: true }),
    unforeseenMinutes: integer('unforeseen_minutes'),
    unforeseenReason: text('unforeseen_reason'),
    updatedBy: uuid('updated_by').references(() => users.id),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    companyPrimaryKey('duty_exceptions_pkey', t),
    companyForeignKey('duty_exceptions_attendance_fk', t, t.attendanceId, attendances),
    companyForeignKey('duty_exceptions_driver_fk', t, t.driverId, drivers),
    uniqueIndex('duty_exceptions_attendance_uq').on(t.companyId, t.attendanceId),
    check(
      'duty_exceptions_types_ck',
      sql.raw(`exceptions <@ array[${dutyExceptionTypes.map((v) => `'${v}'`).join(', ')}]::text[]`),
    ),
  ],
);

/** 労使協定 on 拘束時間 and the month the 協定's year starts: one row per company once saved. */
export const workingTimeSettings = pgTable('working_time_settings', {
  companyId: companyColumn().primaryKey(),
  laborAgreement: boolean('labor_agreement').notNull(),
  yearStartMonth: integer('year_start_month').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
