import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './db.ts';

/** The committed drizzle-kit migrations, found from the source tree and from the bundled dist/ alike. */
export function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = path.join(dir, 'drizzle');
    if (fs.existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('drizzle migrations folder not found');
}

export async function runMigrations(database: Database): Promise<void> {
  const migrationsFolderPath = migrationsFolder();
  await database.withMigrationLock(async () => {
    if (database.kind === 'pglite') {
      await migratePglite(database.db as unknown as PgliteDatabase, {
        migrationsFolder: migrationsFolderPath,
      });
    } else {
      await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder: migrationsFolderPath });
    }
  });
}
