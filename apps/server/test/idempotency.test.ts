import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys } from '../src/lib/http/idempotency.table.ts';
import { IDEMPOTENCY_STALE_MS, purgeExpiredIdempotencyKeys } from '../src/lib/http/idempotency.ts';
import { bearer, createCompany, createTestApp, type TestApp, type TestUser } from './helpers.ts';
import { MONTH, seedMoneyCompany } from './issued-documents.seed.ts';
import { multipartBody } from './support/multipart.ts';
import { pngBytes } from './support/samples.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let n = 0;
const plate = () => `品川 100 あ ${String(1000 + n++).replace(/(\d\d)(\d\d)/, '$1-$2')}`;

function postVehicle(user: TestUser, key: string | undefined, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/v1/vehicles',
    headers: { ...bearer(user), ...(key ? { 'idempotency-key': key } : {}) },
    payload: { vehicleClass: 'small', ...body },
  });
}

async function vehicleCount(user: TestUser) {
  const res = await t.app.inject({ url: '/v1/vehicles', headers: bearer(user) });
  return res.json().total as number;
}

describe('Idempotency-Key', () => {
  it('answers a retry with the stored answer and creates nothing more', async () => {
    const { admin } = await createCompany(t);
    const body = { registrationNumber: plate() };
    const first = await postVehicle(admin, 'key-1', body);
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await postVehicle(admin, 'key-1', body);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['content-type']).toMatch(/application\/json/);
    expect(again.json()).toEqual(first.json());
    expect(await vehicleCount(admin)).toBe(1);
  });

  it('answers a retried PUT and DELETE with their first answers, not a conflict against their own write', async () => {
    const { admin } = await createCompany(t);
    const created = (await postVehicle(admin, undefined, { registrationNumber: plate() })).json();
    const put = (key: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/v1/vehicles/${created.id}`,
        headers: { ...bearer(admin), 'idempotency-key': key },
        payload: { ...created, name: '2号車', version: created.version },
      });
    const first = await put('put-1');
    expect(first.statusCode, first.body).toBe(200);
    const again = await put('put-1');
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().version).toBe(first.json().version);
    // Without the key the same save is another write, refused against the version it was based on.
    expect((await put('put-2')).statusCode).toBe(409);
    const remove = () =>
      t.app.inject({
        method: 'DELETE',
        url: `/v1/vehicles/${created.id}`,
        headers: { ...bearer(admin), 'idempotency-key': 'delete-1' },
      });
    const removed = await remove();
    expect(removed.statusCode).toBeLessThan(300);
    const removedAgain = await remove();
    expect(removedAgain.statusCode).toBe(removed.statusCode);
    expect(removedAgain.headers['idempotent-replayed']).toBe('true');
  });

  it('refuses the same key for another request, in Japanese', async () => {
    const { admin } = await createCompany(t);
    expect((await postVehicle(admin, 'key-2', { registrationNumber: plate() })).statusCode).toBe(201);
    const other = await postVehicle(admin, 'key-2', { registrationNumber: plate() });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ statusCode: 422, error: 'conflict' });
    expect(other.json().message).toMatch(/Idempotency-Key/);
    expect(await vehicleCount(admin)).toBe(1);
  });

  it('keeps keys per user', async () => {
    const a = (await createCompany(t)).admin;
    const b = (await createCompany(t)).admin;
    const first = await postVehicle(a, 'shared-key', { registrationNumber: plate() });
    const second = await postVehicle(b, 'shared-key', { registrationNumber: plate() });
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    expect(second.json().id).not.toBe(first.json().id);
    expect(await vehicleCount(b)).toBe(1);
  });

  it('answers 409 while the first request with the key is still running', async () => {
    const { admin } = await createCompany(t);
    const body = { registrationNumber: plate() };
    // The first request has claimed the key and not answered yet.
    await t.database.db.insert(idempotencyKeys).values({
      userId: admin.id,
      key: 'key-running',
      request: 'POST /v1/vehicles',
      requestHash: 'x',
      expiresAt: new Date(Date.now() + 60_000),
    });
    const res = await postVehicle(admin, 'key-running', body);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'conflict', message: expect.stringMatching(/処理しています/) });
    expect(res.headers['retry-after']).toBe('1');
    expect(await vehicleCount(admin)).toBe(0);
  });

  it('lets a request run again when its key was claimed by a request that died long ago', async () => {
    const { admin } = await createCompany(t);
    await t.database.db.insert(idempotencyKeys).values({
      userId: admin.id,
      key: 'key-stale',
      request: 'POST /v1/vehicles',
      requestHash: 'x',
      createdAt: new Date(Date.now() - IDEMPOTENCY_STALE_MS - 1000),
      expiresAt: new Date(Date.now() + 60_000),
    });
    expect((await postVehicle(admin, 'key-stale', { registrationNumber: plate() })).statusCode).toBe(201);
  });

  it('frees the key when the request fails, so the retry runs again', async () => {
    const { admin } = await createCompany(t);
    const taken = plate();
    const blocker = await postVehicle(admin, undefined, { registrationNumber: taken });
    const failed = await postVehicle(admin, 'key-retry', { registrationNumber: taken });
    expect(failed.statusCode).toBe(409);
    await t.app.inject({
      method: 'DELETE',
      url: `/v1/vehicles/${blocker.json().id}`,
      headers: bearer(admin),
    });
    const retried = await postVehicle(admin, 'key-retry', { registrationNumber: taken });
    expect(retried.statusCode).toBe(201);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
  });

  it('forgets keys after 24 hours', async () => {
    const { admin } = await createCompany(t);
    await t.database.db.insert(idempotencyKeys).values({
      userId: admin.id,
      key: 'key-old',
      request: 'POST /v1/vehicles',
      requestHash: 'x',
      responseStatus: 201,
      responseBody: '{}',
      createdAt: new Date(Date.now() - 25 * 3600_000),
      expiresAt: new Date(Date.now() - 3600_000),
    });
    const res = await postVehicle(admin, 'key-old', { registrationNumber: plate() });
    expect(res.statusCode).toBe(201);
    expect(res.headers['idempotent-replayed']).toBeUndefined();

    await t.database.db.insert(idempotencyKeys).values({
      userId: admin.id,
      key: 'key-purged',
      request: 'POST /v1/vehicles',
      requestHash: 'x',
      expiresAt: new Date(Date.now() - 1000),
    });
    expect(await purgeExpiredIdempotencyKeys(t.database.db, new Date())).toBeGreaterThanOrEqual(1);
    const left = await t.database.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, admin.id), eq(idempotencyKeys.key, 'key-purged')));
    expect(left).toEqual([]);
  });

  it('refuses a malformed key', async () => {
    const { admin } = await createCompany(t);
    const res = await postVehicle(admin, 'x'.repeat(256), { registrationNumber: plate() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'bad_request' });
    expect(await vehicleCount(admin)).toBe(0);
  });

  it('replays a multipart upload instead of saving it twice', async () => {
    const { admin } = await createCompany(t);
    const vehicle = (await postVehicle(admin, undefined, { registrationNumber: plate() })).json();
    const send = () => {
      const { payload, headers } = multipartBody([
        { name: 'maintained', value: '2026-01-20' },
        { name: 'images', fileName: 'a.png', data: pngBytes(), contentType: 'image/png' },
      ]);
      return t.app.inject({
        method: 'POST',
        url: `/v1/vehicles/${vehicle.id}/maintenances/actions/create-with-images`,
        headers: { ...headers, ...bearer(admin), 'idempotency-key': 'upload-1' },
        payload,
      });
    };
    const first = await send();
    expect(first.statusCode).toBe(201);
    const again = await send();
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().id).toBe(first.json().id);
    const list = await t.app.inject({
      url: `/v1/vehicles/${vehicle.id}/maintenances`,
      headers: bearer(admin),
    });
    expect(list.json().total).toBe(1);
  });

  it('replays a binary answer (an invoice PDF) byte for byte, without issuing it again', async () => {
    const money = await seedMoneyCompany(t, '再送テスト運送株式会社');
    const issue = () =>
      t.app.inject({
        method: 'POST',
        url: '/v1/invoices/pdf',
        headers: { ...bearer(money.admin), 'idempotency-key': 'invoice-retry-1' },
        payload: { clientId: money.clientId, accountingMonth: MONTH },
      });
    const first = await issue();
    expect(first.statusCode, first.body).toBe(200);
    const again = await issue();
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['content-type']).toBe('application/pdf');
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const register = await t.app.inject({ url: '/v1/issued-documents', headers: bearer(money.admin) });
    expect(register.json().total).toBe(1);
  });
});
