import { addDays, todayInTokyo } from '@rikuun/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createTestApp, type TestApp } from './helpers.ts';
import { callAs } from './support/api-calls.ts';
import { courseWorld, createCourse, created, insertCourseDriver, insertStops } from './support/courses.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('records in use by courses (409)', () => {
  it('refuses to delete a vehicle a course uses, until the course is deleted', async () => {
    const { companyId, admin } = await createCompany(t);
    const w = await courseWorld(t, admin, companyId);
    const course = await createCourse(t, admin, { vehicleId: w.vehicleId, status: 'completed' });
    const refused = await callAs(t, admin, 'DELETE', `/v1/vehicles/${w.vehicleId}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      error: 'conflict',
      message: 'この車両はコースで使われているため削除できません。',
    });
    expect((await callAs(t, admin, 'GET', `/v1/vehicles/${w.vehicleId}`)).status).toBe(200);
    expect((await callAs(t, admin, 'DELETE', `/v1/courses/${course.id}`)).status).toBe(204);
    expect((await callAs(t, admin, 'DELETE', `/v1/vehicles/${w.vehicleId}`)).status).toBe(204);
  });

  it('refuses to delete a base a course starts from', async () => {
    const { companyId, admin } = await createCompany(t);
    const w = await courseWorld(t, admin, companyId);
    const course = await createCourse(t, admin, { baseId: w.baseId });
    const refused = await callAs(t, admin, 'DELETE', `/v1/bases/${w.baseId}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('この拠点はコースで使われているため削除できません。');
    await callAs(t, admin, 'DELETE', `/v1/courses/${course.id}`);
    expect((await callAs(t, admin, 'DELETE', `/v1/bases/${w.baseId}`)).status).toBe(204);
  });

  it('refuses to delete a client base a stop of a live course uses', async () => {
    const { companyId, admin } = await createCompany(t);
    const w = await courseWorld(t, admin, companyId);
    const site = await created(t, admin, `/v1/clients/${w.clientId}/bases`, { name: '豊洲物流センター' });
    const course = await createCourse(t, admin);
    await insertStops(t, companyId, course.id, ['pending'], { clientBaseId: site.id });
    const url = `/v1/clients/${w.clientId}/bases/${site.id}`;
    const refused = await callAs(t, admin, 'DELETE', url);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('この取引先拠点はコースの配送先で使われているため削除できません。');
    await callAs(t, admin, 'DELETE', `/v1/courses/${course.id}`);
    expect((await callAs(t, admin, 'DELETE', url)).status).toBe(204);
  });
});

describe('alert: today’s courses without a driver or vehicle', () => {
  it('lists today’s live, not cancelled courses that lack a driver or a vehicle', async () => {
    const { companyId, admin } = await createCompany(t);
    const w = await courseWorld(t, admin, companyId);
    const today = todayInTokyo(new Date());
    const noDriver = await createCourse(t, admin, {
      deliveryDate: today,
      name: '未割当便',
      vehicleId: w.vehicleId,
    });
    const neither = await createCourse(t, admin, { deliveryDate: today, name: '空の便' });
    await createCourse(t, admin, {
      deliveryDate: today,
      name: '割当済',
      driverId: w.driverId,
      vehicleId: w.vehicleId,
    });
    await createCourse(t, admin, { deliveryDate: today, name: '中止', status: 'cancelled' });
    await createCourse(t, admin, { deliveryDate: addDays(today, 1), name: '明日' });
    const deleted = await createCourse(t, admin, { deliveryDate: today, name: '削除' });
    await callAs(t, admin, 'DELETE', `/v1/courses/${deleted.id}`);
    await insertCourseDriver(t, companyId);
    const res = await callAs(t, admin, 'GET', '/v1/alerts');
    const found = res.body.data.filter((a: { kind: string }) => a.kind === 'course_unassigned');
    expect(found).toEqual(
      expect.arrayContaining([
        {
          id: `course_unassigned:${noDriver.id}`,
          kind: 'course_unassigned',
          severity: 'warning',
          subjectType: 'course',
          subjectId: noDriver.id,
          subjectName: '未割当便',
          dueOn: today,
          message: '本日のコースにドライバーが割り当てられていません',
        },
        expect.objectContaining({
          subjectId: neither.id,
          message: '本日のコースにドライバーと車両が割り当てられていません',
        }),
      ]),
    );
    expect(found).toHaveLength(2);
  });
});
