import { date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../lib/db/columns.ts';
import { files } from '../../lib/storage/files.table.ts';
import { companies } from '../../lib/tenancy/companies.table.ts';
import { vehicles } from '../vehicles/vehicles.table.ts';

/** 点検・整備項目: a platform-wide master list, seeded at start. */
export const maintenanceTasks = pgTable('maintenance_tasks', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  category: text('category').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const maintenances = pgTable(
  'maintenances',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id),
    maintained: date('maintained', { mode: 'string' }).notNull(),
    memo: text('memo'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('maintenances_vehicle_idx').on(t.vehicleId, t.maintained)],
);

export const maintenanceTaskLinks = pgTable(
  'maintenance_task_links',
  {
    maintenanceId: uuid('maintenance_id')
      .notNull()
      .references(() => maintenances.id, { onDelete: 'cascade' }),
    taskId: uuid('task_id')
      .notNull()
      .references(() => maintenanceTasks.id),
  },
  (t) => [primaryKey({ columns: [t.maintenanceId, t.taskId] })],
);

export const maintenanceImages = pgTable(
  'maintenance_images',
  {
    maintenanceId: uuid('maintenance_id')
      .notNull()
      .references(() => maintenances.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.maintenanceId, t.fileId] })],
);
