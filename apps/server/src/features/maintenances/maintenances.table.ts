import { date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, rowId, updatedAt } from '../../lib/db/columns.ts';
import { companyColumn, companyForeignKey, companyPrimaryKey } from '../../lib/db/company-column.ts';
import { fileLinkTable } from '../../lib/storage/file-link-table.ts';
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
    id: rowId(),
    companyId: companyColumn(),
    // (company_id, vehicle_id) references vehicles(company_id, id): never another company's vehicle.
    vehicleId: uuid('vehicle_id').notNull(),
    maintained: date('maintained', { mode: 'string' }).notNull(),
    memo: text('memo'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('maintenances_vehicle_idx').on(t.vehicleId, t.maintained, t.id),
    companyPrimaryKey('maintenances_pkey', t),
    companyForeignKey('maintenances_vehicle_fk', t, t.vehicleId, vehicles),
  ],
);

/** The tasks a maintenance record covers; company_id so the links live on their record's shard. */
export const maintenanceTaskLinks = pgTable(
  'maintenance_task_links',
  {
    companyId: companyColumn(),
    maintenanceId: uuid('maintenance_id').notNull(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => maintenanceTasks.id),
  },
  (t) => [
    primaryKey({
      name: 'maintenance_task_links_maintenance_id_task_id_pk',
      columns: [t.companyId, t.maintenanceId, t.taskId],
    }),
    companyForeignKey('maintenance_task_links_maintenance_fk', t, t.maintenanceId, maintenances).onDelete(
      'cascade',
    ),
  ],
);

/** A record's images; company_id keeps the record and the file in one company (composite keys). */
export const maintenanceImages = fileLinkTable(
  'maintenance_images',
  { table: maintenances, key: 'maintenanceId', onDelete: 'cascade' },
  { primaryKeyName: 'maintenance_images_maintenance_id_file_id_pk' },
);
