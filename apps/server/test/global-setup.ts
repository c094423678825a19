import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../src/lib/db/db.ts';
import { runMigrations } from '../src/lib/db/migrate.ts';

/**
 * This run migrates a template database once; every test app then gets its own copy, so test files
 * never see each other's data or background jobs, and runs never see each other's. With
 * TEST_DATABASE_URL (a real PostgreSQL) the copies are databases (CREATE DATABASE … TEMPLATE);
 * otherwise the template is a PGlite data folder dumped to a tar, which each app opens in memory (a
 * fresh PGlite spends seconds creating its cluster and migrating; copying the folder's 1,300 files
 * and opening them from disk costs a quarter more than the tar). All of it is removed at the end.
 */
export default async function setup({
  provide,
}: {
  provide: (key: 'postgres' | 'pgliteTemplate', value: TestPostgres | string | null) => void;
}) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    provide('postgres', null);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rikuun-pglite-template-'));
    const database = await openDatabase({});
    await runMigrations(database);
    if (database.listenSource.kind !== 'pglite') throw new Error('expected PGlite');
    const dump = await database.listenSource.client.dumpDataDir('none');
    await database.close();
    const tar = path.join(dir, 'template.tar');
    fs.writeFileSync(tar, Buffer.from(await dump.arrayBuffer()));
    provide('pgliteTemplate', tar);
    return () => fs.rmSync(dir, { recursive: true, force: true });
  }
  provide('pgliteTemplate', null);
  const template = `rikuun_test_${Date.now()}_${process.pid}`;
  await adminQuery(adminUrl, `create database ${template}`);
  const url = new URL(adminUrl);
  url.pathname = `/${template}`;
  const database = await openDatabase({ url: url.toString() });
  await runMigrations(database);
  await database.close();
  provide('postgres', { adminUrl, template });
  return async () => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    const { rows } = await c.query<{ datname: string }>(
      'select datname from pg_database where datname like $1',
      [`${template}%`],
    );
    for (const { datname } of rows) await c.query(`drop database if exists ${datname} with (force)`);
    await c.end();
  };
}

export type TestPostgres = { adminUrl: string; template: string };

export async function adminQuery(adminUrl: string, text: string) {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    await c.query(text);
  } finally {
    await c.end();
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgres: TestPostgres | null;
    /** A migrated PGlite data folder as a tar, to open in memory (when the run has no PostgreSQL). */
    pgliteTemplate: string | null;
  }
}
