import { destinationStatuses, destinationTypes, geocodeStatuses } from '@rikuun/contract';
import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, rowId, updatedAt, version } from '../../lib/db/columns.ts';
import { companyColumn, companyForeignKey, companyPrimaryKey } from '../../lib/db/company-column.ts';
import { clientBases } from '../clients/clients.table.ts';
import { courses } from '../courses/courses.table.ts';

export const destinationTypeEnum = pgEnum('destination_type', destinationTypes);
export const destinationStatusEnum = pgEnum('destination_status', destinationStatuses);
export const geocodeStatusEnum = pgEnum('geocode_status', geocodeStatuses);

/**
 * 配送先・立寄先: a stop of a course. Deleted for real (a correction of the plan); one with recorded
 * actions is kept (409), and a deleted course keeps its stops with it.
 */
export const destinations = pgTable(
  'destinations',
  {
    id: rowId(),
    companyId: companyColumn(),
    courseId: uuid('course_id').notNull(),
    type: destinationTypeEnum('type').notNull().default('delivery'),
    /** Order in the course, 1 first; reordering rewrites the course's sequences in one statement. */
    sequence: integer('sequence').notNull(),
    name: text('name').notNull(),
    zipCode: text('zip_code'),
    address1: text('address1'),
    address2: text('address2'),
    phone: text('phone'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    timeWindowStart: text('time_window_start'),
    timeWindowEnd: text('time_window_end'),
    serviceMinutes: integer('service_minutes'),
    quantity: integer('quantity'),
    weightKg: doublePrecision('weight_kg'),
    clientBaseId: uuid('client_base_id'),
    memo: text('memo'),
    status: destinationStatusEnum('status').notNull().default('pending'),
    geocodeStatus: geocodeStatusEnum('geocode_status').notNull().default('not_needed'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    companyPrimaryKey('destinations_pkey', t),
    companyForeignKey('destinations_course_fk', t, t.courseId, courses),
    companyForeignKey('destinations_client_base_fk', t, t.clientBaseId, clientBases),
    index('destinations_course_idx').on(t.companyId, t.courseId, t.sequence),
    index('destinations_client_base_idx')
      .on(t.companyId, t.clientBaseId)
      .where(sql`${t.clientBaseId} is not null`),
    index('destinations_geocode_idx').on(t.geocodeStatus).where(sql`${t.geocodeStatus} = 'pending'`),
  ],
);
