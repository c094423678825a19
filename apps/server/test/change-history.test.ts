import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vehicles } from '../src/features/vehicles/vehicles.table.ts';
import { changeHistory } from '../src/lib/history/change-history.table.ts';
import { bearer, createCompany, createTestApp, type TestApp, type TestUser } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const body = (registrationNumber: string, over: Record<string, unknown> = {}) => ({
  registrationNumber,
  name: '1号車',
  vehicleClass: 'small',
  maxLoadKg: 2000,
  ...over,
});

async function api(user: TestUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: bearer(user), payload });
}

async function newVehicle(admin: TestUser, number: string) {
  const res = await api(admin, 'POST', '/v1/vehicles', body(number));
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}

/** The trigger's rows for a record, newest first, straight from the table. */
const rowsOf = (table: string, recordId: string) =>
  t.database.db
    .select()
    .from(changeHistory)
    .where(and(eq(changeHistory.tableName, table), eq(changeHistory.recordId, recordId)))
    .orderBy(desc(changeHistory.id));

describe('change history', () => {
  it('records an insert with its actor and values, served newest first', async () => {
    const { admin, companyId } = await createCompany(t);
    const id = await newVehicle(admin, '品川 100 あ 11-11');

    const res = await api(admin, 'GET', `/v1/vehicles/${id}/history`);
    expect(res.statusCode).toBe(200);
    const [entry] = res.json().data;
    expect(res.json().total).toBe(1);
    expect(entry).toMatchObject({
      action: 'insert',
      actor: { id: admin.id, name: 'テスト company_admin' },
      before: null,
      after: {
        registrationNumber: '品川 100 あ 11-11',
        name: '1号車',
        vehicleClass: 'small',
        maxLoadKg: 2000,
      },
    });
    expect(entry.fields).toEqual(expect.arrayContaining(['registrationNumber', 'name', 'vehicleClass']));
    // Identity and bookkeeping are not history.
    for (const key of ['id', 'companyId', 'createdAt', 'updatedAt'])
      expect(entry.after).not.toHaveProperty(key);
    const [row] = await rowsOf('vehicles', id);
    expect(row).toMatchObject({ companyId, actorId: admin.id, action: 'insert' });
  });

  it('records only the changed fields of an update, and nothing for an update that changes nothing', async () => {
    const { admin } = await createCompany(t);
    const id = await newVehicle(admin, '品川 100 あ 22-22');
    const put = await api(admin, 'PUT', `/v1/vehicles/${id}`, body('品川 100 あ 22-22', { name: '2号車' }));
    expect(put.statusCode).toBe(200);
    // The same values again: only updated_at moves, which is no change.
    const same = await api(admin, 'PUT', `/v1/vehicles/${id}`, body('品川 100 あ 22-22', { name: '2号車' }));
    expect(same.statusCode).toBe(200);
    expect(same.json().updatedAt >= put.json().updatedAt).toBe(true);

    const res = await api(admin, 'GET', `/v1/vehicles/${id}/history`);
    expect(res.json().total).toBe(2);
    const [update, insert] = res.json().data;
    expect(insert.action).toBe('insert');
    expect(update).toMatchObject({
      action: 'update',
      actor: { id: admin.id },
      fields: ['name'],
      before: { name: '1号車' },
      after: { name: '2号車' },
    });
    expect(update.id).toBeGreaterThan(insert.id);

    const page = await api(admin, 'GET', `/v1/vehicles/${id}/history?perPage=1&page=2`);
    expect(page.json()).toMatchObject({ total: 2, data: [{ action: 'insert' }] });
  });

  it('records a soft delete as a delete, by its actor', async () => {
    const { admin } = await createCompany(t);
    const id = await newVehicle(admin, '品川 100 あ 33-33');
    expect((await api(admin, 'DELETE', `/v1/vehicles/${id}`)).statusCode).toBe(204);
    const [row] = await rowsOf('vehicles', id);
    expect(row).toMatchObject({ action: 'delete', actorId: admin.id, changedFields: ['deleted_at'] });
    expect(row?.before).toEqual({ deleted_at: null });
    // The vehicle is gone for the API, so is its history page.
    expect((await api(admin, 'GET', `/v1/vehicles/${id}/history`)).statusCode).toBe(404);
  });

  it('records maintenance records created and deleted, with values before a delete', async () => {
    const { admin } = await createCompany(t);
    const vehicleId = await newVehicle(admin, '品川 100 あ 44-44');
    const created = await api(admin, 'POST', `/v1/vehicles/${vehicleId}/maintenances`, {
      maintained: '2026-02-01',
      memo: 'タイヤ交換',
    });
    expect(created.statusCode).toBe(201);
    const maintenanceId = created.json().id as string;
    const del = await api(admin, 'DELETE', `/v1/vehicles/${vehicleId}/maintenances/${maintenanceId}`);
    expect(del.statusCode).toBe(204);

    const [deleted, inserted] = await rowsOf('maintenances', maintenanceId);
    expect(inserted).toMatchObject({
      action: 'insert',
      actorId: admin.id,
      after: { maintained: '2026-02-01', memo: 'タイヤ交換', vehicle_id: vehicleId },
    });
    expect(deleted).toMatchObject({
      action: 'delete',
      actorId: admin.id,
      after: null,
      before: { maintained: '2026-02-01', memo: 'タイヤ交換', vehicle_id: vehicleId },
    });
  });

  it('records writes outside a request with no actor, and no actor leaks from an earlier request', async () => {
    const { admin, companyId } = await createCompany(t);
    // Several requests first, so pooled connections have carried an actor before.
    for (const n of ['55-01', '55-02', '55-03']) await newVehicle(admin, `品川 100 あ ${n}`);
    const [inserted] = await t.database.db
      .insert(vehicles)
      .values({ companyId, registrationNumber: '品川 100 あ 55-55', vehicleClass: 'large' })
      .returning({ id: vehicles.id });
    const [row] = await rowsOf('vehicles', inserted?.id ?? '');
    expect(row).toMatchObject({ action: 'insert', actorId: null });
    const res = await api(admin, 'GET', `/v1/vehicles/${inserted?.id}/history`);
    expect(res.json().data[0]).toMatchObject({ action: 'insert', actor: null });
  });

  // Another company's 404 on GET /v1/vehicles/:id/history: route-security.test.ts.
});
