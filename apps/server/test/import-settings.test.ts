import { importSettingPresets } from '@rikuun/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createCompany,
  createTestApp,
  type TestApp,
  type TestUser,
  usersOfEveryRole,
} from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const settingBody = (over: Record<string, unknown> = {}) => ({
  name: 'A社 配送データ',
  encoding: 'shift_jis',
  headerRows: 1,
  columns: { deliveryDate: 'A', courseName: 'B', destinationName: 'C', address1: 'D', memo: '' },
  ...over,
});

function send(user: TestUser, method: 'POST' | 'PUT', url: string, payload: unknown) {
  return t.app.inject({ method, url, headers: bearer(user), payload: payload as object });
}

type ErrorItem = { property: string; constraints?: Record<string, string>; children: ErrorItem[] };
/** The message at a dotted path of the error tree (`columns.deliveryDate`). */
function errorAt(body: { errors?: ErrorItem[] }, path: string): string | undefined {
  let items = body.errors ?? [];
  let found: ErrorItem | undefined;
  for (const part of path.split('.')) {
    found = items.find((e) => e.property === part);
    items = found?.children ?? [];
  }
  return Object.values(found?.constraints ?? {})[0];
}

describe('import settings', () => {
  it('creates, reads, lists, updates and deletes a setting', async () => {
    const { admin } = await createCompany(t);
    const res = await send(admin, 'POST', '/v1/import-settings', {
      ...settingBody(),
      columns: { deliveryDate: 'a', courseName: 'ｂ', destinationName: '  お届け先名 ', memo: '' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      name: 'A社 配送データ',
      target: 'courses',
      encoding: 'shift_jis',
      headerRows: 1,
      // Column letters in capitals, header text normalized, empty references dropped.
      columns: { deliveryDate: 'A', courseName: 'B', destinationName: 'お届け先名' },
    });
    expect(Object.keys(created.columns)).toHaveLength(3);

    const got = await t.app.inject({ url: `/v1/import-settings/${created.id}`, headers: bearer(admin) });
    expect(got.json()).toEqual(created);

    const put = await send(
      admin,
      'PUT',
      `/v1/import-settings/${created.id}`,
      settingBody({ encoding: 'utf8', headerRows: 0 }),
    );
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ encoding: 'utf8', headerRows: 0, columns: { address1: 'D' } });

    await send(admin, 'POST', '/v1/import-settings', settingBody({ name: 'B社 配送データ' }));
    const list = await t.app.inject({ url: '/v1/import-settings?q=a社', headers: bearer(admin) });
    expect(list.json()).toMatchObject({ total: 1, data: [{ id: created.id }] });
    const all = await t.app.inject({ url: '/v1/import-settings?sort=-name', headers: bearer(admin) });
    expect(all.json().data.map((s: { name: string }) => s.name)).toEqual([
      'B社 配送データ',
      'A社 配送データ',
    ]);

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/v1/import-settings/${created.id}`,
      headers: bearer(admin),
    });
    expect(del.statusCode).toBe(204);
    const gone = await t.app.inject({ url: `/v1/import-settings/${created.id}`, headers: bearer(admin) });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('取込設定が見つかりません。');
  });

  it('requires the date, course and destination columns', async () => {
    const { admin } = await createCompany(t);
    const res = await send(admin, 'POST', '/v1/import-settings', settingBody({ columns: { address1: 'A' } }));
    expect(res.statusCode).toBe(400);
    expect(errorAt(res.json(), 'columns.deliveryDate')).toBe('配送日の列を指定してください');
    expect(errorAt(res.json(), 'columns.courseName')).toBe('コース名の列を指定してください');
    expect(errorAt(res.json(), 'columns.destinationName')).toBe('配送先名の列を指定してください');
  });

  it('refuses a column used twice, header texts without a header row, and unknown fields', async () => {
    const { admin } = await createCompany(t);
    const twice = await send(admin, 'POST', '/v1/import-settings', {
      ...settingBody(),
      columns: { deliveryDate: 'A', courseName: 'B', destinationName: 'b' },
    });
    expect(twice.statusCode).toBe(400);
    expect(errorAt(twice.json(), 'columns.destinationName')).toBe(
      'この列はすでに「コース名」に指定されています',
    );

    const noHeader = await send(admin, 'POST', '/v1/import-settings', {
      ...settingBody({ headerRows: 0 }),
      columns: { deliveryDate: 'A', courseName: 'B', destinationName: '配送先名' },
    });
    expect(errorAt(noHeader.json(), 'columns.destinationName')).toBe(
      '見出し行がない場合は列記号（A、B…）で指定してください',
    );

    const unknown = await send(admin, 'POST', '/v1/import-settings', {
      ...settingBody(),
      columns: { deliveryDate: 'A', courseName: 'B', destinationName: 'C', price: 'D' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(errorAt(unknown.json(), 'columns')).toBe('取り込めない項目が指定されています（1件）');

    const bad = await send(
      admin,
      'POST',
      '/v1/import-settings',
      settingBody({ name: '', encoding: 'euc', headerRows: -1 }),
    );
    expect(errorAt(bad.json(), 'name')).toBe('設定名を入力してください');
    expect(errorAt(bad.json(), 'encoding')).toBe('文字コードを選択してください');
    expect(errorAt(bad.json(), 'headerRows')).toBe('見出し行数は0以上で入力してください');
  });

  it('answers 409 at name for a name the company already uses (another company may use it)', async () => {
    const a = await createCompany(t);
    const b = await createCompany(t, '別テナント株式会社');
    await send(a.admin, 'POST', '/v1/import-settings', settingBody());
    const again = await send(a.admin, 'POST', '/v1/import-settings', settingBody());
    expect(again.statusCode).toBe(409);
    expect(errorAt(again.json(), 'name')).toBe('この設定名はすでに使われています。');
    expect((await send(b.admin, 'POST', '/v1/import-settings', settingBody())).statusCode).toBe(201);
  });

  // Another company's 404 on GET, PUT and DELETE /v1/import-settings/:id (the setting unchanged) and
  // its list without A's settings: route-security.test.ts.

  it('offers the standard preset to every company, which saves as it is', async () => {
    const { admin } = await createCompany(t);
    const res = await t.app.inject({ url: '/v1/import-settings/presets', headers: bearer(admin) });
    expect(res.json()).toEqual({ data: importSettingPresets, total: importSettingPresets.length });
    const standard = res.json().data.find((p: { key: string }) => p.key === 'standard');
    expect(standard.columns).toMatchObject({ deliveryDate: '配送日', courseName: 'コース名' });
    const { key: _k, description: _d, ...values } = standard;
    const saved = await send(admin, 'POST', '/v1/import-settings', values);
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().columns).toEqual(standard.columns);
  });

  it('is for company staff only', async () => {
    const { byRole } = await usersOfEveryRole(t);
    for (const role of ['system_admin', 'driver', 'consignor_user'] as const) {
      const list = await t.app.inject({ url: '/v1/import-settings', headers: bearer(byRole[role]) });
      expect(list.statusCode, role).toBe(403);
      expect((await send(byRole[role], 'POST', '/v1/import-settings', settingBody())).statusCode, role).toBe(
        403,
      );
    }
  });
});
