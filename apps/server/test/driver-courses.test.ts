import fs from 'node:fs';
import path from 'node:path';
import { addDays, impossibleActionMessage, PROOF_IMAGE_MAX_BYTES, todayInTokyo } from '@rikuun/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../src/features/courses/courses.table.ts';
import { destinationActions } from '../src/features/destination-actions/destination-actions.table.ts';
import { drivers } from '../src/features/drivers/drivers.table.ts';
import { vehicles } from '../src/features/vehicles/vehicles.table.ts';
import { bearer, createCompany, createTestApp, createUser, type TestApp, type TestUser } from './helpers.ts';
import { callAs, fieldMessages } from './support/api-calls.ts';
import { courseRow, insertCourse } from './support/course-rows.ts';
import { type MultipartPart, multipartBody } from './support/multipart.ts';
import { bigPngBytes, jpegBytes, pngBytes, textBytes } from './support/samples.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const today = todayInTokyo();
/** A few minutes ago, but not before today's 00:00 in Tokyo (an action is never before its course's day). */
const minutesAgo = (m: number) =>
  new Date(Math.max(Date.now() - m * 60_000, Date.parse(`${today}T00:00:00+09:00`))).toISOString();

async function driverIdOf(user: TestUser) {
  const [row] = await t.database.db.select().from(drivers).where(eq(drivers.userId, user.id));
  if (!row) throw new Error('driver row missing');
  return row.id;
}

/** A company with two drivers; the first has today's course of `count` stops (made through the API). */
async function setup(count = 3) {
  const { companyId, admin } = await createCompany(t);
  const driver = await createUser(t, 'driver', { companyId });
  const other = await createUser(t, 'driver', { companyId });
  const [vehicle] = await t.database.db
    .insert(vehicles)
    .values({ companyId, registrationNumber: '品川 100 あ 1234', vehicleClass: 'small' })
    .returning();
  const course = await insertCourse(t.database.db, companyId, {
    deliveryDate: today,
    name: '午前便',
    startTime: '09:00',
    driverId: await driverIdOf(driver),
    vehicleId: vehicle?.id,
  });
  const stops: { id: string }[] = [];
  for (let i = 0; i < count; i++) {
    const res = await callAs(t, admin, 'POST', `/v1/courses/${course.id}/destinations`, {
      name: `配送先${i + 1}`,
      latitude: 35 + i / 100,
      longitude: 139,
    });
    stops.push(res.body);
  }
  return { companyId, admin, driver, other, course, stops, vehicle };
}

const selfCourses = (user: TestUser, date?: string) =>
  callAs(t, user, 'GET', `/v1/self/courses${date ? `?deliveryDate=${date}` : ''}`);
const act = (user: TestUser, stopId: string, body: Record<string, unknown>) =>
  callAs(t, user, 'POST', `/v1/self/destinations/${stopId}/actions`, body);

async function actForm(user: TestUser, stopId: string, parts: MultipartPart[]) {
  const { payload, headers } = multipartBody(parts);
  const res = await t.app.inject({
    method: 'POST',
    url: `/v1/self/destinations/${stopId}/actions`,
    headers: { ...headers, ...bearer(user) },
    payload,
  });
  return { status: res.statusCode, body: res.json() };
}

const storedObjects = () => {
  const dir = path.join(t.dataDir, 'files');
  return fs.existsSync(dir)
    ? fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length
    : 0;
};

const photo = (name = 'photo.jpg'): MultipartPart => ({
  name: 'proofImages',
  fileName: name,
  data: jpegBytes(),
  contentType: 'image/jpeg',
});
const signature: MultipartPart = {
  name: 'signatureImage',
  fileName: 'signature.png',
  data: pngBytes(),
  contentType: 'image/png',
};

describe('GET /self/courses', () => {
  it("lists the driver's own courses of the date by start time, with stops, etas and actions", async () => {
    const { companyId, admin, driver, other, course, stops } = await setup(2);
    const driverId = await driverIdOf(driver);
    const early = await insertCourse(t.database.db, companyId, {
      deliveryDate: today,
      name: '早朝便',
      startTime: '06:00',
      driverId,
      status: 'cancelled',
    });
    await insertCourse(t.database.db, companyId, {
      deliveryDate: today,
      name: '削除済み',
      driverId,
      deletedAt: new Date(),
    });
    await insertCourse(t.database.db, companyId, {
      deliveryDate: today,
      name: '他のドライバーの便',
      driverId: await driverIdOf(other),
    });
    await insertCourse(t.database.db, companyId, { deliveryDate: '2030-01-01', name: '別の日', driverId });
    const first = stops[0] as { id: string };
    await callAs(t, admin, 'POST', `/v1/destinations/${first.id}/actions`, { type: 'arrived' });

    const res = await selfCourses(driver);
    expect(res.status).toBe(200);
    expect(res.body.deliveryDate).toBe(today);
    expect(res.body.courses.map((c: { name: string; status: string }) => [c.name, c.status])).toEqual([
      ['早朝便', 'cancelled'],
      ['午前便', 'in_progress'],
    ]);
    const main = res.body.courses[1];
    expect(main).toMatchObject({
      id: course.id,
      vehicleRegistrationNumber: '品川 100 あ 1234',
      startTime: '09:00',
      destinationCount: 2,
      completedCount: 0,
    });
    expect(main.destinations.map((d: { name: string; status: string }) => [d.name, d.status])).toEqual([
      ['配送先1', 'arrived'],
      ['配送先2', 'pending'],
    ]);
    expect(main.destinations[0].actions).toMatchObject([{ type: 'arrived', proofImages: [] }]);
    expect(typeof main.destinations[1].eta).toBe('string');
    expect(res.body.courses[0].id).toBe(early.id);

    const otherDay = await selfCourses(driver, '2030-01-01');
    expect(otherDay.body.courses.map((c: { name: string }) => c.name)).toEqual(['別の日']);
    expect((await selfCourses(other)).body.courses.map((c: { name: string }) => c.name)).toEqual([
      '他のドライバーの便',
    ]);
    const bad = await selfCourses(driver, '2030-13-01');
    expect(bad.status).toBe(400);
    expect((await selfCourses(admin)).status).toBe(403);
  });
});

describe('POST /self/destinations/:id/actions', () => {
  it("refuses a time before the course's day or before the driver's 出勤, and takes a later replay", async () => {
    const { driver, stops, course } = await setup(3);
    const [s1, s2, s3] = stops as [{ id: string }, { id: string }, { id: string }];
    // Yesterday's course, sent from the phone's outbox today: every time below is in the past.
    const yesterday = addDays(today, -1);
    await t.database.db.update(courses).set({ deliveryDate: yesterday }).where(eq(courses.id, course.id));
    const dayStart = Date.parse(`${yesterday}T00:00:00+09:00`);
    const iso = (minutes: number) => new Date(dayStart + minutes * 60_000).toISOString();

    const early = await act(driver, s1.id, { type: 'arrived', at: iso(-1) });
    expect(early.status).toBe(400);
    expect(fieldMessages(early.body).at).toEqual([
      `日時が配送日（${yesterday.replaceAll('-', '/')}）より前です。作業した日時を指定してください。`,
    ]);

    // Before any 出勤 only the day counts.
    expect((await act(driver, s1.id, { type: 'arrived', at: iso(5 * 60) })).status).toBe(201);
    const clockIn = await callAs(t, driver, 'POST', '/v1/self/attendances', {
      type: 'clock_in',
      at: iso(6 * 60),
      alcoholDetected: false,
      alcoholValue: 0,
      detectorUsed: true,
      healthCondition: 'good',
      sleepHours: 7,
      dailyInspectionDone: true,
    });
    expect(clockIn.status, JSON.stringify(clockIn.body)).toBe(201);
    expect(clockIn.body.workDate).toBe(yesterday);

    const beforeClockIn = await act(driver, s2.id, { type: 'arrived', at: iso(6 * 60 - 1) });
    expect(beforeClockIn.status).toBe(400);
    expect(fieldMessages(beforeClockIn.body).at).toEqual([
      `日時が出勤（${Number(yesterday.slice(5, 7))}/${Number(yesterday.slice(8))} 06:00）より前です。出勤後の日時を指定してください。`,
    ]);
    // What the phone recorded after the 出勤 and sends later (its outbox) is taken.
    expect((await act(driver, s2.id, { type: 'arrived', at: iso(6 * 60) })).status).toBe(201);
    expect((await act(driver, s3.id, { type: 'completed', at: iso(9 * 60 + 30) })).status).toBe(201);
    const stored = await t.database.db
      .select({ at: destinationActions.at })
      .from(destinationActions)
      .where(eq(destinationActions.destinationId, s3.id));
    expect(stored.map((a) => a.at.toISOString())).toEqual([iso(9 * 60 + 30)]);
  });

  it('records JSON actions on own stops; another driver gets 404; impossible moves are 409', async () => {
    const { admin, driver, other, stops, course } = await setup(2);
    const [s1, s2] = stops as [{ id: string }, { id: string }];
    const arrived = await act(driver, s1.id, {
      type: 'arrived',
      at: minutesAgo(5),
      latitude: 35,
      longitude: 139,
    });
    expect(arrived.status).toBe(201);
    expect(arrived.body).toMatchObject({
      destinationId: s1.id,
      type: 'arrived',
      recordedByName: 'テスト driver',
      proofImages: [],
      signatureImage: null,
    });
    const stranger = await act(other, s2.id, { type: 'arrived' });
    expect(stranger.status).toBe(404);
    expect(stranger.body.error).toBe('not_found');
    const elsewhere = await createCompany(t, '別テナント株式会社');
    const foreignDriver = await createUser(t, 'driver', { companyId: elsewhere.companyId });
    const foreign = await act(foreignDriver, s2.id, { type: 'arrived' });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toBe('not_found');
    expect((await callAs(t, admin, 'GET', `/v1/destinations/${s2.id}`)).body.status).toBe('pending');

    expect((await act(driver, s2.id, { type: 'skipped' })).status).toBe(201);
    const again = await act(driver, s2.id, { type: 'completed' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(impossibleActionMessage('skipped', 'completed'));
    expect((await act(driver, s1.id, { type: 'bogus' })).status).toBe(400);
    expect((await courseRow(t.database.db, course.id))?.status).toBe('in_progress');
  });

  it('records a 完了 with photos and a signature in one write; staff and the driver read them back', async () => {
    const { admin, driver, stops, course } = await setup(1);
    const stop = stops[0] as { id: string };
    const res = await actForm(driver, stop.id, [
      { name: 'type', value: 'completed' },
      { name: 'at', value: minutesAgo(1) },
      { name: 'latitude', value: '35.5' },
      { name: 'longitude', value: '139.5' },
      { name: 'clientActionId', value: crypto.randomUUID() },
      photo('a.jpg'),
      { name: 'proofImages', fileName: 'b.png', data: pngBytes(), contentType: 'image/png' },
      signature,
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ type: 'completed', latitude: 35.5, longitude: 139.5 });
    expect(res.body.proofImages.map((f: { contentType: string }) => f.contentType)).toEqual([
      'image/jpeg',
      'image/png',
    ]);
    expect(res.body.signatureImage).toMatchObject({ contentType: 'image/png', fileName: 'signature.png' });
    const download = await t.app.inject({ url: res.body.signatureImage.url });
    expect(download.statusCode).toBe(200);
    expect(Buffer.compare(download.rawPayload, pngBytes())).toBe(0);

    const staff = await callAs(t, admin, 'GET', `/v1/destinations/${stop.id}`);
    expect(staff.body.status).toBe('completed');
    expect(staff.body.actions[0].proofImages).toHaveLength(2);
    expect(staff.body.actions[0].signatureImage.id).toBe(res.body.signatureImage.id);
    const own = await selfCourses(driver);
    expect(own.body.courses[0].destinations[0].actions[0].proofImages).toHaveLength(2);
    expect((await courseRow(t.database.db, course.id))?.status).toBe('completed');

    // Staff deleting the action removes its files too.
    const del = await callAs(t, admin, 'DELETE', `/v1/destinations/${stop.id}/actions/${res.body.id}`);
    expect(del.status).toBe(204);
    expect((await t.app.inject({ url: res.body.signatureImage.url })).statusCode).toBe(404);
  });

  it('answers a retried post with the first record and keeps no second set of files', async () => {
    const { admin, driver, stops } = await setup(1);
    const stop = stops[0] as { id: string };
    const parts: MultipartPart[] = [
      { name: 'type', value: 'completed' },
      { name: 'clientActionId', value: crypto.randomUUID() },
      photo(),
      signature,
    ];
    const before = storedObjects();
    const first = await actForm(driver, stop.id, parts);
    expect(first.status).toBe(201);
    const afterFirst = storedObjects();
    expect(afterFirst).toBeGreaterThan(before);
    const retry = await actForm(driver, stop.id, parts);
    expect(retry.status).toBe(200);
    expect(retry.body.id).toBe(first.body.id);
    expect(retry.body.proofImages.map((f: { id: string }) => f.id)).toEqual(
      first.body.proofImages.map((f: { id: string }) => f.id),
    );
    expect(storedObjects()).toBe(afterFirst);
    const list = await callAs(t, admin, 'GET', `/v1/destinations/${stop.id}/actions`);
    expect(list.body.total).toBe(1);
    expect(list.body.data[0].proofImages).toHaveLength(1);
  });

  it('refuses proof on another action (400), oversize (413) and wrong types (415), writing nothing', async () => {
    const { admin, driver, stops } = await setup(1);
    const stop = stops[0] as { id: string };
    const before = storedObjects();
    const onArrival = await actForm(driver, stop.id, [{ name: 'type', value: 'arrived' }, photo()]);
    expect(onArrival.status).toBe(400);
    expect(Object.keys(fieldMessages(onArrival.body))).toEqual(['proofImages']);
    const signedArrival = await actForm(driver, stop.id, [{ name: 'type', value: 'arrived' }, signature]);
    expect(fieldMessages(signedArrival.body).signatureImage).toHaveLength(1);

    const tooBig = await actForm(driver, stop.id, [
      { name: 'type', value: 'completed' },
      { name: 'proofImages', fileName: 'big.png', data: bigPngBytes(PROOF_IMAGE_MAX_BYTES + 10) },
    ]);
    expect(tooBig.status).toBe(413);
    const tooMany = await actForm(driver, stop.id, [
      { name: 'type', value: 'completed' },
      ...Array.from({ length: 6 }, (_, i) => photo(`${i}.jpg`)),
    ]);
    expect(tooMany.status).toBe(413);
    const text = await actForm(driver, stop.id, [
      { name: 'type', value: 'completed' },
      { name: 'proofImages', fileName: 'note.txt', data: textBytes() },
    ]);
    expect(text.status).toBe(415);
    const jpegSignature = await actForm(driver, stop.id, [
      { name: 'type', value: 'completed' },
      { name: 'signatureImage', fileName: 'signature.jpg', data: jpegBytes(), contentType: 'image/jpeg' },
    ]);
    expect(jpegSignature.status).toBe(415);
    const badNumber = await actForm(driver, stop.id, [
      { name: 'type', value: 'completed' },
      { name: 'latitude', value: 'north' },
    ]);
    expect(badNumber.status).toBe(400);

    expect(storedObjects()).toBe(before);
    const list = await callAs(t, admin, 'GET', `/v1/destinations/${stop.id}/actions`);
    expect(list.body.total).toBe(0);
  });

  it('refuses actions on a cancelled course (409) and on a stop of another driver with files (404)', async () => {
    const { driver, other, stops, course } = await setup(2);
    const [s1, s2] = stops as [{ id: string }, { id: string }];
    const before = storedObjects();
    const stranger = await actForm(other, s1.id, [{ name: 'type', value: 'completed' }, photo()]);
    expect(stranger.status).toBe(404);
    expect(storedObjects()).toBe(before);

    expect((await act(driver, s1.id, { type: 'arrived' })).status).toBe(201);
    // Staff cancel the course (written directly: the course routes are another feature's).
    await t.database.db.update(courses).set({ status: 'cancelled' }).where(eq(courses.id, course.id));
    const refused = await act(driver, s2.id, { type: 'arrived' });
    expect(refused.status).toBe(409);
    // Refused after the photos were streamed in: the rollback takes their bytes too.
    const refusedWithProof = await actForm(driver, s2.id, [
      { name: 'type', value: 'completed' },
      photo(),
      signature,
    ]);
    expect(refusedWithProof.status).toBe(409);
    expect(storedObjects()).toBe(before);
    const shown = await selfCourses(driver);
    expect(shown.body.courses[0]).toMatchObject({ id: course.id, status: 'cancelled' });
  });
});
