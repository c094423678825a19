import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createConsignor, createTestApp, type TestApp, usersOfEveryRole } from './helpers.ts';
import { callAs, fieldMessages } from './support/api-calls.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('clients', () => {
  it('creates, reads, lists and updates a client with its 支払サイト and consignor', async () => {
    const { admin } = await createCompany(t);
    const { consignorId } = await createConsignor(t, '関東青果株式会社');
    const created = await callAs(t, admin, 'POST', '/v1/clients', {
      name: '株式会社東京食品',
      nameKana: 'とうきょうしょくひん',
      zipCode: '〒135-0061',
      address1: '東京都江東区豊洲6-1-1',
      phone: '03-5555-1234',
      email: 'keiri@tokyo-shokuhin.example.jp',
      invoiceRegistrationNumber: 't7000012050002',
      closingDay: 20,
      paymentTermMonths: 1,
      paymentDay: 0,
      consignorId,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: '株式会社東京食品',
      nameKana: 'トウキョウショクヒン',
      honorific: '御中',
      zipCode: '135-0061',
      invoiceRegistrationNumber: 'T7000012050002',
      closingDay: 20,
      paymentTermMonths: 1,
      paymentDay: 0,
      consignorId,
      consignorName: '関東青果株式会社',
      active: true,
    });
    const id = created.body.id;
    expect((await callAs(t, admin, 'GET', `/v1/clients/${id}`)).body).toEqual(created.body);

    const put = await callAs(t, admin, 'PUT', `/v1/clients/${id}`, {
      name: '株式会社東京食品',
      honorific: '様',
      active: false,
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ honorific: '様', active: false, consignorId: null, closingDay: 0 });
  });

  it('searches name and kana, filters by state, sorts and pages', async () => {
    const { admin } = await createCompany(t);
    await callAs(t, admin, 'POST', '/v1/clients', { name: '株式会社いろは商事', nameKana: 'イロハショウジ' });
    await callAs(t, admin, 'POST', '/v1/clients', { name: '青空物産', nameKana: 'アオゾラブッサン' });
    await callAs(t, admin, 'POST', '/v1/clients', { name: '旧取引先', nameKana: 'キュウ', active: false });

    const all = await callAs(t, admin, 'GET', '/v1/clients');
    expect(all.body.data.map((c: { nameKana: string }) => c.nameKana)).toEqual([
      'アオゾラブッサン',
      'イロハショウジ',
      'キュウ',
    ]);
    expect((await callAs(t, admin, 'GET', '/v1/clients?q=いろは')).body.total).toBe(1);
    // Half-width kana is the same search key (NFKC).
    expect((await callAs(t, admin, 'GET', '/v1/clients?q=ｱｵｿﾞﾗ')).body.total).toBe(1);
    expect((await callAs(t, admin, 'GET', '/v1/clients?q=ミドリ')).body.total).toBe(0);
    expect((await callAs(t, admin, 'GET', '/v1/clients?active=false')).body).toMatchObject({
      total: 1,
      data: [{ name: '旧取引先' }],
    });
    const desc = await callAs(t, admin, 'GET', '/v1/clients?sort=-nameKana&perPage=2&page=2');
    expect(desc.body).toMatchObject({ total: 3, data: [{ nameKana: 'アオゾラブッサン' }] });
  });

  it('validates in Japanese at the field: strict 登録番号, 敬称, 締日, an unknown consignor', async () => {
    const { admin } = await createCompany(t);
    const res = await callAs(t, admin, 'POST', '/v1/clients', {
      name: '',
      nameKana: 'abc',
      honorific: '殿',
      invoiceRegistrationNumber: 'T5010001134037',
      closingDay: 31,
      paymentTermMonths: 7,
      email: 'not-mail',
    });
    expect(res.status).toBe(400);
    const m = fieldMessages(res.body);
    expect(m.name).toEqual(['取引先名を入力してください']);
    expect(m.nameKana).toEqual(['フリガナは全角カタカナで入力してください']);
    expect(m.honorific).toEqual(['敬称を選択してください']);
    expect(m.invoiceRegistrationNumber).toEqual([
      '登録番号のチェックデジットが一致しません。番号をご確認ください',
    ]);
    expect(m.closingDay).toEqual(['締日は1〜28日または月末を選択してください']);
    expect(m.paymentTermMonths).toEqual(['支払月は6以下で入力してください']);
    expect(m.email).toEqual(['メールアドレスの形式が正しくありません']);

    const unknown = await callAs(t, admin, 'POST', '/v1/clients', {
      name: '株式会社テスト',
      consignorId: '0190a0b0-0000-7000-8000-000000000000',
    });
    expect(unknown.status).toBe(400);
    expect(fieldMessages(unknown.body).consignorId).toEqual(['指定された荷主が見つかりません']);
  });

  // Another company's 404 on GET and PUT /v1/clients/:id (the client unchanged) and its empty list:
  // route-security.test.ts.
  it('refuses other roles', async () => {
    const { byRole } = await usersOfEveryRole(t);
    for (const role of ['driver', 'consignor_user', 'system_admin'] as const) {
      expect((await callAs(t, byRole[role], 'POST', '/v1/clients', { name: 'x' })).status, role).toBe(403);
    }
  });
});

describe('client bases', () => {
  it('creates, lists, reads, updates and deletes a client’s base', async () => {
    const { admin } = await createCompany(t);
    const client = (await callAs(t, admin, 'POST', '/v1/clients', { name: '株式会社東京食品' })).body;
    const url = `/v1/clients/${client.id}/bases`;
    const created = await callAs(t, admin, 'POST', url, {
      name: '豊洲センター',
      zipCode: '1350061',
      address1: '東京都江東区豊洲6-1-1',
      timeWindowStart: '8:00',
      timeWindowEnd: '17:30',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      clientId: client.id,
      name: '豊洲センター',
      zipCode: '135-0061',
      timeWindowStart: '08:00',
      timeWindowEnd: '17:30',
    });
    const id = created.body.id;
    expect((await callAs(t, admin, 'GET', `${url}/${id}`)).body).toEqual(created.body);
    expect((await callAs(t, admin, 'GET', url)).body).toMatchObject({ total: 1, data: [{ id }] });
    expect((await callAs(t, admin, 'GET', `${url}?q=豊洲`)).body.total).toBe(1);

    const put = await callAs(t, admin, 'PUT', `${url}/${id}`, { name: '豊洲第二センター' });
    expect(put.body).toMatchObject({ name: '豊洲第二センター', timeWindowStart: null });

    expect((await callAs(t, admin, 'DELETE', `${url}/${id}`)).status).toBe(204);
    expect((await callAs(t, admin, 'GET', `${url}/${id}`)).body.message).toBe('取引先拠点が見つかりません。');
    expect((await callAs(t, admin, 'GET', url)).body.total).toBe(0);
  });

  it('finds a base only under its own client, validates times, and hides it from other companies', async () => {
    const { admin } = await createCompany(t);
    const { admin: other } = await createCompany(t, '他社運送');
    const a = (await callAs(t, admin, 'POST', '/v1/clients', { name: 'A社' })).body;
    const b = (await callAs(t, admin, 'POST', '/v1/clients', { name: 'B社' })).body;
    const site = (await callAs(t, admin, 'POST', `/v1/clients/${a.id}/bases`, { name: 'A倉庫' })).body;
    expect((await callAs(t, admin, 'GET', `/v1/clients/${b.id}/bases/${site.id}`)).status).toBe(404);
    expect((await callAs(t, admin, 'DELETE', `/v1/clients/${b.id}/bases/${site.id}`)).status).toBe(404);
    expect((await callAs(t, other, 'GET', `/v1/clients/${a.id}/bases`)).status).toBe(404);
    expect((await callAs(t, other, 'POST', `/v1/clients/${a.id}/bases`, { name: 'x' })).status).toBe(404);
    expect((await callAs(t, other, 'GET', `/v1/clients/${a.id}/bases/${site.id}`)).status).toBe(404);

    const bad = await callAs(t, admin, 'POST', `/v1/clients/${a.id}/bases`, {
      name: '倉庫',
      timeWindowStart: '18:00',
      timeWindowEnd: '09:00',
    });
    expect(bad.status).toBe(400);
    expect(fieldMessages(bad.body).timeWindowEnd).toEqual([
      '受付終了は受付開始より後の時刻を入力してください',
    ]);
    const badTime = await callAs(t, admin, 'POST', `/v1/clients/${a.id}/bases`, {
      name: '倉庫',
      timeWindowStart: '25:00',
    });
    expect(fieldMessages(badTime.body).timeWindowStart?.[0]).toBe(
      '受付開始は24時間表記の時:分（例: 08:30）で入力してください',
    );
  });
});
