import { INVOICE_REGISTRATION_NUMBER_WARNING } from '@rikuun/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_TYPES } from '../src/features/driver-profiles/job-types.master.ts';
import {
  bearer,
  createCompany,
  createTestApp,
  type TestApp,
  type TestUser,
  usersOfEveryRole,
} from './helpers.ts';
import { type MultipartPart, multipartBody } from './support/multipart.ts';
import { jpegBytes, pdfBytes, pngBytes } from './support/samples.ts';
import { insertDriver } from './support/test-drivers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const [lightCargo, fourTon] = [JOB_TYPES[0][0], JOB_TYPES[2][0]];
const url = (driverId: string) => `/v1/drivers/${driverId}/profile-detail`;

function send(method: 'POST' | 'PUT', user: TestUser, driverId: string, parts: MultipartPart[]) {
  const { payload, headers } = multipartBody(parts);
  return t.app.inject({ method, url: url(driverId), headers: { ...headers, ...bearer(user) }, payload });
}
const get = (user: TestUser, driverId: string) => t.app.inject({ url: url(driverId), headers: bearer(user) });

const fullProfile: MultipartPart[] = [
  { name: 'jobTypeId', value: lightCargo },
  { name: 'driverLicenseExpired', value: '2027-03-31' },
  { name: 'invoiceRegistrationNumber', value: 'ｔ４０１１－００１０－９８９９３' },
  { name: 'hasEtcCard', value: 'true' },
  { name: 'etcCardExpired', value: '2026-12-31' },
  { name: 'hasFuelCard', value: 'false' },
  { name: 'fuelCardExpired', value: '2026-12-31' },
  { name: 'issuedItemsText', value: '制服上下、無線機' },
  { name: 'availableFrom', value: '8:00' },
  { name: 'availableUntil', value: '17:30' },
  { name: 'memo', value: '腰痛持ち' },
  { name: 'bankName', value: 'みずほ銀行' },
  { name: 'bankCode', value: '0001' },
  { name: 'branchName', value: '東京営業部' },
  { name: 'branchCode', value: '001' },
  { name: 'jpAccountType', value: '1' },
  { name: 'accountNumber', value: '12345' },
  { name: 'accountHolder', value: 'うんそう　たろう' },
  { name: 'images', fileName: 'licence.png', data: pngBytes() },
  { name: 'images', fileName: 'face.jpg', data: jpegBytes() },
];

describe('job type master', () => {
  it('lists the nine seeded job types in order to any signed-in user', async () => {
    const { byRole } = await usersOfEveryRole(t);
    const res = await t.app.inject({ url: '/v1/master/job-type', headers: bearer(byRole.driver) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((j: { name: string }) => j.name)).toEqual([
      '軽貨物',
      '2t',
      '4t',
      '大型',
      'トレーラー',
      '冷凍・冷蔵',
      '引越',
      '産業廃棄物',
      'その他',
    ]);
    expect((await t.app.inject({ url: '/v1/master/job-type' })).statusCode).toBe(401);
  });
});

describe('driver profile detail', () => {
  it('answers an empty profile before one is saved', async () => {
    const { companyId, admin } = await createCompany(t);
    const driverId = await insertDriver(t, companyId);
    const res = await get(admin, driverId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      driverId,
      registered: false,
      hasEtcCard: false,
      images: [],
      warnings: [],
    });
  });

  it('creates a profile with photos, normalises what was typed, and reads it back', async () => {
    const { companyId, admin } = await createCompany(t);
    const driverId = await insertDriver(t, companyId);
    const res = await send('POST', admin, driverId, fullProfile);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      registered: true,
      jobTypeId: lightCargo,
      jobTypeName: '軽貨物',
      driverLicenseExpired: '2027-03-31',
      invoiceRegistrationNumber: 'T4011001098993',
      hasEtcCard: true,
      etcCardExpired: '2026-12-31',
      hasFuelCard: false,
      // A card the driver does not have keeps no expiry.
      fuelCardExpired: null,
      availableFrom: '08:00',
      availableUntil: '17:30',
      accountNumber: '0012345',
      accountHolder: 'ｳﾝｿｳ ﾀﾛｳ',
      jpAccountType: '1',
      warnings: [],
    });
    expect(body.images.map((i: { fileName: string }) => i.fileName)).toEqual(['licence.png', 'face.jpg']);
    const image = await t.app.inject({ url: body.images[0].url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect((await get(admin, driverId)).json()).toEqual({ ...body, images: expect.any(Array) });
  });

  it('refuses a second POST with 409 and updates with PUT, adding photos after the kept ones', async () => {
    const { companyId, admin } = await createCompany(t);
    const driverId = await insertDriver(t, companyId);
    expect((await send('PUT', admin, driverId, [{ name: 'memo', value: 'x' }])).statusCode).toBe(404);
    await send('POST', admin, driverId, fullProfile);
    const again = await send('POST', admin, driverId, [{ name: 'memo', value: '二重' }]);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('このドライバーの詳細プロフィールはすでに登録されています。');
    const res = await send('PUT', admin, driverId, [
      { name: 'jobTypeId', value: fourTon },
      { name: 'hasEtcCard', value: 'false' },
      { name: 'images', fileName: 'more.png', data: pngBytes() },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      jobTypeName: '4t',
      hasEtcCard: false,
      etcCardExpired: null,
      memo: null,
      bankName: null,
      driverLicenseExpired: null,
    });
    expect(res.json().images.map((i: { fileName: string }) => i.fileName)).toEqual([
      'licence.png',
      'face.jpg',
      'more.png',
    ]);
  });

  it('saves a registration number that fails the check digit, with a warning', async () => {
    const { companyId, admin } = await createCompany(t);
    const driverId = await insertDriver(t, companyId);
    const res = await send('POST', admin, driverId, [
      { name: 'invoiceRegistrationNumber', value: 'T4011001098994' },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json().invoiceRegistrationNumber).toBe('T4011001098994');
    expect(res.json().warnings).toEqual([
      {
        property: 'invoiceRegistrationNumber',
        code: 'INVOICE_REGISTRATION_NUMBER_WARNING',
        message: INVOICE_REGISTRATION_NUMBER_WARNING,
      },
    ]);
    expect((await get(admin, driverId)).json().warnings).toHaveLength(1);
  });

  it('answers invalid fields in Japanese at each field, and saves nothing', async () => {
    const { companyId, admin } = await createCompany(t);
    const driverId = await insertDriver(t, companyId);
    const res = await send('POST', admin, driverId, [
      { name: 'driverLicenseExpired', value: '2027/13/01' },
      { name: 'invoiceRegistrationNumber', value: '12345' },
      { name: 'hasEtcCard', value: 'はい' },
      { name: 'availableFrom', value: '25:00' },
      { name: 'bankCode', value: '12' },
      { name: 'accountHolder', value: 'ウンソウ、タロウ' },
      { name: 'images', fileName: 'a.png', data: pngBytes() },
    ]);
    expect(res.statusCode).toBe(400);
    const errors = Object.fromEntries(
      res
        .json()
        .errors.map((e: { property: string; constraints: Record<string, string> }) => [
          e.property,
          Object.values(e.constraints)[0],
        ]),
    );
    expect(errors).toEqual({
      driverLicenseExpired: '免許証有効期限はYYYY-MM-DD形式の日付で入力してください',
      invoiceRegistrationNumber: '登録番号は「T」に続けて13桁の数字で入力してください（例: T1234567890123）',
      hasEtcCard: 'ETCカードはtrueまたはfalseで指定してください',
      availableFrom: '稼働可能時間（開始）は24時間表記の時:分（例: 08:30）で入力してください',
      bankCode: '金融機関コードは4桁の数字で入力してください',
      accountHolder: expect.stringContaining('口座名義（カナ）に使用できない文字'),
    });
    expect((await get(admin, driverId)).json().registered).toBe(false);
  });

  it('refuses an unknown job type and a file that is not an image', async () => {
    const { companyId, admin } = await createCompany(t);
    const driverId = await insertDriver(t, companyId);
    const unknown = await send('POST', admin, driverId, [
      { name: 'jobTypeId', value: '0193a000-0000-7000-8000-0000000000ff' },
    ]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0]).toMatchObject({
      property: 'jobTypeId',
      constraints: { exists: '存在しない職種です' },
    });
    const pdf = await send('POST', admin, driverId, [
      { name: 'images', fileName: 'a.pdf', data: pdfBytes() },
    ]);
    expect(pdf.statusCode).toBe(415);
    expect((await get(admin, driverId)).json().registered).toBe(false);
  });

  it('deletes one photo; another driver or company cannot', async () => {
    const { companyId, admin } = await createCompany(t);
    const driverId = await insertDriver(t, companyId);
    const otherDriver = await insertDriver(t, companyId, { name: '別 ドライバー' });
    const images = (await send('POST', admin, driverId, fullProfile)).json().images as {
      id: string;
      url: string;
    }[];
    const [first, second] = images;
    if (!first || !second) throw new Error('photos not saved');
    const other = await createCompany(t);
    const del = (user: TestUser, dId: string, imageId: string) =>
      t.app.inject({ method: 'DELETE', url: `${url(dId)}/images/${imageId}`, headers: bearer(user) });
    expect((await del(other.admin, driverId, first.id)).statusCode).toBe(404);
    expect((await del(admin, otherDriver, first.id)).statusCode).toBe(404);
    expect((await del(admin, driverId, first.id)).statusCode).toBe(204);
    expect((await del(admin, driverId, first.id)).statusCode).toBe(404);
    expect((await get(admin, driverId)).json().images.map((i: { id: string }) => i.id)).toEqual([second.id]);
    expect((await t.app.inject({ url: first.url })).statusCode).toBe(404);
  });

  it('is for company staff only, and another company gets 404', async () => {
    const { companyId, byRole } = await usersOfEveryRole(t);
    const driverId = await insertDriver(t, companyId);
    for (const role of ['driver', 'consignor_user', 'system_admin'] as const) {
      expect((await get(byRole[role], driverId)).statusCode, role).toBe(403);
      expect((await send('POST', byRole[role], driverId, [])).statusCode, role).toBe(403);
    }
    const other = await createCompany(t);
    expect((await get(other.admin, driverId)).statusCode).toBe(404);
    expect((await send('POST', other.admin, driverId, fullProfile)).statusCode).toBe(404);
    expect((await send('PUT', other.admin, driverId, fullProfile)).statusCode).toBe(404);
    expect((await get(byRole.company_admin, driverId)).json().registered).toBe(false);
  });
});
