import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAINTENANCE_TASKS } from '../src/db/seed-masters.ts';
import { maintenanceImages } from '../src/features/maintenances/maintenances.table.ts';
import {
  bearer,
  createCompany,
  createTestApp,
  type TestApp,
  type TestUser,
  usersOfEveryRole,
} from './helpers.ts';
import { type MultipartPart, multipartBody } from './support/multipart.ts';
import { bigPngBytes, hugePngBytes, jpegBytes, photoBytes, pngBytes, textBytes } from './support/samples.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const [oilChange, tireChange] = [MAINTENANCE_TASKS[4][0], MAINTENANCE_TASKS[9][0]];

async function newVehicle(admin: TestUser) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/vehicles',
    headers: bearer(admin),
    payload: {
      registrationNumber: `多摩 100 う ${1000 + Math.floor(Math.random() * 9000)}`,
      vehicleClass: 'small',
    },
  });
  return res.json().id as string;
}

function postWithImages(admin: TestUser, vehicleId: string, parts: MultipartPart[]) {
  const { payload, headers } = multipartBody(parts);
  return t.app.inject({
    method: 'POST',
    url: `/v1/vehicles/${vehicleId}/maintenances/actions/create-with-images`,
    headers: { ...headers, ...bearer(admin) },
    payload,
  });
}

function postImages(admin: TestUser, vehicleId: string, maintenanceId: string, parts: MultipartPart[]) {
  const { payload, headers } = multipartBody(parts);
  return t.app.inject({
    method: 'POST',
    url: `/v1/vehicles/${vehicleId}/maintenances/${maintenanceId}/images`,
    headers: { ...headers, ...bearer(admin) },
    payload,
  });
}

const put = (admin: TestUser, vehicleId: string, maintenanceId: string, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: `/v1/vehicles/${vehicleId}/maintenances/${maintenanceId}`,
    headers: bearer(admin),
    payload,
  });

const list = async (admin: TestUser, vehicleId: string) =>
  (await t.app.inject({ url: `/v1/vehicles/${vehicleId}/maintenances`, headers: bearer(admin) })).json();

/** Every object in the local storage folder. */
const storedObjects = () => {
  const dir = path.join(t.dataDir, 'files');
  return fs.existsSync(dir)
    ? fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length
    : 0;
};

const emptyError = {
  property: 'taskMasterIds',
  constraints: { custom: '点検・整備項目、メモ、画像のいずれかを入力してください' },
  children: [],
};

const twoImages: MultipartPart[] = [
  { name: 'maintained', value: '2026-11-20' },
  { name: 'memo', value: 'オイルとタイヤを交換' },
  { name: 'taskMasterIds[]', value: oilChange },
  { name: 'taskMasterIds[]', value: tireChange },
  { name: 'images', fileName: 'image.png', data: pngBytes(), contentType: 'image/png' },
  { name: 'images', fileName: 'image.jpeg', data: jpegBytes(), contentType: 'image/jpeg' },
];

describe('maintenance task master', () => {
  it('lists the seeded items in order for any signed-in user', async () => {
    const { byRole } = await usersOfEveryRole(t);
    const res = await t.app.inject({ url: '/v1/master/maintenance-task', headers: bearer(byRole.driver) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(MAINTENANCE_TASKS.length);
    expect(body.data.slice(0, 2).map((x: { name: string }) => x.name)).toEqual(['日常点検', '3か月定期点検']);
    expect((await t.app.inject({ url: '/v1/master/maintenance-task' })).statusCode).toBe(401);
  });
});

describe('maintenances', () => {
  it('records maintenance as JSON and lists it newest first', async () => {
    const { admin } = await createCompany(t);
    const vehicleId = await newVehicle(admin);
    for (const maintained of ['2026-01-10', '2026-06-01']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/v1/vehicles/${vehicleId}/maintenances`,
        headers: bearer(admin),
        payload: { maintained, taskMasterIds: [oilChange], memo: '' },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ maintained, memo: null, taskMasterIds: [oilChange], images: [] });
    }
    const list = await t.app.inject({
      url: `/v1/vehicles/${vehicleId}/maintenances`,
      headers: bearer(admin),
    });
    expect(list.json().data.map((m: { maintained: string }) => m.maintained)).toEqual([
      '2026-06-01',
      '2026-01-10',
    ]);
    expect(list.json().data[0].tasks[0]).toMatchObject({ name: 'エンジンオイル交換' });
    const vehicle = await t.app.inject({ url: `/v1/vehicles/${vehicleId}`, headers: bearer(admin) });
    expect(vehicle.json().lastMaintainedOn).toBe('2026-06-01');
  });

  it('records maintenance with two images, serves them by signed link, deletes one and then the record', async () => {
    const { admin } = await createCompany(t);
    const vehicleId = await newVehicle(admin);
    const res = await postWithImages(admin, vehicleId, twoImages);
    expect(res.statusCode).toBe(201);
    const record = res.json();
    expect(record.memo).toBe('オイルとタイヤを交換');
    expect(record.taskMasterIds.sort()).toEqual([oilChange, tireChange].sort());
    expect(record.images.map((i: { contentType: string }) => i.contentType)).toEqual([
      'image/png',
      'image/jpeg',
    ]);

    const [png, jpeg] = record.images;
    const download = await t.app.inject({ url: png.url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(download.rawPayload, pngBytes())).toBe(0);

    const delImage = await t.app.inject({
      method: 'DELETE',
      url: `/v1/vehicles/${vehicleId}/maintenances/${record.id}/images/${png.id}`,
      headers: bearer(admin),
    });
    expect(delImage.statusCode).toBe(204);
    expect((await t.app.inject({ url: png.url })).statusCode).toBe(404);
    const list = await t.app.inject({
      url: `/v1/vehicles/${vehicleId}/maintenances`,
      headers: bearer(admin),
    });
    expect(list.json().data[0].images.map((i: { id: string }) => i.id)).toEqual([jpeg.id]);

    const delRecord = await t.app.inject({
      method: 'DELETE',
      url: `/v1/vehicles/${vehicleId}/maintenances/${record.id}`,
      headers: bearer(admin),
    });
    expect(delRecord.statusCode).toBe(204);
    expect((await t.app.inject({ url: jpeg.url })).statusCode).toBe(404);
    const empty = await t.app.inject({
      url: `/v1/vehicles/${vehicleId}/maintenances`,
      headers: bearer(admin),
    });
    expect(empty.json()).toEqual({ data: [], total: 0 });
  });

  it('refuses an empty record (no task, memo or image) as JSON and as multipart, in Japanese', async () => {
    const { admin } = await createCompany(t);
    const vehicleId = await newVehicle(admin);
    for (const payload of [
      { maintained: '2026-11-01' },
      { maintained: '2026-11-01', memo: '  ', taskMasterIds: [] },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/v1/vehicles/${vehicleId}/maintenances`,
        headers: bearer(admin),
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([emptyError]);
    }
    const multipart = await postWithImages(admin, vehicleId, [{ name: 'maintained', value: '2026-11-01' }]);
    expect(multipart.statusCode).toBe(400);
    expect(multipart.json().errors).toEqual([emptyError]);
    // An image alone, or a memo alone, is enough.
    const imageOnly = await postWithImages(admin, vehicleId, [
      { name: 'maintained', value: '2026-11-01' },
      { name: 'images', fileName: 'a.png', data: pngBytes() },
    ]);
    expect(imageOnly.statusCode).toBe(201);
    const memoOnly = await t.app.inject({
      method: 'POST',
      url: `/v1/vehicles/${vehicleId}/maintenances`,
      headers: bearer(admin),
      payload: { maintained: '2026-11-02', memo: '異音なし' },
    });
    expect(memoOnly.statusCode).toBe(201);
  });

  it('gives each image a WebP thumbnail link beside the original, and refuses a pixel flood (413)', async () => {
    const { admin } = await createCompany(t);
    const vehicleId = await newVehicle(admin);
    const before = storedObjects();
    const res = await postWithImages(admin, vehicleId, [
      { name: 'maintained', value: '2026-11-01' },
      { name: 'images', fileName: '写真.jpg', data: await photoBytes(1600, 1200) },
    ]);
    expect(res.statusCode).toBe(201);
    const [image] = res.json().images;
    expect(image.thumbnailUrl).toMatch(/^\/v1\/files\/[0-9a-f-]+\/thumbnail\?expires=/);
    const thumb = await t.app.inject({ url: image.thumbnailUrl });
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(thumb.rawPayload.length).toBeLessThan(image.size);
    expect(storedObjects()).toBe(before + 2);

    const flood = await postWithImages(admin, vehicleId, [
      { name: 'maintained', value: '2026-11-01' },
      { name: 'taskMasterIds[]', value: oilChange },
      { name: 'images', fileName: 'ok.png', data: pngBytes() },
      { name: 'images', fileName: 'flood.png', data: hugePngBytes(30000, 30000) },
    ]);
    expect(flood.statusCode).toBe(413);
    expect(flood.json().message).toBe(
      '画像の画素数が大きすぎます（30000×30000）。5000万画素以下の画像を選択してください。',
    );
    expect(storedObjects()).toBe(before + 2);
    expect((await list(admin, vehicleId)).total).toBe(1);
  });

  it('leaves no file behind when the request fails after the upload (404 vehicle, bad task, failed insert)', async () => {
    const { admin } = await createCompany(t);
    const vehicleId = await newVehicle(admin);
    const before = storedObjects();
    const missing = await postWithImages(admin, '0192f000-0000-7000-8000-0000000009ff', twoImages);
    expect(missing.statusCode).toBe(404);
    const badTask = await postWithImages(admin, vehicleId, [
      ...twoImages,
      { name: 'taskMasterIds[]', value: '0192f000-0000-7000-8000-0000000009ff' },
    ]);
    expect(badTask.statusCode).toBe(400);
    // The transaction rolls back after the file rows were written: the image rows cannot be inserted.
    await t.database.db.execute(
      sql`alter table maintenance_images add constraint test_no_images check (sort_order < 0) not valid`,
    );
    try {
      const rolledBack = await postWithImages(admin, vehicleId, twoImages);
      expect(rolledBack.statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql`alter table maintenance_images drop constraint test_no_images`);
    }
    expect(storedObjects()).toBe(before);
    expect((await list(admin, vehicleId)).total).toBe(0);
  });

  it('edits a record: date, memo and items replaced, images kept; never emptied', async () => {
    const { admin } = await createCompany(t);
    const vehicleId = await newVehicle(admin);
    const record = (await postWithImages(admin, vehicleId, twoImages)).json();
    const res = await put(admin, vehicleId, record.id, {
      maintained: '2026-11-21',
      memo: 'タイヤのみ',
      taskMasterIds: [tireChange],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: record.id,
      maintained: '2026-11-21',
      memo: 'タイヤのみ',
      taskMasterIds: [tireChange],
    });
    expect(res.json().images).toHaveLength(2);
    // With images kept, tasks and memo may be cleared.
    const cleared = await put(admin, vehicleId, record.id, {
      maintained: '2026-11-21',
      memo: null,
      taskMasterIds: [],
    });
    expect(cleared.statusCode).toBe(200);

    const plain = (
      await t.app.inject({
        method: 'POST',
        url: `/v1/vehicles/${vehicleId}/maintenances`,
        headers: bearer(admin),
        payload: { maintained: '2026-01-01', taskMasterIds: [oilChange] },
      })
    ).json();
    const emptied = await put(admin, vehicleId, plain.id, {
      maintained: '2026-01-01',
      memo: '',
      taskMasterIds: [],
    });
    expect(emptied.statusCode).toBe(400);
    expect(emptied.json().errors).toEqual([emptyError]);
    const invalid = await put(admin, vehicleId, plain.id, {
      maintained: '0000-01-01x',
      taskMasterIds: ['x'],
    });
    expect(invalid.statusCode).toBe(400);
    const after = (await list(admin, vehicleId)).data.find((m: { id: string }) => m.id === plain.id);
    expect(after).toMatchObject({ maintained: '2026-01-01', taskMasterIds: [oilChange] });
  });

  it('adds images to an existing record after its own, within the limit of 10', async () => {
    const { admin } = await createCompany(t);
    const vehicleId = await newVehicle(admin);
    const record = (await postWithImages(admin, vehicleId, twoImages)).json();
    const res = await postImages(admin, vehicleId, record.id, [
      { name: 'images', fileName: '追加.jpg', data: await photoBytes(640, 480) },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json().images.map((i: { fileName: string }) => i.fileName)).toEqual([
      'image.png',
      'image.jpeg',
      '追加.jpg',
    ]);
    expect(res.json().images[2].thumbnailUrl).toContain('/thumbnail?');

    const none = await postImages(admin, vehicleId, record.id, [{ name: 'memo', value: 'x' }]);
    expect(none.statusCode).toBe(400);
    expect(none.json().errors[0]).toMatchObject({
      property: 'images',
      constraints: { required: '画像を選択してください' },
    });

    const before = storedObjects();
    const tooMany = await postImages(
      admin,
      vehicleId,
      record.id,
      Array.from({ length: 8 }, (_, i) => ({ name: 'images', fileName: `${i}.png`, data: pngBytes() })),
    );
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json().message).toBe('画像は1件の整備記録に10枚までです（登録済み3枚）。');
    expect(storedObjects()).toBe(before);
    expect((await list(admin, vehicleId)).data[0].images).toHaveLength(3);
  });

  it('answers 404 on edit and image routes for another company, another vehicle, and a deleted vehicle', async () => {
    const a = await createCompany(t);
    const b = await createCompany(t, '他社物流株式会社');
    const vehicleId = await newVehicle(a.admin);
    const record = (await postWithImages(a.admin, vehicleId, twoImages)).json();
    const before = storedObjects();
    const edit = { maintained: '2020-01-01', memo: '改ざん', taskMasterIds: [] };
    expect((await put(b.admin, vehicleId, record.id, edit)).statusCode).toBe(404);
    expect((await postImages(b.admin, vehicleId, record.id, twoImages.slice(4))).statusCode).toBe(404);
    const otherVehicle = await newVehicle(b.admin);
    expect((await put(b.admin, otherVehicle, record.id, edit)).statusCode).toBe(404);
    expect((await postImages(b.admin, otherVehicle, record.id, twoImages.slice(4))).statusCode).toBe(404);
    const ownOtherVehicle = await newVehicle(a.admin);
    expect((await put(a.admin, ownOtherVehicle, record.id, edit)).statusCode).toBe(404);
    expect(storedObjects()).toBe(before);
    const unchanged = (await list(a.admin, vehicleId)).data[0];
    expect(unchanged).toMatchObject({ maintained: record.maintained, memo: record.memo });
    expect(unchanged.images).toHaveLength(2);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/v1/vehicles/${vehicleId}`,
      headers: bearer(a.admin),
    });
    expect(deleted.statusCode).toBe(204);
    expect((await put(a.admin, vehicleId, record.id, edit)).statusCode).toBe(404);
    expect((await postImages(a.admin, vehicleId, record.id, twoImages.slice(4))).statusCode).toBe(404);
    expect(storedObjects()).toBe(before);
  });

  it('answers 404 for the records and images of a deleted vehicle, and leaves them stored', async () => {
    const { admin } = await createCompany(t);
    const vehicleId = await newVehicle(admin);
    const record = (await postWithImages(admin, vehicleId, twoImages)).json();
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/v1/vehicles/${vehicleId}`,
      headers: bearer(admin),
    });
    expect(deleted.statusCode).toBe(204);
    const base = `/v1/vehicles/${vehicleId}/maintenances`;
    for (const [method, url] of [
      ['GET', base],
      ['POST', base],
      ['DELETE', `${base}/${record.id}`],
      ['DELETE', `${base}/${record.id}/images/${record.images[0].id}`],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: bearer(admin),
        ...(method === 'POST' ? { payload: { maintained: '2026-11-21', memo: '点検' } } : {}),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual({
        statusCode: 404,
        error: 'not_found',
        message: '車両が見つかりません。',
        requestId: expect.any(String),
      });
    }
    // Kept with the vehicle's history: the rows are still there.
    const rows = await t.database.db
      .select({ id: maintenanceImages.fileId })
      .from(maintenanceImages)
      .where(eq(maintenanceImages.maintenanceId, record.id));
    expect(rows).toHaveLength(2);
  });

  it('accepts the multipart form without optional fields and with a single task id', async () => {
    const { admin } = await createCompany(t);
    const vehicleId = await newVehicle(admin);
    const res = await postWithImages(admin, vehicleId, [
      { name: 'maintained', value: '2026-11-01' },
      { name: 'taskMasterIds[]', value: oilChange },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ memo: null, taskMasterIds: [oilChange], images: [] });
  });

  it('validates multipart fields in the same shape as JSON', async () => {
    const { admin } = await createCompany(t);
    const vehicleId = await newVehicle(admin);
    const res = await postWithImages(admin, vehicleId, [
      { name: 'maintained', value: '2026/11/01' },
      { name: 'taskMasterIds[]', value: 'not-an-id' },
    ]);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toBe('入力内容に誤りがあります。入力項目を確認してください');
    const maintained = body.errors.find((e: { property: string }) => e.property === 'maintained');
    expect(Object.values(maintained.constraints)).toEqual(['整備日はYYYY-MM-DD形式の日付で入力してください']);
    const tasks = body.errors.find((e: { property: string }) => e.property === 'taskMasterIds');
    expect(tasks.children[0]).toMatchObject({ property: '0' });

    const unknownTask = await postWithImages(admin, vehicleId, [
      { name: 'maintained', value: '2026-11-01' },
      { name: 'taskMasterIds[]', value: '0192f000-0000-7000-8000-0000000009ff' },
    ]);
    expect(unknownTask.statusCode).toBe(400);
    expect(unknownTask.json().errors[0].property).toBe('taskMasterIds');
  });

  it('rejects a file that is not an image (415) and an oversize image (413), writing nothing', async () => {
    const { admin } = await createCompany(t);
    const vehicleId = await newVehicle(admin);
    const wrongType = await postWithImages(admin, vehicleId, [
      { name: 'maintained', value: '2026-11-01' },
      { name: 'images', fileName: 'image.png', data: textBytes(), contentType: 'image/png' },
    ]);
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json().error).toBe('unsupported_media_type');

    const tooBig = await postWithImages(admin, vehicleId, [
      { name: 'maintained', value: '2026-11-01' },
      {
        name: 'images',
        fileName: 'image.png',
        data: bigPngBytes(11 * 1024 * 1024),
        contentType: 'image/png',
      },
    ]);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error).toBe('payload_too_large');

    const tooMany = await postWithImages(admin, vehicleId, [
      { name: 'maintained', value: '2026-11-01' },
      ...Array.from({ length: 11 }, () => ({ name: 'images', fileName: 'image.png', data: pngBytes() })),
    ]);
    expect(tooMany.statusCode).toBe(413);

    const list = await t.app.inject({
      url: `/v1/vehicles/${vehicleId}/maintenances`,
      headers: bearer(admin),
    });
    expect(list.json().total).toBe(0);
  });

  it('answers 415 when create-with-images is not sent as multipart', async () => {
    const { admin } = await createCompany(t);
    const vehicleId = await newVehicle(admin);
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/vehicles/${vehicleId}/maintenances/actions/create-with-images`,
      headers: bearer(admin),
      payload: { maintained: '2026-11-01' },
    });
    expect(res.statusCode).toBe(415);
  });

  // Another company's 404 on every maintenance route with A's vehicle (GET and POST the list, create
  // with images, DELETE a record or an image), A's list unchanged: route-security.test.ts.
  it("refuses a record of another company's vehicle under a vehicle of one's own", async () => {
    const a = await createCompany(t);
    const b = await createCompany(t, '他社物流株式会社');
    const vehicleId = await newVehicle(a.admin);
    const record = (await postWithImages(a.admin, vehicleId, twoImages)).json();
    const otherVehicle = await newVehicle(b.admin);
    const crossed = await t.app.inject({
      method: 'DELETE',
      url: `/v1/vehicles/${otherVehicle}/maintenances/${record.id}`,
      headers: bearer(b.admin),
    });
    expect(crossed.statusCode).toBe(404);
    const list = await t.app.inject({
      url: `/v1/vehicles/${vehicleId}/maintenances`,
      headers: bearer(a.admin),
    });
    expect(list.json().data[0].images).toHaveLength(2);
  });

  it('allows only company staff to write maintenance', async () => {
    const { byRole } = await usersOfEveryRole(t);
    const vehicleId = await newVehicle(byRole.company_admin);
    for (const role of ['driver', 'consignor_user', 'system_admin'] as const) {
      const res = await postWithImages(byRole[role], vehicleId, twoImages);
      expect(res.statusCode, role).toBe(403);
    }
  });
});
