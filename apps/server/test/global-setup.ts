import pg from 'pg';
import { openDatabase } from '../src/lib/db/db.ts';
import { runMigrations } from '../src/lib/db/migrate.ts';

/**
 * With TEST_DATABASE_URL (a real PostgreSQL), this run creates its own database, migrates it once,
 * hands its URL to the test files and drops it at the end, so runs never see each other's data.
 */
export default async function setup({ provide }: { provide: (key: string, value: string) => void }) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    provide('databaseUrl', '');
    return;
  }
  const name = `rikuun_test_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  await runMigrations(database);
  await database.close();
  provide('databaseUrl', url.toString());
  return async () => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}
