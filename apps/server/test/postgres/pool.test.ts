import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { type DatabaseOptions, openDatabase } from '../../src/lib/db/db.ts';
import { buildAppOn } from '../helpers.ts';

// Only in the PostgreSQL run (vitest.config.ts includes this folder when TEST_DATABASE_URL is set).
const url = inject('databaseUrl');

async function appOn(opts: DatabaseOptions) {
  const poolErrors: Error[] = [];
  const database = await openDatabase({ ...opts, onPoolError: (err) => poolErrors.push(err) });
  const app = await buildAppOn(database);
  return { app, database, poolErrors };
}

describe('PostgreSQL pool', () => {
  it('survives its connections being terminated, as in a database restart', async () => {
    // Its own application name, so only this pool's connections are cut, not other test files'.
    const named = new URL(url);
    named.searchParams.set('application_name', 'rikuun-pool-restart-test');
    const { app, database, poolErrors } = await appOn({ url: named.toString(), poolSize: 3 });
    try {
      expect((await app.inject({ url: '/v1/healthcheck' })).statusCode).toBe(200);
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      const cut = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
        ['rikuun-pool-restart-test'],
      );
      expect(cut.rowCount).toBeGreaterThan(0);
      await admin.end();
      await new Promise((r) => setTimeout(r, 200));
      expect(poolErrors.length).toBeGreaterThan(0);
      const after = await app.inject({ url: '/v1/healthcheck' });
      expect(after.statusCode).toBe(200);
      expect(after.json().database).toEqual({ status: 'ok', kind: 'postgres' });
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('waits a bounded time for a free connection and then answers 503', async () => {
    const { app, database } = await appOn({ url, poolSize: 1, connectTimeoutMs: 300 });
    try {
      // drizzle queries are lazy: wrapping in a promise starts this one now, holding the only connection.
      const holding = Promise.resolve(database.db.execute(sql`select pg_sleep(2)`));
      await new Promise((r) => setTimeout(r, 100));
      const res = await app.inject({
        method: 'POST',
        url: '/auth/v1/sign-in',
        payload: { email: 'a@example.com', password: 'x' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ error: 'service_unavailable' });
      await holding;
    } finally {
      await app.close();
      await database.close();
    }
  });
});
