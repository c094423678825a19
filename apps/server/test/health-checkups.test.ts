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
import { pdfBytes, pngBytes, textBytes } from './support/samples.ts';
import { insertDriver } from './support/test-drivers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const base = (driverId: string) => `/v1/drivers/${driverId}/health-checkup`;

function send(method: 'POST' | 'PUT', user: TestUser, path: string, parts: MultipartPart[]) {
  const { payload, headers } = multipartBody(parts);
  return t.app.inject({ method, url: path, headers: { ...headers, ...bearer(user) }, payload });
}
const list = (user: TestUser, driverId: string) =>
  t.app.inject({ url: base(driverId), headers: bearer(user) });
const fileUrl = (driverId: string, fileId: string) =>
  `/v1/drivers/${driverId}/health-checkup-files/${fileId}`;

async function setup() {
  const { companyId, admin } = await createCompany(t);
  const driverId = await insertDriver(t, companyId);
  const created = await send('POST', admin, base(driverId), [
    { name: 'checkupDate', value: '2026-04-10' },
    { name: 'kind', value: 'regular' },
    { name: 'result', value: '異常なし' },
    { name: 'create[files]', fileName: '結果.pdf', data: pdfBytes() },
    { name: 'create[files]', fileName: 'scan.png', data: pngBytes() },
  ]);
  expect(created.statusCode).toBe(201);
  return { companyId, admin, driverId, checkup: created.json() };
}

describe('health checkups', () => {
  it('records a checkup with files, derives the next due date and lists newest first', async () => {
    const { admin, driverId, checkup } = await setup();
    expect(checkup).toMatchObject({
      driverId,
      checkupDate: '2026-04-10',
      kind: 'regular',
      result: '異常なし',
      nextDueOn: '2027-04-10',
    });
    expect(
      checkup.files.map((f: { fileName: string; contentType: string }) => [f.fileName, f.contentType]),
    ).toEqual([
      ['結果.pdf', 'application/pdf'],
      ['scan.png', 'image/png'],
    ]);
    // Health data carries no signed link: only the authenticated route hands the bytes out.
    expect(checkup.files[0].url).toBeUndefined();
    const night = await send('POST', admin, base(driverId), [
      { name: 'checkupDate', value: '2026-09-01' },
      { name: 'kind', value: 'night_work' },
    ]);
    expect(night.json()).toMatchObject({ nextDueOn: '2027-03-01', result: null, files: [] });
    const res = await list(admin, driverId);
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(2);
    expect(res.json().data.map((c: { checkupDate: string }) => c.checkupDate)).toEqual([
      '2026-09-01',
      '2026-04-10',
    ]);
  });

  it('streams a file to the owning company only, and only under its driver', async () => {
    const { companyId, admin, driverId, checkup } = await setup();
    const pdf = checkup.files[0];
    const res = await t.app.inject({ url: fileUrl(driverId, pdf.id), headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    // A PDF (possibly a PDF/HTML polyglot) is saved, not rendered in the app's origin.
    expect(String(res.headers['content-disposition'])).toMatch(/^attachment; filename=/);
    expect(res.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const png = await t.app.inject({ url: fileUrl(driverId, checkup.files[1].id), headers: bearer(admin) });
    expect(png.headers['content-type']).toBe('image/png');
    expect(String(png.headers['content-disposition'])).toMatch(/^inline; filename=/);
    expect(png.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
    expect(res.rawPayload.equals(pdfBytes())).toBe(true);
    // Another company's 404 on the file: route-security.test.ts.
    const anotherDriver = await insertDriver(t, companyId, { name: '別 ドライバー' });
    expect(
      (await t.app.inject({ url: fileUrl(anotherDriver, pdf.id), headers: bearer(admin) })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: fileUrl(driverId, pdf.id) })).statusCode).toBe(401);
  });

  it('updates the fields, removes the files named and adds new ones', async () => {
    const { admin, driverId, checkup } = await setup();
    const [pdf, png] = checkup.files;
    const res = await send('PUT', admin, `${base(driverId)}/${checkup.id}`, [
      { name: 'checkupDate', value: '2026-05-01' },
      { name: 'kind', value: 'night_work' },
      { name: 'deleteFileIds[]', value: pdf.id },
      { name: 'create[files]', fileName: '再検査.pdf', data: pdfBytes() },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      checkupDate: '2026-05-01',
      kind: 'night_work',
      nextDueOn: '2026-11-01',
      result: null,
    });
    expect(res.json().files.map((f: { fileName: string }) => f.fileName)).toEqual(['scan.png', '再検査.pdf']);
    expect((await t.app.inject({ url: fileUrl(driverId, pdf.id), headers: bearer(admin) })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ url: fileUrl(driverId, png.id), headers: bearer(admin) })).statusCode).toBe(
      200,
    );
    const wrong = await send('PUT', admin, `${base(driverId)}/${checkup.id}`, [
      { name: 'checkupDate', value: '2026-05-01' },
      { name: 'deleteFileIds[]', value: pdf.id },
    ]);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0]).toMatchObject({
      property: 'deleteFileIds',
      constraints: { exists: 'この健康診断にないファイルが指定されています' },
    });
  });

  it('deletes a checkup with its files', async () => {
    const { admin, driverId, checkup } = await setup();
    const del = (user: TestUser) =>
      t.app.inject({ method: 'DELETE', url: `${base(driverId)}/${checkup.id}`, headers: bearer(user) });
    expect((await del(admin)).statusCode).toBe(204);
    expect((await del(admin)).statusCode).toBe(404);
    expect((await list(admin, driverId)).json().total).toBe(0);
    expect(
      (await t.app.inject({ url: fileUrl(driverId, checkup.files[0].id), headers: bearer(admin) }))
        .statusCode,
    ).toBe(404);
  });

  it('answers bad input in Japanese at the field and refuses files that are not PDF or images', async () => {
    const { companyId, admin } = await createCompany(t);
    const driverId = await insertDriver(t, companyId);
    const errorsOf = async (parts: MultipartPart[]) => {
      const res = await send('POST', admin, base(driverId), parts);
      expect(res.statusCode).toBe(400);
      return res
        .json()
        .errors.map((e: { property: string; constraints: Record<string, string> }) => [
          e.property,
          Object.values(e.constraints)[0],
        ]);
    };
    expect(await errorsOf([])).toEqual([['checkupDate', '受診日はYYYY-MM-DD形式の日付で入力してください']]);
    expect(
      await errorsOf([
        { name: 'checkupDate', value: '2099-01-01' },
        { name: 'kind', value: 'yearly' },
      ]),
    ).toEqual([
      ['checkupDate', '受診日に未来の日付は指定できません'],
      ['kind', '種別を選択してください'],
    ]);
    const text = await send('POST', admin, base(driverId), [
      { name: 'checkupDate', value: '2026-01-01' },
      { name: 'create[files]', fileName: 'a.txt', data: textBytes() },
    ]);
    expect(text.statusCode).toBe(415);
    expect((await list(admin, driverId)).json().total).toBe(0);
  });

  // Another company's 404 on the list, POST, PUT and DELETE, A's checkups unchanged: route-security.test.ts.
  it('is for company staff only', async () => {
    const { companyId, byRole } = await usersOfEveryRole(t);
    const driverId = await insertDriver(t, companyId);
    for (const role of ['driver', 'consignor_user', 'system_admin'] as const) {
      expect((await list(byRole[role], driverId)).statusCode, role).toBe(403);
      expect((await send('POST', byRole[role], base(driverId), [])).statusCode, role).toBe(403);
    }
  });
});
