import { todayInTokyo } from '@rikuun/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../src/features/courses/courses.table.ts';
import { destinations } from '../src/features/destinations/destinations.table.ts';
import { jobs } from '../src/lib/jobs/jobs.table.ts';
import { createCompany, createTestApp, type TestApp, usersOfEveryRole } from './helpers.ts';
import { callAs, fieldMessages } from './support/api-calls.ts';
import { courseRow, insertBase, insertCourse } from './support/course-rows.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const stopBody = (over: Record<string, unknown> = {}) => ({ name: '配送先', ...over });

async function setup() {
  const { companyId, admin } = await createCompany(t);
  const course = await insertCourse(t.database.db, companyId);
  const base = `/v1/courses/${course.id}/destinations`;
  const add = async (over: Record<string, unknown> = {}) => {
    const res = await callAs(t, admin, 'POST', base, stopBody(over));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body;
  };
  const list = async () => (await callAs(t, admin, 'GET', base)).body;
  /** The course's stops as `sequence:name`, in list order. */
  const names = async () =>
    (await list()).data.map((d: { name: string; sequence: number }) => `${d.sequence}:${d.name}`).join(' ');
  return { companyId, admin, course, base, add, list, names };
}

describe('destinations', () => {
  it('adds stops after the last one, or at a sequence with the later ones moved down', async () => {
    const { admin, course, base, add, names } = await setup();
    const a = await add({ name: 'A', type: 'pickup', quantity: 3 });
    expect(a).toMatchObject({
      courseId: course.id,
      sequence: 1,
      type: 'pickup',
      status: 'pending',
      actions: [],
    });
    await add({ name: 'B' });
    await add({ name: 'C' });
    const x = await add({ name: 'X', sequence: 2 });
    expect(x.sequence).toBe(2);
    expect(await names()).toBe('1:A 2:X 3:B 4:C');
    // Past the end: appended.
    expect((await add({ name: 'Z', sequence: 99 })).sequence).toBe(5);
    expect((await courseRow(t.database.db, course.id))?.destinationCount).toBe(5);

    const one = await callAs(t, admin, 'GET', `/v1/destinations/${a.id}`);
    expect(one.body).toEqual(a);
    expect((await callAs(t, admin, 'GET', `${base}/${a.id}`)).body).toEqual(a);
    const pickups = await callAs(t, admin, 'GET', `${base}/type?destinationType=pickup`);
    expect(pickups.body).toMatchObject({ total: 1, data: [{ id: a.id }] });
  });

  it('updates a stop and moves it, the stops between shifting by one', async () => {
    const { admin, base, add, names } = await setup();
    const a = await add({ name: 'A' });
    await add({ name: 'B' });
    const c = await add({ name: 'C' });
    const moved = await callAs(
      t,
      admin,
      'PUT',
      `${base}/${c.id}`,
      stopBody({ name: 'C2', sequence: 1, memo: 'x' }),
    );
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ name: 'C2', sequence: 1, memo: 'x' });
    expect(await names()).toBe('1:C2 2:A 3:B');
    await callAs(t, admin, 'PUT', `${base}/${c.id}`, stopBody({ name: 'C2', sequence: 3 }));
    expect(await names()).toBe('1:A 2:B 3:C2');
    // Without a sequence the stop stays where it is.
    const kept = await callAs(t, admin, 'PUT', `${base}/${a.id}`, stopBody({ name: 'A2' }));
    expect(kept.body.sequence).toBe(1);
  });

  it('answers validation errors in Japanese at the field', async () => {
    const { admin, base } = await setup();
    const res = await callAs(t, admin, 'POST', base, {
      name: '',
      latitude: 35,
      timeWindowStart: '12:00',
      timeWindowEnd: '09:00',
    });
    expect(res.status).toBe(400);
    const fields = fieldMessages(res.body);
    expect(fields.name?.[0]).toMatch(/配送先名/);
    expect(fields.longitude?.[0]).toBe('緯度と経度は両方入力してください');
    const badType = await callAs(t, admin, 'GET', `${base}/type?destinationType=truck`);
    expect(badType.status).toBe(400);
    expect(fieldMessages(badType.body).destinationType?.[0]).toMatch(/種別/);
  });

  it("refuses another company's client base at clientBaseId and fills an empty address from the company's own", async () => {
    const { admin, base } = await setup();
    const other = await createCompany(t, '別テナント株式会社');
    const client = await callAs(t, other.admin, 'POST', '/v1/clients', { name: '他社の取引先' });
    const foreign = await callAs(t, other.admin, 'POST', `/v1/clients/${client.body.id}/bases`, {
      name: '倉庫',
    });
    const refused = await callAs(t, admin, 'POST', base, stopBody({ clientBaseId: foreign.body.id }));
    expect(refused.status).toBe(400);
    expect(fieldMessages(refused.body).clientBaseId).toEqual(['指定された取引先拠点が見つかりません']);

    const own = await callAs(t, admin, 'POST', '/v1/clients', { name: '取引先' });
    const site = await callAs(t, admin, 'POST', `/v1/clients/${own.body.id}/bases`, {
      name: '第1倉庫',
      address1: '東京都江東区有明1-1',
      latitude: 35.63,
      longitude: 139.79,
      timeWindowStart: '09:00',
      timeWindowEnd: '12:00',
    });
    expect(site.status).toBe(201);
    const stop = await callAs(t, admin, 'POST', base, stopBody({ clientBaseId: site.body.id }));
    expect(stop.body).toMatchObject({
      clientBaseId: site.body.id,
      address1: '東京都江東区有明1-1',
      latitude: 35.63,
      timeWindowStart: '09:00',
      geocodeStatus: 'not_needed',
    });
  });

  it('deletes a stop and closes the gap; a stop with actions is 409', async () => {
    const { admin, course, base, add, names } = await setup();
    const a = await add({ name: 'A' });
    const b = await add({ name: 'B' });
    await add({ name: 'C' });
    expect((await callAs(t, admin, 'DELETE', `${base}/${b.id}`)).status).toBe(204);
    expect(await names()).toBe('1:A 2:C');
    expect((await callAs(t, admin, 'GET', `/v1/destinations/${b.id}`)).status).toBe(404);
    expect((await courseRow(t.database.db, course.id))?.destinationCount).toBe(2);

    // An arrival happens on the course's day (not before it): the course is today's.
    await t.database.db
      .update(courses)
      .set({ deliveryDate: todayInTokyo() })
      .where(eq(courses.id, course.id));
    const arrived = await callAs(t, admin, 'POST', `/v1/destinations/${a.id}/actions`, { type: 'arrived' });
    expect(arrived.status).toBe(201);
    const refused = await callAs(t, admin, 'DELETE', `${base}/${a.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: 'conflict', message: expect.stringMatching(/作業実績/) });
    expect(await names()).toBe('1:A 2:C');
  });

  it('reorders every stop of the course in one call; any other set of ids is 400 at ids', async () => {
    const { admin, base, add, names } = await setup();
    const [a, b, c] = [await add({ name: 'A' }), await add({ name: 'B' }), await add({ name: 'C' })];
    const url = `${base}/actions/reorder`;
    const res = await callAs(t, admin, 'POST', url, { ids: [c.id, a.id, b.id] });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(3);
    expect(res.body.data.map((d: { id: string; sequence: number }) => [d.sequence, d.id])).toEqual([
      [1, c.id],
      [2, a.id],
      [3, b.id],
    ]);
    const elsewhere = await setup();
    const foreign = await elsewhere.add({ name: 'F' });
    for (const ids of [
      [c.id, a.id],
      [c.id, a.id, a.id],
      [c.id, a.id, foreign.id],
      [c.id, a.id, b.id, foreign.id],
    ]) {
      const wrong = await callAs(t, admin, 'POST', url, { ids });
      expect(wrong.status, JSON.stringify(ids)).toBe(400);
      expect(fieldMessages(wrong.body).ids).toEqual([
        '並べ替えにはこのコースの配送先をすべて、1回ずつ指定してください',
      ]);
    }
    expect(await names()).toBe('1:C 2:A 3:B');
  });

  it('estimates arrival for pending stops with coordinates from the start base and the routing settings', async () => {
    const { companyId, admin } = await createCompany(t);
    const depot = await insertBase(t.database.db, companyId, 35, 139);
    const course = await insertCourse(t.database.db, companyId, { baseId: depot.id, startTime: '09:00' });
    const base = `/v1/courses/${course.id}/destinations`;
    // 10 km due north: 09:00 + 30 min loading + 10 km × 1.3 ÷ 25 km/h (31 min 12 s) = 10:01:12 JST.
    const near = { latitude: 35 + (10 / 6371) * (180 / Math.PI), longitude: 139 };
    const first = await callAs(t, admin, 'POST', base, stopBody({ ...near }));
    expect(first.body.eta).toBe('2030-04-01T01:01:12.000Z');
    const unknown = await callAs(t, admin, 'POST', base, stopBody({ address1: null }));
    expect(unknown.body.eta).toBeNull();
    const list = await callAs(t, admin, 'GET', base);
    expect(list.body.data.map((d: { eta: string | null }) => d.eta)).toEqual([
      '2030-04-01T01:01:12.000Z',
      null,
    ]);
  });

  it('queues a geocoding job for an address without coordinates, and none with coordinates', async () => {
    const { companyId, admin, base } = await setup();
    const jobsOf = (destinationId: string) =>
      t.database.db
        .select()
        .from(jobs)
        .where(
          and(
            eq(jobs.type, 'geocode-destination'),
            sql`${jobs.payload}->>'destinationId' = ${destinationId}`,
          ),
        );
    const pending = await callAs(t, admin, 'POST', base, stopBody({ address1: '東京都千代田区丸の内1-1' }));
    expect(pending.body.geocodeStatus).toBe('pending');
    const queued = await jobsOf(pending.body.id);
    expect(queued.map((j) => j.payload)).toEqual([{ companyId, destinationId: pending.body.id }]);
    // The same address again (another field edited): no second lookup.
    const url = `${base}/${pending.body.id}`;
    await callAs(t, admin, 'PUT', url, stopBody({ address1: '東京都千代田区丸の内1-1', memo: '午前' }));
    expect(await jobsOf(pending.body.id)).toHaveLength(1);
    // A new address: looked up again; cleared: nothing to look up.
    await callAs(t, admin, 'PUT', url, stopBody({ address1: '東京都千代田区丸の内2-1' }));
    expect(await jobsOf(pending.body.id)).toHaveLength(2);
    const cleared = await callAs(t, admin, 'PUT', url, stopBody({ address1: null }));
    expect(cleared.body.geocodeStatus).toBe('not_needed');

    const placed = await callAs(
      t,
      admin,
      'POST',
      base,
      stopBody({ address1: '東京都', latitude: 35.6, longitude: 139.7 }),
    );
    expect(placed.body.geocodeStatus).toBe('not_needed');
    expect(await jobsOf(placed.body.id)).toHaveLength(0);
  });

  // Another company's 404 on each of these routes, the stop unchanged: route-security.test.ts.
  it('answers 404 for a stop of a deleted course and a stop under another course', async () => {
    const { companyId, admin, course, base, add } = await setup();
    const stop = await add({ name: 'A' });
    const calls: [Parameters<typeof callAs>[2], string, unknown?][] = [
      ['GET', `/v1/destinations/${stop.id}`],
      ['GET', base],
      ['GET', `${base}/type?destinationType=delivery`],
      ['POST', base, stopBody()],
      ['GET', `${base}/${stop.id}`],
      ['PUT', `${base}/${stop.id}`, stopBody()],
      ['DELETE', `${base}/${stop.id}`],
      ['POST', `${base}/actions/reorder`, { ids: [stop.id] }],
    ];
    // Under another course of the same company.
    const second = await insertCourse(t.database.db, companyId);
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await callAs(
        t,
        admin,
        method,
        `/v1/courses/${second.id}/destinations/${stop.id}`,
        method === 'PUT' ? stopBody() : undefined,
      );
      expect(res.status, method).toBe(404);
    }
    // A deleted course hides its stops.
    await t.database.db.update(courses).set({ deletedAt: new Date() }).where(eq(courses.id, course.id));
    for (const [method, url, body] of calls) {
      const res = await callAs(t, admin, method, url, body);
      expect(res.status, `${method} ${url} of a deleted course`).toBe(404);
    }
    const [row] = await t.database.db.select().from(destinations).where(eq(destinations.id, stop.id));
    expect(row?.name).toBe('A');
  });

  it('refuses every role but company staff', async () => {
    const { companyId, byRole } = await usersOfEveryRole(t);
    const course = await insertCourse(t.database.db, companyId);
    for (const role of ['driver', 'consignor_user', 'system_admin'] as const) {
      const list = await callAs(t, byRole[role], 'GET', `/v1/courses/${course.id}/destinations`);
      expect(list.status, role).toBe(403);
      const add = await callAs(t, byRole[role], 'POST', `/v1/courses/${course.id}/destinations`, stopBody());
      expect(add.status, role).toBe(403);
    }
  });
});
