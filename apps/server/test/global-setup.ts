import pg from 'pg';
import { openDatabase } from '../src/lib/db/db.ts';
import { runMigrations } from '../src/lib/db/migrate.ts';

/**
 * With TEST_DATABASE_URL (a real PostgreSQL), this run migrates a template database once; every test
 * app then gets its own copy (CREATE DATABASE … TEMPLATE), so test files never see each other's data
 * or background jobs, and runs never see each other's. All of it is dropped at the end.
 */
export default async function setup({
  provide,
}: {
  provide: (key: 'postgres', value: TestPostgres | null) => void;
}) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    provide('postgres', null);
    return;
  }
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
  }
}
