import type { CourseStatus } from '@rikuun/contract';
import { todayInTokyo } from '@rikuun/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { destinationActions } from '../src/features/destination-actions/destination-actions.table.ts';
import { drivers } from '../src/features/drivers/drivers.table.ts';
import { hashPassword } from '../src/lib/auth/passwords.ts';
import { users } from '../src/lib/auth/users.table.ts';
import {
  createCompany,
  createConsignor,
  createTestApp,
  createUser,
  type TestApp,
  type TestUser,
  usersOfEveryRole,
} from './helpers.ts';
import { callAs } from './support/api-calls.ts';
import { PASSWORD, signIn, type Tokens } from './support/auth.ts';
import { insertCourse } from './support/course-rows.ts';
import { insertStops } from './support/courses.ts';
import { readStream, readToEnd } from './support/event-stream.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  // fetch (undici) keeps its sockets to the listening app open; the streams themselves are closed.
  t.app.server.closeAllConnections();
  await t.close();
});

/** The app listening on a free port (once: SSE cannot be read through inject). */
let listening: Promise<string> | undefined;
const serverAddress = () => {
  listening ??= t.app.listen({ port: 0, host: '127.0.0.1' });
  return listening;
};

const today = () => todayInTokyo(new Date());
const ago = (m: number) => new Date(Date.now() - m * 60_000);
const point = (m: number) => ({
  latitude: 35 + m / 1000,
  longitude: 139.7,
  recordedAt: ago(m).toISOString(),
});

/** A driver who signs in, with his driver row's id. */
async function driverOf(companyId: string) {
  const user = await createUser(t, 'driver', { companyId });
  const [row] = await t.database.db.select().from(drivers).where(eq(drivers.userId, user.id));
  if (!row) throw new Error('driver row missing');
  const post = async (minutesAgo: number[]) => {
    const res = await callAs(t, user, 'POST', '/v1/locations', { points: minutesAgo.map(point) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  };
  return { user, driverId: row.id, post };
}

/** A course of a consignor with one stop and actions at the given minutes ago (first to last). */
async function courseOf(
  companyId: string,
  consignorId: string,
  driverId: string | null,
  status: CourseStatus,
  actionsAgo: number[],
) {
  const course = await insertCourse(t.database.db, companyId, {
    consignorId,
    driverId,
    status,
    deliveryDate: today(),
    name: `便${status}`,
  });
  const [stopId] = await insertStops(t, companyId, course.id, [actionsAgo.length ? 'arrived' : 'pending']);
  if (!stopId) throw new Error('stop missing');
  for (const m of actionsAgo)
    await t.database.db
      .insert(destinationActions)
      .values({ companyId, courseId: course.id, destinationId: stopId, type: 'arrived', at: ago(m) });
  return { courseId: course.id, stopId };
}

const locations = (user: TestUser, driverId: string, date = today()) =>
  callAs(t, user, 'GET', `/v1/consignor/locations?driverId=${driverId}&date=${date}`);
const minutesOf = (body: { data: { recordedAt: string }[] }) =>
  body.data.map((p) => Math.round((Date.now() - Date.parse(p.recordedAt)) / 60_000));

/** Company A's driver D runs X's course, then Y's, then X's again (in progress). */
async function world() {
  const { companyId, admin } = await createCompany(t);
  const x = await createConsignor(t, '荷主X');
  const y = await createConsignor(t, '荷主Y');
  const d = await driverOf(companyId);
  const first = await courseOf(companyId, x.consignorId, d.driverId, 'completed', [100, 80]);
  const other = await courseOf(companyId, y.consignorId, d.driverId, 'completed', [70, 60]);
  const running = await courseOf(companyId, x.consignorId, d.driverId, 'in_progress', [40]);
  await d.post([110, 90, 65, 50, 30, 5]);
  return { companyId, admin, x, y, d, first, other, running };
}

describe('GET /consignor/locations (the privacy rule)', () => {
  it("answers only the points while the driver was on the consignor's courses", async () => {
    const { x, y, d } = await world();
    const ofX = await locations(x.user, d.driverId);
    expect(ofX.status, JSON.stringify(ofX.body)).toBe(200);
    // 110 is before the first action, 65 on Y's course, 50 between X's two courses.
    expect(minutesOf(ofX.body)).toEqual([90, 30, 5]);
    const ofY = await locations(y.user, d.driverId);
    expect(minutesOf(ofY.body)).toEqual([65]);
  });

  it('answers 404 for a driver never on one of the consignor’s courses that day', async () => {
    const { companyId, x, y } = await world();
    const onlyX = await driverOf(companyId);
    await courseOf(companyId, x.consignorId, onlyX.driverId, 'planned', []);
    await onlyX.post([3]);
    // Not started: the driver is X's that day, but nothing is shown yet.
    const before = await locations(x.user, onlyX.driverId);
    expect(before.status).toBe(200);
    expect(before.body.data).toEqual([]);
    expect((await locations(y.user, onlyX.driverId)).status).toBe(404);
    const stranger = await driverOf((await createCompany(t)).companyId);
    expect((await locations(x.user, stranger.driverId)).status).toBe(404);
    // Another day of the same driver is as unknown.
    expect((await locations(x.user, onlyX.driverId, '2020-01-01')).status).toBe(404);
  });

  it('refuses every role but the consignor user', async () => {
    const { byRole } = await usersOfEveryRole(t);
    const url = `/v1/consignor/locations?driverId=${crypto.randomUUID()}&date=${today()}`;
    for (const role of ['company_admin', 'driver', 'system_admin'] as const)
      expect((await callAs(t, byRole[role], 'GET', url)).status, role).toBe(403);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await callAs(t, byRole.consignor_user, 'GET', url)).status).toBe(404);
    const bad = await callAs(t, byRole.consignor_user, 'GET', '/v1/consignor/locations?driverId=x&date=y');
    expect(bad.status).toBe(400);
  });
});

describe('GET /consignor/deliveries', () => {
  it('shows the current position only while the course is in progress', async () => {
    const { companyId, x, y, d, first, running, other } = await world();
    const later = await courseOf(companyId, x.consignorId, null, 'planned', []);
    const waiting = await driverOf(companyId);
    const planned = await courseOf(companyId, x.consignorId, waiting.driverId, 'planned', []);
    await waiting.post([2]);
    const res = await callAs(t, x.user, 'GET', `/v1/consignor/deliveries?date=${today()}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const byId = new Map(res.body.data.map((c: { courseId: string }) => [c.courseId, c]));
    expect([...byId.keys()].sort()).toEqual(
      [first.courseId, running.courseId, later.courseId, planned.courseId].sort(),
    );
    expect(byId.get(first.courseId)).toMatchObject({ position: null, positionNote: 'finished' });
    expect(byId.get(later.courseId)).toMatchObject({ position: null, positionNote: 'no_driver' });
    // The driver has a position, but the course has not started: none is shown.
    expect(byId.get(planned.courseId)).toMatchObject({ position: null, positionNote: 'before_start' });
    expect(byId.get(running.courseId)).toMatchObject({
      driverId: d.driverId,
      driverName: 'テスト',
      positionNote: null,
      position: { latitude: point(5).latitude },
    });
    const stop = (byId.get(running.courseId) as { stops: { status: string; eta: unknown }[] }).stops[0];
    expect(stop).toMatchObject({ status: 'arrived', timeWindowStart: '09:00' });
    const ofY = await callAs(t, y.user, 'GET', `/v1/consignor/deliveries?date=${today()}`);
    expect(ofY.body.data.map((c: { courseId: string }) => c.courseId)).toEqual([other.courseId]);
    expect(ofY.body.data[0]).toMatchObject({ position: null, positionNote: 'finished' });
  });
});

const readEvents = async (
  body: ReadableStream<Uint8Array>,
  done: (e: Record<string, unknown>[]) => boolean,
) => (await readStream(body, done)).events;

/** Opens the stream of `date` with a fresh stream token of `idToken`'s user (fetch answers at its head). */
async function openStream(idToken: string, date = today(), address?: string) {
  const issued = await t.app.inject({
    method: 'POST',
    url: '/v1/consignor/deliveries/stream-token',
    headers: { authorization: `Bearer ${idToken}` },
  });
  expect(issued.statusCode, issued.body).toBe(200);
  const token = issued.json<{ token: string }>().token;
  const res = await fetch(
    `${address ?? (await serverAddress())}/v1/consignor/deliveries/stream?date=${date}&token=${token}`,
  );
  return { res, token };
}

const accessEnded = { type: 'end', reason: 'access_ended' };

/** A consignor user who signs in with PASSWORD: a real session (refresh-token family) of his own. */
async function signedInConsignorUser(consignorId: string) {
  const user = await createUser(t, 'consignor_user', { consignorId });
  await t.database.db
    .update(users)
    .set({ passwordHash: await hashPassword(PASSWORD) })
    .where(eq(users.id, user.id));
  const session = async () => {
    const res = await signIn(t, user.email, PASSWORD);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Tokens>();
  };
  return { user, session };
}

describe('GET /consignor/deliveries/stream', () => {
  it("pushes the consignor's driver's positions and course changes, never another shipper's", async () => {
    const { companyId, admin, x, y, d, running } = await world();
    const e = await driverOf(companyId);
    await courseOf(companyId, y.consignorId, e.driverId, 'in_progress', [20]);
    const address = await serverAddress();
    const issued = await callAs(t, x.user, 'POST', '/v1/consignor/deliveries/stream-token');
    expect(issued.status).toBe(200);
    const refused = await fetch(`${address}/v1/consignor/deliveries/stream?date=${today()}&token=x.y.z`);
    expect(refused.status).toBe(401);
    await refused.text();
    // A second page of the same consignor shares the first one's hub and gets the same events.
    const second = await callAs(t, x.user, 'POST', '/v1/consignor/deliveries/stream-token');
    const abort = new AbortController();
    const open = (token: string) =>
      fetch(`${address}/v1/consignor/deliveries/stream?date=${today()}&token=${token}`, {
        signal: abort.signal,
      });
    const [res, res2] = await Promise.all([open(issued.body.token), open(second.body.token)]);
    try {
      expect(res.status).toBe(200);
      expect(res2.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/event-stream');
      if (!res.body || !res2.body) throw new Error('no stream');
      const body = res.body;
      // Subscribed once the head arrived (the route joins the hub before it answers): E (Y's course)
      // moves first, then D (X's).
      const reading = readEvents(body, (events) => events.some((ev) => ev.type === 'course'));
      const readingToo = readEvents(res2.body, (events) => events.some((ev) => ev.type === 'course'));
      await e.post([0.1]);
      await d.post([0.05]);
      const [stopId] = await insertStops(t, companyId, running.courseId, ['pending'], { sequence: 9 });
      const action = await callAs(t, admin, 'POST', `/v1/destinations/${stopId}/actions`, {
        type: 'arrived',
        latitude: 35.6,
        longitude: 139.7,
      });
      expect(action.status, JSON.stringify(action.body)).toBe(201);
      const events = await reading;
      expect(events.filter((ev) => ev.driverId === e.driverId)).toEqual([]);
      expect(events).toContainEqual(
        expect.objectContaining({ type: 'position', courseId: running.courseId, driverId: d.driverId }),
      );
      expect(events).toContainEqual({ type: 'course', courseId: running.courseId });
      expect(events.every((ev) => ev.courseId === running.courseId)).toBe(true);
      const eventsToo = await readingToo;
      expect(eventsToo.filter((ev) => ev.driverId === e.driverId)).toEqual([]);
      expect(eventsToo).toContainEqual(
        expect.objectContaining({ type: 'position', courseId: running.courseId, driverId: d.driverId }),
      );
    } finally {
      abort.abort();
    }
  });

  it('refuses the ID token in place of a stream token, and other roles the token', async () => {
    const { x } = await world();
    const address = await serverAddress();
    const res = await fetch(
      `${address}/v1/consignor/deliveries/stream?date=${today()}&token=${x.user.token}`,
    );
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: string }).error).toBe('unauthorized');
    const { byRole } = await usersOfEveryRole(t);
    const asAdmin = await callAs(t, byRole.company_admin, 'POST', '/v1/consignor/deliveries/stream-token');
    expect(asAdmin.status).toBe(403);
  });
});

describe('GET /consignor/deliveries/stream: how long a stream lasts', () => {
  it('ends when its user is deactivated, and no new stream opens', async () => {
    const { consignorId, user: colleague } = await createConsignor(t);
    const watcher = await createUser(t, 'consignor_user', { consignorId });
    const { res } = await openStream(watcher.token);
    expect(res.status).toBe(200);
    const reading = readToEnd(res.body);
    const off = await callAs(t, colleague, 'PUT', `/v1/consignor/users/${watcher.id}`, {
      name: 'テスト consignor_user',
      email: watcher.email,
      active: false,
    });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    const { events, ended } = await reading;
    expect(ended).toBe(true);
    expect(events.at(-1)).toEqual(accessEnded);
    expect((await callAs(t, watcher, 'POST', '/v1/consignor/deliveries/stream-token')).status).toBe(401);
  });

  it("ends when its session signs out; the same user's other session goes on", async () => {
    const { x, d, running } = await world();
    const { session } = await signedInConsignorUser(x.consignorId);
    const [here, elsewhere] = [await session(), await session()];
    const [leaving, staying] = [await openStream(here.idToken), await openStream(elsewhere.idToken)];
    expect([leaving.res.status, staying.res.status]).toEqual([200, 200]);
    const reading = readToEnd(leaving.res.body);
    const out = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/sign-out',
      payload: { refreshToken: here.refreshToken },
    });
    expect(out.statusCode).toBe(204);
    const { events, ended } = await reading;
    expect(ended).toBe(true);
    expect(events.at(-1)).toEqual(accessEnded);
    // The signed-out session's ID token gets no new stream; the other session's stream still sends.
    const again = await t.app.inject({
      method: 'POST',
      url: '/v1/consignor/deliveries/stream-token',
      headers: { authorization: `Bearer ${here.idToken}` },
    });
    expect(again.statusCode).toBe(401);
    if (!staying.res.body) throw new Error('no stream');
    const stillReading = readStream(staying.res.body, (ev) => ev.some((e) => e.type === 'position'));
    await d.post([0.02]);
    const stayed = await stillReading;
    expect(stayed.ended).toBe(false);
    expect(stayed.events).toContainEqual(
      expect.objectContaining({ type: 'position', courseId: running.courseId, driverId: d.driverId }),
    );
    await staying.res.body.cancel();
  });

  it('ends when its user changes his password (every session of the user ends)', async () => {
    const { consignorId } = await createConsignor(t);
    const { session } = await signedInConsignorUser(consignorId);
    const tokens = await session();
    const { res } = await openStream(tokens.idToken);
    expect(res.status).toBe(200);
    const reading = readToEnd(res.body);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/password',
      headers: { authorization: `Bearer ${tokens.idToken}` },
      payload: { currentPassword: PASSWORD, newPassword: 'atarashii-pasuwado-456' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const { events, ended } = await reading;
    expect(ended).toBe(true);
    expect(events.at(-1)).toEqual(accessEnded);
    // The new session's ID token opens a new stream at once.
    const fresh = await openStream(changed.json<Tokens>().idToken);
    expect(fresh.res.status).toBe(200);
    await fresh.res.body?.cancel();
  });

  it('ends when its consignor is deactivated; then no stream token is issued (403)', async () => {
    const { consignorId, user } = await createConsignor(t, '無効にする荷主');
    const sysadmin = await createUser(t, 'system_admin');
    const { res } = await openStream(user.token);
    expect(res.status).toBe(200);
    const reading = readToEnd(res.body);
    const off = await callAs(t, sysadmin, 'PUT', `/v1/consignors/${consignorId}`, {
      name: '無効にする荷主',
      active: false,
    });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    const { events, ended } = await reading;
    expect(ended).toBe(true);
    expect(events.at(-1)).toEqual(accessEnded);
    const refused = await callAs(t, user, 'POST', '/v1/consignor/deliveries/stream-token');
    expect(refused.status).toBe(403);
  });

  it('ends after its maximum life (STREAM_MAX_LIFE_MS), telling the client to open a new one', async () => {
    const short = await createTestApp({ STREAM_MAX_LIFE_MS: '300' });
    try {
      const address = await short.app.listen({ port: 0, host: '127.0.0.1' });
      const { user } = await createConsignor(short);
      const issued = await callAs(short, user, 'POST', '/v1/consignor/deliveries/stream-token');
      const res = await fetch(
        `${address}/v1/consignor/deliveries/stream?date=${today()}&token=${issued.body.token}`,
      );
      expect(res.status).toBe(200);
      const { events, ended } = await readToEnd(res.body);
      expect(ended).toBe(true);
      expect(events).toEqual([{ type: 'end', reason: 'max_life' }]);
    } finally {
      short.app.server.closeAllConnections();
      await short.close();
    }
  });

  it('opens one stream per token: a second use answers 401, on the open stream or after it', async () => {
    const { user } = await createConsignor(t);
    const { res, token } = await openStream(user.token);
    expect(res.status).toBe(200);
    const url = `${await serverAddress()}/v1/consignor/deliveries/stream?date=${today()}&token=${token}`;
    const reused = await fetch(url);
    expect(reused.status).toBe(401);
    expect(((await reused.json()) as { error: string }).error).toBe('unauthorized');
    await res.body?.cancel();
    const afterwards = await fetch(url);
    expect(afterwards.status).toBe(401);
    await afterwards.text();
  });
});
