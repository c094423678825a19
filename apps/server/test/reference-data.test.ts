import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp, type TestUser, usersOfEveryRole } from './helpers.ts';

let t: TestApp;
let users: Record<'company_admin' | 'driver' | 'consignor_user' | 'system_admin', TestUser>;
beforeAll(async () => {
  t = await createTestApp();
  users = (await usersOfEveryRole(t)).byRole;
});
afterAll(() => t.close());

const get = (url: string, user: TestUser = users.company_admin) =>
  t.app.inject({ url, headers: bearer(user) });
const codesOf = (res: { json(): { data: { code: string }[] } }) => res.json().data.map((row) => row.code);

describe('postal codes', () => {
  it('answers the address of a known code, in any form it was typed', async () => {
    const res = await get('/v1/postal-codes/100-0001');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      zipCode: '100-0001',
      prefecture: '東京都',
      city: '千代田区',
      town: '千代田',
      address1: '東京都千代田区千代田',
    });

    for (const typed of [
      '1360082',
      '136-0082',
      encodeURIComponent('１３６－００８２'),
      encodeURIComponent('〒136-0082'),
    ]) {
      const other = await get(`/v1/postal-codes/${typed}`);
      expect(other.statusCode, typed).toBe(200);
      expect(other.json()).toMatchObject({ zipCode: '136-0082', address1: '東京都江東区新木場' });
    }
  });

  it('names only the city when a code covers several towns', async () => {
    const res = await get('/v1/postal-codes/452-0961');
    expect(res.json()).toEqual({
      zipCode: '452-0961',
      prefecture: '愛知県',
      city: '清須市',
      town: '',
      address1: '愛知県清須市',
    });
  });

  it('answers 404 in Japanese for a code that does not exist', async () => {
    const res = await get('/v1/postal-codes/999-9999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      statusCode: 404,
      requestId: expect.any(String),
      error: 'not_found',
      message: '該当する住所が見つかりません',
    });
  });

  it('answers 400 at the field for a code typed wrong', async () => {
    for (const typed of ['12345', '1234-5678', 'abc-defg', encodeURIComponent('東京都')]) {
      const res = await get(`/v1/postal-codes/${typed}`);
      expect(res.statusCode, typed).toBe(400);
      expect(res.json().errors).toEqual([
        {
          property: 'zipCode',
          constraints: { custom: '郵便番号は7桁の数字で入力してください（例: 136-0082）' },
          children: [],
        },
      ]);
    }
  });

  it('serves everyone who edits addresses, not drivers', async () => {
    for (const role of ['company_admin', 'system_admin', 'consignor_user'] as const) {
      expect((await get('/v1/postal-codes/1000001', users[role])).statusCode, role).toBe(200);
    }
    expect((await get('/v1/postal-codes/1000001', users.driver)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/v1/postal-codes/1000001' })).statusCode).toBe(401);
  });
});

describe('banks', () => {
  it('finds a bank by name, kana in any width, hiragana or code', async () => {
    const mizuho = await get(`/v1/banks?q=${encodeURIComponent('みずほ')}`);
    expect(mizuho.statusCode).toBe(200);
    expect(mizuho.json().data[0]).toEqual({ code: '0001', name: 'みずほ銀行', kana: 'ミズホ' });

    for (const q of ['ミツビシ', '三菱UFJ', '三菱ＵＦＪ', 'ﾐﾂﾋﾞｼ', 'みつびしゆーえふじぇい', 'mitsubishi']) {
      const res = await get(`/v1/banks?q=${encodeURIComponent(q)}`);
      expect(codesOf(res)[0], q).toBe('0005');
      expect(res.json().data[0].name).toBe('三菱UFJ銀行');
    }
    expect(codesOf(await get('/v1/banks?q=0009'))[0]).toBe('0009');
    expect((await get('/v1/banks?q=9900')).json().data[0]).toMatchObject({ name: 'ゆうちょ銀行' });
    // Credit unions and cooperatives keep their own names.
    expect((await get('/v1/banks?q=1000')).json().data[0]).toMatchObject({ name: '信金中央金庫' });
  });

  it('answers at most 20 banks, the total counting every match', async () => {
    const res = await get(`/v1/banks?q=${encodeURIComponent('信金')}`);
    expect(res.json().data).toHaveLength(20);
    expect(res.json().total).toBeGreaterThan(100);
    const none = await get(`/v1/banks?q=${encodeURIComponent('存在しない銀行名')}`);
    expect(none.json()).toEqual({ data: [], total: 0 });
    const first = await get('/v1/banks');
    expect(codesOf(first).slice(0, 2)).toEqual(['0001', '0005']);
  });

  it("finds a bank's branches by name, kana or code", async () => {
    const honten = await get(`/v1/banks/0001/branches?q=${encodeURIComponent('本店')}`);
    expect(honten.statusCode).toBe(200);
    expect(honten.json().data[0]).toEqual({ code: '100', name: '本店', kana: 'ホンテン' });
    // Zengin kana has no small kana: とうきょう finds トウキヨウ.
    const tokyo = await get(`/v1/banks/0001/branches?q=${encodeURIComponent('とうきょう')}`);
    expect(codesOf(tokyo)[0]).toBe('001');
    expect(codesOf(await get('/v1/banks/0001/branches?q=001'))[0]).toBe('001');
    const shibuya = await get(`/v1/banks/0005/branches?q=${encodeURIComponent('渋谷')}`);
    expect(shibuya.json().data.map((b: { name: string }) => b.name)).toContain('渋谷');
  });

  it('answers 404 for a bank that does not exist or a malformed code', async () => {
    for (const code of ['0002', '12', 'abcd']) {
      const res = await get(`/v1/banks/${code}/branches`);
      expect(res.statusCode, code).toBe(404);
      expect(res.json().error).toBe('not_found');
    }
  });

  it('refuses a search term too long, in Japanese', async () => {
    const res = await get(`/v1/banks?q=${'あ'.repeat(51)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({
      property: 'q',
      constraints: { max: '検索語は50文字以内で入力してください' },
    });
  });

  it('serves company staff only', async () => {
    for (const role of ['driver', 'consignor_user', 'system_admin'] as const) {
      expect((await get('/v1/banks?q=0001', users[role])).statusCode, role).toBe(403);
      expect((await get('/v1/banks/0001/branches', users[role])).statusCode, role).toBe(403);
    }
  });
});
