import { addDays, addMonths, todayInTokyo } from '@rikuun/contract';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers } from '../src/features/drivers/drivers.table.ts';
import {
  bearer,
  createCompany,
  createTestApp,
  type TestApp,
  type TestUser,
  usersOfEveryRole,
} from './helpers.ts';
import { type MultipartPart, multipartBody } from './support/multipart.ts';
import { pngBytes, textBytes } from './support/samples.ts';
import { insertDriver } from './support/test-drivers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// biome-ignore lint/suspicious/noExplicitAny: answers are checked with expect
type Json = any;

const today = todayInTokyo();
const call = (
  user: TestUser,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
) => t.app.inject({ method, url: `/v1${url}`, headers: bearer(user), ...(payload ? { payload } : {}) });
const form = (user: TestUser, url: string, parts: MultipartPart[]) => {
  const { payload, headers } = multipartBody(parts);
  return t.app.inject({
    method: 'POST',
    url: `/v1${url}`,
    headers: { ...headers, ...bearer(user) },
    payload,
  });
};
const fieldMessages = (body: Json, field: string) =>
  (body.errors as Json[])
    .filter((e) => e.property === field)
    .flatMap((e) => Object.values(e.constraints ?? {}));
const alertsOf = async (user: TestUser, driverId: string) =>
  ((await call(user, 'GET', '/alerts')).json().data as Json[]).filter((a) => a.subjectId === driverId);

const training = {
  kind: 'general',
  conductedOn: addDays(today, -10),
  minutes: 60,
  content: '荷崩れ防止の積付け',
  instructor: '運行管理者 高木',
};
const aptitude = (kind: string, takenOn: string) => ({
  kind,
  takenOn,
  institution: 'NASVA東京',
  result: '総合評価4',
});

/** A driver whose 台帳 has every item (through the API, as staff would fill it). */
async function completeDriver(admin: TestUser) {
  const created = await call(admin, 'POST', '/drivers', {
    name: '台帳 完備',
    nameKana: 'ダイチョウ カンビ',
    email: `register-${Date.now()}-${Math.random()}@example.test`,
    birthDate: '1980-04-01',
    zipCode: '136-0075',
    address1: '東京都江東区新砂',
    address2: '2-4-8',
    hiredOn: '2024-04-01',
    appointedOn: '2024-04-08',
    licenseNumber: '3018-0312-3450',
    licenseClass: 'large',
    licenseConditions: '眼鏡等',
    healthCondition: '良好',
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().id as string;
  const profile = await form(admin, `/drivers/${id}/profile-detail`, [
    { name: 'driverLicenseExpired', value: '2029-05-01' },
  ]);
  expect(profile.statusCode, profile.body).toBe(201);
  const checkup = await form(admin, `/drivers/${id}/health-checkup`, [
    { name: 'checkupDate', value: addDays(today, -100) },
  ]);
  expect(checkup.statusCode, checkup.body).toBe(201);
  expect(
    (await call(admin, 'POST', `/drivers/${id}/aptitude-tests`, aptitude('initial', '2024-04-02')))
      .statusCode,
  ).toBe(201);
  expect((await call(admin, 'POST', `/drivers/${id}/trainings`, training)).statusCode).toBe(201);
  const photo = await form(admin, `/drivers/${id}/register/photo`, [
    { name: 'takenOn', value: addDays(today, -30) },
    { name: 'photo', fileName: 'face.png', data: pngBytes() },
  ]);
  expect(photo.statusCode, photo.body).toBe(201);
  return id;
}

describe('運転者台帳', () => {
  it('answers every item of 第9条の5 and nothing missing for a complete 台帳, and prints it on A4', async () => {
    const { admin } = await createCompany(t, '台帳運送株式会社');
    const id = await completeDriver(admin);
    const res = await call(admin, 'GET', `/drivers/${id}/register`);
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json();
    expect(r).toMatchObject({
      madeOn: today,
      companyName: '台帳運送株式会社',
      name: '台帳 完備',
      birthDate: '1980-04-01',
      address: '東京都江東区新砂 2-4-8',
      hiredOn: '2024-04-01',
      appointedOn: '2024-04-08',
      keepUntil: null,
      license: { number: '301803123450', class: 'large', expiresOn: '2029-05-01', conditions: '眼鏡等' },
      health: { condition: '良好', latestCheckupOn: addDays(today, -100) },
      trainings: [{ kind: 'general', content: '荷崩れ防止の積付け', minutes: 60 }],
      aptitudeTests: [{ kind: 'initial', takenOn: '2024-04-02' }],
      photo: { takenOn: addDays(today, -30), contentType: 'image/png' },
      aptitudeDue: [],
      missing: [],
    });
    expect((await t.app.inject({ url: r.photo.url })).statusCode).toBe(200);

    const pdf = await call(admin, 'GET', `/drivers/${id}/register/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const doc = await getDocumentProxy(new Uint8Array(pdf.rawPayload));
    const [, , width, height] = (await doc.getPage(1)).view;
    expect([Math.round(width ?? 0), Math.round(height ?? 0)]).toEqual([595, 842]);
    const flat = (await extractText(doc, { mergePages: true })).text.replace(/\s+/g, '');
    for (const expected of [
      '運転者台帳',
      '台帳運送株式会社',
      '台帳完備（ダイチョウカンビ）',
      '1980年4月1日',
      '〒136-0075東京都江東区新砂2-4-8',
      '2024年4月1日',
      '運転者に選任された年月日2024年4月8日',
      '301803123450',
      '大型',
      '2029年5月1日',
      '眼鏡等',
      '良好',
      '一般的な指導監督',
      '荷崩れ防止の積付け',
      '初任診断',
      'NASVA東京',
      `撮影日${addDays(today, -30).replace(/^(\d+)-0?(\d+)-0?(\d+)$/, '$1年$2月$3日')}`,
    ]) {
      expect(flat, expected).toContain(expected.replace(/\s+/g, ''));
    }
    expect(flat).not.toContain('未記入の項目');
  });

  it('lists what is missing and alerts it; the 適性診断 due too', async () => {
    const { companyId, admin } = await createCompany(t);
    const id = await insertDriver(t, companyId, { name: '未記入 太郎' });
    const r = (await call(admin, 'GET', `/drivers/${id}/register`)).json();
    expect(r.missing.map((m: Json) => m.item)).toEqual([
      'birthDate',
      'address',
      'hiredOn',
      'appointedOn',
      'licenseNumber',
      'licenseClass',
      'licenseExpiresOn',
      'licenseConditions',
      'healthCondition',
      'healthCheckup',
      'initialAptitudeTest',
      'photo',
    ]);
    expect(r.missing[11].label).toBe('写真（6か月以内に撮影したもの）');
    const [register] = (await alertsOf(admin, id)).filter((a) => a.kind === 'driver_register');
    expect(register).toMatchObject({ severity: 'warning', subjectType: 'driver', dueOn: null });
    expect(register.message).toMatch(
      /^運転者台帳の未記入：生年月日、住所、.*写真（6か月以内に撮影したもの）$/,
    );

    // 65 and over with no 適齢診断, appointed without an 初任診断: both due, the past one first.
    await t.database.db
      .update(drivers)
      .set({ birthDate: '1960-01-10', appointedOn: addDays(today, -3) })
      .where(eq(drivers.id, id));
    const due = (await call(admin, 'GET', `/drivers/${id}/register`)).json().aptitudeDue;
    expect(due.map((d: Json) => d.reason).sort()).toEqual(['age', 'initial']);
    const alert = (await alertsOf(admin, id)).find((a) => a.kind === 'aptitude_test');
    expect(alert).toMatchObject({ severity: 'danger' });
    expect(
      (await call(admin, 'POST', `/drivers/${id}/aptitude-tests`, aptitude('initial', addDays(today, -4))))
        .statusCode,
    ).toBe(201);
    expect(
      (await call(admin, 'POST', `/drivers/${id}/aptitude-tests`, aptitude('age', addDays(today, -1))))
        .statusCode,
    ).toBe(201);
    expect((await alertsOf(admin, id)).filter((a) => a.kind === 'aptitude_test')).toEqual([]);
    expect(
      (await call(admin, 'GET', `/drivers/${id}/register`)).json().missing.map((m: Json) => m.item),
    ).not.toContain('initialAptitudeTest');
  });

  it('asks for a 特定診断 after an accident with a serious injury', async () => {
    const { admin } = await createCompany(t);
    const id = await completeDriver(admin);
    const { payload, headers } = multipartBody(
      Object.entries({
        accidentDate: addDays(today, -2),
        accidentTime: '09:00',
        zipCode: '136-0082',
        address1: '東京都江東区新木場1-2-3',
        driverId: id,
        details: JSON.stringify({ description: '追突', injuries: { serious: 1 } }),
      }).map(([name, value]) => ({ name, value })),
    );
    const accident = await t.app.inject({
      method: 'POST',
      url: '/v1/accident-reports',
      headers: { ...headers, ...bearer(admin) },
      payload,
    });
    expect(accident.statusCode, accident.body).toBe(201);
    const r = (await call(admin, 'GET', `/drivers/${id}/register`)).json();
    expect(r.accidents).toMatchObject([
      { accidentDate: addDays(today, -2), description: '追突', serious: 1 },
    ]);
    expect(r.aptitudeDue).toMatchObject([{ reason: 'accident', dueOn: addDays(today, -2) }]);
    expect((await alertsOf(admin, id)).find((a) => a.kind === 'aptitude_test')?.severity).toBe('danger');
    await call(admin, 'POST', `/drivers/${id}/aptitude-tests`, aptitude('specific1', addDays(today, -1)));
    expect((await call(admin, 'GET', `/drivers/${id}/register`)).json().aptitudeDue).toEqual([]);
  });

  it('wants the 台帳 photo taken within 6 months, one image with its date', async () => {
    const { admin } = await createCompany(t);
    const id = await completeDriver(admin);
    const old = await form(admin, `/drivers/${id}/register/photo`, [
      { name: 'takenOn', value: addDays(addMonths(today, -6), -1) },
      { name: 'photo', fileName: 'old.png', data: pngBytes() },
    ]);
    // The latest taken is the one shown: the older photo added now does not replace it.
    expect(old.json().photo.takenOn).toBe(addDays(today, -30));
    const bad = await form(admin, `/drivers/${id}/register/photo`, [
      { name: 'takenOn', value: addDays(today, 1) },
      { name: 'photo', fileName: 'face.png', data: pngBytes() },
    ]);
    expect(bad.statusCode).toBe(400);
    expect(fieldMessages(bad.json(), 'takenOn')).toEqual(['撮影日に未来の日付は指定できません']);
    const none = await form(admin, `/drivers/${id}/register/photo`, [{ name: 'takenOn', value: today }]);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('写真を1枚選択してください。');
    const text = await form(admin, `/drivers/${id}/register/photo`, [
      { name: 'takenOn', value: today },
      { name: 'photo', fileName: 'note.png', data: textBytes() },
    ]);
    expect(text.statusCode).toBe(415);

    const { companyId, admin: other } = await createCompany(t);
    const stale = await insertDriver(t, companyId);
    const sixMonthsAndADay = await form(other, `/drivers/${stale}/register/photo`, [
      { name: 'takenOn', value: addDays(addMonths(today, -6), -1) },
      { name: 'photo', fileName: 'old.png', data: pngBytes() },
    ]);
    expect(sixMonthsAndADay.json().missing.map((m: Json) => m.item)).toContain('photo');
    expect(
      (
        await form(other, `/drivers/${id}/register/photo`, [
          { name: 'takenOn', value: today },
          { name: 'photo', fileName: 'x.png', data: pngBytes() },
        ])
      ).statusCode,
    ).toBe(404);
  });

  it('records, corrects and keeps the 指導 and 適性診断 records (deletion refused for 3 years after leaving)', async () => {
    const { admin } = await createCompany(t);
    const id = await completeDriver(admin);
    for (const [path, body, change] of [
      ['trainings', training, { ...training, content: '訂正後の内容' }],
      ['aptitude-tests', aptitude('general', addDays(today, -3)), aptitude('general', addDays(today, -2))],
    ] as const) {
      const created = await call(admin, 'POST', `/drivers/${id}/${path}`, body);
      expect(created.statusCode, created.body).toBe(201);
      const recordId = created.json().id;
      const list = (await call(admin, 'GET', `/drivers/${id}/${path}`)).json();
      expect(list.total, path).toBe(2);
      const put = await call(admin, 'PUT', `/drivers/${id}/${path}/${recordId}`, change);
      expect(put.statusCode, put.body).toBe(200);
      expect(put.json()).toMatchObject(change);
      const refused = await call(admin, 'DELETE', `/drivers/${id}/${path}/${recordId}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toMatch(/在籍中は削除できません/);
    }
    // Left 3 years ago and a day: the records may go; left later: refused until the keep date.
    const [record] = (await call(admin, 'GET', `/drivers/${id}/trainings`)).json().data;
    const driver = (await call(admin, 'GET', `/drivers/${id}`)).json();
    const leave = (leftOn: string) =>
      call(admin, 'PUT', `/drivers/${id}`, {
        ...driver,
        version: undefined,
        leftOn,
        leftReason: '自己都合による退職',
        hiredOn: '2020-01-01',
        appointedOn: '2020-01-08',
      });
    expect((await leave(addDays(today, -400))).statusCode).toBe(200);
    const kept = await call(admin, 'DELETE', `/drivers/${id}/trainings/${record.id}`);
    expect(kept.statusCode).toBe(409);
    expect(kept.json().message).toMatch(/日までは削除できません。$/);
    const r = (await call(admin, 'GET', `/drivers/${id}/register`)).json();
    expect(r).toMatchObject({
      leftReason: '自己都合による退職',
      keepUntil: addDays(addMonths(addDays(today, -400), 36), -1),
    });
    expect((await leave(addDays(addMonths(today, -36), -1))).statusCode).toBe(200);
    expect((await call(admin, 'DELETE', `/drivers/${id}/trainings/${record.id}`)).statusCode).toBe(204);
    expect((await call(admin, 'GET', `/drivers/${id}/trainings`)).json().total).toBe(1);
  });

  it('refuses bad input at the field', async () => {
    const { admin } = await createCompany(t);
    const id = await completeDriver(admin);
    const bad = await call(admin, 'POST', `/drivers/${id}/trainings`, {
      kind: 'lecture',
      conductedOn: addDays(today, 1),
      minutes: 0,
      content: '',
    });
    expect(bad.statusCode).toBe(400);
    expect(fieldMessages(bad.json(), 'kind')).toEqual(['指導の種類を選択してください']);
    expect(fieldMessages(bad.json(), 'conductedOn')).toEqual(['実施日に未来の日付は指定できません']);
    expect(fieldMessages(bad.json(), 'minutes')[0]).toMatch(/実施時間（分）/);
    expect(fieldMessages(bad.json(), 'content')).toEqual(['指導の内容を入力してください']);
    const test = await call(admin, 'POST', `/drivers/${id}/aptitude-tests`, {
      kind: 'eyesight',
      takenOn: '2026-13-01',
    });
    expect(fieldMessages(test.json(), 'kind')).toEqual(['診断の種類を選択してください']);
    expect(fieldMessages(test.json(), 'takenOn')[0]).toMatch(/受診日/);
    const driver = await call(admin, 'PUT', `/drivers/${id}`, {
      name: '台帳 完備',
      email: 'x@example.test',
      hiredOn: '2024-04-01',
      appointedOn: '2024-03-01',
      licenseConditions: 'x'.repeat(201),
    });
    expect(fieldMessages(driver.json(), 'appointedOn')).toEqual([
      '運転者選任日は入社日・契約開始日以降の日付を入力してください',
    ]);
    expect(fieldMessages(driver.json(), 'licenseConditions')).toEqual([
      '免許の条件は200文字以内で入力してください',
    ]);
    // A malformed id is simply not found, as everywhere.
    expect((await call(admin, 'GET', '/drivers/not-a-uuid/register')).statusCode).toBe(404);
  });

  it('is for staff only, and 404 for another company or another driver', async () => {
    const { companyId, byRole } = await usersOfEveryRole(t);
    const id = await completeDriver(byRole.company_admin);
    const record = (await call(byRole.company_admin, 'GET', `/drivers/${id}/trainings`)).json().data[0].id;
    const test = (await call(byRole.company_admin, 'GET', `/drivers/${id}/aptitude-tests`)).json().data[0].id;
    const routes: ['GET' | 'POST' | 'PUT' | 'DELETE', string, Record<string, unknown>?][] = [
      ['GET', `/drivers/${id}/register`],
      ['GET', `/drivers/${id}/register/pdf`],
      ['GET', `/drivers/${id}/trainings`],
      ['POST', `/drivers/${id}/trainings`, training],
      ['PUT', `/drivers/${id}/trainings/${record}`, training],
      ['DELETE', `/drivers/${id}/trainings/${record}`],
      ['GET', `/drivers/${id}/aptitude-tests`],
      ['POST', `/drivers/${id}/aptitude-tests`, aptitude('general', today)],
      ['PUT', `/drivers/${id}/aptitude-tests/${test}`, aptitude('general', today)],
      ['DELETE', `/drivers/${id}/aptitude-tests/${test}`],
    ];
    for (const role of ['driver', 'consignor_user', 'system_admin'] as const) {
      for (const [method, url, body] of routes) {
        expect((await call(byRole[role], method, url, body)).statusCode, `${role} ${method} ${url}`).toBe(
          403,
        );
      }
      const photo = await form(byRole[role], `/drivers/${id}/register/photo`, [
        { name: 'takenOn', value: today },
      ]);
      expect(photo.statusCode, role).toBe(403);
    }
    const other = await createCompany(t);
    for (const [method, url, body] of routes) {
      expect((await call(other.admin, method, url, body)).statusCode, `${method} ${url}`).toBe(404);
    }
    // Another driver's record under this driver's id is not found either.
    const second = await insertDriver(t, companyId);
    expect(
      (await call(byRole.company_admin, 'PUT', `/drivers/${second}/trainings/${record}`, training))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(byRole.company_admin, 'DELETE', `/drivers/${second}/aptitude-tests/${test}`)).statusCode,
    ).toBe(404);
  });
});
