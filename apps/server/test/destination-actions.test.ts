import { impossibleActionMessage } from '@rikuun/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../src/features/courses/courses.table.ts';
import { destinationActions } from '../src/features/destination-actions/destination-actions.table.ts';
import { createCompany, createTestApp, type TestApp, usersOfEveryRole } from './helpers.ts';
import { callAs, fieldMessages } from './support/api-calls.ts';
import { courseRow, insertCourse } from './support/course-rows.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const near = (km: number) => ({ latitude: 35 + (km / 6371) * (180 / Math.PI), longitude: 139 });
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

/** A company with a course (today, so actions are plausible) of `count` stops with coordinates. */
async function setup(count = 2) {
  const { companyId, admin } = await createCompany(t);
  const course = await insertCourse(t.database.db, companyId, { deliveryDate: minutesAgo(0).slice(0, 10) });
  const stops: { id: string }[] = [];
  for (let i = 0; i < count; i++) {
    const res = await callAs(t, admin, 'POST', `/v1/courses/${course.id}/destinations`, {
      name: `配送先${i + 1}`,
      ...near(10 * (i + 1)),
    });
    stops.push(res.body);
  }
  const record = (stopId: string, body: Record<string, unknown>) =>
    callAs(t, admin, 'POST', `/v1/destinations/${stopId}/actions`, body);
  const stop = async (stopId: string) => (await callAs(t, admin, 'GET', `/v1/destinations/${stopId}`)).body;
  const courseNow = async () => courseRow(t.database.db, course.id);
  return { companyId, admin, course, stops, record, stop, courseNow };
}

describe('destination actions', () => {
  it('moves the stop and the course: 運行中 from the first action, 完了 when every stop is finished', async () => {
    const { admin, stops, record, stop, courseNow } = await setup();
    const [s1, s2] = stops as [{ id: string }, { id: string }];
    const arrived = await record(s1.id, {
      type: 'arrived',
      at: minutesAgo(30),
      latitude: 35.1,
      longitude: 139.1,
    });
    expect(arrived.status).toBe(201);
    expect(arrived.body).toMatchObject({
      destinationId: s1.id,
      type: 'arrived',
      latitude: 35.1,
      clientActionId: null,
      recordedByName: 'テスト company_admin',
    });
    expect((await stop(s1.id)).status).toBe('arrived');
    expect(await courseNow()).toMatchObject({
      status: 'in_progress',
      destinationCount: 2,
      completedCount: 0,
    });

    expect((await record(s1.id, { type: 'completed', at: minutesAgo(20) })).status).toBe(201);
    expect((await stop(s1.id)).status).toBe('completed');
    expect(await courseNow()).toMatchObject({ status: 'in_progress', completedCount: 1 });

    // Recorded without `at`: now.
    const absent = await record(s2.id, { type: 'absent' });
    expect(Math.abs(Date.parse(absent.body.at) - Date.now())).toBeLessThan(60_000);
    expect(await courseNow()).toMatchObject({ status: 'completed', completedCount: 1 });

    const list = await callAs(t, admin, 'GET', `/v1/destinations/${s1.id}/actions`);
    expect(list.body.data.map((a: { type: string }) => a.type)).toEqual(['arrived', 'completed']);
    expect(list.body.total).toBe(2);
    const one = await callAs(t, admin, 'GET', `/v1/destinations/${s1.id}/actions/${arrived.body.id}`);
    expect(one.body).toEqual(arrived.body);
    const detail = await stop(s1.id);
    expect(detail.actions).toEqual(list.body.data);
  });

  it('a stop added to a finished course reopens it; removing that stop finishes it again', async () => {
    const { admin, course, stops, record, courseNow } = await setup(1);
    await record(stops[0]?.id as string, { type: 'completed' });
    expect((await courseNow())?.status).toBe('completed');
    const url = `/v1/courses/${course.id}/destinations`;
    const added = await callAs(t, admin, 'POST', url, { name: '追加' });
    expect(await courseNow()).toMatchObject({
      status: 'in_progress',
      destinationCount: 2,
      completedCount: 1,
    });
    await callAs(t, admin, 'DELETE', `${url}/${added.body.id}`);
    expect(await courseNow()).toMatchObject({ status: 'completed', destinationCount: 1 });
  });

  it('lists actions oldest first whatever order they were recorded in', async () => {
    const { admin, stops, record } = await setup(1);
    const id = stops[0]?.id as string;
    await record(id, { type: 'arrived', at: minutesAgo(30) });
    await record(id, { type: 'loading_ended', at: minutesAgo(10) });
    await record(id, { type: 'loading_started', at: minutesAgo(20) });
    const list = await callAs(t, admin, 'GET', `/v1/destinations/${id}/actions`);
    expect(list.body.data.map((a: { type: string }) => a.type)).toEqual([
      'arrived',
      'loading_started',
      'loading_ended',
    ]);
  });

  it('refuses an impossible move with 409 and the reason', async () => {
    const { stops, record, stop } = await setup(1);
    const id = stops[0]?.id as string;
    await record(id, { type: 'skipped' });
    const res = await record(id, { type: 'completed' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      statusCode: 409,
      requestId: expect.any(String),
      error: 'conflict',
      message: impossibleActionMessage('skipped', 'completed'),
    });
    expect((await stop(id)).actions).toHaveLength(1);
  });

  it('answers a retried clientActionId with the first record, never a second row', async () => {
    const { stops, record } = await setup();
    const [s1, s2] = stops as [{ id: string }, { id: string }];
    const clientActionId = '01920000-0000-7000-8000-0000000000a1';
    const first = await record(s1.id, { type: 'arrived', clientActionId });
    expect(first.status).toBe(201);
    // The retry may even carry another type: the first record stands.
    const again = await record(s1.id, { type: 'completed', clientActionId });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const rows = await t.database.db
      .select()
      .from(destinationActions)
      .where(eq(destinationActions.clientActionId, clientActionId));
    expect(rows).toHaveLength(1);
    const elsewhere = await record(s2.id, { type: 'arrived', clientActionId });
    expect(elsewhere.status).toBe(409);
  });

  it("deleting an action recomputes the stop's status and the course's", async () => {
    const { admin, stops, record, stop, courseNow } = await setup(1);
    const id = stops[0]?.id as string;
    const arrived = await record(id, { type: 'arrived', at: minutesAgo(30) });
    const completed = await record(id, { type: 'completed', at: minutesAgo(20) });
    expect(await courseNow()).toMatchObject({ status: 'completed', completedCount: 1 });

    const del = await callAs(t, admin, 'DELETE', `/v1/destinations/${id}/actions/${completed.body.id}`);
    expect(del.status).toBe(204);
    expect((await stop(id)).status).toBe('arrived');
    expect(await courseNow()).toMatchObject({ status: 'in_progress', completedCount: 0 });

    await callAs(t, admin, 'DELETE', `/v1/destinations/${id}/actions/${arrived.body.id}`);
    expect((await stop(id)).status).toBe('pending');
    expect(await courseNow()).toMatchObject({ status: 'planned', completedCount: 0 });
    const gone = await callAs(t, admin, 'GET', `/v1/destinations/${id}/actions/${arrived.body.id}`);
    expect(gone.status).toBe(404);
  });

  it('recomputes the eta of the stops ahead from the latest action (or now, on a course in progress)', async () => {
    const { stops, record, stop } = await setup();
    const [s1, s2] = stops as [{ id: string }, { id: string }];
    expect((await stop(s2.id)).eta).toEqual(expect.any(String));
    await record(s1.id, { type: 'completed', at: minutesAgo(60) });
    // Left stop 1 an hour ago; now is later, so stop 2 (10 km on) is expected now + 31.2 minutes.
    const eta = Date.parse((await stop(s2.id)).eta);
    const expected = Date.now() + 31.2 * 60_000;
    expect(Math.abs(eta - expected)).toBeLessThan(30_000);
    expect((await stop(s1.id)).eta).toBeNull();
  });

  it('answers validation errors in Japanese at the field', async () => {
    const { stops, record } = await setup(1);
    const id = stops[0]?.id as string;
    const res = await record(id, { type: 'flying', at: '2999-01-01T00:00:00+09:00', clientActionId: 'x' });
    expect(res.status).toBe(400);
    const fields = fieldMessages(res.body);
    expect(fields.type?.[0]).toMatch(/作業/);
    expect(fields.at).toEqual(['日時に未来の日時は指定できません']);
    expect(fields.clientActionId?.[0]).toMatch(/端末の記録ID/);
  });

  it('refuses actions on a cancelled course with 409', async () => {
    const { course, stops, record } = await setup(1);
    await t.database.db.update(courses).set({ status: 'cancelled' }).where(eq(courses.id, course.id));
    const res = await record(stops[0]?.id as string, { type: 'arrived' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('中止されたコースには作業実績を記録できません。');
  });

  // Another company's 404 on each of these routes: route-security.test.ts.
  it('answers 404 for an action of another stop and the stops of a deleted course', async () => {
    const { admin, course, stops, record } = await setup();
    const [s1, s2] = stops as [{ id: string }, { id: string }];
    const action = (await record(s1.id, { type: 'arrived' })).body;
    const calls: [Parameters<typeof callAs>[2], string, unknown?][] = [
      ['POST', `/v1/destinations/${s1.id}/actions`, { type: 'completed' }],
      ['GET', `/v1/destinations/${s1.id}/actions`],
      ['GET', `/v1/destinations/${s1.id}/actions/${action.id}`],
      ['DELETE', `/v1/destinations/${s1.id}/actions/${action.id}`],
    ];
    for (const method of ['GET', 'DELETE'] as const) {
      const res = await callAs(t, admin, method, `/v1/destinations/${s2.id}/actions/${action.id}`);
      expect(res.status, `${method} under another stop`).toBe(404);
    }
    await t.database.db.update(courses).set({ deletedAt: new Date() }).where(eq(courses.id, course.id));
    for (const [method, url, body] of calls) {
      const res = await callAs(t, admin, method, url, body);
      expect(res.status, `${method} ${url} of a deleted course`).toBe(404);
    }
  });

  it('refuses every role but company staff', async () => {
    const { companyId, byRole } = await usersOfEveryRole(t);
    const course = await insertCourse(t.database.db, companyId);
    const stop = await callAs(t, byRole.company_admin, 'POST', `/v1/courses/${course.id}/destinations`, {
      name: 'A',
    });
    for (const role of ['driver', 'consignor_user', 'system_admin'] as const) {
      const post = await callAs(t, byRole[role], 'POST', `/v1/destinations/${stop.body.id}/actions`, {
        type: 'arrived',
      });
      expect(post.status, role).toBe(403);
      const list = await callAs(t, byRole[role], 'GET', `/v1/destinations/${stop.body.id}/actions`);
      expect(list.status, role).toBe(403);
    }
  });
});
