import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createCompany, createTestApp, type TestApp, usersOfEveryRole } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function createGroup(admin: { token: string }, body: Record<string, unknown>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/groups',
    headers: bearer(admin),
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('groups', () => {
  it('creates, reads, lists, searches and updates a group', async () => {
    const { admin } = await createCompany(t);
    const first = await createGroup(admin, { name: '第１班', memo: '  ' });
    expect(first).toMatchObject({ name: '第1班', memo: null, driverCount: 0 });
    await createGroup(admin, { name: '夜間便チーム', memo: '22時以降の便' });

    const got = await t.app.inject({ url: `/v1/groups/${first.id}`, headers: bearer(admin) });
    expect(got.json()).toEqual(first);

    const list = await t.app.inject({ url: '/v1/groups', headers: bearer(admin) });
    expect(list.json().data.map((g: { name: string }) => g.name)).toEqual(['夜間便チーム', '第1班']);
    const found = await t.app.inject({ url: '/v1/groups?q=夜間', headers: bearer(admin) });
    expect(found.json()).toMatchObject({ total: 1, data: [{ name: '夜間便チーム' }] });

    const put = await t.app.inject({
      method: 'PUT',
      url: `/v1/groups/${first.id}`,
      headers: bearer(admin),
      payload: { name: '第1班（江東）', memo: '新木場' },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ id: first.id, name: '第1班(江東)', memo: '新木場' });
  });

  it('counts the active drivers of a group', async () => {
    const { admin } = await createCompany(t);
    const group = await createGroup(admin, { name: '配送課' });
    for (const n of [1, 2]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/drivers',
        headers: bearer(admin),
        payload: { name: `班員 ${n}`, email: `group-${n}-${group.id}@example.test`, groupId: group.id },
      });
      expect(res.statusCode).toBe(201);
    }
    const got = await t.app.inject({ url: `/v1/groups/${group.id}`, headers: bearer(admin) });
    expect(got.json().driverCount).toBe(2);
  });

  it('answers 409 at the name for a name the company already uses, not for another company', async () => {
    const a = await createCompany(t);
    const b = await createCompany(t, '別会社運輸株式会社');
    const group = await createGroup(a.admin, { name: '第2班' });
    const other = await createGroup(a.admin, { name: '第3班' });
    const dup = await t.app.inject({
      method: 'POST',
      url: '/v1/groups',
      headers: bearer(a.admin),
      payload: { name: '第２班' },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({
      error: 'conflict',
      message: 'この名前のグループはすでに登録されています。',
      errors: [{ property: 'name' }],
    });
    const rename = await t.app.inject({
      method: 'PUT',
      url: `/v1/groups/${other.id}`,
      headers: bearer(a.admin),
      payload: { name: '第2班' },
    });
    expect(rename.statusCode).toBe(409);
    const same = await t.app.inject({
      method: 'PUT',
      url: `/v1/groups/${group.id}`,
      headers: bearer(a.admin),
      payload: { name: '第2班', memo: 'メモだけ変更' },
    });
    expect(same.statusCode).toBe(200);
    await createGroup(b.admin, { name: '第2班' });
  });

  it('validates in Japanese at the field', async () => {
    const { admin } = await createCompany(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/groups',
      headers: bearer(admin),
      payload: { name: '', memo: 'あ'.repeat(2001) },
    });
    expect(res.statusCode).toBe(400);
    const messages = Object.fromEntries(
      res
        .json()
        .errors.map((e: { property: string; constraints: Record<string, string> }) => [
          e.property,
          Object.values(e.constraints)[0],
        ]),
    );
    expect(messages).toEqual({
      name: 'グループ名を入力してください',
      memo: '備考は2000文字以内で入力してください',
    });
  });

  it('keeps tenants apart and allows only company staff', async () => {
    const a = await createCompany(t);
    const b = await createCompany(t, '別会社運輸株式会社');
    const group = await createGroup(a.admin, { name: '第1班' });
    const get = await t.app.inject({ url: `/v1/groups/${group.id}`, headers: bearer(b.admin) });
    expect(get.statusCode).toBe(404);
    expect(get.json().message).toBe('グループが見つかりません。');
    // Another company's 404 on PUT (the group unchanged) and its list without A's groups:
    // route-security.test.ts.

    const { byRole } = await usersOfEveryRole(t);
    for (const role of ['driver', 'consignor_user', 'system_admin'] as const) {
      const res = await t.app.inject({ url: '/v1/groups', headers: bearer(byRole[role]) });
      expect(res.statusCode, role).toBe(403);
    }
  });
});
