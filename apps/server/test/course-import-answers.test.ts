import { courseImportProgressSchema, courseImportResultEventSchema } from '@rikuun/contract';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp, usersOfEveryRole } from './helpers.ts';
import { callAs } from './support/api-calls.ts';
import {
  courseCount,
  csv,
  importCompany,
  postImport,
  STANDARD_HEADER,
  sjis,
} from './support/course-import.ts';
import { multipartBody } from './support/multipart.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NDJSON = 'application/x-ndjson';
const lines = (body: string) =>
  body
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));

describe('POST /v1/courses/import with progress (NDJSON)', () => {
  it('streams progress lines while reading and writing, then the result', async () => {
    const c = await importCompany(t);
    // 2,500 stops: progress at every 1,000 rows read, and per batch written.
    const rows = Array.from(
      { length: 2500 },
      (_, i) =>
        `2026-05-${String(11 + (i % 5)).padStart(2, '0')},${Math.floor(i / 50)}便,,,,,${(i % 50) + 1},配送先${i},,東京都港区${i},,,,,,,`,
    );
    const res = await postImport(t, c.admin, c.settings.sjis, sjis(csv(STANDARD_HEADER, ...rows)), {
      accept: NDJSON,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain(NDJSON);
    const events = lines(res.body);
    const progress = events.slice(0, -1);
    for (const p of progress) courseImportProgressSchema.parse(p);
    expect(progress.filter((p) => p.phase === 'parse').map((p) => p.rows)).toEqual([1000, 2000, 2500]);
    expect(progress.filter((p) => p.phase === 'write').at(-1)).toMatchObject({ rows: 2500, percent: 100 });
    const result = courseImportResultEventSchema.parse(events.at(-1));
    expect(result).toMatchObject({ type: 'result', status: 201, destinationCount: 2500 });
    expect(await courseCount(t, c.companyId)).toBe('courseCount' in result ? result.courseCount : -1);
  });

  it('ends with the 400 result and its row errors when rows are bad, and answers plain errors before the import starts', async () => {
    const c = await importCompany(t);
    const bad = sjis(csv(STANDARD_HEADER, '2026-05-11,1便,,,,,,,,,,,,,,,'));
    const res = await postImport(t, c.admin, c.settings.sjis, bad, { accept: NDJSON });
    expect(res.statusCode).toBe(200);
    const last = lines(res.body).at(-1);
    expect(last).toMatchObject({
      type: 'result',
      status: 400,
      error: 'bad_request',
      rowErrorCount: 1,
      rowErrors: [{ row: 2, column: 'H', field: 'destinationName', message: '配送先名を入力してください' }],
    });
    expect(await courseCount(t, c.companyId)).toBe(0);

    const unknown = await postImport(t, c.admin, '0192f000-0000-7000-8000-00000000abcd', bad, {
      accept: NDJSON,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.headers['content-type']).toContain('application/json');
  });
});

describe('GET /v1/courses/import/template', () => {
  it('downloads the Shift_JIS template with the header texts and an example row, as an attachment', async () => {
    const c = await importCompany(t);
    const res = await t.app.inject({
      url: `/v1/courses/import/template?importSettingId=${c.settings.sjis}`,
      headers: bearer(c.admin),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=Shift_JIS');
    const disposition = String(res.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; filename="[^"]+"; filename\*=UTF-8''/);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1] ?? '')).toBe(
      'コース取込テンプレート_標準SJIS.csv',
    );
    const text = iconv.decode(res.rawPayload, 'CP932');
    const [header, example, end] = text.split('\r\n');
    expect(header).toBe(STANDARD_HEADER);
    expect(example).toMatch(/^\d{4}-\d{2}-\d{2},1便,山田 太郎,,品川 100 あ 12-34,,1,株式会社サンプル商事,/);
    expect(end).toBe('');

    // The template imports as it is (its driver and vehicle exist in this company).
    const imported = await postImport(t, c.admin, c.settings.sjis, res.rawPayload);
    expect(imported.statusCode, imported.body).toBe(201);
    expect(imported.json()).toMatchObject({ courseCount: 1, destinationCount: 1 });
  });

  it('writes UTF-8 with a BOM, places letter columns at their letter and has no header without header rows', async () => {
    const c = await importCompany(t);
    const utf8 = await t.app.inject({
      url: `/v1/courses/import/template?importSettingId=${c.settings.utf8}`,
      headers: bearer(c.admin),
    });
    expect(utf8.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(utf8.body.slice(1).split('\r\n')[0]).toBe(STANDARD_HEADER);

    const letters = await t.app.inject({
      url: `/v1/courses/import/template?importSettingId=${c.settings.letters}`,
      headers: bearer(c.admin),
    });
    // A: date, B: course, C: driver, D: destination, E: address; one example row only.
    expect(letters.body.slice(1).split('\r\n')).toEqual([
      expect.stringMatching(/^\d{4}-\d{2}-\d{2},1便,山田 太郎,株式会社サンプル商事,東京都千代田区千代田1-1$/),
      '',
    ]);
  });

  it('defuses header texts a spreadsheet would run as formulas, and the template still imports', async () => {
    const c = await importCompany(t);
    const hostile = {
      deliveryDate: '=HYPERLINK("http://x")',
      courseName: '+1',
      destinationName: '-1',
      address1: '@SUM(A1)',
      // Stored trimmed (normalizeText), so what is written starts with the = behind the tab.
      memo: "\t=cmd|'/c calc'!A1",
    };
    const created = await callAs(t, c.admin, 'POST', '/v1/import-settings', {
      name: '危険な見出し',
      encoding: 'utf8',
      headerRows: 1,
      columns: hostile,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const res = await t.app.inject({
      url: `/v1/courses/import/template?importSettingId=${created.body.id}`,
      headers: bearer(c.admin),
    });
    expect(res.statusCode, res.body).toBe(200);
    const [header, example] = res.body.slice(1).split('\r\n');
    expect(header).toBe(`"'=HYPERLINK(""http://x"")",'+1,'-1,'@SUM(A1),'=cmd|'/c calc'!A1`);
    // No cell of the file starts with a formula character, quoted or not.
    for (const line of [header, example]) {
      for (const cell of line?.split(',') ?? []) expect(cell, cell).not.toMatch(/^"?[=+\-@\t\r]/);
    }
    const imported = await postImport(t, c.admin, created.body.id, res.rawPayload);
    expect(imported.statusCode, imported.body).toBe(201);
    expect(imported.json()).toMatchObject({ courseCount: 1, destinationCount: 1 });
  });

  it("answers 400 at importSettingId for another company's setting and a missing id", async () => {
    const c = await importCompany(t);
    const other = await importCompany(t);
    const res = await callAs(
      t,
      other.admin,
      'GET',
      `/v1/courses/import/template?importSettingId=${c.settings.sjis}`,
    );
    expect(res.status).toBe(400);
    expect(res.body.errors[0].property).toBe('importSettingId');
    const missing = await callAs(t, c.admin, 'GET', '/v1/courses/import/template');
    expect(missing.status).toBe(400);
  });
});

describe('roles', () => {
  it('refuses drivers, consignor users and the system administrator on both routes', async () => {
    const { byRole } = await usersOfEveryRole(t);
    const { payload, headers } = multipartBody([
      { name: 'importSettingId', value: '0192f000-0000-7000-8000-00000000abcd' },
      { name: 'file', fileName: 'a.csv', data: 'a,b\n' },
    ]);
    for (const role of ['driver', 'consignor_user', 'system_admin'] as const) {
      const post = await t.app.inject({
        method: 'POST',
        url: '/v1/courses/import',
        headers: { ...headers, ...bearer(byRole[role]) },
        payload,
      });
      expect(post.statusCode, role).toBe(403);
      const get = await t.app.inject({
        url: '/v1/courses/import/template?importSettingId=0192f000-0000-7000-8000-00000000abcd',
        headers: bearer(byRole[role]),
      });
      expect(get.statusCode, role).toBe(403);
    }
  });
});
