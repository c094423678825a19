import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../src/features/courses/courses.table.ts';
import { destinations } from '../src/features/destinations/destinations.table.ts';
import { vehicles } from '../src/features/vehicles/vehicles.table.ts';
import { createCompany, createTestApp, type TestApp } from './helpers.ts';
import { callAs } from './support/api-calls.ts';
import { insertBase, insertCourse } from './support/course-rows.ts';
import { insertDriver } from './support/test-drivers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DATE = '2030-04-01';

/** A company with a base in Tokyo, two courses of five stops each around it, two drivers and trucks. */
async function setup() {
  const { companyId, admin } = await createCompany(t);
  const db = t.database.db;
  const base = await insertBase(db, companyId, 35.68, 139.76);
  const courseA = await insertCourse(db, companyId, { name: 'A便', deliveryDate: DATE });
  const courseB = await insertCourse(db, companyId, { name: 'B便', deliveryDate: DATE });
  const stops = await db
    .insert(destinations)
    .values(
      Array.from({ length: 10 }, (_, i) => ({
        companyId,
        courseId: i < 5 ? courseA.id : courseB.id,
        sequence: (i % 5) + 1,
        name: `配送先${i + 1}`,
        latitude: 35.68 + Math.cos(i) * 0.05,
        longitude: 139.76 + Math.sin(i) * 0.05,
        weightKg: 100,
        quantity: 2,
      })),
    )
    .returning();
  const driverIds = [
    await insertDriver(t, companyId, { name: '運送 一郎' }),
    await insertDriver(t, companyId, { name: '運送 二郎' }),
  ];
  const trucks = await db
    .insert(vehicles)
    .values(
      [1, 2].map((n) => ({
        companyId,
        registrationNumber: `品川 100 あ ${n}`,
        vehicleClass: 'small' as const,
        maxLoadKg: 800,
      })),
    )
    .returning();
  const optimize = (over: Record<string, unknown> = {}) =>
    callAs(t, admin, 'POST', '/v1/courses/optimize', {
      deliveryDate: DATE,
      baseId: base.id,
      courseIds: [courseA.id, courseB.id],
      driverIds,
      vehicleIds: trucks.map((v) => v.id),
      options: { timeLimitSeconds: 1 },
      ...over,
    });
  return { companyId, admin, base, courseA, courseB, stops, driverIds, trucks, optimize };
}

async function waitFor(admin: { token: string }, runId: string, done = (s: string) => s !== 'running') {
  for (let i = 0; i < 200; i++) {
    const res = await callAs(t, admin, 'GET', `/v1/courses/optimize/${runId}`);
    expect(res.status).toBe(200);
    if (done(res.body.status)) return res.body;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the run did not end');
}

type Route = { driverId: string; vehicleId: string; stops: { stopId: string }[]; distanceKm: number };
const confirmBody = (runId: string, routes: Route[]) => ({
  runId,
  routes: routes.map((r) => ({
    driverId: r.driverId,
    vehicleId: r.vehicleId,
    stopIds: r.stops.map((s) => s.stopId),
  })),
});

/**
 * The plan's routes as a user leaves them after moving the first route's first or last stop to the
 * second route (a second route is added, with the other driver and truck, when the plan used one).
 */
function withOneStopMoved(
  planned: Route[],
  driverIds: string[],
  trucks: { id: string }[],
  which: 'first' | 'last',
): { routes: Route[]; moved: { stopId: string } } {
  const routes: Route[] = planned.map((r) => ({ ...r, stops: [...r.stops] }));
  if (routes.length === 1) {
    const other = routes[0]?.driverId === driverIds[0] ? 1 : 0;
    const vehicleId = (trucks[other] as { id: string }).id;
    routes.push({ driverId: driverIds[other] as string, vehicleId, stops: [], distanceKm: 0 });
  }
  const from = (routes[0] as Route).stops;
  const moved = (which === 'first' ? from.shift() : from.pop()) as { stopId: string };
  (routes[1] as Route).stops.push(moved);
  return { routes, moved };
}

describe('optimization', () => {
  it('searches the targets of a date: courses with their stops, drivers, vehicles and bases', async () => {
    const { admin, base, courseA, stops, driverIds } = await setup();
    await t.database.db
      .update(destinations)
      .set({ latitude: null })
      .where(eq(destinations.id, stops[0]?.id as string));
    const res = await callAs(t, admin, 'POST', '/v1/courses/optimize/targets/search', { deliveryDate: DATE });
    expect(res.status).toBe(200);
    expect(res.body.courses).toHaveLength(2);
    expect(res.body.courses[0]).toMatchObject({
      id: courseA.id,
      stopCount: 5,
      weightKg: 500,
      quantity: 10,
      missingCoordinates: 1,
      unassigned: true,
    });
    expect(res.body.unassignedStopCount).toBe(10);
    expect(res.body.drivers.map((d: { id: string }) => d.id).sort()).toEqual([...driverIds].sort());
    expect(res.body.vehicles).toHaveLength(2);
    expect(res.body.vehicles[0].maxLoadKg).toBe(800);
    expect(res.body.bases).toEqual([{ id: base.id, name: base.name, latitude: 35.68, longitude: 139.76 }]);
    const other = await callAs(t, admin, 'POST', '/v1/courses/optimize/targets/search', {
      deliveryDate: '2030-04-02',
    });
    expect(other.body.courses).toEqual([]);
  });

  it('optimizes in a worker, then confirms a moved stop into the courses in one transaction', async () => {
    const { admin, optimize, stops, courseA, courseB, driverIds, trucks } = await setup();
    const started = await optimize();
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    expect(started.body.status).toBe('running');
    const run = await waitFor(admin, started.body.runId);
    expect(run.status, JSON.stringify(run)).toBe('succeeded');
    expect(run.progress.percent).toBe(100);
    const served = run.result.routes.flatMap((r: Route) => r.stops.map((s) => s.stopId));
    const unserved = run.result.unserved.map((u: { stopId: string }) => u.stopId);
    expect([...served, ...unserved].sort()).toEqual(stops.map((s) => s.id).sort());
    expect(unserved).toEqual([]);
    for (const r of run.result.routes) {
      expect(driverIds).toContain(r.driverId);
      expect(r.distanceKm).toBeGreaterThan(0);
      expect(r.loadKg).toBeLessThanOrEqual(800);
      expect(r.stops[0].arrival).toMatch(/^\d\d:\d\d$/);
    }

    // The user moves one stop to the other route (or to a second route when the plan used one).
    const { routes } = withOneStopMoved(run.result.routes, driverIds, trucks, 'last');

    // A stop that was not planned: 400, nothing written.
    const bad = confirmBody(run.id, routes);
    bad.routes[0]?.stopIds.push(crypto.randomUUID());
    const refused = await callAs(t, admin, 'POST', '/v1/courses/optimize/confirm', bad);
    expect(refused.status).toBe(400);
    const before = await t.database.db
      .select()
      .from(destinations)
      .where(eq(destinations.courseId, courseA.id));
    expect(before).toHaveLength(5);

    const confirmed = await callAs(
      t,
      admin,
      'POST',
      '/v1/courses/optimize/confirm',
      confirmBody(run.id, routes),
    );
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.courses).toHaveLength(2);
    for (const [i, c] of confirmed.body.courses.entries()) {
      const r = routes[i] as Route;
      expect(c).toMatchObject({ driverId: r.driverId, vehicleId: r.vehicleId });
      const rows = await t.database.db
        .select()
        .from(destinations)
        .where(eq(destinations.courseId, c.id))
        .orderBy(destinations.sequence);
      expect(rows.map((d) => d.id)).toEqual(r.stops.map((s) => s.stopId));
      expect(rows.map((d) => d.sequence)).toEqual(r.stops.map((_, k) => k + 1));
      const [course] = await t.database.db.select().from(courses).where(eq(courses.id, c.id));
      expect(course).toMatchObject({ driverId: r.driverId, vehicleId: r.vehicleId, deletedAt: null });
    }
    const live = await t.database.db
      .select()
      .from(courses)
      .where(and(eq(courses.companyId, courseB.companyId), isNull(courses.deletedAt)));
    expect(live).toHaveLength(2);

    const twice = await callAs(t, admin, 'POST', '/v1/courses/optimize/confirm', confirmBody(run.id, routes));
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('この最適化はすでに確定されています。');
  });

  it('replans moved stops: each stays on the route it was given, timed again; the new run confirms', async () => {
    const { admin, optimize, stops, driverIds, trucks } = await setup();
    // A stop without coordinates is unserved by the first run, and stays so in the replan.
    const lost = stops[9] as { id: string };
    await t.database.db.update(destinations).set({ latitude: null }).where(eq(destinations.id, lost.id));
    const run = await waitFor(admin, (await optimize()).body.runId);
    expect(run.status).toBe('succeeded');
    const { routes, moved } = withOneStopMoved(run.result.routes, driverIds, trucks, 'first');
    const body = { routes: confirmBody(run.id, routes).routes };
    const url = `/v1/courses/optimize/${run.id}/replan`;

    const twice = structuredClone(body);
    twice.routes[1]?.stopIds.push(twice.routes[0]?.stopIds[0] as string);
    expect((await callAs(t, admin, 'POST', url, twice)).status).toBe(400);
    const stranger = await createCompany(t);
    expect((await callAs(t, stranger.admin, 'POST', url, body)).status).toBe(404);

    const started = await callAs(t, admin, 'POST', url, body);
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    expect(started.body.runId).not.toBe(run.id);
    const replanned = await waitFor(admin, started.body.runId);
    expect(replanned.status, JSON.stringify(replanned)).toBe('succeeded');
    const stopsOf = (rs: Route[]) =>
      Object.fromEntries(rs.map((r) => [r.driverId, r.stops.map((x) => x.stopId).sort()]));
    expect(stopsOf(replanned.result.routes)).toEqual(stopsOf(routes.filter((r) => r.stops.length > 0)));
    const movedThere = (
      replanned.result.routes as (Route & { stops: { stopId: string; arrival: string }[] })[]
    )
      .flatMap((r) => r.stops)
      .find((x) => x.stopId === moved.stopId);
    expect(movedThere?.arrival).toMatch(/^\d\d:\d\d$/);
    expect(replanned.result.unserved).toEqual([
      expect.objectContaining({ stopId: lost.id, reason: 'no_coordinates' }),
    ]);

    const confirmed = await callAs(
      t,
      admin,
      'POST',
      '/v1/courses/optimize/confirm',
      confirmBody(replanned.id, replanned.result.routes),
    );
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const target = confirmed.body.courses.find(
      (c: { driverId: string }) => c.driverId === (routes[1] as Route).driverId,
    );
    expect(target.stopIds).toContain(moved.stopId);
  });

  it('replans only a finished run', async () => {
    const { admin, optimize } = await setup();
    const started = await optimize({ options: { timeLimitSeconds: 30 } });
    await callAs(t, admin, 'POST', `/v1/courses/optimize/${started.body.runId}/cancel`);
    const res = await callAs(t, admin, 'POST', `/v1/courses/optimize/${started.body.runId}/replan`, {
      routes: [{ driverId: crypto.randomUUID(), vehicleId: crypto.randomUUID(), stopIds: [] }],
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('計算が終わった最適化だけ、計算し直せます。');
  });

  it('cancels a long run at once', async () => {
    const { admin, optimize } = await setup();
    const started = await optimize({ options: { timeLimitSeconds: 30 } });
    expect(started.status).toBe(202);
    // The 30 s search is still running when the cancel answers: the run ends there, not at its limit.
    const cancelled = await callAs(t, admin, 'POST', `/v1/courses/optimize/${started.body.runId}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('cancelled');
    const run = await callAs(t, admin, 'GET', `/v1/courses/optimize/${started.body.runId}`);
    expect(run.body).toMatchObject({ status: 'cancelled', result: null });
    expect((await callAs(t, admin, 'POST', `/v1/courses/optimize/${started.body.runId}/cancel`)).status).toBe(
      409,
    );
    const confirm = await callAs(t, admin, 'POST', '/v1/courses/optimize/confirm', {
      runId: started.body.runId,
      routes: [],
    });
    expect(confirm.status).toBe(400);
    // The slot is free again: a new run starts.
    const next = await optimize();
    expect(next.status).toBe(202);
    expect((await waitFor(admin, next.body.runId)).status).toBe('succeeded');
  });

  it('refuses to confirm when a stop has started meanwhile, writing nothing', async () => {
    const { admin, optimize, courseA, stops } = await setup();
    const started = await optimize();
    const run = await waitFor(admin, started.body.runId);
    expect(run.status).toBe('succeeded');
    const first = stops[0] as { id: string };
    await t.database.db.update(destinations).set({ status: 'arrived' }).where(eq(destinations.id, first.id));
    const res = await callAs(
      t,
      admin,
      'POST',
      '/v1/courses/optimize/confirm',
      confirmBody(run.id, run.result.routes),
    );
    expect(res.status).toBe(409);
    const [course] = await t.database.db.select().from(courses).where(eq(courses.id, courseA.id));
    expect(course).toMatchObject({ driverId: null, vehicleId: null, deletedAt: null });
    const after = await t.database.db
      .select()
      .from(destinations)
      .where(eq(destinations.courseId, courseA.id));
    expect(after.map((d) => d.sequence).sort()).toEqual([1, 2, 3, 4, 5]);
    expect((await callAs(t, admin, 'GET', `/v1/courses/optimize/${run.id}`)).body.status).toBe('succeeded');
  });

  it('runs at most two solves at a time on an instance', async () => {
    const { admin, optimize } = await setup();
    const long = { options: { timeLimitSeconds: 30 } };
    const a = await optimize(long);
    const b = await optimize(long);
    expect([a.status, b.status]).toEqual([202, 202]);
    const c = await optimize(long);
    expect(c.status).toBe(409);
    expect(c.body.message).toBe('ほかの最適化を計算中です。終わってから、もう一度お試しください。');
    // The request thread stays free while both solve: a read answers while they still run (a solve on
    // this thread would answer only after its 30 s, with the run ended).
    const read = await callAs(t, admin, 'GET', `/v1/courses/optimize/${a.body.runId}`);
    expect(read.body.status).toBe('running');
    for (const r of [a, b]) {
      expect((await callAs(t, admin, 'POST', `/v1/courses/optimize/${r.body.runId}/cancel`)).status).toBe(
        200,
      );
    }
  });

  it('refuses a plan none of whose stops has coordinates, naming each stop at its own field', async () => {
    const { companyId, optimize } = await setup();
    const course = await insertCourse(t.database.db, companyId, { name: 'C便', deliveryDate: DATE });
    const [first, second] = await t.database.db
      .insert(destinations)
      .values(
        ['住所だけの店', '新しい倉庫'].map((name, i) => ({
          companyId,
          courseId: course.id,
          sequence: i + 1,
          name,
        })),
      )
      .returning();
    const refused = await optimize({ courseIds: [course.id] });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      {
        property: 'stops',
        constraints: {},
        children: [
          {
            property: first?.id,
            constraints: { coordinates: '配送先「住所だけの店」（C便）に位置情報（緯度・経度）がありません' },
            children: [],
          },
          {
            property: second?.id,
            constraints: { coordinates: '配送先「新しい倉庫」（C便）に位置情報（緯度・経度）がありません' },
            children: [],
          },
        ],
      },
    ]);
  });

  it('refuses what cannot be planned with 400, and another company’s run with 404', async () => {
    const { admin, optimize, driverIds } = await setup();
    const pair = await optimize({ driverIds: [driverIds[0]] });
    expect(pair.status).toBe(400);
    expect(pair.body.errors[0].property).toBe('vehicleIds');
    const strangerCourse = await optimize({ courseIds: [crypto.randomUUID()] });
    expect(strangerCourse.status).toBe(400);
    const long = await optimize({ options: { timeLimitSeconds: 61 } });
    expect(long.status).toBe(400);

    // Another company's 404 on GET /v1/courses/optimize/:runId and its cancel: route-security.test.ts.
    // The run's id in a body is not in the path, so it is tried here.
    const started = await optimize();
    const other = await createCompany(t);
    const confirm = await callAs(t, other.admin, 'POST', '/v1/courses/optimize/confirm', {
      runId: started.body.runId,
      routes: [{ driverId: driverIds[0], vehicleId: driverIds[0], stopIds: [] }],
    });
    expect(confirm.status).toBe(404);
    await waitFor(admin, started.body.runId);
  });
});
