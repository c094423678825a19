import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedMasters } from '../../src/db/seed-masters.ts';
import { type Database, openDatabase } from '../../src/lib/db/db.ts';
import { runMigrations } from '../../src/lib/db/migrate.ts';
import { REPLICA_WRITES_CHANNEL } from '../../src/lib/http/read-your-writes.ts';
import { buildAppOn, createCompany, createUser, type TestApp, type TestUser } from '../helpers.ts';
import { parsePrometheusText } from '../support/prometheus-text.ts';
import { nextMessage } from '../support/pubsub.ts';
import { type ReplicaCluster, startReplicaCluster } from '../support/replica-cluster.ts';

// Only in the PostgreSQL run (vitest.config.ts includes this folder when TEST_DATABASE_URL is set), so
// once per `npm test`; it starts its own primary and streaming replica on free ports and does not use
// the run's database.
const MAX_LAG_BYTES = 4 * 1024 * 1024;
const deadline = { timeout: 30_000, interval: 100 };
// Each test waits on servers (a stop, a start, a replay catching up): generous on a loaded machine.

let cluster: ReplicaCluster;
let database: Database;
let app: FastifyInstance;
let dataDir: string;
let replicaAdmin: pg.Client | undefined;
let writer: TestUser;
let reader: TestUser;
const warnings: { replica?: string; msg: string }[] = [];

beforeAll(async () => {
  cluster = await startReplicaCluster();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rikuun-replicas-app-'));
  database = await openDatabase({
    url: cluster.primaryUrl,
    poolSize: 4,
    reads: {
      urls: [cluster.replicaUrl],
      // Time does not make the replica lag here (a loaded machine must not fail the test): bytes do.
      maxLagMs: 10 * 60_000,
      maxLagBytes: MAX_LAG_BYTES,
      pollIntervalMs: 100,
    },
    log: { info() {}, warn: (obj, msg) => warnings.push({ ...(obj as { replica?: string }), msg }) },
  });
  await runMigrations(database);
  await seedMasters(database.db);
  app = await buildAppOn(database, dataDir, {
    SEED_DEMO: 'false',
    JOBS_POLL_INTERVAL_MS: '0',
    // The status page's view of the replicas is the instances' heartbeats.
    HEARTBEAT_INTERVAL_MS: '200',
  });
  await app.ready();
  const t = { app, database } as TestApp;
  const { companyId, admin } = await createCompany(t);
  writer = admin;
  reader = await createUser(t, 'company_admin', { companyId });
  await replicaInUse(1);
}, 300_000);

afterAll(async () => {
  await replicaAdmin?.end().catch(() => {});
  await app?.close();
  await database?.close();
  await cluster?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

async function replica(): Promise<pg.Client> {
  if (!replicaAdmin) {
    const client = new pg.Client({ connectionString: cluster.replicaUrl });
    client.on('error', () => {});
    await client.connect();
    replicaAdmin = client;
  }
  return replicaAdmin;
}

/** Stops the replica's replay; WAL the primary writes from now on is not applied there. */
async function pauseReplay() {
  const c = await replica();
  await c.query('select pg_wal_replay_pause()');
  await vi.waitFor(async () => {
    const { rows } = await c.query('select pg_get_wal_replay_pause_state() as state');
    expect(rows[0].state).toBe('paused');
  }, deadline);
}

async function resumeReplay() {
  await (await replica()).query('select pg_wal_replay_resume()');
}

async function metrics() {
  const text = (await app.inject({ url: '/metrics' })).body;
  const samples = parsePrometheusText(text).samples;
  const value = (name: string) =>
    samples.find((s) => s.name === name && s.labels.replica?.endsWith('/rikuun'))?.value;
  return {
    up: value('rikuun_db_replica_up'),
    inUse: value('rikuun_db_replica_in_use'),
    lagBytes: value('rikuun_db_replica_lag_bytes'),
    replicaPool: samples.find((s) => s.name === 'rikuun_db_pool_max' && s.labels.pool?.startsWith('replica '))
      ?.value,
  };
}

async function replicaInUse(expected: 0 | 1) {
  await vi.waitFor(async () => expect((await metrics()).inUse).toBe(expected), deadline);
}

/** Whether the server that answered the query is a standby (the replica) or not (the primary). */
async function standby(db: { execute(query: SQL): Promise<unknown> }): Promise<boolean | undefined> {
  const result = (await db.execute(sql`select pg_is_in_recovery() as standby`)) as {
    rows: { standby: boolean }[];
  };
  return result.rows[0]?.standby;
}

let vehicles = 0;
async function createVehicle(user: TestUser, through = app): Promise<string> {
  vehicles++;
  const res = await through.inject({
    method: 'POST',
    url: '/v1/vehicles',
    headers: { authorization: `Bearer ${user.token}` },
    payload: {
      registrationNumber: `品川 100 あ ${10 + vehicles}-${10 + vehicles}`,
      name: `レプリカ ${vehicles}号車`,
      vehicleClass: 'small',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

/** The vehicle ids a user's list shows (answered 200, never an error). */
async function listed(user: TestUser, through = app): Promise<string[]> {
  const res = await through.inject({
    url: '/v1/vehicles?perPage=100',
    headers: { authorization: `Bearer ${user.token}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.map((v: { id: string }) => v.id);
}

describe('read replicas', () => {
  it('reads of a read-only route go to the replica; transactions stay on the primary', async () => {
    const replicaDb = database.replicas?.pick(undefined);
    if (!replicaDb) throw new Error('no replica in use');
    expect(await standby(replicaDb)).toBe(true);
    expect(await replicaDb.transaction((tx) => standby(tx))).toBe(false);
    expect((await metrics()).replicaPool).toBe(4);
  }, 60_000);

  it("a user reads his own write at once while the replica is paused; another user's list comes from the replica", async () => {
    await pauseReplay();
    const id = await createVehicle(writer);
    // The writer's reads go to the primary until the replica has replayed his write.
    expect(await listed(writer)).toContain(id);
    // The reader wrote nothing: within the lag bound his list is the replica's, without the new row.
    expect(await listed(reader)).not.toContain(id);
    expect(await metrics()).toMatchObject({ up: 1, inUse: 1 });

    // Behind by more than DATABASE_READ_MAX_LAG_BYTES: the replica is skipped, reads go to the primary.
    const primary = new pg.Client({ connectionString: cluster.primaryUrl });
    await primary.connect();
    try {
      // Each switch moves the primary to its next 16 MB WAL segment (after some WAL since the last).
      for (let i = 0; i < 2; i++) {
        await primary.query(
          'create table if not exists wal_filler (n int); insert into wal_filler values (1)',
        );
        await primary.query('select pg_switch_wal()');
      }
    } finally {
      await primary.end();
    }
    await replicaInUse(0);
    const behind = await metrics();
    expect(behind.up).toBe(1);
    expect(behind.lagBytes).toBeGreaterThan(MAX_LAG_BYTES);
    expect(await listed(reader)).toContain(id);

    // Caught up again: used again (a row it has not replayed is missing from the reader's list).
    await resumeReplay();
    await replicaInUse(1);
    await pauseReplay();
    const later = await createVehicle(writer);
    expect(await listed(reader)).not.toContain(later);
    expect(await listed(writer)).toContain(later);
    expect(warnings.filter((w) => /behind the lag bound/.test(w.msg))).toHaveLength(1);
    await resumeReplay();
  }, 180_000);

  it('a replica stopped mid-use: reads go to the primary without an error; back, it is used again', async () => {
    // A second instance that polls once a minute: it learns of the stop from the failing read itself.
    const slowWarnings: string[] = [];
    const slow = await openDatabase({
      url: cluster.primaryUrl,
      poolSize: 2,
      reads: { urls: [cluster.replicaUrl], maxLagMs: 10 * 60_000, maxLagBytes: 0, pollIntervalMs: 60_000 },
      log: { info() {}, warn: (_obj, msg) => slowWarnings.push(msg) },
    });
    await vi.waitFor(() => expect(slow.replicas?.stats()[0]?.inUse).toBe(true), deadline);
    // Counted from here: on a loaded machine an earlier poll may have timed out and logged once already.
    const unreachable = (msgs: string[]) => msgs.filter((m) => /unreachable/.test(m)).length;
    const slowBefore = unreachable(slowWarnings);
    const before = unreachable(warnings.map((w) => w.msg));
    const slowRead = slow.replicas?.pick(undefined);
    if (!slowRead) throw new Error('no replica in use');
    expect(await standby(slowRead)).toBe(true);

    await pauseReplay();
    const id = await createVehicle(writer);
    expect(await listed(reader)).not.toContain(id);
    replicaAdmin = undefined;
    await cluster.stopReplica();
    // Started again whatever fails below, so that one failure does not become the next tests'.
    let restarted = false;
    try {
      try {
        expect(slow.replicas?.stats()[0]?.inUse).toBe(true);
        // The read fails on the replica and runs again on the primary: an answer, not an error.
        expect(await standby(slowRead)).toBe(false);
        expect(slow.replicas?.stats()[0]).toMatchObject({ up: false, inUse: false });
        expect(await standby(slowRead)).toBe(false);
        expect(unreachable(slowWarnings)).toBe(slowBefore + 1);
      } finally {
        await slow.close();
      }
      // At once: the list is the primary's (whether a poll or the failing read found the replica down).
      expect(await listed(reader)).toContain(id);
      await vi.waitFor(async () => expect((await metrics()).up).toBe(0), deadline);
      expect(await listed(reader)).toContain(id);
      // Polled many times while down, logged once.
      await new Promise((r) => setTimeout(r, 500));
      expect(unreachable(warnings.map((w) => w.msg))).toBe(before + 1);
      restarted = true;
      await cluster.startReplica();
    } finally {
      if (!restarted) await cluster.startReplica();
    }
    await replicaInUse(1);
    await pauseReplay();
    const later = await createVehicle(writer);
    expect(await listed(reader)).not.toContain(later);
    expect(await listed(reader)).toContain(id);
    await resumeReplay();
  }, 180_000);
});

describe('read-your-writes across instances', () => {
  let other: Database;
  let b: FastifyInstance;
  let sysadmin: TestUser;
  beforeAll(async () => {
    // A second instance on the same primary and replica: its own pools, poller and listener.
    other = await openDatabase({
      url: cluster.primaryUrl,
      poolSize: 4,
      reads: { urls: [cluster.replicaUrl], maxLagMs: 10 * 60_000, maxLagBytes: 0, pollIntervalMs: 100 },
    });
    b = await buildAppOn(other, dataDir, {
      SEED_DEMO: 'false',
      JOBS_POLL_INTERVAL_MS: '0',
      HEARTBEAT_INTERVAL_MS: '200',
    });
    await b.ready();
    sysadmin = await createUser({ app, database } as TestApp, 'system_admin');
  }, 60_000);
  afterAll(async () => {
    await b?.close();
    await other?.close();
  });

  const stateOnB = () => other.replicas?.stats()[0]?.state;

  it("a user's write through one instance is read from the primary through the other; another user's list there comes from the replica", async () => {
    await vi.waitFor(() => expect(stateOnB()).toBe('in_use'), deadline);
    await pauseReplay();
    const heardOnB = await nextMessage(
      b.pubsub,
      REPLICA_WRITES_CHANNEL,
      (m) => (m as { userId?: string }).userId === writer.id,
    );
    const id = await createVehicle(writer);
    // Sent before A answered; B's own handler, subscribed first, has run when this one resolves.
    expect(await heardOnB.message).toMatchObject({ lsn: expect.stringMatching(/^[0-9A-F]+\/[0-9A-F]+$/) });
    // The replica has not replayed it: B reads the writer's list from the primary, the row is there.
    expect(await listed(writer, b)).toContain(id);
    // B still reads from the replica for a user who wrote nothing (the row is missing there).
    expect(stateOnB()).toBe('in_use');
    expect(await listed(reader, b)).not.toContain(id);
    await resumeReplay();
  }, 120_000);

  it('the position a browser carries back in its cookie sends its reads to the primary on any instance', async () => {
    await vi.waitFor(() => expect(stateOnB()).toBe('in_use'), deadline);
    await pauseReplay();
    const res = await app.inject({
      method: 'POST',
      url: '/v1/vehicles',
      headers: { authorization: `Bearer ${writer.token}` },
      payload: { registrationNumber: '品川 100 あ 99-01', name: 'クッキー号車', vehicleClass: 'small' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(
      /^rikuun_wrote=[0-9A-F]+\/[0-9A-F]+; Path=\/v1; Max-Age=\d+; HttpOnly; SameSite=Strict$/,
    );
    // The notice names the writer only; this reader did not write, so only the cookie can send his
    // read on B to the primary (as it does for the writer's next request before the notice arrives).
    const read = (headers: Record<string, string>) =>
      b.inject({
        url: '/v1/vehicles?perPage=100',
        headers: { authorization: `Bearer ${reader.token}`, ...headers },
      });
    const ids = (r: { json(): { data: { id: string }[] } }) => r.json().data.map((v) => v.id);
    const id = res.json().id;
    expect(ids(await read({}))).not.toContain(id);
    expect(ids(await read({ cookie: cookie.split(';')[0] as string }))).toContain(id);
    await resumeReplay();
    // Replayed: the same cookie reads the replica again, which now has the row.
    await vi.waitFor(async () => expect(ids(await read({}))).toContain(id), deadline);
  }, 120_000);

  it('an instance that lost its listener reads no replica until one has replayed what it may have missed', async () => {
    await vi.waitFor(() => expect(stateOnB()).toBe('in_use'), deadline);
    await pauseReplay();
    const id = await createVehicle(writer);
    expect(await listed(reader, b)).not.toContain(id);
    // Every listening connection cut (A's and B's): notices sent until they listen again are lost.
    const admin = new pg.Client({ connectionString: cluster.primaryUrl });
    await admin.connect();
    try {
      const cut = await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and query ~* '^(LISTEN|select pg_notify)'`,
      );
      expect(cut.rowCount).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    // Listening again, B requires a replay past the primary's position then: the paused replica is not.
    await vi.waitFor(() => expect(stateOnB()).toBe('catching_up'), deadline);
    expect(await listed(reader, b)).toContain(id);
    await resumeReplay();
    await vi.waitFor(() => expect(stateOnB()).toBe('in_use'), deadline);
    await pauseReplay();
    const later = await createVehicle(writer);
    expect(await listed(reader, b)).not.toContain(later);
    await resumeReplay();
  }, 120_000);

  it("the status page shows each instance's replicas by host:port/database, and their lag", async () => {
    const replicaName = `127.0.0.1:${new URL(cluster.replicaUrl).port}/rikuun`;
    await vi.waitFor(async () => {
      const res = await app.inject({
        url: '/v1/system-admin/status',
        headers: { authorization: `Bearer ${sysadmin.token}` },
      });
      expect(res.statusCode, res.body).toBe(200);
      const instances = res.json().instances as { replicas: unknown[] }[];
      expect(instances.length).toBeGreaterThanOrEqual(2);
      for (const instance of instances)
        expect(instance.replicas).toEqual([
          {
            name: replicaName,
            state: 'in_use',
            lagSeconds: expect.any(Number),
            lagBytes: expect.any(Number),
          },
        ]);
    }, deadline);
  }, 60_000);
});
