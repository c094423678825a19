import { aptitudeTestKinds, trainingKinds } from '@rikuun/contract';
import { date, index, integer, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, rowId, updatedAt } from '../../lib/db/columns.ts';
import { companyColumn, companyForeignKey, companyPrimaryKey } from '../../lib/db/company-column.ts';
import { fileLinkTable } from '../../lib/storage/file-link-table.ts';
import { drivers } from '../drivers/drivers.table.ts';

export const trainingKindEnum = pgEnum('driver_training_kind', trainingKinds);
export const aptitudeTestKindEnum = pgEnum('aptitude_test_kind', aptitudeTestKinds);

/**
 * 指導の記録 (輸送安全規則 第10条) of a driver, a part of the 運転者台帳: kept while the 台帳 is (3 years
 * after the driver leaves); every change is kept by the change-history trigger.
 */
export const driverTrainings = pgTable(
  'driver_trainings',
  {
    id: rowId(),
    companyId: companyColumn(),
    driverId: uuid('driver_id').notNull(),
    kind: trainingKindEnum('kind').notNull(),
    conductedOn: date('conducted_on', { mode: 'string' }).notNull(),
    minutes: integer('minutes'),
    content: text('content').notNull(),
    instructor: text('instructor'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    companyPrimaryKey('driver_trainings_pkey', t),
    companyForeignKey('driver_trainings_driver_fk', t, t.driverId, drivers),
    index('driver_trainings_driver_idx').on(t.companyId, t.driverId, t.conductedOn),
  ],
);

/** 適性診断の受診記録 of a driver (the 台帳's 第9条の5 第1項 第8号); kept like the trainings. */
export const aptitudeTests = pgTable(
  'aptitude_tests',
  {
    id: rowId(),
    companyId: companyColumn(),
    driverId: uuid('driver_id').notNull(),
    kind: aptitudeTestKindEnum('kind').notNull(),
    takenOn: date('taken_on', { mode: 'string' }).notNull(),
    institution: text('institution'),
    result: text('result'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    companyPrimaryKey('aptitude_tests_pkey', t),
    companyForeignKey('aptitude_tests_driver_fk', t, t.driverId, drivers),
    index('aptitude_tests_driver_idx').on(t.companyId, t.driverId, t.takenOn),
  ],
);

/** The 台帳's photos (the latest taken is the one shown); older ones stay as they were pasted. */
export const driverRegisterPhotos = fileLinkTable(
  'driver_register_photos',
  { table: drivers, key: 'driverId' },
  { columns: { takenOn: date('taken_on', { mode: 'string' }).notNull() } },
);
