import { healthCheckupKinds } from '@rikuun/contract';
import { date, index, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, rowId, updatedAt } from '../../lib/db/columns.ts';
import { companyColumn, companyForeignKey, companyPrimaryKey } from '../../lib/db/company-column.ts';
import { fileLinkTable } from '../../lib/storage/file-link-table.ts';
import { drivers } from '../drivers/drivers.table.ts';

export const healthCheckupKindEnum = pgEnum('health_checkup_kind', healthCheckupKinds);

/** 健康診断: a driver's checkups (kept 5 years). next_due_on is derived at each write (alerts read it). */
export const healthCheckups = pgTable(
  'health_checkups',
  {
    id: rowId(),
    companyId: companyColumn(),
    driverId: uuid('driver_id').notNull(),
    checkupDate: date('checkup_date', { mode: 'string' }).notNull(),
    kind: healthCheckupKindEnum('kind').notNull().default('regular'),
    result: text('result'),
    nextDueOn: date('next_due_on', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('health_checkups_driver_idx').on(t.companyId, t.driverId, t.checkupDate, t.id),
    companyPrimaryKey('health_checkups_pkey', t),
    companyForeignKey('health_checkups_driver_fk', t, t.driverId, drivers),
  ],
);

export const healthCheckupFiles = fileLinkTable(
  'health_checkup_files',
  { table: healthCheckups, key: 'checkupId', onDelete: 'cascade' },
  { primaryKeyName: 'health_checkup_files_checkup_id_file_id_pk' },
);
