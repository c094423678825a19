import { accidentFileCategories } from '@rikuun/contract';
import {
  boolean,
  date,
  doublePrecision,
  index,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../../lib/auth/users.table.ts';
import { createdAt, deletedAt, rowId, updatedAt } from '../../lib/db/columns.ts';
import { companyColumn, companyForeignKey, companyPrimaryKey } from '../../lib/db/company-column.ts';
import { fileLinkTable } from '../../lib/storage/file-link-table.ts';
import { courses } from '../courses/courses.table.ts';
import { drivers } from '../drivers/drivers.table.ts';

export const accidentFileCategoryEnum = pgEnum('accident_file_category', accidentFileCategories);

/**
 * 事故報告 (spec §3, domain-model §5; 自動車事故報告規則): kept 3 years (deletion is refused
 * until then: accidentKeepUntil). `details` is the spec's JSON
 * object; the legal deadline is derived on read. Every change is kept by the change-history trigger.
 */
export const accidentReports = pgTable(
  'accident_reports',
  {
    id: rowId(),
    companyId: companyColumn(),
    accidentDate: date('accident_date', { mode: 'string' }).notNull(),
    /** HH:MM, Tokyo time. */
    accidentTime: text('accident_time').notNull(),
    carRegistrationNumber: text('car_registration_number'),
    zipCode: text('zip_code').notNull(),
    isCorrectAddress: boolean('is_correct_address'),
    address1: text('address1').notNull(),
    address2: text('address2'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    driverId: uuid('driver_id').notNull(),
    courseId: uuid('course_id'),
    isCritical: boolean('is_critical').notNull().default(false),
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    /** When staff made the 速報 (第4条) and submitted the 報告書 (第3条); the alerts wait for these. */
    flashReportedAt: timestamp('flash_reported_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    companyPrimaryKey('accident_reports_pkey', t),
    companyForeignKey('accident_reports_driver_fk', t, t.driverId, drivers),
    companyForeignKey('accident_reports_course_fk', t, t.courseId, courses),
    index('accident_reports_date_idx').on(t.companyId, t.accidentDate),
  ],
);

/** Photos and documents of a report, by category, in the order they were added. */
export const accidentReportFiles = fileLinkTable(
  'accident_report_files',
  { table: accidentReports, key: 'reportId', onDelete: 'cascade' },
  { columns: { category: accidentFileCategoryEnum('category').notNull() } },
);
