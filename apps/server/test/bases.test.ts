import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createTestApp, type TestApp, usersOfEveryRole } from './helpers.ts';
import { callAs, fieldMessages } from './support/api-calls.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('bases', () => {
  it('creates, reads, lists, updates and deletes a base', async () => {
    const { admin } = await createCompany(t);
    const created = await callAs(t, admin, 'POST', '/v1/bases', {
      name: '江東営業所',
      zipCode: '1360082',
      address1: '東京都江東区新木場1-2-3',
      phone: '03-1234-5678',
      latitude: 35.64,
      longitude: 139.83,
      memo: '  ',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: '江東営業所',
      zipCode: '136-0082',
      memo: null,
      latitude: 35.64,
    });
    const id = created.body.id;

    expect((await callAs(t, admin, 'GET', `/v1/bases/${id}`)).body).toEqual(created.body);
    const list = await callAs(t, admin, 'GET', '/v1/bases?q=江東');
    expect(list.body).toMatchObject({ total: 1, data: [{ id, kind: 'base', clientId: null }] });
    expect((await callAs(t, admin, 'GET', '/v1/bases?q=新木場')).body.total).toBe(1);
    expect((await callAs(t, admin, 'GET', '/v1/bases?q=大阪')).body.total).toBe(0);

    const put = await callAs(t, admin, 'PUT', `/v1/bases/${id}`, { name: '新木場センター', memo: '24時間' });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ name: '新木場センター', memo: '24時間', zipCode: null });

    expect((await callAs(t, admin, 'DELETE', `/v1/bases/${id}`)).status).toBe(204);
    const gone = await callAs(t, admin, 'GET', `/v1/bases/${id}`);
    expect(gone).toMatchObject({ status: 404, body: { message: '拠点が見つかりません。' } });
    expect((await callAs(t, admin, 'DELETE', `/v1/bases/${id}`)).status).toBe(404);
  });

  it('adds the clients’ bases, marked as such, with withClientBases=true', async () => {
    const { admin } = await createCompany(t);
    const base = (await callAs(t, admin, 'POST', '/v1/bases', { name: '本社' })).body;
    const client = (await callAs(t, admin, 'POST', '/v1/clients', { name: '東京食品株式会社' })).body;
    const site = (await callAs(t, admin, 'POST', `/v1/clients/${client.id}/bases`, { name: '大井倉庫' }))
      .body;

    expect((await callAs(t, admin, 'GET', '/v1/bases')).body).toMatchObject({
      total: 1,
      data: [{ id: base.id }],
    });
    const both = await callAs(t, admin, 'GET', '/v1/bases?withClientBases=true');
    expect(both.body).toMatchObject({
      total: 2,
      data: [
        { id: base.id, kind: 'base', clientId: null, clientName: null },
        {
          id: site.id,
          kind: 'client_base',
          clientId: client.id,
          clientName: '東京食品株式会社',
          name: '大井倉庫',
        },
      ],
    });
    const page2 = await callAs(t, admin, 'GET', '/v1/bases?withClientBases=true&perPage=1&page=2');
    expect(page2.body).toMatchObject({ total: 2, data: [{ id: site.id }] });
    const newestFirst = await callAs(t, admin, 'GET', '/v1/bases?withClientBases=true&sort=-createdAt');
    expect(newestFirst.body.data.map((b: { id: string }) => b.id)).toEqual([base.id, site.id]);
    // The client's name finds its bases too.
    const byClient = await callAs(t, admin, 'GET', '/v1/bases?withClientBases=true&q=東京食品');
    expect(byClient.body).toMatchObject({ total: 1, data: [{ id: site.id }] });
  });

  it('refuses to delete a base that vehicles or contracts use (409 with the reason)', async () => {
    const { admin } = await createCompany(t);
    const base = (await callAs(t, admin, 'POST', '/v1/bases', { name: '本社' })).body;
    const vehicle = (
      await callAs(t, admin, 'POST', '/v1/vehicles', {
        registrationNumber: '品川 100 あ 12-34',
        vehicleClass: 'small',
        baseId: base.id,
      })
    ).body;
    const inUse = await callAs(t, admin, 'DELETE', `/v1/bases/${base.id}`);
    expect(inUse).toMatchObject({
      status: 409,
      body: { error: 'conflict', message: 'この拠点は車両で使われているため削除できません。' },
    });
    const client = (await callAs(t, admin, 'POST', '/v1/clients', { name: '東京食品株式会社' })).body;
    await callAs(t, admin, 'POST', '/v1/contracts', {
      clientId: client.id,
      name: '定期便',
      from: '2026-04-01',
      feeType: 'per_course',
      billingUnitPrice: 30000,
      baseId: base.id,
    });
    expect((await callAs(t, admin, 'DELETE', `/v1/bases/${base.id}`)).body.message).toBe(
      'この拠点は車両・契約で使われているため削除できません。',
    );
    // A deleted vehicle no longer holds it; the contract still does.
    await callAs(t, admin, 'DELETE', `/v1/vehicles/${vehicle.id}`);
    expect((await callAs(t, admin, 'DELETE', `/v1/bases/${base.id}`)).body.message).toBe(
      'この拠点は契約で使われているため削除できません。',
    );
    expect((await callAs(t, admin, 'GET', `/v1/bases/${base.id}`)).status).toBe(200);
  });

  it('validates in Japanese at the field', async () => {
    const { admin } = await createCompany(t);
    const res = await callAs(t, admin, 'POST', '/v1/bases', {
      name: '',
      zipCode: '12-34',
      phone: '1234',
      latitude: 100,
    });
    expect(res.status).toBe(400);
    const messages = fieldMessages(res.body);
    expect(messages.name).toEqual(['拠点名を入力してください']);
    expect(messages.zipCode?.[0]).toContain('郵便番号は7桁の数字');
    expect(messages.phone?.[0]).toContain('電話番号は0から始まる');
    expect(messages.latitude).toEqual(['緯度は90以下で入力してください']);
  });

  // Another company's 404 on GET, PUT and DELETE /v1/bases/:id: route-security.test.ts.
  it('shows another company none of its bases, with client bases too, and refuses other roles', async () => {
    const { admin } = await createCompany(t);
    const { admin: other } = await createCompany(t, '他社運送');
    await callAs(t, admin, 'POST', '/v1/bases', { name: '本社' });
    expect((await callAs(t, other, 'GET', '/v1/bases?withClientBases=true')).body.total).toBe(0);

    const { byRole } = await usersOfEveryRole(t);
    for (const role of ['driver', 'consignor_user', 'system_admin'] as const) {
      expect((await callAs(t, byRole[role], 'GET', '/v1/bases')).status, role).toBe(403);
    }
  });
});
