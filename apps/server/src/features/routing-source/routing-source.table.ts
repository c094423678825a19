import { routingSourceStatuses } from '@rikuun/contract';
import {
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../../lib/auth/users.table.ts';
import { createdAt, id } from '../../lib/db/columns.ts';
import { consignors } from '../../lib/tenancy/consignors.table.ts';

export const routingSourceStatusEnum = pgEnum('routing_source_status', routingSourceStatuses);

/** One CSV file of delivery data (配送データ) a consignor, or the system administrator for one, uploaded. */
export const routingSourceUploads = pgTable(
  'routing_source_uploads',
  {
    id: id(),
    consignorId: uuid('consignor_id')
      .notNull()
      .references(() => consignors.id),
    fileName: text('file_name').notNull(),
    /** utf-8 or shift_jis, as detected. */
    encoding: text('encoding').notNull(),
    rowCount: integer('row_count').notNull(),
    errorCount: integer('error_count').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('routing_source_uploads_consignor_idx').on(t.consignorId, t.uploadedAt)],
);

type RowError = { field: string; message: string };

/**
 * A row of an upload: a stop to deliver on a date, with the destination fields of spec §3. A row with
 * errors is kept (with what is wrong) so the consignor sees it, but never becomes a course.
 */
export const routingSourceRows = pgTable(
  'routing_source_rows',
  {
    id: id(),
    consignorId: uuid('consignor_id')
      .notNull()
      .references(() => consignors.id),
    uploadId: uuid('upload_id')
      .notNull()
      .references(() => routingSourceUploads.id, { onDelete: 'cascade' }),
    lineNumber: integer('line_number').notNull(),
    /** Null only on a row whose date could not be read (it has an error). */
    deliveryDate: date('delivery_date', { mode: 'string' }),
    /** The column value that groups rows into one course (ルート), if the file has one. */
    routeKey: text('route_key'),
    name: text('name'),
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
    memo: text('memo'),
    errors: jsonb('errors').$type<RowError[]>().notNull().default([]),
    status: routingSourceStatusEnum('status').notNull().default('new'),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('routing_source_rows_date_idx').on(t.consignorId, t.deliveryDate, t.status),
    index('routing_source_rows_upload_idx').on(t.uploadId, t.lineNumber),
  ],
);
