import { todayInTokyo } from '@rikuun/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { destinationActions } from '../src/features/destination-actions/destination-actions.table.ts';
import { drivers } from '../src/features/drivers/drivers.table.ts';
import {
  bearer,
  createCompany,
  createConsignor,
  createTestApp,
  createUser,
  type TestApp,
  type TestUser,
  usersOfEveryRole,
} from './helpers.ts';
import { callAs, fieldMessages } from './support/api-calls.ts';
import { courseRow, insertCourse } from './support/course-rows.ts';
import { insertStops } from './support/courses.ts';
import { type MultipartPart, multipartBody } from './support/multipart.ts';
import { jpegBytes, pngBytes } from './support/samples.ts';

// The outcomes of a stop beside 不在 (decision 063): 持戻り, 再配達依頼, 一部配達, 受取拒否.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const today = todayInTokyo();
const tomorrowAt14 = () => new Date(Date.now() + 24 * 3600_000).toISOString();

/** A company whose driver has today's course (of a consignor) with `count` stops of 5 pieces each. */
async function setup(count = 5) {
  const { companyId, admin } = await createCompany(t);
  const consignor = await createConsignor(t, '荷主（結果）');
  const driver = await createUser(t, 'driver', { companyId });
  const [row] = await t.database.db.select().from(drivers).where(eq(drivers.userId, driver.id));
  const course = await insertCourse(t.database.db, companyId, {
    deliveryDate: today,
    name: '結果便',
    driverId: row?.id,
    consignorId: consignor.consignorId,
  });
  const stops: string[] = [];
  for (let i = 0; i < count; i++) {
    const res = await callAs(t, admin, 'POST', `/v1/courses/${course.id}/destinations`, {
      name: `配送先${i + 1}`,
      quantity: 5,
    });
    stops.push(res.body.id);
  }
  const record = (stopId: string, body: Record<string, unknown>) =>
    callAs(t, admin, 'POST', `/v1/destinations/${stopId}/actions`, body);
  const stopStatus = async (stopId: string) =>
    (await callAs(t, admin, 'GET', `/v1/destinations/${stopId}`)).body.status;
  return { companyId, admin, consignor, driver, course, stops, record, stopStatus };
}

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
const text = (name: string, value: string): MultipartPart => ({ name, value });
const photo: MultipartPart = {
  name: 'proofImages',
  fileName: 'fuzaihyo.jpg',
  data: jpegBytes(),
  contentType: 'image/jpeg',
};
const signature: MultipartPart = {
  name: 'signatureImage',
  fileName: 'signature.png',
  data: pngBytes(),
  contentType: 'image/png',
};

describe('stop outcomes', () => {
  it('makes the stop’s status the outcome’s name, keeps its fields, and closes the course undelivered', async () => {
    const { course, stops, record, stopStatus } = await setup(5);
    const [s1, s2, s3, s4, s5] = stops as [string, string, string, string, string];
    const redeliveryAt = tomorrowAt14();
    const back = await record(s1, { type: 'carried_back', reason: '住所不明' });
    expect(back.status, JSON.stringify(back.body)).toBe(201);
    expect(back.body).toMatchObject({ type: 'carried_back', reason: '住所不明', redeliveryAt: null });
    const again = await record(s2, { type: 'redelivery_requested', reason: '連絡あり', redeliveryAt });
    expect(again.body).toMatchObject({ redeliveryAt, deliveredQuantity: null });
    // Full-width digits typed in a reason are text; the pieces are a number.
    const partial = await record(s3, { type: 'partial', reason: '一部破損', deliveredQuantity: 3 });
    expect(partial.body).toMatchObject({ type: 'partial', deliveredQuantity: 3 });
    expect((await record(s4, { type: 'refused', reason: '注文していない' })).status).toBe(201);
    expect((await record(s5, { type: 'absent' })).status).toBe(201);
    expect(await Promise.all(stops.map(stopStatus))).toEqual([
      'carried_back',
      'redelivery_requested',
      'partial',
      'refused',
      'absent',
    ]);
    // Every stop is done for the course (完了), none of them delivered (完了数 0).
    expect(await courseRow(t.database.db, course.id)).toMatchObject({
      status: 'completed',
      destinationCount: 5,
      completedCount: 0,
    });
  });

  it('allows a later visit after 不在 or 持戻り, and nothing after 受取拒否 or 一部配達 (409)', async () => {
    const { stops, record, stopStatus } = await setup(3);
    const [s1, s2, s3] = stops as [string, string, string];
    await record(s1, { type: 'absent' });
    expect((await record(s1, { type: 'carried_back', reason: '不在のため持戻り' })).status).toBe(201);
    expect((await record(s1, { type: 'arrived' })).status).toBe(201);
    expect((await record(s1, { type: 'completed' })).status).toBe(201);
    expect(await stopStatus(s1)).toBe('completed');
    await record(s2, { type: 'refused', reason: '転居済み' });
    const refused = await record(s2, { type: 'arrived' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('受取拒否の配送先には「到着」を記録できません。');
    await record(s3, { type: 'partial', reason: '破損', deliveredQuantity: 1 });
    expect((await record(s3, { type: 'completed' })).status).toBe(409);
  });

  it('requires each outcome’s fields and refuses another type’s, at the field, writing nothing', async () => {
    const { companyId, stops, record } = await setup(1);
    const stop = stops[0] as string;
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { type: 'redelivery_requested', reason: '連絡あり' },
        'redeliveryAt',
        '再配達の希望日時を入力してください',
      ],
      [{ type: 'partial', reason: '破損' }, 'deliveredQuantity', '配達した個数を入力してください'],
      [{ type: 'carried_back' }, 'reason', '持戻りの理由を入力してください'],
      [{ type: 'refused', reason: '  ' }, 'reason', '受取拒否の理由を入力してください'],
      [
        { type: 'absent', redeliveryAt: tomorrowAt14() },
        'redeliveryAt',
        '再配達の希望日時は「再配達依頼」のときだけ指定できます',
      ],
      [
        { type: 'completed', deliveredQuantity: 2 },
        'deliveredQuantity',
        '配達した個数は「一部配達」のときだけ指定できます',
      ],
      [
        { type: 'partial', reason: '破損', deliveredQuantity: -1 },
        'deliveredQuantity',
        '配達した個数は0以上で入力してください',
      ],
      [
        { type: 'partial', reason: '破損', deliveredQuantity: 5 },
        'deliveredQuantity',
        '配達した個数は配送先の個数（5）より少なく入力してください（すべて渡したときは「完了」）',
      ],
      [
        { type: 'redelivery_requested', reason: '連絡あり', redeliveryAt: '明日の午後' },
        'redeliveryAt',
        '再配達の希望日時は日時（ISO 8601、時差付き）で入力してください',
      ],
      [{ type: 'lost' }, 'type', '作業を選択してください'],
    ];
    for (const [body, field, message] of cases) {
      const res = await record(stop, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(fieldMessages(res.body)[field], JSON.stringify(res.body)).toEqual([message]);
    }
    const written = await t.database.db
      .select()
      .from(destinationActions)
      .where(eq(destinationActions.companyId, companyId));
    expect(written).toEqual([]);
  });

  it('takes the 不在票 photo on a 不在 and a signature on a 一部配達 from the phone; no signature on a refusal', async () => {
    const { admin, driver, stops } = await setup(3);
    const [s1, s2, s3] = stops as [string, string, string];
    const absent = await actForm(driver, s1, [text('type', 'absent'), photo]);
    expect(absent.status, JSON.stringify(absent.body)).toBe(201);
    expect(absent.body.proofImages).toHaveLength(1);
    // The multipart fields are text: full-width digits are read as the number they show.
    const partial = await actForm(driver, s2, [
      text('type', 'partial'),
      text('reason', '一部破損'),
      text('deliveredQuantity', '２'),
      photo,
      signature,
    ]);
    expect(partial.status, JSON.stringify(partial.body)).toBe(201);
    expect(partial.body).toMatchObject({ deliveredQuantity: 2, reason: '一部破損' });
    expect(partial.body.signatureImage).not.toBeNull();
    const refused = await actForm(driver, s3, [text('type', 'refused'), text('reason', '破損'), signature]);
    expect(refused.status).toBe(400);
    expect(Object.keys(fieldMessages(refused.body))).toEqual(['signatureImage']);
    const staffView = await callAs(t, admin, 'GET', `/v1/destinations/${s1}/actions`);
    expect(staffView.body.data[0].proofImages).toHaveLength(1);
  });

  it('answers 404 for another company’s stop and refuses roles other than staff and the driver', async () => {
    const { stops, record } = await setup(1);
    const stop = stops[0] as string;
    const other = await createCompany(t);
    const foreign = await callAs(t, other.admin, 'POST', `/v1/destinations/${stop}/actions`, {
      type: 'carried_back',
      reason: '住所不明',
    });
    expect(foreign.status).toBe(404);
    const { byRole } = await usersOfEveryRole(t);
    for (const role of ['consignor_user', 'system_admin'] as const) {
      const res = await callAs(t, byRole[role], 'POST', `/v1/destinations/${stop}/actions`, {
        type: 'refused',
        reason: '破損',
      });
      expect(res.status, role).toBe(403);
    }
    const strangerDriver = await callAs(t, byRole.driver, 'POST', `/v1/self/destinations/${stop}/actions`, {
      type: 'refused',
      reason: '破損',
    });
    expect(strangerDriver.status).toBe(404);
    expect((await record(stop, { type: 'refused', reason: '破損' })).status).toBe(201);
  });

  it('carries over the undelivered stops (不在, 持戻り, 再配達依頼, 一部配達), not a 受取拒否', async () => {
    const { companyId, admin } = await createCompany(t);
    const course = await insertCourse(t.database.db, companyId, {
      deliveryDate: today,
      status: 'in_progress',
    });
    const stops = await insertStops(t, companyId, course.id, [
      'completed',
      'absent',
      'carried_back',
      'redelivery_requested',
      'partial',
      'refused',
    ]);
    await t.database.db.insert(destinationActions).values({
      companyId,
      courseId: course.id,
      destinationId: stops[0] as string,
      type: 'completed',
      at: new Date(),
    });
    const res = await callAs(t, admin, 'POST', `/v1/courses/${course.id}/carry-over`, {
      deliveryDate: '2030-01-10',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.destinationCount).toBe(4);
    const kept = await callAs(t, admin, 'GET', `/v1/courses/${course.id}/destinations?perPage=100`);
    expect(kept.body.data.map((d: { status: string }) => d.status)).toEqual([
      'completed',
      'carried_over',
      'carried_over',
      'carried_over',
      'carried_over',
      'refused',
    ]);
  });

  it('shows the shipper each stop’s finish time, outcome and the proof of a delivery', async () => {
    const { consignor, driver, stops } = await setup(3);
    const [s1, s2] = stops as [string, string, string];
    const done = await actForm(driver, s1, [text('type', 'completed'), photo, signature]);
    expect(done.status).toBe(201);
    await actForm(driver, s2, [text('type', 'absent'), text('reason', '呼び鈴に応答なし'), photo]);
    const res = await callAs(t, consignor.user, 'GET', `/v1/consignor/deliveries?date=${today}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const shown = res.body.data[0].stops;
    expect(shown[0]).toMatchObject({ status: 'completed', finishedAt: done.body.at, reason: null });
    expect(shown[0].proofImages).toHaveLength(1);
    expect(shown[0].signatureImage.url).toEqual(expect.any(String));
    // A 不在's photo is the carrier's record, not a proof of delivery.
    expect(shown[1]).toMatchObject({
      status: 'absent',
      reason: '呼び鈴に応答なし',
      proofImages: [],
      signatureImage: null,
    });
    expect(shown[1].finishedAt).toEqual(expect.any(String));
    expect(shown[2]).toMatchObject({ status: 'pending', finishedAt: null, proofImages: [] });
    // The signed link opens the photo for whoever holds it: the shipper got only its own stop's.
    const link = new URL(shown[0].proofImages[0].url, 'http://localhost');
    const file = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(file.statusCode).toBe(200);
    // Another consignor sees none of it.
    const stranger = await createConsignor(t, '別の荷主');
    const theirs = await callAs(t, stranger.user, 'GET', `/v1/consignor/deliveries?date=${today}`);
    expect(theirs.body.data).toEqual([]);
  });
});
