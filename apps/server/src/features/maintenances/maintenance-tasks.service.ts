import type { MaintenanceTask } from '@rikuun/contract';
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../lib/db/db.ts';
import { fieldError } from '../../lib/http/field-error.ts';
import { maintenanceTasks } from './maintenances.table.ts';

export async function listMaintenanceTasks(db: Db): Promise<{ data: MaintenanceTask[]; total: number }> {
  const data = await db.select().from(maintenanceTasks).orderBy(asc(maintenanceTasks.sortOrder));
  return { data, total: data.length };
}

/** Every id must name a task of the master list; duplicates are dropped. */
export async function checkTaskIds(db: Db, ids: string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return unique;
  const found = await db
    .select({ id: maintenanceTasks.id })
    .from(maintenanceTasks)
    .where(inArray(maintenanceTasks.id, unique));
  if (found.length !== unique.length) {
    throw fieldError('taskMasterIds', 'exists', '存在しない点検・整備項目が含まれています');
  }
  return unique;
}
