import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys } from '../src/features/api-keys/api-keys.table.ts';
import { createCompany, createTestApp, type TestApp, usersOfEveryRole } from './helpers.ts';
import { callAs } from './support/api-calls.ts';
import { callWithKey, issueApiKey } from './support/api-keys.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const keyRow = async (id: string) =>
  (await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, id)))[0];

describe('API keys', () => {
  it('issues a key shown once, stores only its hash and prefix, and lists it without the key', async () => {
    const { admin } = await createCompany(t);
    const res = await callAs(t, admin, 'POST', '/v1/api-keys', { name: '配車システム連携' });
    expect(res.status).toBe(201);
    const issued = res.body;
    expect(issued.key).toMatch(/^sk_[A-Za-z0-9_-]{43}$/);
    expect(issued).toMatchObject({
      name: '配車システム連携',
      keyPrefix: issued.key.slice(0, 11),
      lastUsedAt: null,
      revokedAt: null,
    });
    const row = await keyRow(issued.id);
    expect(row?.keyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(issued.key);

    const list = await callAs(t, admin, 'GET', '/v1/api-keys');
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(1);
    expect(list.body.data[0]).toEqual({
      id: issued.id,
      name: '配車システム連携',
      keyPrefix: issued.keyPrefix,
      createdAt: issued.createdAt,
      lastUsedAt: null,
      revokedAt: null,
    });
    expect(JSON.stringify(list.body)).not.toContain(issued.key);

    const second = await issueApiKey(t, admin, '予備');
    expect(second.key).not.toBe(issued.key);
  });

  it('asks for a name in Japanese', async () => {
    const { admin } = await createCompany(t);
    const res = await callAs(t, admin, 'POST', '/v1/api-keys', { name: '' });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatchObject({
      property: 'name',
      constraints: { min: '名前を入力してください' },
    });
  });

  it('revokes a key: it is listed as revoked and refused from then on', async () => {
    const { admin } = await createCompany(t);
    const key = await issueApiKey(t, admin);
    expect((await callWithKey(t, key.key, 'GET', '/v1/sms/companies')).status).toBe(200);
    const res = await callAs(t, admin, 'DELETE', `/v1/api-keys/${key.id}`);
    expect(res.status).toBe(200);
    expect(res.body.revokedAt).toEqual(expect.any(String));
    const again = await callAs(t, admin, 'DELETE', `/v1/api-keys/${key.id}`);
    expect(again.body.revokedAt).toBe(res.body.revokedAt);
    const list = await callAs(t, admin, 'GET', '/v1/api-keys');
    expect(list.body.data[0]).toMatchObject({ id: key.id, revokedAt: res.body.revokedAt });
    const refused = await callWithKey(t, key.key, 'GET', '/v1/sms/companies');
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({
      statusCode: 401,
      error: 'unauthorized',
      message: 'APIキーが無効です。',
    });
  });

  it('records the last use, at most once a minute', async () => {
    const { admin } = await createCompany(t);
    const key = await issueApiKey(t, admin);
    await callWithKey(t, key.key, 'GET', '/v1/sms/drivers');
    const first = (await keyRow(key.id))?.lastUsedAt;
    expect(first).toBeInstanceOf(Date);
    const listed = (await callAs(t, admin, 'GET', '/v1/api-keys')).body.data[0];
    expect(listed.lastUsedAt).toBe(first?.toISOString());

    // Used 30 seconds ago: not written again.
    const recent = new Date(Date.now() - 30_000);
    await t.database.db.update(apiKeys).set({ lastUsedAt: recent }).where(eq(apiKeys.id, key.id));
    await callWithKey(t, key.key, 'GET', '/v1/sms/drivers');
    expect((await keyRow(key.id))?.lastUsedAt?.getTime()).toBe(recent.getTime());

    // Used two minutes ago: brought up to date.
    const old = new Date(Date.now() - 120_000);
    await t.database.db.update(apiKeys).set({ lastUsedAt: old }).where(eq(apiKeys.id, key.id));
    await callWithKey(t, key.key, 'GET', '/v1/sms/drivers');
    expect((await keyRow(key.id))?.lastUsedAt?.getTime()).toBeGreaterThan(old.getTime() + 100_000);
  });

  it("answers 404 for another company's key and leaves it live", async () => {
    const a = await createCompany(t);
    const b = await createCompany(t, '別運送株式会社');
    const key = await issueApiKey(t, a.admin);
    const res = await callAs(t, b.admin, 'DELETE', `/v1/api-keys/${key.id}`);
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('not_found');
    expect((await callAs(t, b.admin, 'GET', '/v1/api-keys')).body).toEqual({ data: [], total: 0 });
    expect((await keyRow(key.id))?.revokedAt).toBeNull();
    expect((await callWithKey(t, key.key, 'GET', '/v1/sms/companies')).status).toBe(200);
  });

  it('is for company admins only', async () => {
    const { byRole } = await usersOfEveryRole(t);
    for (const role of ['driver', 'system_admin', 'consignor_user'] as const) {
      expect((await callAs(t, byRole[role], 'GET', '/v1/api-keys')).status, role).toBe(403);
      expect((await callAs(t, byRole[role], 'POST', '/v1/api-keys', { name: 'x' })).status, role).toBe(403);
    }
    expect((await t.app.inject({ url: '/v1/api-keys' })).statusCode).toBe(401);
  });

  it('does not let a key call the signed-in routes', async () => {
    const { admin } = await createCompany(t);
    const key = await issueApiKey(t, admin);
    expect((await callWithKey(t, key.key, 'GET', '/v1/api-keys')).status).toBe(401);
  });
});
