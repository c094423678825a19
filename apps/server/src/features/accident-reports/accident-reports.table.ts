import { accidentFileCategories } from '@rikuun/contract';
import {
  boolean,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../../lib/auth/users.table.ts';
import { createdAt, deletedAt, id, updatedAt } from '../../lib/db/columns.ts';
import { companyColumn } from '../../lib/db/company-column.ts';
import { files } from '../../lib/storage/files.table.ts';
import { courses } from '../courses/courses.table.ts';
import { drivers } from '../drivers/drivers.table.ts';

export const accidentFileCategoryEnum = pgEnum('accident_file_category', accidentFileCategories);

/**
 * 事故報告 (spec §3, domain-model §5; 自動車事故報告規則): kept 3 years. `details` is the spec's JSON
 * object; the legal deadline is derived on read. Every change is kept by the change-history trigger.
 */
export const accidentReports = pgTable(
  'accident_reports',
  {
    id: id(),
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
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    unique('accident_reports_company_id_uq').on(t.companyId, t.id),
    foreignKey({
      name: 'accident_reports_driver_fk',
      columns: [t.companyId, t.driverId],
      foreignColumns: [drivers.companyId, drivers.id],
    }),
    foreignKey({
      name: 'accident_reports_course_fk',
      columns: [t.companyId, t.courseId],
      foreignColumns: [courses.companyId, courses.id],
    }),
    index('accident_reports_date_idx').on(t.companyId, t.accidentDate),
  ],
);

/** Photos and documents of a report, by category, in the order they were added. */
export const accidentReportFiles = pgTable(
  'accident_report_files',
  {
    companyId: companyColumn(),
    reportId: uuid('report_id').notNull(),
    fileId: uuid('file_id').notNull(),
    category: accidentFileCategoryEnum('category').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'accident_report_files_pk', columns: [t.reportId, t.fileId] }),
    foreignKey({
      name: 'accident_report_files_report_fk',
      columns: [t.companyId, t.reportId],
      foreignColumns: [accidentReports.companyId, accidentReports.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'accident_report_files_file_fk',
      columns: [t.companyId, t.fileId],
      foreignColumns: [files.companyId, files.id],
    }),
  ],
);
