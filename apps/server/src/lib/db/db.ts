import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from '../../db/schema.ts';

export type Schema = typeof schema;
/** One type for both drivers: PGlite (embedded default) and node-postgres (DATABASE_URL). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Runs a trivial query; throws when the database cannot answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Runs fn while holding a session-level advisory lock (PostgreSQL) so only one instance migrates. */
  withMigrationLock<T>(fn: () => Promise<T>): Promise<T>;
  /** Where LISTEN/NOTIFY runs (lib/pubsub): PGlite's own client, or a dedicated connection to this URL. */
  listenSource: { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; url: string };
};

export type DatabaseOptions = {
  url?: string | undefined;
  pglitePath?: string | undefined;
  poolSize?: number;
  connectTimeoutMs?: number;
  onPoolError?: (err: Error) => void;
};

const MIGRATION_LOCK_KEY = 72_617_101; // any constant shared by every instance of this application

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.url) return openPostgres(opts.url, opts);
  return openPglite(opts.pglitePath);
}

async function openPglite(dir: string | undefined): Promise<Database> {
  if (dir) fs.mkdirSync(dir, { recursive: true });
  // Extensions the migrations create must be loaded into the embedded database first.
  const extensions = { pg_trgm };
  const client = dir ? await PGlite.create(dir, { extensions }) : await PGlite.create({ extensions });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  // PGlite runs one statement at a time in this process, so no lock is needed.
  return {
    kind: 'pglite',
    db,
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
    withMigrationLock: (fn) => fn(),
    listenSource: { kind: 'pglite', client },
  };
}

async function openPostgres(url: string, opts: DatabaseOptions): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.poolSize ?? 10,
    // Bounded wait for a connection: past it the request fails and answers 503 instead of hanging.
    connectionTimeoutMillis: opts.connectTimeoutMs ?? 5000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on('error', (err) => opts.onPoolError?.(err));
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
    withMigrationLock: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        return await fn();
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
    listenSource: { kind: 'postgres', url },
  };
}
