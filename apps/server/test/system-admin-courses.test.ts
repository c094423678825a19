import type { Calendar, CourseSummary } from '@rikuun/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../src/lib/tenancy/companies.table.ts';
import {
  createCompany,
  createConsignor,
  createTestApp,
  createUser,
  type TestApp,
  type TestUser,
} from './helpers.ts';
import { callAs, fieldMessages } from './support/api-calls.ts';
import { csv, utf8 } from './support/course-import.ts';
import { HEADER, line, upload } from './support/routing-source.ts';

let t: TestApp;
let sysadmin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  sysadmin = await createUser(t, 'system_admin');
});
afterAll(() => t.close());

const DAY = '2026-12-03';
const importRows = (body: Record<string, unknown>) =>
  callAs(t, sysadmin, 'POST', '/v1/system-admin/courses/import', body);
const assign = (id: string, companyId: string, user = sysadmin) =>
  callAs(t, user, 'POST', `/v1/system-admin/courses/${id}/assign-company`, { companyId });

/** A consignor with one upload: two rows of route 東京1便, one of 東京2便, one without route, one bad, one other day. */
async function consignorWithRows() {
  const c = await createConsignor(t);
  const res = await upload(
    t,
    c.user,
    utf8(
      csv(
        HEADER,
        line(DAY, '東京1便', '一番目', '東京都千代田区1-1', { latitude: '35.68', longitude: '139.76' }),
        line(DAY, '東京2便', '二便の店', '東京都港区2-2'),
        line(DAY, '東京1便', '二番目', '東京都千代田区1-2', { quantity: '3' }),
        line(DAY, '', 'ルートなし', '東京都新宿区4-4'),
        line(DAY, '東京1便', '', '東京都千代田区9-9'),
        line('2026-12-04', '東京1便', '翌日', '東京都千代田区5-5'),
      ),
    ),
  );
  expect(res.statusCode, res.body).toBe(201);
  return c;
}

describe('system administrator courses', () => {
  it('imports the new rows of a date into one course per route and marks them processed', async () => {
    const c = await consignorWithRows();
    const res = await importRows({ consignorId: c.consignorId, deliveryDate: DAY });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.rowCount).toBe(4);
    const byName = Object.fromEntries(res.body.courses.map((x: { name: string }) => [x.name, x]));
    expect(Object.keys(byName).sort()).toEqual(['テスト荷主株式会社 12/3', '東京1便', '東京2便']);
    expect(byName.東京1便).toMatchObject({
      consignorId: c.consignorId,
      consignorName: 'テスト荷主株式会社',
      deliveryDate: DAY,
      routeKey: '東京1便',
      stopCount: 2,
      status: 'unassigned',
      assignedCompanyId: null,
    });
    expect(byName.東京1便.stops.map((s: { name: string }) => s.name)).toEqual(['一番目', '二番目']);
    expect(byName.東京1便.stops[0]).toMatchObject({ latitude: 35.68, longitude: 139.76 });

    const rows = (await callAs(t, c.user, 'GET', `/v1/consignor/routing-source?deliveryDate=${DAY}`)).body
      .data;
    const status = Object.fromEntries(
      rows.map((r: { lineNumber: number; status: string }) => [r.lineNumber, r.status]),
    );
    expect(status).toEqual({ 2: 'processed', 3: 'processed', 4: 'processed', 5: 'processed', 6: 'new' });

    const again = await importRows({ consignorId: c.consignorId, deliveryDate: DAY });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('この日の未処理の配送データ（エラーのない行）がありません。');
  });

  it('puts every row in one course when told, and checks the input', async () => {
    const c = await consignorWithRows();
    const res = await importRows({ consignorId: c.consignorId, deliveryDate: DAY, groupBy: 'single' });
    expect(res.body.courses).toHaveLength(1);
    expect(res.body.courses[0].stopCount).toBe(4);
    const bad = await importRows({ consignorId: 'x', deliveryDate: '2026-02-30', groupBy: 'many' });
    expect(Object.keys(fieldMessages(bad.body)).sort()).toEqual(['consignorId', 'deliveryDate', 'groupBy']);
    const unknown = await importRows({ consignorId: crypto.randomUUID(), deliveryDate: DAY });
    expect(fieldMessages(unknown.body).consignorId).toEqual(['荷主が見つかりません']);
  });

  it('lists by date, consignor and status', async () => {
    const a = await consignorWithRows();
    const b = await consignorWithRows();
    await importRows({ consignorId: a.consignorId, deliveryDate: DAY });
    await importRows({ consignorId: b.consignorId, deliveryDate: DAY });
    const list = (q: string) => callAs(t, sysadmin, 'GET', `/v1/system-admin/courses?${q}`);
    const ofA = (await list(`consignorId=${a.consignorId}&deliveryDate=${DAY}`)).body;
    expect(ofA.total).toBe(3);
    expect(ofA.data.every((x: { consignorId: string }) => x.consignorId === a.consignorId)).toBe(true);
    expect((await list(`consignorId=${a.consignorId}&deliveryDate=2026-12-04`)).body.total).toBe(0);
    const { companyId } = await createCompany(t);
    await assign(ofA.data[0].id, companyId);
    const assigned = (await list(`consignorId=${a.consignorId}&status=assigned`)).body;
    expect(assigned.data.map((x: { id: string }) => x.id)).toEqual([ofA.data[0].id]);
    expect(assigned.data[0].assignedCompanyName).toBe('テスト運送株式会社');
  });

  it('assigns a course to a company, where it is an unassigned course of the 配車表; twice is 409', async () => {
    const c = await consignorWithRows();
    const made = await importRows({ consignorId: c.consignorId, deliveryDate: DAY });
    const course = made.body.courses.find((x: { name: string }) => x.name === '東京1便');
    const { companyId, admin } = await createCompany(t);
    const res = await assign(course.id, companyId);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ status: 'assigned', assignedCompanyId: companyId });
    const courseId = res.body.assignedCourseId;

    const listed = (await callAs(t, admin, 'GET', `/v1/courses?deliveryDate=${DAY}`)).body;
    expect(listed.data.map((x: { id: string }) => x.id)).toEqual([courseId]);
    const own = (await callAs(t, admin, 'GET', `/v1/courses/${courseId}`)).body;
    expect(own).toMatchObject({
      name: '東京1便',
      consignorId: c.consignorId,
      driverId: null,
      vehicleId: null,
      status: 'planned',
    });
    const stops = (await callAs(t, admin, 'GET', `/v1/courses/${courseId}/destinations`)).body;
    const names = (stops.data ?? stops).map((s: { name: string; sequence: number }) => [s.sequence, s.name]);
    expect(names).toEqual([
      [1, '一番目'],
      [2, '二番目'],
    ]);
    const calendar: Calendar = (
      await callAs(t, admin, 'GET', `/v1/courses/calendar-by-driver?deliveryDate=${DAY}`)
    ).body;
    const unassigned = calendar.drivers.find((d) => d.driverId === null);
    expect(((unassigned?.courses[DAY] ?? []) as CourseSummary[]).map((x) => x.id)).toEqual([courseId]);

    const twice = await assign(course.id, companyId);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('このコースはすでに運送会社に割り当てられています。');
  });

  it('refuses an inactive or unknown company and an unknown course, changing nothing', async () => {
    const c = await consignorWithRows();
    const made = await importRows({ consignorId: c.consignorId, deliveryDate: DAY });
    const id = made.body.courses[0].id;
    const { companyId } = await createCompany(t);
    await t.database.db.update(companies).set({ active: false }).where(eq(companies.id, companyId));
    const inactive = await assign(id, companyId);
    expect(inactive.status).toBe(409);
    expect(inactive.body.message).toBe('この運送会社は無効になっているため割り当てできません。');
    const unknown = await assign(id, crypto.randomUUID());
    expect(fieldMessages(unknown.body).companyId).toEqual(['運送会社が見つかりません']);
    expect((await assign(crypto.randomUUID(), companyId)).status).toBe(404);
    const list = await callAs(
      t,
      sysadmin,
      'GET',
      `/v1/system-admin/courses?consignorId=${c.consignorId}&status=assigned`,
    );
    expect(list.body.total).toBe(0);
  });

  it('refuses other roles', async () => {
    const c = await consignorWithRows();
    const { admin, companyId } = await createCompany(t);
    for (const user of [admin, c.user]) {
      expect((await callAs(t, user, 'GET', '/v1/system-admin/courses')).status).toBe(403);
      const res = await callAs(t, user, 'POST', '/v1/system-admin/courses/import', {
        consignorId: c.consignorId,
        deliveryDate: DAY,
      });
      expect(res.status).toBe(403);
      expect((await assign(crypto.randomUUID(), companyId, user)).status).toBe(403);
    }
  });
});
