import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import type { DatabaseOptions } from '../../src/lib/db/db.ts';
import { isDatabaseUnavailable } from '../../src/lib/db/errors.ts';
import { buildAppOn, createTestDatabase } from '../helpers.ts';
import { signal } from '../support/signal.ts';

// Only in the PostgreSQL run (vitest.config.ts includes this folder when TEST_DATABASE_URL is set).
async function appOn(opts: Omit<DatabaseOptions, 'url'>) {
  const poolErrors: Error[] = [];
  const { database, url, drop } = await createTestDatabase({
    ...opts,
    onPoolError: (err) => poolErrors.push(err),
  });
  if (!url) throw new Error('the pool tests need TEST_DATABASE_URL');
  const app = await buildAppOn(database);
  const close = async () => {
    await app.close();
    await drop();
  };
  return { app, database, url, poolErrors, close };
}

describe('PostgreSQL pool', () => {
  it('survives its connections being terminated, as in a database restart', async () => {
    const { app, database, url, poolErrors, close } = await appOn({ poolSize: 3 });
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    try {
      expect((await app.inject({ url: '/v1/healthcheck' })).statusCode).toBe(200);
      const idle = pool.idleCount;
      // This test's database is its own, so cutting every connection to it touches no other test.
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      const cut = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      await admin.end();
      expect(cut.rowCount).toBeGreaterThan(0);
      // Each idle client learns of the cut when the server's message reaches it, not all at once.
      await vi.waitFor(() => expect(poolErrors.length).toBeGreaterThanOrEqual(Math.max(idle, 1)), {
        timeout: 10_000,
      });
      // A client a background job held at the cut learns of it only at its next query, which fails
      // once and drops it: the pool is whole again within its size in requests, never stuck.
      const answers: number[] = [];
      let after = await app.inject({ url: '/v1/healthcheck' });
      answers.push(after.statusCode);
      while (after.statusCode !== 200 && answers.length < 3) {
        after = await app.inject({ url: '/v1/healthcheck' });
        answers.push(after.statusCode);
      }
      expect(after.statusCode, answers.join(',')).toBe(200);
      expect(after.json().database).toEqual({ status: 'ok', kind: 'postgres' });
    } finally {
      await close();
    }
  });

  it('survives a connection cut inside a transaction, frees the connection and keeps serving', async () => {
    const { app, database, url, close } = await appOn({ poolSize: 2 });
    try {
      // Checked-out clients between two statements: the cut arrives while no query runs on them.
      const cut = signal();
      const inside = [0, 1].map(() => signal());
      const running = inside.map((entered) =>
        database.db.transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          entered.resolve();
          await cut.promise;
          await tx.execute(sql`select 1`);
        }),
      );
      await Promise.all(inside.map((entered) => entered.promise));
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      await admin.end();
      cut.resolve();
      const outcomes = await Promise.allSettled(running);
      for (const o of outcomes) {
        expect(o.status).toBe('rejected');
        if (o.status === 'rejected') expect(isDatabaseUnavailable(o.reason), String(o.reason)).toBe(true);
      }
      // Both connections of the pool are usable again: no client was lost with its transaction.
      await Promise.all([0, 1, 2, 3].map(() => database.db.transaction((tx) => tx.execute(sql`select 1`))));
      expect((await app.inject({ url: '/v1/healthcheck' })).statusCode).toBe(200);
    } finally {
      await close();
    }
  });

  it('answers the result of a transaction whose COMMIT succeeded but whose answer was lost', async () => {
    const { database, close } = await appOn({ poolSize: 2 });
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    try {
      await database.db.execute(sql`create table lost_commit (id int primary key)`);
      // The server commits, then the connection drops before the client reads the answer.
      pool.once('acquire', (client: pg.PoolClient) => {
        const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
        (client as unknown as { query: unknown }).query = async (...args: unknown[]) => {
          const first = args[0] as string | { text?: string };
          const text = typeof first === 'string' ? first : first.text;
          const result = await query(...args);
          if (text === 'commit') {
            (
              client as unknown as { connection: { stream: { destroy(): void } } }
            ).connection.stream.destroy();
            throw new Error('Connection terminated unexpectedly');
          }
          return result;
        };
      });
      const result = await database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into lost_commit values (1)`);
        return 'saved';
      });
      expect(result).toBe('saved');
      const rows = (await database.db.execute(sql`select id from lost_commit`)) as unknown as {
        rows: unknown[];
      };
      expect(rows.rows).toHaveLength(1);
    } finally {
      await close();
    }
  });

  it('still fails a transaction whose connection was lost before COMMIT', async () => {
    const { database, close } = await appOn({ poolSize: 2 });
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    try {
      await database.db.execute(sql`create table lost_before_commit (id int primary key)`);
      pool.once('acquire', (client: pg.PoolClient) => {
        const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
        (client as unknown as { query: unknown }).query = async (...args: unknown[]) => {
          const first = args[0] as string | { text?: string };
          const text = typeof first === 'string' ? first : first.text;
          if (text === 'commit') {
            (
              client as unknown as { connection: { stream: { destroy(): void } } }
            ).connection.stream.destroy();
            throw new Error('Connection terminated unexpectedly');
          }
          return query(...args);
        };
      });
      const outcome = database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into lost_before_commit values (1)`);
        return 'saved';
      });
      await expect(outcome).rejects.toSatisfy((err: unknown) => isDatabaseUnavailable(err));
      const rows = (await database.db.execute(sql`select id from lost_before_commit`)) as unknown as {
        rows: unknown[];
      };
      expect(rows.rows).toHaveLength(0);
    } finally {
      await close();
    }
  });

  it('waits a bounded time for a free connection and then answers 503', async () => {
    const { app, database, close } = await appOn({ poolSize: 1, connectTimeoutMs: 300 });
    try {
      const pool = (database.db as unknown as { $client: pg.Pool }).$client;
      // Open the only connection first: on a busy machine opening one can itself take over 300 ms,
      // and the sleeping query must hold a connection, not wait for one.
      await vi.waitFor(() => database.db.execute(sql`select 1`), { timeout: 10_000, interval: 50 });
      // drizzle queries are lazy: wrapping in a promise starts this one now, holding the only connection.
      const holding = Promise.resolve(database.db.execute(sql`select pg_sleep(2)`));
      holding.catch(() => {});
      await vi.waitFor(() => expect(pool.totalCount - pool.idleCount).toBe(1));
      const res = await app.inject({
        method: 'POST',
        url: '/auth/v1/sign-in',
        payload: { email: 'a@example.com', password: 'x' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ error: 'service_unavailable' });
      await holding;
    } finally {
      await close();
    }
  });
});
