import { doublePrecision, index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companyColumn, companyForeignKey } from '../../lib/db/company-column.ts';
import { drivers } from '../drivers/drivers.table.ts';

/**
 * 位置情報: the points the drivers' phones post (every 30 s or 100 m while on duty). Append-only and
 * large, so no surrogate id: the primary key is the natural one, and a retried batch adds nothing.
 * Kept LOCATION_RETENTION_DAYS (90 by default); a daily job deletes older points.
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
    // The retention job deletes by age across companies.
    index('driver_locations_recorded_idx').on(t.recordedAt),
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
