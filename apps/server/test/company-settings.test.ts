import { defaultRoutingDurationSettings } from '@rikuun/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createCompany,
  createTestApp,
  type TestApp,
  type TestUser,
  usersOfEveryRole,
} from './helpers.ts';
import { type MultipartPart, multipartBody } from './support/multipart.ts';
import { damagedPngBytes, jpegBytes, pdfBytes, pngBytes } from './support/samples.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, user: TestUser) => t.app.inject({ url, headers: bearer(user) });
const postJson = (url: string, user: TestUser, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(user), payload });
function postSettings(user: TestUser, parts: MultipartPart[]) {
  const { payload, headers } = multipartBody(parts);
  return t.app.inject({
    method: 'POST',
    url: '/v1/self/company/settings',
    headers: { ...headers, ...bearer(user) },
    payload,
  });
}
const fieldErrors = (body: { errors: { property: string; constraints: Record<string, string> }[] }) =>
  Object.fromEntries(body.errors.map((e) => [e.property, Object.values(e.constraints)[0]]));

const bankParts: MultipartPart[] = [
  { name: 'invoiceRegistrationNumber', value: 't4011001098993' },
  { name: 'bankName', value: 'みずほ銀行' },
  { name: 'bankCode', value: '0001' },
  { name: 'branchName', value: '本店' },
  { name: 'branchCode', value: '001' },
  { name: 'jpAccountType', value: '1' },
  { name: 'accountNumber', value: '123456' },
  { name: 'accountHolder', value: '株式会社テストウンソウ' },
];

describe('own company', () => {
  it('reads and edits its basic details, and lists itself as the one company of its staff and drivers', async () => {
    const { companyId, admin } = await createCompany(t);
    expect((await get('/v1/self', admin)).json().company).toMatchObject({ id: companyId });
    const own = await get('/v1/self/company', admin);
    expect(own.json()).toMatchObject({ id: companyId, closingDay: 0, taxRounding: 'floor', active: true });

    const put = await t.app.inject({
      method: 'PUT',
      url: '/v1/self/company',
      headers: bearer(admin),
      payload: {
        name: '自社編集運送株式会社',
        zipCode: '100-0001',
        address1: '東京都千代田区千代田',
        phone: '03-0000-1111',
        representativeName: '代表 一郎',
        closingDay: 0,
        taxRounding: 'ceil',
        // The system administrator's field: not part of this body, so ignored.
        active: false,
      },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ name: '自社編集運送株式会社', taxRounding: 'ceil', active: true });

    const list = await get('/v1/self/companies', admin);
    expect(list.json()).toMatchObject({ total: 1, data: [{ id: companyId, name: '自社編集運送株式会社' }] });
    // GET /self shows the name with the user's cached read: the admin's own write refreshes it at once.
    expect((await get('/v1/self', admin)).json().company).toEqual({
      id: companyId,
      name: '自社編集運送株式会社',
    });
  });

  it('answers validation errors at the fields', async () => {
    const { admin } = await createCompany(t);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/v1/self/company',
      headers: bearer(admin),
      payload: { name: ' ', phone: '12345', corporateNumber: '4011001098994', closingDay: 29 },
    });
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res.json())).toMatchObject({
      name: '会社名を入力してください',
      phone: expect.stringContaining('電話番号は0から始まる'),
      corporateNumber: expect.stringContaining('法人番号'),
      closingDay: '締日は1〜28日または月末を選択してください',
    });
  });

  it('gives drivers their company and refuses them the settings; refuses platform users', async () => {
    const { byRole, companyId } = await usersOfEveryRole(t);
    expect((await get('/v1/self/companies', byRole.driver)).json().data[0].id).toBe(companyId);
    expect((await get('/v1/self/company', byRole.driver)).statusCode).toBe(200);
    expect((await get('/v1/self/company/settings', byRole.driver)).statusCode).toBe(403);
    for (const role of ['system_admin', 'consignor_user'] as const) {
      expect((await get('/v1/self/companies', byRole[role])).statusCode, role).toBe(403);
      expect((await get('/v1/self/company/settings', byRole[role])).statusCode, role).toBe(403);
    }
  });
});

describe('company settings', () => {
  it('saves the registration number, the bank account and a seal image, and serves the seal by signed link', async () => {
    const { admin } = await createCompany(t);
    const empty = await get('/v1/self/company/settings', admin);
    expect(empty.json()).toMatchObject({ bankName: null, sealImpressionImage: null, updatedAt: null });

    const res = await postSettings(admin, [
      ...bankParts,
      { name: 'sealImpressionImage', fileName: 'image.png', data: pngBytes(), contentType: 'image/png' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json();
    expect(saved).toMatchObject({
      invoiceRegistrationNumber: 'T4011001098993',
      bankName: 'みずほ銀行',
      bankCode: '0001',
      branchName: '本店',
      branchCode: '001',
      jpAccountType: '1',
      accountNumber: '0123456',
      accountHolder: 'ｶ)ﾃｽﾄｳﾝｿｳ',
      sealImpressionImage: { fileName: 'image.png', contentType: 'image/png' },
    });
    const seal = saved.sealImpressionImage;
    expect(seal.thumbnailUrl).toContain('/thumbnail?');
    const bytes = await t.app.inject({ url: seal.url });
    expect(bytes.statusCode).toBe(200);
    expect(Buffer.compare(bytes.rawPayload, pngBytes())).toBe(0);
    expect((await t.app.inject({ url: seal.thumbnailUrl })).statusCode).toBe(200);

    const again = (await get('/v1/self/company/settings', admin)).json();
    expect(again.sealImpressionImage.id).toBe(seal.id);
    expect((await get('/v1/self/company', admin)).json().invoiceRegistrationNumber).toBe('T4011001098993');

    // Without a new image the seal stays; a new one replaces it; the old one's link stops working.
    const kept = (await postSettings(admin, bankParts)).json();
    expect(kept.sealImpressionImage.id).toBe(seal.id);
    const replaced = (
      await postSettings(admin, [
        ...bankParts,
        { name: 'sealImpressionImage', fileName: 'image.jpg', data: jpegBytes() },
      ])
    ).json();
    expect(replaced.sealImpressionImage).toMatchObject({ contentType: 'image/jpeg' });
    expect(replaced.sealImpressionImage.id).not.toBe(seal.id);
    expect((await t.app.inject({ url: seal.url })).statusCode).toBe(404);

    const removed = await postSettings(admin, [
      ...bankParts,
      { name: 'deleteSealImpressionImage', value: 'true' },
    ]);
    expect(removed.json().sealImpressionImage).toBeNull();
  });

  it('takes empty bank and branch codes as unset and clears absent fields (POST replaces)', async () => {
    const { admin } = await createCompany(t);
    await postSettings(admin, bankParts);
    const res = await postSettings(admin, [
      { name: 'bankName', value: 'みずほ銀行' },
      { name: 'bankCode', value: '' },
      { name: 'branchCode', value: '' },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      invoiceRegistrationNumber: null,
      bankName: 'みずほ銀行',
      bankCode: null,
      branchCode: null,
      accountHolder: null,
    });
  });

  it('saves the お問い合わせ先 of the 支払通知書, clears it when absent, and checks its phone and mail at the field', async () => {
    const { admin } = await createCompany(t);
    const saved = await postSettings(admin, [
      ...bankParts,
      { name: 'contactDepartment', value: '業務部 精算担当' },
      { name: 'contactPhone', value: '03-1234-9999' },
      { name: 'contactEmail', value: 'seisan@example.com' },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      contactDepartment: '業務部 精算担当',
      contactPhone: '03-1234-9999',
      contactEmail: 'seisan@example.com',
    });
    expect((await get('/v1/self/company/settings', admin)).json()).toMatchObject({
      contactDepartment: '業務部 精算担当',
    });
    const bad = await postSettings(admin, [
      { name: 'contactPhone', value: '電話' },
      { name: 'contactEmail', value: 'seisan@' },
    ]);
    expect(bad.statusCode).toBe(400);
    expect(fieldErrors(bad.json())).toMatchObject({
      contactPhone: expect.stringContaining('お問い合わせ先の電話番号'),
      contactEmail: 'お問い合わせ先のメールアドレスの形式が正しくありません',
    });
    // POST replaces: left out, they are cleared.
    expect((await postSettings(admin, bankParts)).json()).toMatchObject({
      contactDepartment: null,
      contactPhone: null,
      contactEmail: null,
    });
  });

  it('answers validation errors at the fields in Japanese, and refuses a seal that is not PNG or JPEG', async () => {
    const { admin } = await createCompany(t);
    const res = await postSettings(admin, [
      { name: 'invoiceRegistrationNumber', value: 'T1234567890123' },
      { name: 'bankCode', value: '12' },
      { name: 'branchCode', value: 'abc' },
      { name: 'jpAccountType', value: '3' },
      { name: 'accountNumber', value: '12345678' },
      { name: 'accountHolder', value: 'テスト、ウンソウ' },
    ]);
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res.json())).toMatchObject({
      invoiceRegistrationNumber: expect.stringContaining('登録番号'),
      bankCode: '金融機関コードは4桁の数字で入力してください',
      branchCode: '支店コードは3桁の数字で入力してください',
      jpAccountType: '預金種目を選択してください',
      accountNumber: '口座番号は7桁以内の数字で入力してください',
      accountHolder: expect.stringContaining('使用できない文字'),
    });

    const pdf = await postSettings(admin, [
      { name: 'sealImpressionImage', fileName: 'seal.pdf', data: pdfBytes() },
    ]);
    expect(pdf.statusCode).toBe(415);
    const webp = await postSettings(admin, [
      { name: 'sealImpressionImage', fileName: 'seal.webp', data: await webpBytes() },
    ]);
    expect(webp.statusCode).toBe(415);
    expect(webp.json().message).toBe('社印はPNG・JPEG形式の画像を選択してください。');
    // A PNG whose header reads but whose pixels do not (every invoice would fail to draw it).
    const broken = await postSettings(admin, [
      {
        name: 'sealImpressionImage',
        fileName: 'seal.png',
        data: damagedPngBytes(),
        contentType: 'image/png',
      },
    ]);
    expect(broken.statusCode).toBe(415);
    expect(broken.json().message).toMatch(/画像として読み取れませんでした/);
    expect((await get('/v1/self/company/settings', admin)).json().sealImpressionImage).toBeNull();
  });
});

async function webpBytes(): Promise<Buffer> {
  const sharp = (await import('sharp')).default;
  return sharp({ create: { width: 2, height: 2, channels: 3, background: '#c00' } })
    .webp()
    .toBuffer();
}

describe('expense tax settings', () => {
  it('answers the defaults, then replaces the set in one call', async () => {
    const { admin } = await createCompany(t);
    const url = '/v1/self/company/expense-tax-settings';
    expect((await get(url, admin)).json().items).toEqual([
      { expenseType: 'toll', taxRate: 10, taxIncluded: true },
      { expenseType: 'parking', taxRate: 10, taxIncluded: true },
      { expenseType: 'fuel', taxRate: 10, taxIncluded: true },
      { expenseType: 'other', taxRate: 10, taxIncluded: true },
    ]);
    const saved = await postJson(url, admin, {
      items: [
        { expenseType: 'other', taxRate: 8, taxIncluded: false },
        { expenseType: 'fuel', taxRate: 0, taxIncluded: true },
      ],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().items).toEqual([
      { expenseType: 'toll', taxRate: 10, taxIncluded: true },
      { expenseType: 'parking', taxRate: 10, taxIncluded: true },
      { expenseType: 'fuel', taxRate: 0, taxIncluded: true },
      { expenseType: 'other', taxRate: 8, taxIncluded: false },
    ]);
    // Replaces: fuel left out goes back to its default.
    await postJson(url, admin, { items: [{ expenseType: 'other', taxRate: 8, taxIncluded: false }] });
    expect((await get(url, admin)).json().items[2]).toEqual({
      expenseType: 'fuel',
      taxRate: 10,
      taxIncluded: true,
    });
  });

  it('refuses a rate other than 10, 8 or 0 and a type given twice, at the item', async () => {
    const { admin } = await createCompany(t);
    const res = await postJson('/v1/self/company/expense-tax-settings', admin, {
      items: [
        { expenseType: 'toll', taxRate: 5, taxIncluded: true },
        { expenseType: 'parking', taxRate: 10, taxIncluded: true },
        { expenseType: 'parking', taxRate: 8, taxIncluded: true },
      ],
    });
    expect(res.statusCode).toBe(400);
    const items = res.json().errors[0];
    expect(items.property).toBe('items');
    const byIndex = Object.fromEntries(
      items.children.map((c: { property: string; children: { constraints: Record<string, string> }[] }) => [
        c.property,
        Object.values(c.children[0]?.constraints ?? {})[0],
      ]),
    );
    expect(byIndex).toEqual({
      '0': '税率は10%、8%、0%のいずれかを選択してください',
      '2': '駐車場代が重複しています',
    });
  });
});

describe('routing duration settings', () => {
  it('answers the defaults until saved, then the saved values; fields left out take their defaults', async () => {
    const { admin } = await createCompany(t);
    const url = '/v1/self/company/routing-duration-settings';
    expect((await get(url, admin)).json()).toEqual({ ...defaultRoutingDurationSettings, saved: false });
    expect(defaultRoutingDurationSettings).toMatchObject({
      averageSpeedKmh: 25,
      detourFactor: 1.3,
      maxWorkingMinutes: 780,
    });
    const saved = await postJson(url, admin, { averageSpeedKmh: 20, detourFactor: 1.45, serviceMinutes: 8 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      ...defaultRoutingDurationSettings,
      averageSpeedKmh: 20,
      detourFactor: 1.45,
      serviceMinutes: 8,
      saved: true,
    });
    expect((await get(url, admin)).json()).toEqual(saved.json());
  });

  it('refuses values out of range at the field', async () => {
    const { admin } = await createCompany(t);
    const res = await postJson('/v1/self/company/routing-duration-settings', admin, {
      averageSpeedKmh: 0,
      detourFactor: 0.9,
      serviceMinutes: 2.5,
      maxWorkingMinutes: 1000,
      maxDrivingMinutes: 700,
    });
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res.json())).toMatchObject({
      averageSpeedKmh: '平均速度（一般道）は時速5キロ以上で入力してください',
      detourFactor: '迂回係数は1倍以上で入力してください',
      serviceMinutes: '1件あたりの作業時間は整数で入力してください',
      // Limits read in hours, with the minutes the field takes.
      maxWorkingMinutes: '1日の拘束時間の上限は16時間（960分）以下で入力してください',
    });
    const cross = await postJson('/v1/self/company/routing-duration-settings', admin, {
      maxWorkingMinutes: 600,
      maxDrivingMinutes: 700,
    });
    expect(fieldErrors(cross.json())).toEqual({
      maxDrivingMinutes: '運転時間の上限は拘束時間の上限以下にしてください',
    });
  });
});
