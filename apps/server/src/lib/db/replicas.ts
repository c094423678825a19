import type { ReplicaState } from '@rikuun/contract';
import pg from 'pg';
import type { Db, PoolStats } from './db.ts';
import { isDatabaseUnavailable } from './errors.ts';

/**
 * Read replicas (DATABASE_READ_URL): read-only routes read from a streaming replica that is up and
 * close enough behind the primary; everything else, and every read of a user whose own write a
 * replica has not replayed yet, goes to the primary (decision 070).
 *
 * Each instance asks the primary where its WAL stands (pg_current_wal_lsn) and each replica how far it
 * has replayed (pg_last_wal_replay_lsn), every pollIntervalMs, on a connection of its own: a request
 * only reads what the last poll found. A replica's lag in time is how long ago the primary first had
 * WAL that the replica has not replayed (from the primary's samples), so an idle primary never makes
 * a caught-up replica look behind; its lag in bytes is the primary's last position minus its replay.
 */
export type ReplicaOptions = {
  urls: string[];
  /** A replica further behind than this (time, and bytes when > 0) is skipped. */
  maxLagMs: number;
  maxLagBytes: number;
  pollIntervalMs: number;
  poolSize: number;
  connectTimeoutMs: number;
  log?: ReplicaLog | undefined;
};

export type ReplicaLog = {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
};

/** What /metrics shows of a replica. */
export type ReplicaStats = {
  /** host:port/database of its URL (never the password). */
  name: string;
  /** The last poll answered (a standby that replays). */
  up: boolean;
  /** Up and within the lag bounds (and past the floor of writes this instance may have missed). */
  inUse: boolean;
  /** What the status page shows of it (in_use exactly when `inUse`). */
  state: ReplicaState;
  lagSeconds: number | undefined;
  lagBytes: number | undefined;
  pool: PoolStats;
};

export type ReadReplicas = {
  /**
   * Where a read-only route of this user reads now: a fit replica that has replayed the user's last
   * write and `atLeast` (the position the client says it wrote, lib/http/read-your-writes.ts), round
   * robin between such replicas, or undefined for the primary.
   */
  pick(userId: string | undefined, atLeast?: bigint): Db | undefined;
  /**
   * After a request of this user that may have written: notes the primary's WAL position, and returns
   * it for the other instances (lib/http/read-your-writes.ts shares it).
   */
  wrote(userId: string): Promise<bigint>;
  /** Another instance noted this user's write: kept as if noted here (the later position wins). */
  heard(userId: string, lsn: bigint): void;
  /**
   * Other instances' write notices may be missed from now on (this instance does not listen, or not
   * yet): no replica is chosen for anyone until `listening()` has found where the primary stands.
   */
  deaf(): void;
  /**
   * Notices are heard again: every one missed was sent before now, for a write before the primary's
   * position now. A replica is chosen again once it has replayed that position.
   */
  listening(): Promise<void>;
  stats(): ReplicaStats[];
  close(): Promise<void>;
};

/** As polled; `catching_up` is added by stats() for a replica below the floor. */
type State = Exclude<ReplicaState, 'catching_up'>;

type Replica = {
  name: string;
  url: string;
  pool: pg.Pool;
  db: Db;
  state: State;
  replay: bigint | undefined;
  lagMs: number | undefined;
  lagBytes: bigint | undefined;
  /** When the last poll answered (performance.now()). */
  polledAt: number | undefined;
  monitor: pg.Client | undefined;
};

/** Reads a pg_lsn ('16/B374D848') as a number of bytes. */
export function parseLsn(lsn: string): bigint {
  const [hi, lo] = lsn.split('/');
  return (BigInt(`0x${hi}`) << 32n) + BigInt(`0x${lo}`);
}

/** The primary's WAL position at the time each sample was asked for (oldest first). */
export type Sample = { at: number; lsn: bigint };

/**
 * How far behind a replica that has replayed up to `replay` is: in time, since the first sample the
 * replica has not replayed was asked for (0 when it has replayed the last); in bytes, from the last.
 */
export function lagOf(samples: readonly Sample[], replay: bigint, now: number) {
  const last = samples.at(-1);
  if (!last) return undefined;
  const behind = samples.find((s) => s.lsn > replay);
  return {
    ms: behind ? Math.max(0, now - behind.at) : 0,
    bytes: last.lsn > replay ? last.lsn - replay : 0n,
  };
}

/** host:port/database of a URL, for logs and metric labels. */
export function replicaName(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || '5432'}${u.pathname}`;
  } catch {
    return 'replica';
  }
}

/** Writes a number of bytes as a pg_lsn ('16/B374D848'), as PostgreSQL prints one. */
export function formatLsn(lsn: bigint): string {
  const hex = (n: bigint) => n.toString(16).toUpperCase();
  return `${hex(lsn >> 32n)}/${hex(lsn & 0xffffffffn)}`;
}

/** The last position a pg_lsn can hold, never reached: a user's write whose position is unknown. */
export const NEVER = 2n ** 64n - 1n;

/** A read the standby refuses because it writes (read_only_sql_transaction): the primary runs it. */
function refusedAsWrite(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined, i = 0; e && i < 10; i++) {
    if (e.code === '25006') return true;
    e = e.cause as typeof e;
  }
  return false;
}

/** A pool that had no free connection in time: the replica is busy, not down. */
const poolWaitTimeout = (err: unknown) =>
  err instanceof Error && /timeout exceeded when trying to connect/.test(err.message) && !err.cause;

export function openReplicas(
  primary: pg.Pool,
  primaryDb: Db,
  makeDb: (client: pg.Pool) => Db,
  opts: ReplicaOptions,
): ReadReplicas {
  const log = opts.log;
  const staleAfterMs = 3 * opts.pollIntervalMs + 1000;
  /** The primary's positions, kept as long as a lag within the bound can need them. */
  let samples: Sample[] = [];
  /** Each user's last write: his reads stay on the primary until a replica has replayed `lsn`. */
  const writes = new Map<string, { lsn: bigint; at: number }>();
  /**
   * Every replica chosen must have replayed this: the primary's position when this instance began
   * hearing the other instances' write notices (NEVER while it does not). 0 until sharing starts
   * (`deaf()`): one instance alone knows every write it must.
   */
  let floor = 0n;
  /** `listening()` could not ask the primary: the next poll asks again. */
  let floorPending = false;
  /** Counts `deaf()` calls: a floor asked for before the last one is not kept. */
  let deafened = 0;
  let closed = false;
  let next = 0;

  const replicas: Replica[] = opts.urls.map((url) => {
    const pool = new pg.Pool({
      connectionString: url,
      max: opts.poolSize,
      connectionTimeoutMillis: opts.connectTimeoutMs,
      idleTimeoutMillis: 30_000,
      application_name: 'rikuun-read',
    });
    // An idle connection lost (the replica stopped): the pool drops it; the poller notices the rest.
    pool.on('error', () => {});
    const replica: Replica = {
      name: replicaName(url),
      url,
      pool,
      db: undefined as unknown as Db,
      state: 'starting',
      replay: undefined,
      lagMs: undefined,
      lagBytes: undefined,
      polledAt: undefined,
      monitor: undefined,
    };
    replica.db = routedDb(replica);
    return replica;
  });

  /**
   * The replica's drizzle instance: its queries go to the replica while it is in use, and to the
   * primary when it is not, when it turns out unreachable (the query is only a read: it runs again on
   * the primary, and the user gets his answer) or when the statement writes. Transactions always run
   * on the primary: a read inside a write transaction sees that transaction.
   */
  function routedDb(replica: Replica): Db {
    const client = {
      async query(config: unknown, values?: unknown) {
        if (replica.state === 'in_use') {
          try {
            return await replica.pool.query(config as pg.QueryConfig, values as unknown[]);
          } catch (err) {
            if (isDatabaseUnavailable(err)) {
              if (!poolWaitTimeout(err)) setState(replica, 'down', { err });
            } else if (!refusedAsWrite(err)) throw err;
          }
        }
        return primary.query(config as pg.QueryConfig, values as unknown[]);
      },
      connect: () => primary.connect(),
    };
    const db = makeDb(client as unknown as pg.Pool);
    db.transaction = primaryDb.transaction.bind(primaryDb);
    return db;
  }

  function setState(replica: Replica, state: State, detail: object = {}) {
    if (replica.state === state) return;
    replica.state = state;
    const fields = { replica: replica.name, ...detail };
    if (state === 'in_use') log?.info(fields, 'read replica in use');
    else if (state === 'down') log?.warn(fields, 'read replica unreachable: its reads go to the primary');
    else if (state === 'lagging')
      log?.warn(fields, 'read replica behind the lag bound: its reads go to the primary');
    else if (state === 'not_standby')
      log?.warn(fields, 'read URL is not a standby in recovery: it is not used');
  }

  /** Polled lately, up and within the bounds. */
  function polledFit(replica: Replica, now: number): boolean {
    return (
      replica.state === 'in_use' && replica.polledAt !== undefined && now - replica.polledAt < staleAfterMs
    );
  }

  /** Fit for anyone's read: polled fit, and past every write this instance may not have heard of. */
  function fit(replica: Replica, now: number): boolean {
    return polledFit(replica, now) && replica.replay !== undefined && replica.replay >= floor;
  }

  function stateOf(replica: Replica, now: number): ReplicaState {
    if (replica.state !== 'in_use') return replica.state;
    // Its poll stopped answering: the query's timeout will say down; until then it is not read.
    if (!polledFit(replica, now)) return 'down';
    return fit(replica, now) ? 'in_use' : 'catching_up';
  }

  /** The insert position: at least the end of every commit so far, flushed or not (async commit). */
  async function insertPosition(): Promise<bigint> {
    const { rows } = await primary.query<{ lsn: string }>('select pg_current_wal_insert_lsn()::text as lsn');
    if (!rows[0]) throw new Error('no WAL position');
    return parseLsn(rows[0].lsn);
  }

  async function sampleFloor() {
    const since = deafened;
    floorPending = false;
    try {
      const lsn = await insertPosition();
      if (since === deafened) floor = lsn;
    } catch {
      if (since === deafened) floorPending = true;
    }
  }

  async function monitorOf(replica: Replica): Promise<pg.Client> {
    if (replica.monitor) return replica.monitor;
    const client = new pg.Client({
      connectionString: replica.url,
      connectionTimeoutMillis: Math.min(opts.connectTimeoutMs, 2000),
      query_timeout: Math.max(1000, 4 * opts.pollIntervalMs),
      application_name: 'rikuun-read-monitor',
    });
    client.on('error', () => {
      if (replica.monitor === client) replica.monitor = undefined;
    });
    replica.monitor = client;
    try {
      await client.connect();
    } catch (err) {
      replica.monitor = undefined;
      await client.end().catch(() => {});
      throw err;
    }
    return client;
  }

  async function pollReplica(replica: Replica) {
    try {
      const client = await monitorOf(replica);
      const { rows } = await client.query<{ standby: boolean; replay: string | null }>(
        'select pg_is_in_recovery() as standby, pg_last_wal_replay_lsn()::text as replay',
      );
      const row = rows[0];
      replica.polledAt = performance.now();
      if (!row?.standby || !row.replay) {
        setState(replica, 'not_standby');
        return;
      }
      replica.replay = parseLsn(row.replay);
      const lag = lagOf(samples, replica.replay, Date.now());
      replica.lagMs = lag?.ms;
      replica.lagBytes = lag?.bytes;
      const behind =
        !lag || lag.ms > opts.maxLagMs || (opts.maxLagBytes > 0 && lag.bytes > BigInt(opts.maxLagBytes));
      setState(replica, behind ? 'lagging' : 'in_use', {
        lagMs: lag?.ms,
        lagBytes: lag === undefined ? undefined : Number(lag.bytes),
      });
    } catch (err) {
      const client = replica.monitor;
      replica.monitor = undefined;
      await client?.end().catch(() => {});
      replica.lagMs = undefined;
      replica.lagBytes = undefined;
      setState(replica, 'down', { err });
    }
  }

  async function poll() {
    if (floorPending) await sampleFloor();
    const asked = Date.now();
    try {
      const { rows } = await primary.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn');
      if (rows[0]) samples.push({ at: asked, lsn: parseLsn(rows[0].lsn) });
    } catch {
      // The primary does not answer: replicas are judged against its last known position.
    }
    // Samples older than the bound are needed only as the oldest one the replicas are behind.
    const keepFrom = Date.now() - opts.maxLagMs - staleAfterMs;
    const firstKept = samples.findIndex((s) => s.at >= keepFrom);
    if (firstKept > 1) samples = samples.slice(firstKept - 1);
    await Promise.all(replicas.map(pollReplica));
    forgetReplayedWrites();
  }

  /**
   * A user's write no longer matters once every replica has replayed it, or once a primary sample
   * asked after it is older than the lag bound: a replica in use has replayed that sample.
   */
  function forgetReplayedWrites() {
    const now = Date.now();
    const replayedByAll = replicas.every((r) => r.replay !== undefined);
    const minReplay = replayedByAll
      ? replicas.reduce((min, r) => ((r.replay as bigint) < min ? (r.replay as bigint) : min), NEVER)
      : undefined;
    for (const [user, w] of writes) {
      if (minReplay !== undefined && w.lsn <= minReplay) writes.delete(user);
      else {
        const after = samples.find((s) => s.at > w.at);
        if (after && after.at < now - opts.maxLagMs - staleAfterMs) writes.delete(user);
      }
    }
  }

  let timer: NodeJS.Timeout | undefined;
  /** The poll running now: close() waits for it, so no connection opens after close. */
  let polling: Promise<void> = Promise.resolve();
  const loop = () => {
    polling = poll().then(() => {
      if (closed) return;
      timer = setTimeout(loop, opts.pollIntervalMs);
      timer.unref();
    });
  };
  // The first poll right away: until it answers, reads go to the primary.
  loop();

  /** Noted once known: a primary sample asked later is at or past it (forgetReplayedWrites). */
  function note(userId: string, lsn: bigint) {
    const known = writes.get(userId);
    writes.set(userId, { lsn: known && known.lsn > lsn ? known.lsn : lsn, at: Date.now() });
  }

  return {
    pick(userId, atLeast) {
      const now = performance.now();
      const noted = userId === undefined ? undefined : writes.get(userId)?.lsn;
      const need = noted !== undefined && (atLeast === undefined || noted > atLeast) ? noted : atLeast;
      const candidates = replicas.filter(
        (r) => fit(r, now) && (need === undefined || (r.replay !== undefined && r.replay >= need)),
      );
      if (candidates.length === 0) return undefined;
      next = (next + 1) % candidates.length;
      return candidates[next]?.db;
    },
    async wrote(userId) {
      // When the primary does not answer, the user reads from it until the bound has passed.
      const lsn = await insertPosition().catch(() => NEVER);
      note(userId, lsn);
      return lsn;
    },
    heard: note,
    deaf() {
      deafened++;
      floor = NEVER;
      floorPending = false;
    },
    listening: sampleFloor,
    stats: () =>
      replicas.map((r) => ({
        name: r.name,
        up: r.state === 'in_use' || r.state === 'lagging',
        inUse: fit(r, performance.now()),
        state: stateOf(r, performance.now()),
        lagSeconds: r.lagMs === undefined ? undefined : r.lagMs / 1000,
        lagBytes: r.lagBytes === undefined ? undefined : Number(r.lagBytes),
        pool: {
          max: r.pool.options.max ?? opts.poolSize,
          open: r.pool.totalCount,
          inUse: r.pool.totalCount - r.pool.idleCount,
          waiting: r.pool.waitingCount,
        },
      })),
    async close() {
      closed = true;
      clearTimeout(timer);
      await polling;
      await Promise.all(
        replicas.map(async (r) => {
          await r.monitor?.end().catch(() => {});
          await r.pool.end().catch(() => {});
        }),
      );
    },
  };
}
