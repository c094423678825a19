import { doublePrecision, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companyColumn, companyForeignKey } from '../../lib/db/company-column.ts';
import { drivers } from '../drivers/drivers.table.ts';

/**
 * 位置情報: the points the drivers' phones post (every 30 s or 100 m while on duty). Append-only and
 * large, so no surrogate id: the primary key is the natural one, and a retried batch adds nothing.
 * Partitioned by month of recorded_at (Asia/Tokyo), with a default partition for points outside the
 * months made (migration driver_locations_partitioned; drizzle does not describe partitioning). Kept
 * at least LOCATION_RETENTION_DAYS (90 by default): the hourly job makes the coming months'
 * partitions and drops a month's partition once all of it is older (location-partitions.ts).
 */
export const driverLocations = pgTable(
  'driver_locations',
  {
    companyId: companyColumn(),
    driverId: uuid('driver_id').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    accuracy: doublePrecision('accuracy'),
    heading: doublePrecision('heading'),
    speed: doublePrecision('speed'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'driver_locations_pk', columns: [t.companyId, t.driverId, t.recordedAt] }),
    companyForeignKey('driver_locations_driver_fk', t, t.driverId, drivers),
  ],
);

/** Each driver's latest point, kept beside the history so the live map reads one row per driver. */
export const driverLastPositions = pgTable(
  'driver_last_positions',
  {
    companyId: companyColumn(),
    driverId: uuid('driver_id').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    accuracy: doublePrecision('accuracy'),
    heading: doublePrecision('heading'),
    speed: doublePrecision('speed'),
  },
  (t) => [
    primaryKey({ name: 'driver_last_positions_pk', columns: [t.companyId, t.driverId] }),
    companyForeignKey('driver_last_positions_driver_fk', t, t.driverId, drivers).onDelete('cascade'),
  ],
);
