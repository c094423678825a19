import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../src/features/clients/clients.table.ts';
import {
  bearer,
  createCompany,
  createTestApp,
  createUser,
  type TestApp,
  type TestUser,
  usersOfEveryRole,
} from './helpers.ts';

let t: TestApp;
let sysadmin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  sysadmin = await createUser(t, 'system_admin');
});
afterAll(() => t.close());

let serial = 0;
const unique = (name: string) => `${name}${Date.now().toString(36)}${serial++}`;

async function createConsignor(body: Record<string, unknown>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/consignors',
    headers: bearer(sysadmin),
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** A client of the company linked to the consignor (the clients routes belong to another feature). */
async function linkClient(companyId: string, consignorId: string, deleted = false) {
  const [client] = await t.database.db
    .insert(clients)
    .values({ companyId, name: '連携取引先', consignorId, deletedAt: deleted ? new Date() : null })
    .returning();
  return client;
}

describe('consignors (system administrator)', () => {
  it('creates, reads, updates and lists consignors with search, filter and pages', async () => {
    const name = unique('東京食品');
    const created = await createConsignor({
      name: `  ${name}  `,
      nameKana: 'とうきょうしょくひん',
      zipCode: '1040061',
      address1: '東京都中央区銀座',
      phone: '０３－１２３４－５６７８',
    });
    expect(created).toMatchObject({
      name,
      nameKana: 'トウキョウショクヒン',
      zipCode: '104-0061',
      address2: null,
      phone: '03-1234-5678',
      active: true,
    });
    const got = await t.app.inject({ url: `/v1/consignors/${created.id}`, headers: bearer(sysadmin) });
    expect(got.json()).toEqual(created);

    const put = await t.app.inject({
      method: 'PUT',
      url: `/v1/consignors/${created.id}`,
      headers: bearer(sysadmin),
      payload: { name, nameKana: 'トウキョウショクヒン', active: false },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ active: false, zipCode: null, phone: null });

    const search = await t.app.inject({
      url: `/v1/consignors?q=${encodeURIComponent(name.slice(0, 4))}&active=false`,
      headers: bearer(sysadmin),
    });
    expect(search.json().data.map((c: { id: string }) => c.id)).toContain(created.id);
    const activeOnly = await t.app.inject({
      url: `/v1/consignors?q=${encodeURIComponent(name)}&active=true`,
      headers: bearer(sysadmin),
    });
    expect(activeOnly.json()).toEqual({ data: [], total: 0 });
    const byKana = await t.app.inject({
      url: `/v1/consignors?q=${encodeURIComponent('ｼｮｸﾋﾝ')}`,
      headers: bearer(sysadmin),
    });
    expect(byKana.json().data.map((c: { id: string }) => c.id)).toContain(created.id);

    await createConsignor({ name: unique('ページ荷主') });
    await createConsignor({ name: unique('ページ荷主') });
    const page = await t.app.inject({
      url: '/v1/consignors?perPage=1&page=2&sort=-createdAt',
      headers: bearer(sysadmin),
    });
    expect(page.json().data).toHaveLength(1);
    expect(page.json().total).toBeGreaterThanOrEqual(3);
  });

  it('answers validation errors in Japanese at their fields', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/consignors',
      headers: bearer(sysadmin),
      payload: { name: ' ', nameKana: 'Tokyo', zipCode: '12', phone: '12345' },
    });
    expect(res.statusCode).toBe(400);
    const errors = Object.fromEntries(
      res
        .json()
        .errors.map((e: { property: string; constraints: Record<string, string> }) => [
          e.property,
          Object.values(e.constraints)[0],
        ]),
    );
    expect(errors).toMatchObject({
      name: '荷主名を入力してください',
      nameKana: 'フリガナは全角カタカナで入力してください',
      zipCode: expect.stringContaining('郵便番号は7桁'),
      phone: expect.stringContaining('電話番号は0から始まる'),
    });
  });

  it('answers 404 for a consignor that does not exist', async () => {
    const id = '0192f000-0000-7000-8000-00000000abcd';
    const get = await t.app.inject({ url: `/v1/consignors/${id}`, headers: bearer(sysadmin) });
    expect(get.statusCode).toBe(404);
    expect(get.json().message).toBe('荷主が見つかりません。');
    const put = await t.app.inject({
      method: 'PUT',
      url: `/v1/consignors/${id}`,
      headers: bearer(sysadmin),
      payload: { name: '存在しない荷主' },
    });
    expect(put.statusCode).toBe(404);
  });

  it('lets only the system administrator create and update consignors', async () => {
    const { byRole } = await usersOfEveryRole(t);
    const consignor = await createConsignor({ name: unique('権限荷主') });
    for (const role of ['company_admin', 'driver', 'consignor_user'] as const) {
      const post = await t.app.inject({
        method: 'POST',
        url: '/v1/consignors',
        headers: bearer(byRole[role]),
        payload: { name: '作れない荷主' },
      });
      expect(post.statusCode, role).toBe(403);
      const put = await t.app.inject({
        method: 'PUT',
        url: `/v1/consignors/${consignor.id}`,
        headers: bearer(byRole[role]),
        payload: { name: '書き換え' },
      });
      expect(put.statusCode, role).toBe(403);
    }
    for (const role of ['driver', 'consignor_user'] as const) {
      const list = await t.app.inject({ url: '/v1/consignors', headers: bearer(byRole[role]) });
      expect(list.statusCode, role).toBe(403);
    }
  });
});

describe('consignors (company staff)', () => {
  it('shows a company only the consignors linked to its current clients', async () => {
    const a = await createCompany(t);
    const b = await createCompany(t, '別テナント株式会社');
    const linked = await createConsignor({ name: unique('連携荷主') });
    const unlinked = await createConsignor({ name: unique('未連携荷主') });
    const viaDeleted = await createConsignor({ name: unique('削除済み連携荷主') });
    await linkClient(a.companyId, linked.id);
    // Two clients of one consignor: it is listed once.
    await linkClient(a.companyId, linked.id);
    await linkClient(a.companyId, viaDeleted.id, true);

    const listA = await t.app.inject({ url: '/v1/consignors', headers: bearer(a.admin) });
    expect(listA.json()).toEqual({ data: [linked], total: 1 });
    const listB = await t.app.inject({ url: '/v1/consignors', headers: bearer(b.admin) });
    expect(listB.json()).toEqual({ data: [], total: 0 });

    const getA = await t.app.inject({ url: `/v1/consignors/${linked.id}`, headers: bearer(a.admin) });
    expect(getA.json()).toEqual(linked);
    for (const [user, id] of [
      [b.admin, linked.id],
      [a.admin, unlinked.id],
      [a.admin, viaDeleted.id],
    ] as const) {
      const res = await t.app.inject({ url: `/v1/consignors/${id}`, headers: bearer(user) });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('not_found');
    }
  });

  it('stops showing a consignor once the link is removed', async () => {
    const a = await createCompany(t);
    const consignor = await createConsignor({ name: unique('解除荷主') });
    const client = await linkClient(a.companyId, consignor.id);
    expect(
      (await t.app.inject({ url: `/v1/consignors/${consignor.id}`, headers: bearer(a.admin) })).statusCode,
    ).toBe(200);
    await t.database.db
      .update(clients)
      .set({ consignorId: null })
      .where(eq(clients.id, client?.id ?? ''));
    expect(
      (await t.app.inject({ url: `/v1/consignors/${consignor.id}`, headers: bearer(a.admin) })).statusCode,
    ).toBe(404);
  });
});
