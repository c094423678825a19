import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../src/features/courses/courses.table.ts';
import { destinations } from '../src/features/destinations/destinations.table.ts';
import { drivers } from '../src/features/drivers/drivers.table.ts';
import { vehicles } from '../src/features/vehicles/vehicles.table.ts';
import { jobs } from '../src/lib/jobs/jobs.table.ts';
import { pushSubscriptions } from '../src/lib/push/push.table.ts';
import { createCompany, createConsignor, createTestApp, createUser, type TestApp } from './helpers.ts';
import { callAs, fieldMessages } from './support/api-calls.ts';
import { createDriver } from './support/drivers.ts';
import { parseMail } from './support/mail-parse.ts';
import { browserKeys, decryptPush, startPushEndpoint, subscriptionJson } from './support/push-endpoint.ts';
import { startSmtpServer } from './support/smtp-server.ts';
import { insertDriver } from './support/test-drivers.ts';

/** Assignment notifications: mail through a real SMTP server, Web Push to a local push service. */
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let pushService: Awaited<ReturnType<typeof startPushEndpoint>>;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpServer();
  pushService = await startPushEndpoint();
  t = await createTestApp({
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    MAIL_FROM: 'Rikuun <no-reply@rikuun.test>',
    PUBLIC_URL: 'https://rikuun.example',
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  await pushService.close();
});

const URL_PATH = '/v1/courses/actions/send-assign-notifications';
let serial = 0;

async function insertVehicle(companyId: string, registrationNumber: string) {
  const [row] = await t.database.db
    .insert(vehicles)
    .values({ companyId, registrationNumber, vehicleClass: 'small' })
    .returning({ id: vehicles.id });
  return row?.id as string;
}

async function insertCourse(
  companyId: string,
  values: {
    name: string;
    deliveryDate: string;
    driverId?: string;
    vehicleId?: string;
    startTime?: string;
    stops?: number;
  },
) {
  const { stops = 0, ...course } = values;
  const [row] = await t.database.db
    .insert(courses)
    .values({ companyId, ...course })
    .returning({ id: courses.id });
  const id = row?.id as string;
  for (let i = 1; i <= stops; i++)
    await t.database.db
      .insert(destinations)
      .values({ companyId, courseId: id, sequence: i, name: `配送先${i}` });
  return id;
}

const notifiedAt = async (ids: string[]) =>
  Object.fromEntries(
    (
      await t.database.db
        .select({ id: courses.id, at: courses.assignmentNotifiedAt })
        .from(courses)
        .where(inArray(courses.id, ids))
    ).map((r) => [r.id, r.at]),
  );

const assignmentMails = (to: string) =>
  smtp
    .to(to)
    .map((m) => parseMail(m.raw))
    .filter((m) => m.subject.includes('配車のお知らせ'));

/** The driver's sign-in user, and a browser subscribed at the local push service for it. */
async function subscribeDriver(driverId: string, path: string, status = 201) {
  const [row] = await t.database.db
    .select({ userId: drivers.userId })
    .from(drivers)
    .where(eq(drivers.id, driverId));
  const userId = row?.userId as string;
  const keys = browserKeys();
  const url = pushService.url(path);
  await t.database.db
    .insert(pushSubscriptions)
    .values({ userId, platform: 'web', token: subscriptionJson(url, keys), endpoint: url });
  pushService.answer(path, status);
  return { userId, keys };
}

const send = (user: { token: string }, courseIds: unknown) =>
  callAs(t, user, 'POST', URL_PATH, { courseIds });

describe('POST /v1/courses/actions/send-assign-notifications', () => {
  it("mails and pushes each driver the day's courses, and stamps the selected courses", async () => {
    const { companyId, admin } = await createCompany(t, '東京配送株式会社');
    const driver = await createDriver(t, admin, { name: '配送 一郎' });
    await t.app.jobs.runDue(); // the invitation
    const phonePath = `/phone-${serial++}`;
    const gonePath = `/gone-${serial++}`;
    const { userId, keys } = await subscribeDriver(driver.id, phonePath);
    await subscribeDriver(driver.id, gonePath, 410);
    const vehicleId = await insertVehicle(companyId, '品川 100 あ 12-34');
    const day = '2026-04-07';
    const morning = await insertCourse(companyId, {
      name: '朝便 江東ルート',
      deliveryDate: day,
      driverId: driver.id,
      vehicleId,
      startTime: '08:00',
      stops: 3,
    });
    // Not selected, but the same driver and day: listed in the same message, not stamped.
    const afternoon = await insertCourse(companyId, {
      name: '午後便 品川ルート',
      deliveryDate: day,
      driverId: driver.id,
      startTime: '13:30',
      stops: 1,
    });
    const nextDay = await insertCourse(companyId, {
      name: '翌日便 大田ルート',
      deliveryDate: '2026-04-08',
      driverId: driver.id,
    });
    const unassigned = await insertCourse(companyId, { name: '未割当便', deliveryDate: day });
    const cancelled = await insertCourse(companyId, {
      name: '中止便',
      deliveryDate: day,
      driverId: driver.id,
    });
    await t.database.db.update(courses).set({ status: 'cancelled' }).where(eq(courses.id, cancelled));

    const res = await send(admin, [morning, nextDay, unassigned, morning]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ count: 2, drivers: 1, skipped: 1 });
    const stamped = await notifiedAt([morning, afternoon, nextDay, unassigned]);
    expect(stamped[morning]).toBeInstanceOf(Date);
    expect(stamped[nextDay]).toBeInstanceOf(Date);
    expect(stamped[afternoon]).toBeNull();
    expect(stamped[unassigned]).toBeNull();

    await t.app.jobs.runDue();
    const mails = assignmentMails(driver.email);
    expect(mails.map((m) => m.subject).sort()).toEqual([
      '【東京配送株式会社】4月7日（火）の配車のお知らせ',
      '【東京配送株式会社】4月8日（水）の配車のお知らせ',
    ]);
    const tuesday = mails.find((m) => m.subject.includes('4月7日'))?.text ?? '';
    expect(tuesday).toContain('配送 一郎 様');
    expect(tuesday).not.toContain('Rikuun');
    expect(tuesday).toContain('東京配送株式会社（陸運 より送信）');
    expect(tuesday).toContain('ご不明な点は東京配送株式会社のご担当者へお問い合わせください。');
    expect(tuesday).toContain('東京配送株式会社より、4月7日（火）の配車をお知らせします。');
    expect(tuesday).toContain('1. 朝便 江東ルート');
    expect(tuesday).toContain('開始予定：08:00　配送先：3件　車両：品川 100 あ 12-34');
    expect(tuesday).toContain('2. 午後便 品川ルート');
    expect(tuesday).toContain('開始予定：13:30　配送先：1件　車両：未定');
    expect(tuesday).not.toContain('翌日便');
    expect(tuesday).not.toContain('未割当便');
    expect(tuesday).not.toContain('中止便');
    expect(tuesday).toContain('https://rikuun.example/driver/courses?date=2026-04-07');

    // One push per day to the phone, encrypted for it; the unsubscribed browser (410) is forgotten.
    const pushes = pushService.to(phonePath).map((r) => JSON.parse(decryptPush(r.body, keys)));
    expect(pushes).toEqual(
      expect.arrayContaining([
        {
          title: '配車のお知らせ',
          body: '4月7日のコースが2件あります',
          url: '/driver/courses?date=2026-04-07',
        },
        {
          title: '配車のお知らせ',
          body: '4月8日のコースが1件あります',
          url: '/driver/courses?date=2026-04-08',
        },
      ]),
    );
    expect(pushes).toHaveLength(2);
    // The two days' pushes may run side by side (PostgreSQL's pool): both can meet the 410 before
    // either forgets the subscription. Once forgotten, nothing more goes there.
    const goneBefore = pushService.to(gonePath).length;
    expect(goneBefore).toBeGreaterThanOrEqual(1);
    const left = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId));
    expect(left.map((s) => s.endpoint)).toEqual([pushService.url(phonePath)]);
    expect((await send(admin, [morning])).status).toBe(200);
    await t.app.jobs.runDue();
    expect(pushService.to(phonePath)).toHaveLength(3);
    expect(pushService.to(gonePath)).toHaveLength(goneBefore);
  });

  it('skips courses whose driver cannot be told (no sign-in user, inactive), and sends nothing when none can', async () => {
    const { companyId, admin } = await createCompany(t);
    const noUser = await insertDriver(t, companyId, { name: '連絡先なし' });
    const inactive = (await createDriver(t, admin, { name: '退職済' })).id as string;
    await t.app.jobs.runDue();
    await t.database.db.update(drivers).set({ active: false }).where(eq(drivers.id, inactive));
    const a = await insertCourse(companyId, { name: 'A', deliveryDate: '2026-04-07', driverId: noUser });
    const b = await insertCourse(companyId, { name: 'B', deliveryDate: '2026-04-07', driverId: inactive });
    const before = await t.database.db.select({ id: jobs.id }).from(jobs);
    const res = await send(admin, [a, b]);
    expect(res.body).toEqual({ count: 0, drivers: 0, skipped: 2 });
    expect(await t.database.db.select({ id: jobs.id }).from(jobs)).toHaveLength(before.length);
    expect(Object.values(await notifiedAt([a, b]))).toEqual([null, null]);
  });

  it("answers 404 when any id is another company's, a deleted course's or unknown, and sends nothing", async () => {
    const own = await createCompany(t);
    const other = await createCompany(t, '別テナント株式会社');
    const driver = await createDriver(t, own.admin);
    await t.app.jobs.runDue();
    const mine = await insertCourse(own.companyId, {
      name: '自社便',
      deliveryDate: '2026-04-07',
      driverId: driver.id,
    });
    const theirs = await insertCourse(other.companyId, { name: '他社便', deliveryDate: '2026-04-07' });
    const deleted = await insertCourse(own.companyId, { name: '削除済', deliveryDate: '2026-04-07' });
    await t.database.db.update(courses).set({ deletedAt: new Date() }).where(eq(courses.id, deleted));
    const before = (await t.database.db.select({ id: jobs.id }).from(jobs)).length;
    for (const ids of [
      [mine, theirs],
      [mine, deleted],
      [mine, '0192f000-0000-7000-8000-00000000abcd'],
    ]) {
      const res = await send(own.admin, ids);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ error: 'not_found', message: 'コースが見つかりません。' });
    }
    expect(await t.database.db.select({ id: jobs.id }).from(jobs)).toHaveLength(before);
    expect((await notifiedAt([mine]))[mine]).toBeNull();
  });

  it('answers 400 in Japanese at courseIds', async () => {
    const { admin } = await createCompany(t);
    const empty = await send(admin, []);
    expect(empty.status).toBe(400);
    expect(fieldMessages(empty.body).courseIds).toEqual(['コースを選択してください']);
    const bad = await send(admin, ['x']);
    expect(bad.status).toBe(400);
    const missing = await callAs(t, admin, 'POST', URL_PATH, {});
    expect(fieldMessages(missing.body).courseIds).toEqual(['コースを選択してください']);
  });

  it('refuses drivers, consignor users and the system administrator', async () => {
    const { companyId } = await createCompany(t);
    const course = await insertCourse(companyId, { name: 'A', deliveryDate: '2026-04-07' });
    const users = [
      await createUser(t, 'driver', { companyId }),
      (await createConsignor(t)).user,
      await createUser(t, 'system_admin'),
    ];
    for (const user of users) expect((await send(user, [course])).status).toBe(403);
    expect((await notifiedAt([course]))[course]).toBeNull();
  });
});
