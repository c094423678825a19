import { drivers } from '../../src/features/drivers/drivers.table.ts';
import type { TestApp } from '../helpers.ts';

/**
 * A driver row written straight to the database, for features that hang on drivers without needing
 * the drivers API (profiles, checkups, alerts).
 */
export async function insertDriver(
  t: TestApp,
  companyId: string,
  values: { name?: string; active?: boolean } = {},
): Promise<string> {
  const [row] = await t.database.db
    .insert(drivers)
    .values({ companyId, name: values.name ?? '運送 太郎', active: values.active ?? true })
    .returning({ id: drivers.id });
  if (!row) throw new Error('driver not created');
  return row.id;
}
