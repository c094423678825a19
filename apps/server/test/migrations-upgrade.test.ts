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

/** The migrations folder as a release shipped it: the migrations before the one tagged `until` (0000 alone by default). */
function release(until?: string): string {
  const src = migrationsFolder();
  const journal = JSON.parse(fs.readFileSync(path.join(src, 'meta', '_journal.json'), 'utf8'));
  const count = until ? journal.entries.findIndex((e: { tag: string }) => e.tag.endsWith(until)) : 1;
  if (count < 1) throw new Error(`migration ${until} not found`);
  journal.entries = journal.entries.slice(0, count);
  const dir = path.join(tmp, `drizzle-${until ?? 'first'}`);
  fs.mkdirSync(path.join(dir, 'meta'), { recursive: true });
  for (const e of journal.entries)
    fs.copyFileSync(path.join(src, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
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
      await migrate(database.db as unknown as PgliteDatabase, { migrationsFolder: release() });
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

describe('migrations on a database from before the Citus keys and the partitioned positions', () => {
  it('keeps every row: keys with company_id first (the change history too), positions in the partitions of their months', {
    timeout: 120_000,
  }, async () => {
    const database = await openDatabase({});
    try {
      await migrate(database.db as unknown as PgliteDatabase, {
        migrationsFolder: release('citus_ready_keys'),
      });
      const run = async (text: string) =>
        (await database.db.execute(sql.raw(text))) as unknown as { rows: Record<string, unknown>[] };
      const driver = '01900000-0000-7000-8000-000000000006';
      const task = '01900000-0000-7000-8000-000000000007';
      await run(`insert into companies (id, name) values ('${ids.company}', '旧運送')`);
      await run(
        `insert into vehicles (id, company_id, registration_number, vehicle_class)
         values ('${ids.vehicle}', '${ids.company}', '品川 100 あ 12-34', 'small')`,
      );
      await run(
        `insert into maintenances (id, company_id, vehicle_id, maintained)
         values ('${ids.maintenance}', '${ids.company}', '${ids.vehicle}', '2026-10-01')`,
      );
      await run(
        `insert into maintenance_tasks (id, name, category, sort_order) values ('${task}', 'ブレーキ', '制動装置', 1)`,
      );
      await run(
        `insert into maintenance_task_links (maintenance_id, task_id) values ('${ids.maintenance}', '${task}')`,
      );
      await run(
        `insert into drivers (id, company_id, name) values ('${driver}', '${ids.company}', '佐藤 一郎')`,
      );
      // Three months of points (a Tokyo month boundary between the second and third), one far back.
      await run(
        `insert into driver_locations (company_id, driver_id, recorded_at, latitude, longitude)
         values ('${ids.company}', '${driver}', '2026-08-20T10:00:00+09:00', 35, 139),
                ('${ids.company}', '${driver}', '2026-09-30T23:59:00+09:00', 35, 139),
                ('${ids.company}', '${driver}', '2026-10-01T00:01:00+09:00', 35, 139),
                ('${ids.company}', '${driver}', '2019-01-05T08:00:00+09:00', 35, 139)`,
      );

      await runMigrations(database);

      const link = await run('select company_id from maintenance_task_links');
      expect(link.rows).toEqual([{ company_id: ids.company }]);
      const keys = await run(
        `select conname, pg_get_constraintdef(oid) as def from pg_constraint
         where conname in ('maintenances_pkey', 'maintenance_images_maintenance_id_file_id_pk') order by conname`,
      );
      expect(keys.rows.map((r) => r.def)).toEqual([
        'PRIMARY KEY (company_id, maintenance_id, file_id)',
        'PRIMARY KEY (company_id, id)',
      ]);
      const points = await run(
        `select tableoid::regclass::text as part, to_char(recorded_at at time zone 'Asia/Tokyo', 'YYYY-MM-DD HH24:MI') as at
         from driver_locations order by recorded_at`,
      );
      expect(points.rows).toEqual([
        { part: 'driver_locations_2019_01', at: '2019-01-05 08:00' },
        { part: 'driver_locations_2026_08', at: '2026-08-20 10:00' },
        { part: 'driver_locations_2026_09', at: '2026-09-30 23:59' },
        { part: 'driver_locations_2026_10', at: '2026-10-01 00:01' },
      ]);
      // The vehicle's and the maintenance's 変更履歴, written before, are there on the company's key,
      // and the next entry numbers after them.
      const before = await run('select company_id, table_name, id from change_history order by id');
      expect(before.rows.map((r) => [r.company_id, r.table_name])).toEqual([
        [ids.company, 'vehicles'],
        [ids.company, 'maintenances'],
      ]);
      await run(`update vehicles set name = '2号車' where id = '${ids.vehicle}'`);
      const after = await run('select id, action from change_history order by id');
      expect(after.rows).toHaveLength(3);
      expect(Number(after.rows[2]?.id)).toBeGreaterThan(Number(before.rows[1]?.id));
      expect(after.rows[2]?.action).toBe('update');
      const historyKey = await run(
        `select pg_get_constraintdef(oid) as def from pg_constraint where conname = 'change_history_pkey'`,
      );
      expect(historyKey.rows).toEqual([{ def: 'PRIMARY KEY (company_id, id)' }]);
      // The foreign keys came back on the new keys: a driver the company does not have is refused.
      await expect(
        run(
          `insert into driver_locations (company_id, driver_id, recorded_at, latitude, longitude)
           values ('${ids.company}', '01900000-0000-7000-8000-0000000000ff', now(), 35, 139)`,
        ),
      ).rejects.toThrow();
    } finally {
      await database.close();
    }
  });
});
