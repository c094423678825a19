import type { CourseStatus } from '@rikuun/contract';
import { todayInTokyo } from '@rikuun/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { destinationActions } from '../src/features/destination-actions/destination-actions.table.ts';
import { drivers } from '../src/features/drivers/drivers.table.ts';
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
import { insertCourse } from './support/course-rows.ts';
import { insertStops } from './support/courses.ts';

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

/** Reads server-sent events until `done` says so or the time is up; answers the events read. */
async function readEvents(body: ReadableStream<Uint8Array>, done: (e: Record<string, unknown>[]) => boolean) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const events: Record<string, unknown>[] = [];
  let buffer = '';
  const deadline = Date.now() + 5_000;
  while (!done(events) && Date.now() < deadline) {
    const next = await Promise.race([
      reader.read(),
      new Promise<null>((r) => setTimeout(() => r(null), deadline - Date.now())),
    ]);
    if (!next || next.done) break;
    buffer += decoder.decode(next.value, { stream: true });
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = block.split('\n').find((l) => l.startsWith('data: '));
      if (data) events.push(JSON.parse(data.slice(6)));
    }
  }
  return events;
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
      // Subscribed once the first bytes arrived: E (Y's course) moves first, then D (X's).
      const reading = readEvents(body, (events) => events.some((ev) => ev.type === 'course'));
      const readingToo = readEvents(res2.body, (events) => events.some((ev) => ev.type === 'course'));
      await new Promise((r) => setTimeout(r, 200));
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
