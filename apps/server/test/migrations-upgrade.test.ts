import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/lib/db/db.ts';
import { migrationsFolder, runMigrations } from '../src/lib/db/migrate.ts';

/**
 * A database made by the first release (migration 0000 only) with its data in it: every later
 * migration must apply to it and carry the data over (the embedded database of anyone who started
 * the app before keeps working).
 */
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'rikuun-upgrade-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** The migrations folder as the first release shipped it: 0000 alone. */
function firstRelease(): string {
  const src = migrationsFolder();
  const dir = path.join(tmp, 'drizzle');
  fs.mkdirSync(path.join(dir, 'meta'), { recursive: true });
  fs.copyFileSync(path.join(src, '0000_init.sql'), path.join(dir, '0000_init.sql'));
  const journal = JSON.parse(fs.readFileSync(path.join(src, 'meta', '_journal.json'), 'utf8'));
  journal.entries = journal.entries.slice(0, 1);
  fs.writeFileSync(path.join(dir, 'meta', '_journal.json'), JSON.stringify(journal));
  return dir;
}

const ids = {
  company: '01900000-0000-7000-8000-000000000001',
  base: '01900000-0000-7000-8000-000000000002',
  vehicle: '01900000-0000-7000-8000-000000000003',
  maintenance: '01900000-0000-7000-8000-000000000004',
  file: '01900000-0000-7000-8000-000000000005',
};

describe('migrations on a database of the first release', () => {
  // The one test that creates and migrates a database of its own (not the run's migrated copy): on a
  // busy machine that takes longer than vitest's 30 s.
  it('apply, and fill the new columns from the data already there', { timeout: 120_000 }, async () => {
    const database = await openDatabase({});
    try {
      await migrate(database.db as unknown as PgliteDatabase, { migrationsFolder: firstRelease() });
      const run = async (text: string) =>
        (await database.db.execute(sql.raw(text))) as unknown as { rows: Record<string, unknown>[] };
      await run(`insert into companies (id, name) values ('${ids.company}', '旧運送')`);
      await run(
        `insert into bases (id, company_id, name) values ('${ids.base}', '${ids.company}', '本社営業所')`,
      );
      await run(
        `insert into vehicles (id, company_id, registration_number, vehicle_class, base_id)
         values ('${ids.vehicle}', '${ids.company}', '品川 100 あ 12-34', 'small', '${ids.base}')`,
      );
      await run(
        `insert into maintenances (id, company_id, vehicle_id, maintained)
         values ('${ids.maintenance}', '${ids.company}', '${ids.vehicle}', '2026-10-01')`,
      );
      await run(
        `insert into files (id, company_id, storage_key, file_name, content_type, size)
         values ('${ids.file}', '${ids.company}', 'k', 'a.png', 'image/png', 1)`,
      );
      await run(
        `insert into maintenance_images (maintenance_id, file_id) values ('${ids.maintenance}', '${ids.file}')`,
      );

      await runMigrations(database);

      const vehicle = await run(`select last_maintained_on, base_name, search_text from vehicles`);
      expect(vehicle.rows[0]).toMatchObject({
        last_maintained_on: '2026-10-01',
        base_name: '本社営業所',
        search_text: expect.stringContaining('品川100あ12-34'),
      });
      const image = await run(`select company_id from maintenance_images`);
      expect(image.rows[0]).toMatchObject({ company_id: ids.company });
    } finally {
      await database.close();
    }
  });
});
