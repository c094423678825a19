import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers } from '../src/features/drivers/drivers.table.ts';
import { createCompany, createTestApp, type TestApp, usersOfEveryRole } from './helpers.ts';
import { callAs, fieldMessages } from './support/api-calls.ts';
import {
  courseBody,
  courseWorld,
  createCourse,
  created,
  insertAction,
  insertCourseDriver,
  insertStops,
} from './support/courses.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('courses', () => {
  it('creates, reads, updates and lists a course with the names joined; the client follows the contract', async () => {
    const { companyId, admin } = await createCompany(t);
    const w = await courseWorld(t, admin, companyId);
    const otherClient = await created(t, admin, '/v1/clients', { name: '別の取引先' });
    const course = await createCourse(t, admin, {
      driverId: w.driverId,
      vehicleId: w.vehicleId,
      contractId: w.contractId,
      clientId: otherClient.id,
      baseId: w.baseId,
      memo: '冷蔵品あり',
    });
    expect(course).toMatchObject({
      deliveryDate: '2026-11-24',
      name: '豊洲A便',
      driverId: w.driverId,
      driverName: '配送 一郎',
      vehicleId: w.vehicleId,
      vehicleRegistrationNumber: w.registrationNumber,
      contractName: '豊洲定期便',
      clientId: w.clientId,
      clientName: '株式会社東京食品',
      baseName: '江東営業所',
      status: 'planned',
      startTime: '08:00',
      endTime: '12:00',
      sourceCourseId: null,
      destinationCount: 0,
      completedCount: 0,
    });
    expect((await callAs(t, admin, 'GET', `/v1/courses/${course.id}`)).body).toEqual(course);
    const put = await callAs(t, admin, 'PUT', `/v1/courses/${course.id}`, {
      ...courseBody({ name: '豊洲A便(変更)', status: 'cancelled', clientId: otherClient.id }),
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({
      name: '豊洲A便(変更)',
      status: 'cancelled',
      driverId: null,
      contractId: null,
      clientId: otherClient.id,
      clientName: '別の取引先',
    });
    const list = await callAs(t, admin, 'GET', '/v1/courses');
    expect(list.body).toMatchObject({ total: 1, data: [{ id: course.id, name: '豊洲A便(変更)' }] });
  });

  it('counts a course’s stops and completed stops', async () => {
    const { companyId, admin } = await createCompany(t);
    const course = await createCourse(t, admin);
    await insertStops(t, companyId, course.id, ['completed', 'completed', 'arrived', 'pending', 'absent']);
    const read = (await callAs(t, admin, 'GET', `/v1/courses/${course.id}`)).body;
    expect(read).toMatchObject({ destinationCount: 5, completedCount: 2 });
  });

  it('filters the list by date, period, group, driver, vehicle, contract, client, status, unassigned and text', async () => {
    const { companyId, admin } = await createCompany(t);
    const w = await courseWorld(t, admin, companyId);
    const group = await created(t, admin, '/v1/groups', { name: '第1班' });
    const grouped = await insertCourseDriver(t, companyId, { name: '班 員', groupId: group.id });
    const a = await createCourse(t, admin, {
      name: '朝便',
      deliveryDate: '2026-11-24',
      driverId: w.driverId,
      vehicleId: w.vehicleId,
      contractId: w.contractId,
    });
    const b = await createCourse(t, admin, { name: '昼便', deliveryDate: '2026-11-25', driverId: grouped });
    const c = await createCourse(t, admin, { name: '夜便', deliveryDate: '2026-11-27', status: 'completed' });
    const ids = async (query: string) => {
      const res = await callAs(t, admin, 'GET', `/v1/courses?${query}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.total).toBe(res.body.data.length);
      return res.body.data.map((x: { id: string }) => x.id);
    };
    expect(await ids('')).toEqual([a.id, b.id, c.id]);
    expect(await ids('sort=-deliveryDate')).toEqual([c.id, b.id, a.id]);
    expect(await ids('deliveryDate=2026-11-25')).toEqual([b.id]);
    expect(await ids('from=2026-11-25&to=2026-11-30')).toEqual([b.id, c.id]);
    expect(await ids(`groupId=${group.id}`)).toEqual([b.id]);
    expect(await ids(`driverId=${w.driverId}&from=2026-11-01&to=2026-11-30`)).toEqual([a.id]);
    expect(await ids(`vehicleId=${w.vehicleId}`)).toEqual([a.id]);
    expect(await ids(`contractId=${w.contractId}&deliveryDate=2026-11-24`)).toEqual([a.id]);
    expect(await ids(`clientId=${w.clientId}`)).toEqual([a.id]);
    expect(await ids('status=completed')).toEqual([c.id]);
    expect(await ids('unassigned=true')).toEqual([b.id, c.id]);
    expect(await ids('unassigned=false')).toEqual([a.id]);
    expect(await ids(`q=${encodeURIComponent('昼')}`)).toEqual([b.id]);
  });

  it('answers validation errors in Japanese at the field', async () => {
    const { admin } = await createCompany(t);
    const res = await callAs(t, admin, 'POST', '/v1/courses', { name: '' });
    expect(res.status).toBe(400);
    const messages = fieldMessages(res.body);
    expect(messages.deliveryDate?.[0]).toMatch(/配送日/);
    expect(messages.name?.[0]).toMatch(/コース名/);
    const times = await callAs(
      t,
      admin,
      'POST',
      '/v1/courses',
      courseBody({ startTime: '12:00', endTime: '09:00' }),
    );
    expect(fieldMessages(times.body).endTime).toEqual(['終了予定は開始予定より後の時刻を入力してください']);
    const status = await callAs(t, admin, 'GET', '/v1/courses?status=x');
    expect(Object.keys(fieldMessages(status.body))).toEqual(['status']);
    const period = await callAs(t, admin, 'GET', '/v1/courses?from=2026-11-30&to=2026-11-01');
    expect(period.status).toBe(400);
    expect(fieldMessages(period.body).to).toEqual(['期間（終了）は期間（開始）以降の日付を指定してください']);
  });

  it('refuses references that are not the company’s, at their field', async () => {
    const { companyId, admin } = await createCompany(t);
    const other = await createCompany(t);
    const theirs = await courseWorld(t, other.admin, other.companyId);
    await courseWorld(t, admin, companyId);
    for (const [field, message] of [
      ['driverId', '指定されたドライバーが見つかりません'],
      ['vehicleId', '指定された車両が見つかりません'],
      ['contractId', '指定された契約が見つかりません'],
      ['clientId', '指定された取引先が見つかりません'],
      ['baseId', '指定された拠点が見つかりません'],
    ] as const) {
      const res = await callAs(t, admin, 'POST', '/v1/courses', courseBody({ [field]: theirs[field] }));
      expect(res.status, field).toBe(400);
      expect(fieldMessages(res.body)[field]).toEqual([message]);
    }
  });

  it('refuses a contract whose period does not include the delivery date', async () => {
    const { companyId, admin } = await createCompany(t);
    const w = await courseWorld(t, admin, companyId);
    const res = await callAs(
      t,
      admin,
      'POST',
      '/v1/courses',
      courseBody({ contractId: w.contractId, deliveryDate: '2027-04-01' }),
    );
    expect(res.status).toBe(400);
    expect(fieldMessages(res.body).contractId).toEqual([
      '契約「豊洲定期便」の期間（2026/04/01〜2027/03/31）外の配送日です',
    ]);
  });

  it('refuses an inactive driver or one whose licence expired before the date, at driverId (409)', async () => {
    const { companyId, admin } = await createCompany(t);
    const inactive = await insertCourseDriver(t, companyId, { active: false });
    const expiring = await insertCourseDriver(t, companyId, { licence: '2026-11-24' });
    const off = await callAs(t, admin, 'POST', '/v1/courses', courseBody({ driverId: inactive }));
    expect(off.status).toBe(409);
    expect(off.body.message).toBe('このドライバーは無効のため割り当てられません。');
    expect(fieldMessages(off.body).driverId).toEqual(['このドライバーは無効のため割り当てられません。']);
    // Valid through its expiry day; refused from the day after, naming the date.
    const lastDay = await createCourse(t, admin, { driverId: expiring });
    const late = await callAs(
      t,
      admin,
      'POST',
      '/v1/courses',
      courseBody({ driverId: expiring, deliveryDate: '2026-11-25' }),
    );
    expect(late.status).toBe(409);
    expect(fieldMessages(late.body).driverId?.[0]).toContain('2026/11/24');
    // Editing the memo of the course keeps its driver; moving it past the expiry is refused.
    const memo = await callAs(
      t,
      admin,
      'PUT',
      `/v1/courses/${lastDay.id}`,
      courseBody({ driverId: expiring, memo: '時間変更' }),
    );
    expect(memo.status).toBe(200);
    const moved = await callAs(
      t,
      admin,
      'PUT',
      `/v1/courses/${lastDay.id}`,
      courseBody({ driverId: expiring, deliveryDate: '2026-12-01' }),
    );
    expect(moved.status).toBe(409);
    expect(fieldMessages(moved.body).driverId?.[0]).toMatch(/運転免許証/);
  });

  it('keeps a course whose driver was deactivated editable, and refuses giving it to them again after a change', async () => {
    const { companyId, admin } = await createCompany(t);
    const driverId = await insertCourseDriver(t, companyId);
    const course = await createCourse(t, admin, { driverId });
    await t.database.db.update(drivers).set({ active: false }).where(eq(drivers.id, driverId));
    expect(
      (await callAs(t, admin, 'PUT', `/v1/courses/${course.id}`, courseBody({ driverId, memo: 'x' }))).status,
    ).toBe(200);
    expect(
      (await callAs(t, admin, 'PUT', `/v1/courses/${course.id}`, courseBody({ memo: 'x' }))).status,
    ).toBe(200);
    expect((await callAs(t, admin, 'PUT', `/v1/courses/${course.id}`, courseBody({ driverId }))).status).toBe(
      409,
    );
  });

  it('deletes a course, but not one with recorded actions (409)', async () => {
    const { companyId, admin } = await createCompany(t);
    const idle = await createCourse(t, admin);
    await insertStops(t, companyId, idle.id, ['pending']);
    expect((await callAs(t, admin, 'DELETE', `/v1/courses/${idle.id}`)).status).toBe(204);
    expect((await callAs(t, admin, 'GET', `/v1/courses/${idle.id}`)).status).toBe(404);
    const running = await createCourse(t, admin);
    const [stop] = await insertStops(t, companyId, running.id, ['arrived']);
    await insertAction(t, companyId, running.id, stop as string);
    const res = await callAs(t, admin, 'DELETE', `/v1/courses/${running.id}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('このコースには作業実績が記録されているため削除できません。');
    expect((await callAs(t, admin, 'GET', `/v1/courses/${running.id}`)).status).toBe(200);
  });

  it('removes several courses all or nothing', async () => {
    const { companyId, admin } = await createCompany(t);
    const other = await createCompany(t);
    const [a, b, c] = [
      await createCourse(t, admin),
      await createCourse(t, admin),
      await createCourse(t, admin),
    ];
    const theirs = await createCourse(t, other.admin);
    const url = '/v1/courses/actions/remove-multiple';
    expect((await callAs(t, admin, 'POST', url, { ids: [a.id, theirs.id] })).status).toBe(404);
    const [stop] = await insertStops(t, companyId, c.id, ['completed']);
    await insertAction(t, companyId, c.id, stop as string, 'completed');
    const refused = await callAs(t, admin, 'POST', url, { ids: [a.id, b.id, c.id] });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('1件は作業実績が記録されている');
    expect((await callAs(t, admin, 'GET', '/v1/courses')).body.total).toBe(3);
    const done = await callAs(t, admin, 'POST', url, { ids: [a.id, b.id, a.id] });
    expect(done).toEqual({ status: 200, body: { count: 2 } });
    expect((await callAs(t, admin, 'GET', '/v1/courses')).body.data.map((x: { id: string }) => x.id)).toEqual(
      [c.id],
    );
    const empty = await callAs(t, admin, 'POST', url, { ids: [] });
    expect(fieldMessages(empty.body).ids).toEqual(['コースを選択してください']);
  });

  it('assigns a contract (and its client) to several courses', async () => {
    const { companyId, admin } = await createCompany(t);
    const other = await createCompany(t);
    const w = await courseWorld(t, admin, companyId);
    const theirs = await courseWorld(t, other.admin, other.companyId);
    const a = await createCourse(t, admin);
    const b = await createCourse(t, admin, { deliveryDate: '2026-12-01' });
    const url = '/v1/courses/actions/assign-contracts';
    const res = await callAs(t, admin, 'POST', url, { courseIds: [a.id, b.id], contractId: w.contractId });
    expect(res).toEqual({ status: 200, body: { count: 2 } });
    expect((await callAs(t, admin, 'GET', `/v1/courses/${b.id}`)).body).toMatchObject({
      contractId: w.contractId,
      clientId: w.clientId,
      clientName: '株式会社東京食品',
    });
    const foreign = await callAs(t, admin, 'POST', url, { courseIds: [a.id], contractId: theirs.contractId });
    expect(fieldMessages(foreign.body).contractId).toEqual(['指定された契約が見つかりません']);
    const late = await createCourse(t, admin, { deliveryDate: '2027-05-01' });
    const outside = await callAs(t, admin, 'POST', url, {
      courseIds: [a.id, late.id],
      contractId: w.contractId,
    });
    expect(outside.status).toBe(400);
    expect(fieldMessages(outside.body).contractId?.[0]).toMatch(/期間.*外.*1件/);
  });

  // Another company's 404 on GET, PUT, DELETE, copy and carry-over of /v1/courses/:id, the course
  // unchanged: route-security.test.ts. Ids in a body are not in the path, so they are tried here.
  it('refuses another company’s course named in a body', async () => {
    const { admin } = await createCompany(t);
    const other = await createCompany(t);
    const theirs = await createCourse(t, other.admin);
    const res = await callAs(t, admin, 'POST', '/v1/courses/actions/assign-contracts', {
      courseIds: [theirs.id],
      contractId: theirs.id,
    });
    expect([404, 400]).toContain(res.status);
    expect((await callAs(t, other.admin, 'GET', `/v1/courses/${theirs.id}`)).status).toBe(200);
  });

  it('refuses drivers, consignor users and the system administrator', async () => {
    const { byRole } = await usersOfEveryRole(t);
    const id = '0190a3b4-0000-7000-8000-000000000000';
    for (const user of [byRole.driver, byRole.consignor_user, byRole.system_admin]) {
      for (const [method, url] of [
        ['GET', '/v1/courses'],
        ['POST', '/v1/courses'],
        ['GET', '/v1/courses/calendar-by-driver'],
        ['GET', '/v1/courses/timeline'],
        ['GET', `/v1/courses/${id}`],
        ['PUT', `/v1/courses/${id}`],
        ['DELETE', `/v1/courses/${id}`],
        ['POST', `/v1/courses/${id}/copy`],
        ['POST', `/v1/courses/${id}/carry-over`],
        ['POST', '/v1/courses/actions/remove-multiple'],
        ['POST', '/v1/courses/actions/assign-contracts'],
      ] as const) {
        const res = await callAs(
          t,
          user,
          method,
          url,
          method === 'GET' || method === 'DELETE' ? undefined : {},
        );
        expect(res.status, `${user.role} ${method} ${url}`).toBe(403);
      }
    }
  });
});
