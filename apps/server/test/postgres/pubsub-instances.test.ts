import { todayInTokyo } from '@rikuun/contract';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_CHANGED_CHANNEL } from '../../src/lib/auth/current-user-cache.ts';
import { users } from '../../src/lib/auth/users.table.ts';
import { openDatabase } from '../../src/lib/db/db.ts';
import { buildAppOn, createCompany, createConsignor, createTestApp, type TestApp } from '../helpers.ts';
import { callAs } from '../support/api-calls.ts';
import { getSelf } from '../support/auth.ts';
import { readToEnd } from '../support/event-stream.ts';
import { nextMessage } from '../support/pubsub.ts';

// Only in the PostgreSQL run: two app instances (two buildApp, two pools) on one database.
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  a = await createTestApp();
  b = await secondInstance(a);
});
afterAll(async () => {
  // fetch keeps its sockets to the listening instance open.
  b?.app.server.closeAllConnections();
  await b?.app.close();
  await b?.database.close();
  await a?.close();
});

/** Another instance: its own pool and listener on the same database, as a second server process has. */
async function secondInstance(first: TestApp): Promise<TestApp> {
  const source = first.database.listenSource;
  if (source.kind !== 'postgres') throw new Error('needs TEST_DATABASE_URL');
  const database = await openDatabase({ url: source.url, poolSize: 4 });
  const app = await buildAppOn(database, first.dataDir);
  await app.ready();
  return { app, database, dataDir: first.dataDir, close: async () => {} };
}

describe('pubsub across instances (PostgreSQL LISTEN/NOTIFY)', () => {
  it('each instance hears what the other publishes', async () => {
    const onB = await nextMessage(b.app.pubsub, 'test_positions');
    const onA = await nextMessage(
      a.app.pubsub,
      'test_positions',
      (m) => (m as { from?: string }).from === 'b',
    );
    await a.app.pubsub.publish('test_positions', { from: 'a', lat: 35.68, lng: 139.76 });
    expect(await onB.message).toEqual({ from: 'a', lat: 35.68, lng: 139.76 });
    await b.app.pubsub.publish('test_positions', { from: 'b' });
    expect(await onA.message).toEqual({ from: 'b' });
  });

  it('listens again after its connection is cut', async () => {
    const source = a.database.listenSource;
    if (source.kind !== 'postgres') throw new Error('needs TEST_DATABASE_URL');
    await b.app.pubsub.subscribe('test_after_cut', () => undefined);
    // Read replicas stop trusting what they heard while it was down (lib/http/read-your-writes.ts).
    const listening: boolean[] = [];
    const stopWatching = b.app.pubsub.onListening((l) => listening.push(l));
    const admin = new pg.Client({ connectionString: source.url });
    await admin.connect();
    const cut = await admin.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'LISTEN%'",
    );
    await admin.end();
    expect(cut.rowCount).toBeGreaterThan(0);
    // Published until the reconnected listener hears one: no fixed wait.
    const heard = await nextMessageWhilePublishing(b, a, 'test_after_cut');
    expect(heard).toEqual({ again: true });
    stopWatching();
    expect(listening.slice(0, 2)).toEqual([false, true]);
  });

  it('a role change written through one instance applies on the other as soon as the message arrives', async () => {
    const { admin } = await createCompany(a);
    const vehicles = (t: TestApp) =>
      t.app.inject({
        method: 'GET',
        url: '/v1/vehicles',
        headers: { authorization: `Bearer ${admin.token}` },
      });
    expect((await vehicles(b)).statusCode).toBe(200); // B now holds the user in its cache
    const heardOnB = await nextMessage(
      b.app.pubsub,
      USER_CHANGED_CHANNEL,
      (m) => (m as { id?: string }).id === admin.id,
    );
    await a.database.db.update(users).set({ role: 'driver' }).where(eq(users.id, admin.id));
    await heardOnB.message;
    expect((await vehicles(b)).statusCode).toBe(403);
    expect((await getSelf(b, admin.token)).json().role).toBe('driver');
  });
});

describe('event streams across instances', () => {
  it('a stream open on one instance ends when its user is deactivated through the other', async () => {
    const { user } = await createConsignor(a);
    const address = await b.app.listen({ port: 0, host: '127.0.0.1' });
    const issued = await callAs(a, user, 'POST', '/v1/consignor/deliveries/stream-token');
    const url = `${address}/v1/consignor/deliveries/stream?date=${todayInTokyo()}&token=${issued.body.token}`;
    const res = await fetch(url);
    expect(res.status).toBe(200);
    const reading = readToEnd(res.body);
    // Used on B: refused on A too.
    const reused = await a.app.inject({ url: url.slice(address.length) });
    expect(reused.statusCode).toBe(401);
    await a.database.db.update(users).set({ active: false }).where(eq(users.id, user.id));
    const { events, ended } = await reading;
    expect(ended).toBe(true);
    expect(events.at(-1)).toEqual({ type: 'end', reason: 'access_ended' });
  });
});

async function nextMessageWhilePublishing(listener: TestApp, publisher: TestApp, channel: string) {
  const heard = await nextMessage(listener.app.pubsub, channel).catch(() => undefined);
  for (let i = 0; i < 200 && heard; i++) {
    await publisher.app.pubsub.publish(channel, { again: true });
    const result = await Promise.race([
      heard.message,
      new Promise((r) => setTimeout(() => r(undefined), 100)),
    ]);
    if (result) return result;
  }
  return undefined;
}
