import { todayInTokyo } from '@rikuun/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../src/features/courses/courses.table.ts';
import { smsBatches } from '../src/features/sms/sms-batches.table.ts';
import { createCompany, createTestApp, type TestApp, usersOfEveryRole } from './helpers.ts';
import { callAs } from './support/api-calls.ts';
import { callWithKey, issueApiKey } from './support/api-keys.ts';
import { insertDriver } from './support/test-drivers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const today = todayInTokyo();

async function company(name?: string) {
  const c = await createCompany(t, name);
  const { key } = await issueApiKey(t, c.admin);
  const call = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    callWithKey(t, key, method, url, payload);
  return { ...c, key, call };
}

const stop = (name: string, over: Record<string, unknown> = {}) => ({
  name,
  address1: '東京都江東区豊洲6-6-1',
  latitude: 35.645,
  longitude: 139.785,
  quantity: 3,
  ...over,
});

const course = (externalId: string, over: Record<string, unknown> = {}) => ({
  externalId,
  deliveryDate: today,
  name: `便 ${externalId}`,
  startTime: '08:00',
  endTime: '17:00',
  destinations: [stop('豊洲市場'), stop('有明倉庫', { sequence: 1 })],
  ...over,
});

const stopsOf = async (admin: { token: string }, courseId: string) =>
  (await callAs(t, admin, 'GET', `/v1/courses/${courseId}/destinations`)).body;

describe('/sms authentication', () => {
  it('refuses ID tokens, unknown and revoked keys with 401 in the error shape', async () => {
    const a = await company();
    const { byRole } = await usersOfEveryRole(t);
    for (const user of [a.admin, ...Object.values(byRole)]) {
      const res = await callAs(t, user, 'GET', '/v1/sms/drivers');
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ statusCode: 401, error: 'unauthorized' });
    }
    const unknown = await callWithKey(t, `sk_${'A'.repeat(43)}`, 'GET', '/v1/sms/drivers');
    expect(unknown.status).toBe(401);
    expect((await t.app.inject({ url: '/v1/sms/drivers' })).statusCode).toBe(401);
    const key = await issueApiKey(t, a.admin, '失効させる');
    await callAs(t, a.admin, 'DELETE', `/v1/api-keys/${key.id}`);
    const revoked = await callWithKey(t, key.key, 'POST', '/v1/sms/courses/sync', {
      courses: [course('R-1')],
    });
    expect(revoked.status).toBe(401);
    expect(revoked.body.message).toBe('APIキーが無効です。');
  });
});

describe('/sms scope', () => {
  it("shows a key its own company and active drivers only, never another company's", async () => {
    const a = await company('A運送株式会社');
    const b = await company('B運送株式会社');
    const mine = await insertDriver(t, a.companyId, { name: '青木 一郎' });
    await insertDriver(t, a.companyId, { name: '退職 次郎', active: false });
    const theirs = await insertDriver(t, b.companyId, { name: '別会社 三郎' });

    const companies = await a.call('GET', '/v1/sms/companies');
    expect(companies.body).toEqual({ data: [{ id: a.companyId, name: 'A運送株式会社' }], total: 1 });
    const drivers = await a.call('GET', '/v1/sms/drivers');
    expect(drivers.status).toBe(200);
    expect(drivers.body).toEqual({
      data: [{ id: mine, name: '青木 一郎', nameKana: null, phone: null, email: null, groupId: null }],
      total: 1,
    });
    expect((await b.call('GET', '/v1/sms/drivers')).body.data.map((d: { id: string }) => d.id)).toEqual([
      theirs,
    ]);

    // A's driver is not B's: B cannot assign it, and B cannot delete A's batch.
    const refused = await b.call('POST', '/v1/sms/courses/sync', {
      courses: [course('X-1', { driverId: mine })],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].property).toBe('courses');
    const synced = await a.call('POST', '/v1/sms/courses/sync', {
      courses: [course('X-1', { driverId: mine })],
    });
    expect(synced.status).toBe(200);
    const other = await b.call('POST', '/v1/sms/courses/delete-with-batch', { batchId: synced.body.batchId });
    expect(other.status).toBe(404);
    expect(other.body.error).toBe('not_found');
    const [row] = await t.database.db.select().from(courses).where(eq(courses.id, synced.body.created[0].id));
    expect(row?.deletedAt).toBeNull();
    expect(row?.companyId).toBe(a.companyId);
    // The same external id in B is B's own course.
    const inB = await b.call('POST', '/v1/sms/courses/sync', { courses: [course('X-1')] });
    expect(inB.body.created).toHaveLength(1);
    expect(inB.body.created[0].id).not.toBe(synced.body.created[0].id);
  });
});

describe('POST /sms/courses/sync', () => {
  it('creates courses with their stops in order and records the batch', async () => {
    const a = await company();
    const driverId = await insertDriver(t, a.companyId);
    const res = await a.call('POST', '/v1/sms/courses/sync', {
      courses: [
        course('C-1', { driverId, memo: '冷蔵' }),
        course('C-2', { destinations: [stop('住所のみ', { latitude: null, longitude: null })] }),
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ updated: [], unchanged: [], skipped: [] });
    expect(res.body.created.map((c: { externalId: string }) => c.externalId)).toEqual(['C-1', 'C-2']);
    const c1 = (await callAs(t, a.admin, 'GET', `/v1/courses/${res.body.created[0].id}`)).body;
    expect(c1).toMatchObject({
      name: '便 C-1',
      driverId,
      memo: '冷蔵',
      status: 'planned',
      destinationCount: 2,
    });
    const stops = await stopsOf(a.admin, c1.id);
    expect(stops.data.map((s: { name: string; sequence: number }) => [s.sequence, s.name])).toEqual([
      [1, '有明倉庫'],
      [2, '豊洲市場'],
    ]);
    // A stop with an address and no coordinates is looked up in the background.
    const c2Stops = await stopsOf(a.admin, res.body.created[1].id);
    expect(c2Stops.data[0]).toMatchObject({ name: '住所のみ', latitude: null, geocodeStatus: 'pending' });
    const [batch] = await t.database.db.select().from(smsBatches).where(eq(smsBatches.id, res.body.batchId));
    expect(batch).toMatchObject({ companyId: a.companyId, createdCount: 2, updatedCount: 0 });
    const rows = await t.database.db.select().from(courses).where(eq(courses.smsBatchId, res.body.batchId));
    expect(rows.map((r) => r.externalId).sort()).toEqual(['C-1', 'C-2']);
  });

  it('is idempotent by externalId, updates unstarted courses and keeps started ones with the reason', async () => {
    const a = await company();
    const first = await a.call('POST', '/v1/sms/courses/sync', { courses: [course('I-1'), course('I-2')] });
    const [i1, i2] = first.body.created as { id: string }[];
    const stopIds = (await stopsOf(a.admin, i1?.id ?? '')).data.map((s: { id: string }) => s.id);

    const again = await a.call('POST', '/v1/sms/courses/sync', { courses: [course('I-1'), course('I-2')] });
    expect(again.status).toBe(200);
    expect(again.body.batchId).not.toBe(first.body.batchId);
    expect(again.body).toMatchObject({ created: [], updated: [], skipped: [] });
    expect(again.body.unchanged.map((c: { id: string }) => c.id)).toEqual([i1?.id, i2?.id]);
    expect((await stopsOf(a.admin, i1?.id ?? '')).data.map((s: { id: string }) => s.id)).toEqual(stopIds);
    const live = await callAs(t, a.admin, 'GET', `/v1/courses?deliveryDate=${today}`);
    expect(live.body.total).toBe(2);

    // Work starts on I-2: a recorded arrival at its first stop.
    const i2Stop = (await stopsOf(a.admin, i2?.id ?? '')).data[0];
    const action = await callAs(t, a.admin, 'POST', `/v1/destinations/${i2Stop.id}/actions`, {
      type: 'arrived',
    });
    expect(action.status, JSON.stringify(action.body)).toBe(201);

    const changed = await a.call('POST', '/v1/sms/courses/sync', {
      courses: [
        course('I-1', { name: '便 I-1 変更', destinations: [stop('新しい配送先')] }),
        course('I-2', { name: '便 I-2 変更', destinations: [] }),
        course('I-3'),
      ],
    });
    expect(changed.status).toBe(200);
    expect(changed.body.updated).toEqual([{ id: i1?.id, externalId: 'I-1' }]);
    expect(changed.body.created.map((c: { externalId: string }) => c.externalId)).toEqual(['I-3']);
    expect(changed.body.skipped).toEqual([
      { id: i2?.id, externalId: 'I-2', reason: 'コースの状態が「運行中」のため変更しませんでした' },
    ]);
    expect((await callAs(t, a.admin, 'GET', `/v1/courses/${i1?.id}`)).body.name).toBe('便 I-1 変更');
    expect((await stopsOf(a.admin, i1?.id ?? '')).data.map((s: { name: string }) => s.name)).toEqual([
      '新しい配送先',
    ]);
    const kept = (await callAs(t, a.admin, 'GET', `/v1/courses/${i2?.id}`)).body;
    expect(kept).toMatchObject({ name: '便 I-2', destinationCount: 2 });
  });

  it('keeps an assigned driver when the caller leaves driverId out, and clears it on null', async () => {
    const a = await company();
    const driverId = await insertDriver(t, a.companyId);
    const { body } = await a.call('POST', '/v1/sms/courses/sync', { courses: [course('D-1')] });
    const id = body.created[0].id;
    const current = (await callAs(t, a.admin, 'GET', `/v1/courses/${id}`)).body;
    const put = await callAs(t, a.admin, 'PUT', `/v1/courses/${id}`, { ...current, driverId });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const same = await a.call('POST', '/v1/sms/courses/sync', { courses: [course('D-1')] });
    expect(same.body.unchanged).toHaveLength(1);
    expect((await callAs(t, a.admin, 'GET', `/v1/courses/${id}`)).body.driverId).toBe(driverId);
    await a.call('POST', '/v1/sms/courses/sync', { courses: [course('D-1', { driverId: null })] });
    expect((await callAs(t, a.admin, 'GET', `/v1/courses/${id}`)).body.driverId).toBeNull();
  });

  it('answers validation errors in Japanese at the field, writing nothing', async () => {
    const a = await company();
    const res = await a.call('POST', '/v1/sms/courses/sync', {
      courses: [course('V-1', { destinations: [stop('正しい配送先'), stop('')] }), course('V-1')],
    });
    expect(res.status).toBe(400);
    const c0 = res.body.errors[0];
    expect(c0.property).toBe('courses');
    const first = c0.children.find((n: { property: string }) => n.property === '0');
    const dest = first.children[0].children[0].children[0];
    expect([first.children[0].property, first.children[0].children[0].property, dest.property]).toEqual([
      'destinations',
      '1',
      'name',
    ]);
    expect(Object.values(dest.constraints)).toEqual(['配送先名を入力してください']);
    const dup = c0.children.find((n: { property: string }) => n.property === '1').children[0];
    expect(dup.property).toBe('externalId');
    expect(Object.values(dup.constraints)).toEqual(['外部ID「V-1」が同じ送信の中で重複しています']);

    const many = await a.call('POST', '/v1/sms/courses/sync', {
      courses: Array.from({ length: 501 }, (_, i) => course(`M-${i}`, { destinations: [] })),
    });
    expect(many.status).toBe(400);
    expect(Object.values(many.body.errors[0].constraints)).toEqual([
      'コースは1回に500件まで送信できます。分けて送信してください',
    ]);
    expect((await a.call('POST', '/v1/sms/courses/sync', { courses: [] })).status).toBe(400);
    // A reference check in the middle of the call rolls the whole call back.
    const bad = await a.call('POST', '/v1/sms/courses/sync', {
      courses: [course('W-1'), course('W-2', { vehicleId: '0192f000-0000-7000-8000-00000000abcd' })],
    });
    expect(bad.status).toBe(400);
    const at = bad.body.errors[0].children[0];
    expect([at.property, at.children[0].property]).toEqual(['1', 'vehicleId']);
    expect(Object.values(at.children[0].constraints)).toEqual(['指定された車両が見つかりません']);
    const rows = await t.database.db.select().from(courses).where(eq(courses.companyId, a.companyId));
    expect(rows).toEqual([]);
    expect(
      await t.database.db.select().from(smsBatches).where(eq(smsBatches.companyId, a.companyId)),
    ).toEqual([]);
  });
});

describe('POST /sms/courses/sync size', () => {
  it('takes a sync larger than the usual 2 MB, and answers 413 in Japanese beyond 10 MB', async () => {
    const a = await company();
    const big = (memoLength: number, n: number) =>
      Array.from({ length: n }, (_, i) =>
        course(`L-${i}`, { destinations: [stop('x', { memo: 'あ'.repeat(memoLength) })] }),
      );
    const body = { courses: big(1500, 500) };
    expect(Buffer.byteLength(JSON.stringify(body))).toBeGreaterThan(2 * 1024 * 1024);
    const res = await a.call('POST', '/v1/sms/courses/sync', body);
    expect(res.status).toBe(200);
    expect(res.body.created).toHaveLength(500);
    const tooBig = await a.call('POST', '/v1/sms/courses/sync', { courses: big(2000, 2000) });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toBe('リクエストが大きすぎます。');
  });
});

describe('POST /sms/courses/delete-with-batch', () => {
  it("deletes only the batch's unstarted courses and says which it kept and why", async () => {
    const a = await company();
    const older = await a.call('POST', '/v1/sms/courses/sync', { courses: [course('B-0')] });
    const batch = await a.call('POST', '/v1/sms/courses/sync', {
      courses: [course('B-0'), course('B-1'), course('B-2'), course('B-3')],
    });
    expect(batch.body.created.map((c: { externalId: string }) => c.externalId)).toEqual([
      'B-1',
      'B-2',
      'B-3',
    ]);
    const id = (ext: string) =>
      batch.body.created.find((c: { externalId: string }) => c.externalId === ext).id;
    const firstStop = (await stopsOf(a.admin, id('B-2'))).data[0];
    await callAs(t, a.admin, 'POST', `/v1/destinations/${firstStop.id}/actions`, { type: 'arrived' });
    const b3 = (await callAs(t, a.admin, 'GET', `/v1/courses/${id('B-3')}`)).body;
    await callAs(t, a.admin, 'PUT', `/v1/courses/${b3.id}`, { ...b3, status: 'cancelled' });

    const res = await a.call('POST', '/v1/sms/courses/delete-with-batch', { batchId: batch.body.batchId });
    expect(res.status).toBe(200);
    expect(res.body.deleted).toEqual([{ id: id('B-1'), externalId: 'B-1' }]);
    expect(res.body.kept).toEqual([
      { id: id('B-2'), externalId: 'B-2', reason: 'コースの状態が「運行中」のため削除しませんでした' },
      { id: id('B-3'), externalId: 'B-3', reason: 'コースの状態が「中止」のため削除しませんでした' },
    ]);
    expect((await callAs(t, a.admin, 'GET', `/v1/courses/${id('B-1')}`)).status).toBe(404);
    expect((await callAs(t, a.admin, 'GET', `/v1/courses/${id('B-2')}`)).status).toBe(200);
    // The course of the earlier batch (sent again, unchanged) is not this batch's.
    expect((await callAs(t, a.admin, 'GET', `/v1/courses/${older.body.created[0].id}`)).status).toBe(200);

    const again = await a.call('POST', '/v1/sms/courses/delete-with-batch', { batchId: batch.body.batchId });
    expect(again.body.deleted).toEqual([]);
    // A deleted course's external id is free again: the next sync creates it anew.
    const resent = await a.call('POST', '/v1/sms/courses/sync', { courses: [course('B-1')] });
    expect(resent.body.created).toHaveLength(1);
  });

  it('answers 404 for an unknown batch and 400 in Japanese for a malformed one', async () => {
    const a = await company();
    const unknown = await a.call('POST', '/v1/sms/courses/delete-with-batch', {
      batchId: '0192f000-0000-7000-8000-00000000abcd',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('バッチが見つかりません。');
    const bad = await a.call('POST', '/v1/sms/courses/delete-with-batch', { batchId: 'x' });
    expect(bad.status).toBe(400);
    expect(Object.values(bad.body.errors[0].constraints)).toEqual(['バッチIDの形式が正しくありません']);
  });
});

describe('OpenAPI', () => {
  it('describes every /sms call with its request and response schemas', async () => {
    const doc = (await t.app.inject({ url: '/v1/openapi.json' })).json();
    const sync = doc.paths['/v1/sms/courses/sync'].post;
    const body = sync.requestBody.content['application/json'].schema;
    expect(body.properties.courses.items.required).toEqual(
      expect.arrayContaining(['externalId', 'deliveryDate', 'name']),
    );
    expect(Object.keys(sync.responses['200'].content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['batchId', 'created', 'updated', 'skipped']),
    );
    const del = doc.paths['/v1/sms/courses/delete-with-batch'].post;
    expect(del.requestBody.content['application/json'].schema.required).toEqual(['batchId']);
    for (const path of ['/v1/sms/companies', '/v1/sms/drivers']) {
      expect(
        doc.paths[path].get.responses['200'].content['application/json'].schema.properties.data.type,
      ).toBe('array');
    }
  });
});
