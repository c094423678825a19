import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bases } from '../src/features/bases/bases.table.ts';
import { bearer, createCompany, createTestApp, type TestApp, usersOfEveryRole } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const vehicleBody = (over: Record<string, unknown> = {}) => ({
  registrationNumber: `品川 100 あ ${Math.floor(Math.random() * 90 + 10)}-${Math.floor(Math.random() * 90 + 10)}`,
  name: '2t 1号車',
  vehicleClass: 'small',
  maxLoadKg: 2000,
  inspectionExpiresOn: '2027-03-31',
  ...over,
});

async function createVehicle(token: { token: string }, over: Record<string, unknown> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/vehicles',
    headers: bearer(token),
    payload: vehicleBody(over),
  });
  expect(res.statusCode).toBe(201);
  return res.json();
}

describe('vehicles', () => {
  it('creates, reads, lists, updates and deletes a vehicle', async () => {
    const { admin } = await createCompany(t);
    const created = await createVehicle(admin, { registrationNumber: '品川 100 あ 12-34', memo: '  ' });
    expect(created).toMatchObject({
      registrationNumber: '品川 100 あ 12-34',
      vehicleClass: 'small',
      maxLoadKg: 2000,
      inspectionExpiresOn: '2027-03-31',
      insuranceExpiresOn: null,
      memo: null,
      active: true,
      ownership: 'owned',
      lastMaintainedOn: null,
    });

    const got = await t.app.inject({ url: `/v1/vehicles/${created.id}`, headers: bearer(admin) });
    expect(got.json()).toEqual(created);

    const list = await t.app.inject({ url: '/v1/vehicles', headers: bearer(admin) });
    expect(list.json()).toMatchObject({ total: 1, data: [{ id: created.id }] });

    const put = await t.app.inject({
      method: 'PUT',
      url: `/v1/vehicles/${created.id}`,
      headers: bearer(admin),
      payload: vehicleBody({
        registrationNumber: '品川 100 あ 12-34',
        vehicleClass: 'medium',
        active: false,
      }),
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ vehicleClass: 'medium', active: false, maxLoadKg: 2000 });

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/v1/vehicles/${created.id}`,
      headers: bearer(admin),
    });
    expect(del.statusCode).toBe(204);
    const after = await t.app.inject({ url: `/v1/vehicles/${created.id}`, headers: bearer(admin) });
    expect(after.statusCode).toBe(404);
    expect(after.json()).toEqual({
      statusCode: 404,
      error: 'not_found',
      message: '車両が見つかりません。',
      requestId: expect.any(String),
    });
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/v1/vehicles/${created.id}`,
      headers: bearer(admin),
    });
    expect(again.statusCode).toBe(404);
  });

  it('searches, filters and pages the list', async () => {
    const { admin } = await createCompany(t);
    await createVehicle(admin, {
      registrationNumber: '足立 100 あ 11-11',
      name: '冷凍車',
      vehicleClass: 'medium',
    });
    await createVehicle(admin, {
      registrationNumber: '足立 100 あ 22-22',
      name: '軽バン',
      vehicleClass: 'kei',
      active: false,
    });
    await createVehicle(admin, {
      registrationNumber: '足立 100 あ 33-33',
      name: '100%積載',
      vehicleClass: 'kei',
    });
    const get = (qs: string) =>
      t.app.inject({ url: `/v1/vehicles?${qs}`, headers: bearer(admin) }).then((r) => r.json());

    expect((await get('q=冷凍')).data.map((v: { name: string }) => v.name)).toEqual(['冷凍車']);
    expect((await get('q=%25')).data.map((v: { name: string }) => v.name)).toEqual(['100%積載']);
    expect((await get('vehicleClass=kei')).total).toBe(2);
    expect((await get('active=false')).data.map((v: { name: string }) => v.name)).toEqual(['軽バン']);
    const page2 = await get('perPage=2&page=2');
    expect(page2.total).toBe(3);
    expect(page2.data).toHaveLength(1);
    expect(page2.data[0].registrationNumber).toBe('足立 100 あ 33-33');
  });

  it('answers 409 for a duplicate registration number and allows reuse after delete', async () => {
    const { admin } = await createCompany(t);
    const first = await createVehicle(admin, { registrationNumber: '練馬 500 い 99-99' });
    const dup = await t.app.inject({
      method: 'POST',
      url: '/v1/vehicles',
      headers: bearer(admin),
      payload: vehicleBody({ registrationNumber: '練馬 500 い 99-99' }),
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({
      statusCode: 409,
      requestId: expect.any(String),
      error: 'conflict',
      message: 'この登録番号の車両はすでに登録されています。',
      errors: [
        {
          property: 'registrationNumber',
          constraints: { unique: 'この登録番号の車両はすでに登録されています。' },
          children: [],
        },
      ],
    });
    await t.app.inject({ method: 'DELETE', url: `/v1/vehicles/${first.id}`, headers: bearer(admin) });
    await createVehicle(admin, { registrationNumber: '練馬 500 い 99-99' });
  });

  it('validates the body with Japanese messages naming the field', async () => {
    const { admin } = await createCompany(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/vehicles',
      headers: bearer(admin),
      payload: {
        registrationNumber: '',
        vehicleClass: 'spaceship',
        maxLoadKg: 1.5,
        inspectionExpiresOn: '2027-02-30',
      },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toBe('入力内容に誤りがあります。入力項目を確認してください');
    const byProperty = Object.fromEntries(
      body.errors.map((e: { property: string; constraints: Record<string, string> }) => [
        e.property,
        Object.values(e.constraints),
      ]),
    );
    expect(byProperty.registrationNumber).toEqual(['登録番号を入力してください']);
    expect(byProperty.vehicleClass).toEqual(['車格を選択してください']);
    expect(byProperty.maxLoadKg).toEqual(['最大積載量は整数で入力してください']);
    expect(byProperty.inspectionExpiresOn).toEqual(['車検満了日はYYYY-MM-DD形式の日付で入力してください']);
  });

  it('rejects a malformed body, a bad query and a base of another company', async () => {
    const { admin } = await createCompany(t);
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/v1/vehicles',
      headers: { ...bearer(admin), 'content-type': 'application/json' },
      payload: '{"registrationNumber":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().error).toBe('bad_request');

    const array = await t.app.inject({
      method: 'POST',
      url: '/v1/vehicles',
      headers: bearer(admin),
      payload: [1, 2],
    });
    expect(array.statusCode).toBe(400);
    expect(array.json().errors[0].property).toBe('body');

    const badQuery = await t.app.inject({
      url: '/v1/vehicles?perPage=5000&active=maybe',
      headers: bearer(admin),
    });
    expect(badQuery.statusCode).toBe(400);
    expect(
      badQuery
        .json()
        .errors.map((e: { property: string }) => e.property)
        .sort(),
    ).toEqual(['active', 'perPage']);

    const foreignBase = await t.app.inject({
      method: 'POST',
      url: '/v1/vehicles',
      headers: bearer(admin),
      payload: vehicleBody({ baseId: '0192f000-0000-7000-8000-0000000000ff' }),
    });
    expect(foreignBase.statusCode).toBe(400);
    expect(foreignBase.json().errors[0]).toMatchObject({ property: 'baseId' });
  });

  // Another company's 404 on GET, PUT and DELETE /v1/vehicles/:id (the vehicle unchanged) and its
  // empty list: route-security.test.ts.
  it('allows only company staff', async () => {
    const { byRole } = await usersOfEveryRole(t);
    for (const role of ['driver', 'consignor_user', 'system_admin'] as const) {
      const res = await t.app.inject({ url: '/v1/vehicles', headers: bearer(byRole[role]) });
      expect(res.statusCode, role).toBe(403);
      expect(res.json().error).toBe('forbidden');
    }
    const anonymous = await t.app.inject({ url: '/v1/vehicles' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ error: 'unauthorized', message: '認証に失敗しました。' });
    expect(
      (await t.app.inject({ url: '/v1/vehicles', headers: bearer(byRole.company_admin) })).statusCode,
    ).toBe(200);
  });

  it('answers 404 for a malformed id in the path', async () => {
    const { admin } = await createCompany(t);
    const res = await t.app.inject({ url: '/v1/vehicles/not-a-uuid', headers: bearer(admin) });
    expect(res.statusCode).toBe(404);
  });
});

describe('registration numbers', () => {
  it('stores the canonical form, so the same plate typed another way is a 409 at the field', async () => {
    const { admin } = await createCompany(t);
    const first = await createVehicle(admin, { registrationNumber: '品川 100 あ 12-34' });
    for (const typed of ['品川100あ12-34', '品川　１００　あ　１２－３４', '品川100あ1234']) {
      const dup = await t.app.inject({
        method: 'POST',
        url: '/v1/vehicles',
        headers: bearer(admin),
        payload: vehicleBody({ registrationNumber: typed }),
      });
      expect(dup.statusCode, typed).toBe(409);
      expect(dup.json().errors[0].property).toBe('registrationNumber');
    }
    const other = await createVehicle(admin, { registrationNumber: '品川100あ1235' });
    expect(other.registrationNumber).toBe('品川 100 あ 12-35');
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/v1/vehicles/${other.id}`,
      headers: bearer(admin),
      payload: vehicleBody({ registrationNumber: '品川100あ12-34' }),
    });
    expect(renamed.statusCode).toBe(409);
    expect(first.registrationNumber).toBe('品川 100 あ 12-34');
  });

  it('refuses text that is not a registration number, in Japanese at the field', async () => {
    const { admin } = await createCompany(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/vehicles',
      headers: bearer(admin),
      payload: vehicleBody({ registrationNumber: 'あいう' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      {
        property: 'registrationNumber',
        constraints: { custom: expect.stringContaining('登録番号は「品川 100 あ 12-34」のように') },
        children: [],
      },
    ]);
  });

  it('finds a vehicle by a search typed without spaces or in full width', async () => {
    const { admin } = await createCompany(t);
    await createVehicle(admin, { registrationNumber: '品川 100 あ 12-34', name: 'ｴﾙﾌ 2t', maker: 'いすゞ' });
    await createVehicle(admin, { registrationNumber: '足立 400 か 56-78', name: '別の車' });
    const search = async (q: string) => {
      const res = await t.app.inject({
        url: `/v1/vehicles?q=${encodeURIComponent(q)}`,
        headers: bearer(admin),
      });
      return res.json().data.map((v: { registrationNumber: string }) => v.registrationNumber);
    };
    for (const q of ['品川100', '１２－３４', '品川 100 あ', 'エルフ', 'ｴﾙﾌ2T', 'いすゞ']) {
      expect(await search(q), q).toEqual(['品川 100 あ 12-34']);
    }
    // A term never spans two fields (registration number, name, maker).
    expect(await search('12-34エルフ')).toEqual([]);
  });
});

describe('vehicle list: sort and pages', () => {
  it('sorts by each key both ways with the id as tie-breaker, and pages without repeats', async () => {
    const { admin, companyId } = await createCompany(t);
    const [baseA, baseB] = await t.database.db
      .insert(bases)
      .values([
        { companyId, name: 'A営業所' },
        { companyId, name: 'B営業所' },
      ])
      .returning();
    const specs = [
      {
        registrationNumber: '品川 100 あ 10-01',
        name: 'ウ',
        inspectionExpiresOn: '2027-01-01',
        baseId: baseB?.id,
      },
      {
        registrationNumber: '品川 100 あ 10-02',
        name: 'ア',
        inspectionExpiresOn: '2026-01-01',
        baseId: baseA?.id,
      },
      {
        registrationNumber: '品川 100 あ 10-03',
        name: 'イ',
        inspectionExpiresOn: '2028-01-01',
        baseId: baseB?.id,
      },
      {
        registrationNumber: '品川 100 あ 10-04',
        name: 'ア',
        inspectionExpiresOn: '2025-01-01',
        baseId: baseA?.id,
      },
      {
        registrationNumber: '品川 100 あ 10-05',
        name: 'ア',
        inspectionExpiresOn: '2029-01-01',
        baseId: baseA?.id,
      },
    ];
    const created = [];
    for (const spec of specs) created.push(await createVehicle(admin, spec));
    const list = async (qs: string) => {
      const res = await t.app.inject({ url: `/v1/vehicles?${qs}`, headers: bearer(admin) });
      expect(res.statusCode, qs).toBe(200);
      return res.json() as { data: { id: string; registrationNumber: string }[]; total: number };
    };
    const serials = async (qs: string) =>
      (await list(qs)).data.map((v) => v.registrationNumber.slice(-2)).join(' ');

    expect(await serials('')).toBe('01 02 03 04 05');
    expect(await serials('sort=-registrationNumber')).toBe('05 04 03 02 01');
    expect(await serials('sort=inspectionExpiresOn')).toBe('04 02 01 03 05');
    expect(await serials('sort=-inspectionExpiresOn')).toBe('05 03 01 02 04');
    // Equal names: the id (creation order) decides, in the sort's direction.
    expect(await serials('sort=name')).toBe('02 04 05 03 01');
    expect(await serials('sort=-name')).toBe('01 03 05 04 02');
    expect(await serials('sort=baseName')).toBe('02 04 05 01 03');
    expect(await serials('sort=-baseName')).toBe('03 01 05 04 02');

    const pages = [];
    for (const page of [1, 2, 3]) pages.push(await list(`sort=-name&perPage=2&page=${page}`));
    expect(pages.map((p) => p.total)).toEqual([5, 5, 5]);
    expect(pages.flatMap((p) => p.data.map((v) => v.registrationNumber.slice(-2))).join(' ')).toBe(
      '01 03 05 04 02',
    );
    const beyond = await list('perPage=2&page=4');
    expect(beyond).toEqual({ data: [], total: 5 });
    // A full page's total is remembered for the next pages, and forgotten by a write.
    const added = await createVehicle(admin, { registrationNumber: '品川 100 あ 10-06' });
    expect((await list('sort=-name&perPage=2&page=1')).total).toBe(6);
    await t.app.inject({ method: 'DELETE', url: `/v1/vehicles/${added.id}`, headers: bearer(admin) });
    expect((await list('sort=-name&perPage=2&page=1')).total).toBe(5);
    const filtered = await list(`baseId=${baseA?.id}&perPage=2&page=2`);
    expect(filtered.total).toBe(3);
    expect(filtered.data.map((v) => v.registrationNumber.slice(-2))).toEqual(['05']);

    const badSort = await t.app.inject({ url: '/v1/vehicles?sort=memo', headers: bearer(admin) });
    expect(badSort.statusCode).toBe(400);
    expect(badSort.json().errors[0]).toMatchObject({ property: 'sort' });
  });

  it('shows and sorts by the base name the database keeps, also after the base is renamed or changed', async () => {
    const { admin, companyId } = await createCompany(t);
    const [north, south] = await t.database.db
      .insert(bases)
      .values([
        { companyId, name: 'B営業所' },
        { companyId, name: 'C営業所' },
      ])
      .returning();
    const first = await createVehicle(admin, { registrationNumber: '品川 100 あ 30-01', baseId: north?.id });
    await createVehicle(admin, { registrationNumber: '品川 100 あ 30-02', baseId: south?.id });
    const baseNames = async () => {
      const res = await t.app.inject({ url: '/v1/vehicles?sort=baseName', headers: bearer(admin) });
      return (res.json().data as { registrationNumber: string; baseName: string }[]).map(
        (v) => `${v.registrationNumber.slice(-2)}:${v.baseName}`,
      );
    };
    expect(await baseNames()).toEqual(['01:B営業所', '02:C営業所']);
    await t.database.db
      .update(bases)
      .set({ name: 'A営業所' })
      .where(eq(bases.id, south?.id ?? ''));
    // Renamed: the list follows at once, in the new order.
    expect(await baseNames()).toEqual(['02:A営業所', '01:B営業所']);
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/v1/vehicles/${first.id}`,
      headers: bearer(admin),
      payload: { registrationNumber: '品川 100 あ 30-01', vehicleClass: 'small', baseId: south?.id },
    });
    expect(moved.json().baseName).toBe('A営業所');
  });

  it('shows and sorts by the last maintenance date, kept by the maintenance writes', async () => {
    const { admin } = await createCompany(t);
    const older = await createVehicle(admin, { registrationNumber: '品川 100 あ 20-01' });
    const newer = await createVehicle(admin, { registrationNumber: '品川 100 あ 20-02' });
    const never = await createVehicle(admin, { registrationNumber: '品川 100 あ 20-03' });
    const record = async (vehicleId: string, maintained: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/v1/vehicles/${vehicleId}/maintenances`,
        headers: bearer(admin),
        payload: { maintained, memo: '定期点検', taskMasterIds: [] },
      });
      expect(res.statusCode).toBe(201);
      return res.json().id as string;
    };
    await record(older.id, '2026-01-10');
    const latest = await record(newer.id, '2026-03-01');
    await record(newer.id, '2026-02-01');
    const read = async (id: string) =>
      (await t.app.inject({ url: `/v1/vehicles/${id}`, headers: bearer(admin) })).json();
    expect((await read(newer.id)).lastMaintainedOn).toBe('2026-03-01');
    expect((await read(newer.id)).updatedAt).toBe(newer.updatedAt);
    const order = await t.app.inject({ url: '/v1/vehicles?sort=-lastMaintainedOn', headers: bearer(admin) });
    expect(order.json().data.map((v: { id: string }) => v.id)).toEqual([never.id, newer.id, older.id]);

    await t.app.inject({
      method: 'DELETE',
      url: `/v1/vehicles/${newer.id}/maintenances/${latest}`,
      headers: bearer(admin),
    });
    expect((await read(newer.id)).lastMaintainedOn).toBe('2026-02-01');
  });
});
