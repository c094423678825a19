import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers } from '../src/features/drivers/drivers.table.ts';
import { jobs } from '../src/lib/jobs/jobs.table.ts';
import {
  bearer,
  createCompany,
  createTestApp,
  createUser,
  type TestApp,
  usersOfEveryRole,
} from './helpers.ts';
import { callAs, fieldMessages } from './support/api-calls.ts';
import { insertCourse } from './support/course-rows.ts';
import { multipartBody } from './support/multipart.ts';
import { pngBytes } from './support/samples.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A company's course run by a driver who signs in, and another driver of the same company. */
async function world() {
  const { companyId, admin } = await createCompany(t);
  const driverUser = await createUser(t, 'driver', { companyId });
  const [driver] = await t.database.db.select().from(drivers).where(eq(drivers.userId, driverUser.id));
  if (!driver) throw new Error('driver missing');
  const otherDriver = await createUser(t, 'driver', { companyId });
  const course = await insertCourse(t.database.db, companyId, { driverId: driver.id, name: '豊洲便' });
  return { companyId, admin, driverUser, otherDriver, course };
}

const pushesTo = async (userId: string) =>
  (await t.database.db.select().from(jobs).where(eq(jobs.type, 'push'))).filter(
    (j) => (j.payload as { userId?: string }).userId === userId,
  );

describe('course messages', () => {
  it('carries a message from the office to the driver, pushed, and back with read receipts', async () => {
    const w = await world();
    const office = `/v1/courses/${w.course.id}/messages`;
    const own = `/v1/self/courses/${w.course.id}/messages`;

    const sent = await callAs(t, w.admin, 'POST', office, { body: '荷物が1個増えます。' });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body).toMatchObject({
      side: 'office',
      body: '荷物が1個増えます。',
      readAt: null,
      images: [],
    });
    const pushes = await pushesTo(w.driverUser.id);
    expect(pushes).toHaveLength(1);
    expect(pushes[0]?.payload).toMatchObject({
      title: '事務所からのメッセージ（豊洲便）',
      body: '荷物が1個増えます。',
      url: `/driver/courses/${w.course.id}`,
    });

    // The office still sees it unread; the driver reads it, and the office then sees the receipt.
    expect((await callAs(t, w.admin, 'GET', office)).body.data[0].readAt).toBeNull();
    const read = await callAs(t, w.driverUser, 'GET', own);
    expect(read.status).toBe(200);
    expect(read.body.total).toBe(1);
    const receipt = (await callAs(t, w.admin, 'GET', office)).body.data[0];
    expect(receipt.readAt).not.toBeNull();

    // The driver answers with a photo (multipart); it stays unread until the office opens the thread.
    const { payload, headers } = multipartBody([
      { name: 'body', value: '了解しました。' },
      { name: 'images', fileName: 'nimotsu.png', data: pngBytes(), contentType: 'image/png' },
    ]);
    const answer = await t.app.inject({
      method: 'POST',
      url: own,
      payload,
      headers: { ...headers, ...bearer(w.driverUser) },
    });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json().images).toHaveLength(1);
    expect(answer.json().images[0].thumbnailUrl).toEqual(expect.any(String));
    // No push to anyone for the driver's message: staff see it as an alert.
    expect(await pushesTo(w.driverUser.id)).toHaveLength(1);
    const alerts = await callAs(t, w.admin, 'GET', '/v1/alerts');
    const alert = alerts.body.data.find((a: { kind: string }) => a.kind === 'course_message');
    expect(alert).toMatchObject({ subjectId: w.course.id, subjectName: '豊洲便' });
    expect(alert.message).toBe('ドライバーからの未読メッセージが1件あります');

    const thread = (await callAs(t, w.admin, 'GET', office)).body.data;
    expect(thread.map((m: { side: string }) => m.side)).toEqual(['office', 'driver']);
    expect(thread[1].readAt).not.toBeNull();
    const after = await callAs(t, w.admin, 'GET', '/v1/alerts');
    expect(after.body.data.some((a: { kind: string }) => a.kind === 'course_message')).toBe(false);
  });

  it('refuses an empty message and too long a text at the field', async () => {
    const w = await world();
    const empty = await callAs(t, w.admin, 'POST', `/v1/courses/${w.course.id}/messages`, { body: '  ' });
    expect(empty.status).toBe(400);
    expect(fieldMessages(empty.body).body).toEqual(['本文を入力するか、写真を添付してください']);
    const long = await callAs(t, w.driverUser, 'POST', `/v1/self/courses/${w.course.id}/messages`, {
      body: 'あ'.repeat(2001),
    });
    expect(long.status).toBe(400);
    expect(fieldMessages(long.body).body?.[0]).toMatch(/本文/);
    expect((await callAs(t, w.admin, 'GET', `/v1/courses/${w.course.id}/messages`)).body.total).toBe(0);
  });

  it('keeps the thread to the company and the course’s own driver', async () => {
    const w = await world();
    await callAs(t, w.admin, 'POST', `/v1/courses/${w.course.id}/messages`, { body: '確認してください' });
    // Another driver of the same company, another company: 404.
    for (const method of ['GET', 'POST'] as const)
      expect(
        (
          await callAs(
            t,
            w.otherDriver,
            method,
            `/v1/self/courses/${w.course.id}/messages`,
            method === 'POST' ? { body: 'x' } : undefined,
          )
        ).status,
        method,
      ).toBe(404);
    const stranger = await createCompany(t, '別テナント株式会社');
    expect((await callAs(t, stranger.admin, 'GET', `/v1/courses/${w.course.id}/messages`)).status).toBe(404);
    expect(
      (await callAs(t, stranger.admin, 'POST', `/v1/courses/${w.course.id}/messages`, { body: 'x' })).status,
    ).toBe(404);
    // Roles: the staff routes refuse drivers and others; the driver's refuse staff.
    const { byRole } = await usersOfEveryRole(t);
    for (const role of ['driver', 'consignor_user', 'system_admin'] as const)
      expect((await callAs(t, byRole[role], 'GET', `/v1/courses/${w.course.id}/messages`)).status, role).toBe(
        403,
      );
    for (const role of ['company_admin', 'consignor_user', 'system_admin'] as const)
      expect(
        (await callAs(t, byRole[role], 'GET', `/v1/self/courses/${w.course.id}/messages`)).status,
        role,
      ).toBe(403);
    // Nothing was written by the refused calls.
    const rows = await callAs(t, w.admin, 'GET', `/v1/courses/${w.course.id}/messages`);
    expect(rows.body.total).toBe(1);
  });
});
