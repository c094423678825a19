import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from '../../db/schema.ts';
import { isDatabaseUnavailable } from './errors.ts';
import { openReplicas, type ReadReplicas, type ReplicaLog } from './replicas.ts';

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
  /** The connection pool now (metrics): PGlite is one connection in this process, so only its size. */
  poolStats(): PoolStats;
  /** Streaming replicas for read-only routes (DATABASE_READ_URL); absent without them. */
  replicas?: ReadReplicas | undefined;
};

export type PoolStats = { max: number; open: number; inUse?: number; waiting?: number };

export type DatabaseOptions = {
  url?: string | undefined;
  pglitePath?: string | undefined;
  /** A PGlite data folder as a tar (`dumpDataDir`), opened in memory: tests start from one. */
  pgliteDump?: Blob | undefined;
  poolSize?: number;
  connectTimeoutMs?: number;
  onPoolError?: (err: Error) => void;
  /** Read replicas of `url` (config.database.reads); none: every read goes to `url`. */
  reads?: { urls: string[]; maxLagMs: number; maxLagBytes: number; pollIntervalMs: number } | undefined;
  /** Where the replicas' state changes are logged (each change once). */
  log?: ReplicaLog | undefined;
};

const MIGRATION_LOCK_KEY = 72_617_101; // any constant shared by every instance of this application

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.url) return openPostgres(opts.url, opts);
  return openPglite(opts.pglitePath, opts.pgliteDump);
}

async function openPglite(dir: string | undefined, dump: Blob | undefined): Promise<Database> {
  if (dir) fs.mkdirSync(dir, { recursive: true });
  // Extensions the migrations create must be loaded into the embedded database first.
  const extensions = { pg_trgm };
  const client = dir
    ? await PGlite.create(dir, { extensions })
    : await PGlite.create({ extensions, ...(dump ? { loadDataDir: dump } : {}) });
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
    poolStats: () => ({ max: 1, open: 1 }),
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
  guardPoolClients(pool, (err) => opts.onPoolError?.(err));
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  resolveLostCommits(db, pool);
  const replicas = opts.reads?.urls.length
    ? openReplicas(pool, db, (client) => drizzlePg({ client, schema }) as unknown as Db, {
        ...opts.reads,
        poolSize: opts.poolSize ?? 10,
        connectTimeoutMs: opts.connectTimeoutMs ?? 5000,
        log: opts.log,
      })
    : undefined;
  return {
    kind: 'postgres',
    db,
    replicas,
    ping: async () => {
      await pool.query('select 1');
    },
    close: async () => {
      await replicas?.close();
      await pool.end();
    },
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
    poolStats: () => ({
      max: pool.options.max ?? 10,
      open: pool.totalCount,
      inUse: pool.totalCount - pool.idleCount,
      waiting: pool.waitingCount,
    }),
  };
}

/**
 * No connection loss may end the process. node-postgres emits a lost connection as an 'error' event on
 * the client; the pool listens only while a client is idle, so a client checked out for a
 * transaction (drizzle holds one from BEGIN to COMMIT) would throw it as an uncaught exception.
 * Every client gets a listener for its whole life; a checked-out client that breaks is handed back to
 * the pool at once, with the error so the pool drops it, and its later release becomes a no-op: drizzle
 * does not release a client whose BEGIN failed, and that connection would otherwise be lost for good.
 */
function guardPoolClients(pool: pg.Pool, onError: (err: Error) => void) {
  const checkedOut = new WeakSet<pg.PoolClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_err, client) => checkedOut.delete(client));
  pool.on('error', onError); // idle clients: the pool removes them itself
  pool.on('connect', (client) => {
    client.on('error', (err) => {
      const active = client as pg.PoolClient;
      if (!checkedOut.has(active)) return; // idle: the pool's own listener handles it
      onError(err);
      const release = active.release;
      active.release = () => {};
      release(err);
    });
  });
}

/**
 * A connection lost during COMMIT leaves the outcome unknown: the transaction may have committed.
 * Answering 503 then would make the client retry a write that was saved. A transaction that wrote
 * notes its id before COMMIT; when the connection fails after that, txid_status on another connection
 * tells whether it committed, and if so the transaction answers its result as if nothing happened.
 */
function resolveLostCommits(db: Db, pool: pg.Pool) {
  const transaction = db.transaction.bind(db);
  const resolving: Db['transaction'] = async (fn, config) => {
    let xid: string | undefined;
    let ran = false;
    let result: Awaited<ReturnType<typeof fn>> | undefined;
    try {
      return await transaction(async (tx) => {
        result = await fn(tx);
        // Null when the transaction wrote nothing: then there is nothing to look up.
        const noted = (await tx.execute(sql`select txid_current_if_assigned()::text as xid`)) as {
          rows: { xid: string | null }[];
        };
        xid = noted.rows[0]?.xid ?? undefined;
        ran = true;
        return result;
      }, config);
    } catch (err) {
      if (ran && xid && isDatabaseUnavailable(err) && (await committed(pool, xid))) {
        return result as Awaited<ReturnType<typeof fn>>;
      }
      throw err;
    }
  };
  db.transaction = resolving;
}

async function committed(pool: pg.Pool, xid: string): Promise<boolean> {
  // The terminated backend may still be finishing; a short, bounded wait settles it either way.
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const { rows } = await pool.query<{ status: string | null }>(
        'select txid_status($1::bigint) as status',
        [xid],
      );
      const status = rows[0]?.status;
      if (status === 'committed') return true;
      if (status === 'aborted' || status === null) return false;
    } catch {
      // the database is still unreachable: try again shortly
    }
    await new Promise((r) => setTimeout(r, 50 * 2 ** attempt));
  }
  return false;
}
