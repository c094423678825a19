import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers } from '../src/features/drivers/drivers.table.ts';
import { users } from '../src/lib/auth/users.table.ts';
import { bearer, createCompany, createTestApp, createUser, type TestApp, type TestUser } from './helpers.ts';
import { insertCourse } from './support/course-rows.ts';
import { type MultipartPart, multipartBody } from './support/multipart.ts';
import { jpegBytes, pdfBytes, pngBytes, textBytes } from './support/samples.ts';
import { insertDriver } from './support/test-drivers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// biome-ignore lint/suspicious/noExplicitAny: answers are checked with expect
type Json = any;
type ErrorNode = { property: string; constraints?: Record<string, string>; children?: ErrorNode[] };

/** The validation tree's messages by dotted path (details.otherParty.phone). */
function messages(body: { errors?: ErrorNode[] }): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const walk = (nodes: ErrorNode[] | undefined, prefix: string) => {
    for (const n of nodes ?? []) {
      const path = prefix ? `${prefix}.${n.property}` : n.property;
      if (n.constraints && Object.keys(n.constraints).length > 0) out[path] = Object.values(n.constraints);
      walk(n.children, path);
    }
  };
  walk(body.errors, '');
  return out;
}

function send(method: 'POST' | 'PUT', user: TestUser, url: string, parts: MultipartPart[]) {
  const { payload, headers } = multipartBody(parts);
  return t.app.inject({ method, url, headers: { ...headers, ...bearer(user) }, payload });
}
const get = (user: TestUser, url: string) => t.app.inject({ url, headers: bearer(user) });

const details = (over: Record<string, unknown> = {}) => ({
  weather: '雨',
  roadCondition: '湿潤',
  description: '交差点で右折待ちの乗用車に追突した。',
  cause: '前方不注意',
  otherParty: {
    name: '佐藤 一郎',
    phone: '090-1234-5678',
    vehicle: '品川 300 あ 12-34',
    insurer: '東京海上',
  },
  injuries: { deaths: 0, serious: 1, minor: 2 },
  damage: '相手方車両の後部損傷',
  policeReported: true,
  policeStation: '江東警察署',
  insurerNotified: true,
  ...over,
});

const fields = (driverId: string, over: Record<string, string> = {}): MultipartPart[] =>
  Object.entries({
    accidentDate: '2026-03-10',
    accidentTime: '14:30',
    carRegistrationNumber: '品川 100 か 1234',
    zipCode: '136-0082',
    isCorrectAddress: 'true',
    address1: '東京都江東区新木場1-2-3',
    address2: '新木場交差点',
    latitude: '35.6452',
    longitude: '139.8271',
    driverId,
    isCritical: 'true',
    details: JSON.stringify(details()),
    ...over,
  }).map(([name, value]) => ({ name, value }));

async function world() {
  const { companyId, admin } = await createCompany(t);
  const driverId = await insertDriver(t, companyId, { name: '山田 太郎' });
  const course = await insertCourse(t.database.db, companyId, { name: '江東ルートA' });
  const created = await send('POST', admin, '/v1/accident-reports', [
    ...fields(driverId, { courseId: course.id }),
    { name: 'files', fileName: encodeURIComponent('現場写真 1.png'), data: pngBytes() },
    { name: 'fileMetadata[0][category]', value: 'photo' },
    { name: 'files', fileName: encodeURIComponent('事故証明書.pdf'), data: pdfBytes() },
    { name: 'fileMetadata[1][category]', value: 'police_report' },
    { name: 'files', fileName: 'drawing.jpg', data: jpegBytes() },
    { name: 'fileMetadata[2][category]', value: 'drawing' },
  ]);
  expect(created.statusCode, created.body).toBe(201);
  return { companyId, admin, driverId, course, report: created.json() as Json };
}

describe('accident reports', () => {
  it('files a report with categorized files (URL-encoded names decoded) and derives its deadline', async () => {
    const { admin, driverId, course, report } = await world();
    expect(report).toMatchObject({
      accidentDate: '2026-03-10',
      accidentTime: '14:30',
      zipCode: '136-0082',
      isCorrectAddress: true,
      latitude: 35.6452,
      driverId,
      driverName: '山田 太郎',
      courseId: course.id,
      courseName: '江東ルートA',
      isCritical: true,
      fileCount: 3,
      details: { otherParty: { name: '佐藤 一郎' }, injuries: { serious: 1 }, criteria: [] },
      reportDeadline: {
        kind: 'report_30d',
        dueOn: '2026-04-09',
        reasons: ['死者又は重傷者（死者0名・重傷者1名）'],
      },
    });
    expect(report.files.map((f: Json) => [f.fileName, f.category, f.contentType])).toEqual([
      ['現場写真 1.png', 'photo', 'image/png'],
      ['事故証明書.pdf', 'police_report', 'application/pdf'],
      ['drawing.jpg', 'drawing', 'image/jpeg'],
    ]);
    expect(report.files[0].url).toMatch(/signature=/);
    const file = await t.app.inject({ url: report.files[1].url });
    expect(file.statusCode).toBe(200);
    const read = await get(admin, `/v1/accident-reports/${report.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().files).toHaveLength(3);
  });

  it('answers validation errors at the nested field, in Japanese', async () => {
    const { companyId, admin } = await createCompany(t);
    const driverId = await insertDriver(t, companyId);
    const bad = details({
      description: '',
      otherParty: { name: 'x'.repeat(101), phone: '12' },
      injuries: { deaths: -1 },
      criteria: ['fire', 'flying'],
    });
    const res = await send('POST', admin, '/v1/accident-reports', [
      ...fields(driverId, {
        accidentDate: '2099-01-01',
        accidentTime: '25:00',
        details: JSON.stringify(bad),
      }),
      { name: 'fileMetadata[0][category]', value: 'selfie' },
    ]);
    expect(res.statusCode).toBe(400);
    const m = messages(res.json());
    expect(m['details.description']).toEqual(['事故の状況を入力してください']);
    expect(m['details.otherParty.name']).toEqual(['相手方氏名は100文字以内で入力してください']);
    expect(m['details.otherParty.phone']?.[0]).toMatch(/相手方電話番号/);
    expect(m['details.injuries.deaths']).toEqual(['死者は0以上で入力してください']);
    expect(m['details.criteria.1']).toEqual(['該当する事項を選択してください']);
    expect(m.accidentDate).toEqual(['事故発生日に未来の日付は指定できません']);
    expect(m.accidentTime?.[0]).toMatch(/発生時刻は24時間表記/);
    expect(m['fileMetadata.0.category']).toEqual(['ファイルの分類を選択してください']);
    const notJson = await send('POST', admin, '/v1/accident-reports', fields(driverId, { details: '{oops' }));
    expect(messages(notJson.json()).details).toEqual(['事故の詳細の形式が正しくありません']);
    const missing = await send('POST', admin, '/v1/accident-reports', [
      { name: 'driverId', value: driverId },
    ]);
    expect(Object.keys(messages(missing.json()))).toEqual(
      expect.arrayContaining(['accidentDate', 'accidentTime', 'zipCode', 'address1', 'details']),
    );
  });

  it("refuses another company's driver or course at the field", async () => {
    const { companyId, admin } = await createCompany(t);
    const driverId = await insertDriver(t, companyId);
    const other = await createCompany(t, '他社運輸');
    const foreignDriver = await insertDriver(t, other.companyId);
    const foreignCourse = await insertCourse(t.database.db, other.companyId);
    const res = await send('POST', admin, '/v1/accident-reports', fields(foreignDriver));
    expect(res.statusCode).toBe(400);
    expect(messages(res.json()).driverId).toEqual(['ドライバーが見つかりません']);
    const course = await send(
      'POST',
      admin,
      '/v1/accident-reports',
      fields(driverId, { courseId: foreignCourse.id }),
    );
    expect(messages(course.json()).courseId).toEqual(['コースが見つかりません']);
    const list = await get(admin, '/v1/accident-reports');
    expect(list.json().total).toBe(0);
  });

  it('updates the fields sent, removes deleteFileIds and adds new files; keeps the rest', async () => {
    const { admin, report } = await world();
    const [photo, police] = report.files;
    const res = await send('PUT', admin, `/v1/accident-reports/${report.id}`, [
      { name: 'address2', value: '' },
      {
        name: 'details',
        value: JSON.stringify(
          details({ injuries: { deaths: 2, serious: 0, minor: 0 }, criteria: ['fire', 'drunkDriving'] }),
        ),
      },
      { name: 'deleteFileIds[0]', value: photo.id },
      { name: 'files', fileName: encodeURIComponent('見積書 (修理).pdf'), data: pdfBytes() },
      { name: 'fileMetadata[0][category]', value: 'estimate' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const updated = res.json();
    expect(updated).toMatchObject({
      address1: '東京都江東区新木場1-2-3',
      address2: null,
      accidentTime: '14:30',
      isCritical: true,
      details: { criteria: ['fire', 'drunkDriving'] },
      reportDeadline: {
        kind: 'flash_24h',
        dueAt: '2026-03-11T14:30:00+09:00',
        reportDueOn: '2026-04-09',
        reasons: ['2名以上の死者（2名）', '酒気帯び運転', '火災', '死者又は重傷者（死者2名・重傷者0名）'],
      },
    });
    expect(updated.files.map((f: Json) => [f.fileName, f.category])).toEqual([
      ['事故証明書.pdf', 'police_report'],
      ['drawing.jpg', 'drawing'],
      ['見積書 (修理).pdf', 'estimate'],
    ]);
    expect(updated.files[0].id).toBe(police.id);
    expect((await t.app.inject({ url: photo.url })).statusCode).toBe(404);
  });

  it('changes nothing when an update fails: a file of another report or company, or a bad field', async () => {
    const { admin, driverId, report } = await world();
    const second = (
      await send('POST', admin, '/v1/accident-reports', [
        ...fields(driverId),
        { name: 'files', fileName: 'other.png', data: pngBytes() },
      ])
    ).json();
    const foreign = await world();
    const before = (await get(admin, `/v1/accident-reports/${report.id}`)).json();
    for (const fileId of [second.files[0].id, foreign.report.files[0].id]) {
      const res = await send('PUT', admin, `/v1/accident-reports/${report.id}`, [
        { name: 'address1', value: '書き換え後の住所' },
        { name: 'deleteFileIds[0]', value: report.files[0].id },
        { name: 'deleteFileIds[1]', value: fileId },
        { name: 'files', fileName: 'new.png', data: pngBytes() },
      ]);
      expect(res.statusCode).toBe(400);
      expect(messages(res.json())['deleteFileIds.1']).toEqual([
        'この事故報告にないファイルが指定されています',
      ]);
    }
    const invalid = await send('PUT', admin, `/v1/accident-reports/${report.id}`, [
      { name: 'deleteFileIds[0]', value: report.files[0].id },
      { name: 'zipCode', value: '12' },
    ]);
    expect(invalid.statusCode).toBe(400);
    const notText = await send('PUT', admin, `/v1/accident-reports/${report.id}`, [
      { name: 'address1', value: '書き換え後の住所' },
      { name: 'files', fileName: 'note.png', data: textBytes() },
    ]);
    expect(notText.statusCode).toBe(415);
    const after = (await get(admin, `/v1/accident-reports/${report.id}`)).json();
    const strip = (r: Json) => ({ ...r, files: r.files.map((f: Json) => f.id) });
    expect(strip(after)).toEqual(strip(before));
    expect((await t.app.inject({ url: report.files[0].url })).statusCode).toBe(200);
    expect((await get(admin, `/v1/accident-reports/${second.id}`)).json().files).toHaveLength(1);
    expect((await get(foreign.admin, `/v1/accident-reports/${foreign.report.id}`)).json().files).toHaveLength(
      3,
    );
  });

  it('lists by date range, driver and critical flag', async () => {
    const { companyId, admin, driverId, report } = await world();
    const other = await insertDriver(t, companyId, { name: '鈴木 花子' });
    const minor = (
      await send('POST', admin, '/v1/accident-reports', [
        ...fields(other, {
          accidentDate: '2026-05-02',
          isCritical: 'false',
          details: JSON.stringify(details({ injuries: { deaths: 0, serious: 0, minor: 0 } })),
        }),
      ])
    ).json();
    const ids = async (query: string) => {
      const res = await get(admin, `/v1/accident-reports${query}`);
      expect(res.statusCode).toBe(200);
      return {
        ids: res.json().data.map((r: Json) => r.id),
        total: res.json().total,
        first: res.json().data[0],
      };
    };
    expect((await ids('')).ids).toEqual([minor.id, report.id]);
    expect((await ids('')).first).toMatchObject({ fileCount: 0, reportDeadline: { kind: null } });
    expect((await ids('?from=2026-04-01&to=2026-05-31')).ids).toEqual([minor.id]);
    expect((await ids('?to=2026-03-10')).ids).toEqual([report.id]);
    expect((await ids(`?driverId=${driverId}`)).ids).toEqual([report.id]);
    expect((await ids('?isCritical=true')).ids).toEqual([report.id]);
    expect(await ids('?isCritical=false&perPage=1')).toMatchObject({ ids: [minor.id], total: 1 });
    const bad = await get(admin, '/v1/accident-reports?isCritical=maybe');
    expect(bad.statusCode).toBe(400);
  });

  it('prints the report as an A4 PDF with the photos', async () => {
    const { admin, report } = await world();
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/accident-reports/pdf',
      headers: bearer(admin),
      payload: { id: report.id },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(String(res.headers['content-disposition'])).toMatch(/^inline; /);
    expect(res.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
    const pdf = await getDocumentProxy(new Uint8Array(res.rawPayload));
    const page = await pdf.getPage(1);
    const [, , width, height] = page.view;
    expect([Math.round(width ?? 0), Math.round(height ?? 0)]).toEqual([595, 842]);
    const { text } = await extractText(pdf, { mergePages: true });
    const flat = text.replace(/\s+/g, '');
    for (const expected of [
      '事故報告書',
      '2026年3月10日14:30',
      '東京都江東区新木場1-2-3',
      '山田太郎',
      '30日以内報告',
      '2026年4月9日まで',
      '交差点で右折待ちの乗用車に追突した。',
      '佐藤一郎',
      '江東警察署',
      '写真：現場写真1.png',
      '事故図：drawing.jpg',
    ]) {
      expect(flat, expected).toContain(expected.replace(/\s+/g, ''));
    }
  });

  it('lets a driver file and read only his own reports; staff alone edit and see the history', async () => {
    const { companyId, admin, driverId, report } = await world();
    const driver = await createUser(t, 'driver', { companyId });
    const [own] = await t.database.db.select().from(drivers).where(eq(drivers.userId, driver.id));
    const ownId = own?.id ?? '';
    const mine = await send('POST', driver, '/v1/accident-reports', fields(ownId));
    expect(mine.statusCode, mine.body).toBe(201);
    const forOther = await send('POST', driver, '/v1/accident-reports', fields(driverId));
    expect(messages(forOther.json()).driverId).toEqual(['ご自身の事故のみ報告できます']);
    const list = (await get(driver, '/v1/accident-reports')).json();
    expect(list.data.map((r: Json) => r.id)).toEqual([mine.json().id]);
    expect((await get(driver, `/v1/accident-reports/${report.id}`)).statusCode).toBe(404);
    expect((await get(driver, `/v1/accident-reports/${mine.json().id}`)).statusCode).toBe(200);
    const put = await send('PUT', driver, `/v1/accident-reports/${mine.json().id}`, [
      { name: 'address2', value: 'x' },
    ]);
    expect(put.statusCode).toBe(403);
    expect((await get(driver, `/v1/accident-reports/${report.id}/history`)).statusCode).toBe(403);
    const pdf = await t.app.inject({
      method: 'POST',
      url: '/v1/accident-reports/pdf',
      headers: bearer(driver),
      payload: { id: report.id },
    });
    expect(pdf.statusCode).toBe(404);

    // A driver's sign-in without its driver record sees nothing of the company's.
    const [orphan] = await t.database.db
      .insert(users)
      .values({ email: `orphan-${Date.now()}@example.test`, name: '未登録', role: 'driver', companyId })
      .returning();
    const { idToken } = await t.app.idTokens.issue(orphan?.id ?? '');
    const refused = await t.app.inject({
      url: '/v1/accident-reports',
      headers: { authorization: `Bearer ${idToken}` },
    });
    expect(refused.statusCode).toBe(403);

    await send('PUT', admin, `/v1/accident-reports/${report.id}`, [{ name: 'accidentTime', value: '9:05' }]);
    const history = (await get(admin, `/v1/accident-reports/${report.id}/history`)).json();
    expect(history.data[0]).toMatchObject({
      action: 'update',
      fields: ['accidentTime'],
      before: { accidentTime: '14:30' },
      after: { accidentTime: '09:05' },
    });
    expect(history.data.at(-1).action).toBe('insert');
  });

  it("answers 404 for another company's report on every route", async () => {
    const { report } = await world();
    const other = await createCompany(t, '他社運輸');
    const id = report.id;
    expect((await get(other.admin, `/v1/accident-reports/${id}`)).statusCode).toBe(404);
    expect((await get(other.admin, `/v1/accident-reports/${id}/history`)).statusCode).toBe(404);
    const put = await send('PUT', other.admin, `/v1/accident-reports/${id}`, [
      { name: 'address1', value: '他社' },
    ]);
    expect(put.statusCode).toBe(404);
    const pdf = await t.app.inject({
      method: 'POST',
      url: '/v1/accident-reports/pdf',
      headers: bearer(other.admin),
      payload: { id },
    });
    expect(pdf.statusCode).toBe(404);
    expect((await get(other.admin, '/v1/accident-reports')).json().total).toBe(0);
  });
});
