import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../src/lib/jobs/jobs.table.ts';
import { createCompany, createTestApp, type TestApp } from './helpers.ts';
import { callAs } from './support/api-calls.ts';
import {
  courseCount,
  csv,
  importCompany,
  postImport,
  readCourses,
  STANDARD_HEADER,
  sjis,
  utf8,
} from './support/course-import.ts';
import { createDriver, freshEmail } from './support/drivers.ts';
import { pngBytes } from './support/samples.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Kanji, half-width kana (ｶﾝﾄｳ, ﾔﾏﾀﾞ), a quoted comma, Excel's 2026/5/11 and 9:00:00.
const goodLines = (satoEmail: string) => [
  STANDARD_HEADER,
  '2026/5/11,ｶﾝﾄｳ1便,山田　太郎,,品川100あ1234,定期便A,2,ﾔﾏﾀﾞ商店,1000001,東京都千代田区千代田1-1,２F,03-1111-2222,9:00:00,12:00,3,"1,250.5","午前中, 必着"',
  '2026/5/11,ｶﾝﾄｳ1便,,,,,1,佐藤商事,100-0002,東京都千代田区皇居外苑1-1,,,,,,,',
  `2026-05-11,関東2便,,${satoEmail},,,,青空物産,,,,,,,1,,`,
  '2026-05-12,ｶﾝﾄｳ1便,山田 太郎,,,,,翌日の店,,,,,,,,,',
  ',,,,,,,,,,,,,,,,',
];

describe('POST /v1/courses/import', () => {
  it('imports a Shift_JIS file: rows grouped into courses by date and name, stops in 配送順, references matched', async () => {
    const c = await importCompany(t);
    const res = await postImport(t, c.admin, c.settings.sjis, sjis(csv(...goodLines(c.satoEmail))));
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ courseCount: 3, destinationCount: 4, firstDeliveryDate: '2026-05-11' });
    expect(body.courseIds).toHaveLength(3);

    const [kanto, kanto2, nextDay] = await readCourses(t, body.courseIds);
    expect(kanto).toMatchObject({
      companyId: c.companyId,
      deliveryDate: '2026-05-11',
      name: 'カントウ1便',
      driverId: c.yamada.id,
      vehicleId: c.vehicle.id,
      contractId: c.contract.id,
      clientId: c.client.id,
      status: 'planned',
      destinationCount: 2,
    });
    // 配送順 1 before 2, whatever the file order.
    expect(kanto?.stops.map((s) => [s.sequence, s.name])).toEqual([
      [1, '佐藤商事'],
      [2, 'ヤマダ商店'],
    ]);
    expect(kanto?.stops[1]).toMatchObject({
      zipCode: '100-0001',
      address1: '東京都千代田区千代田1-1',
      address2: '2F',
      phone: '03-1111-2222',
      timeWindowStart: '09:00',
      timeWindowEnd: '12:00',
      quantity: 3,
      weightKg: 1250.5,
      memo: '午前中, 必着',
      status: 'pending',
      geocodeStatus: 'pending',
      latitude: null,
    });
    expect(kanto2).toMatchObject({ name: '関東2便', driverId: c.sato.id, vehicleId: null, contractId: null });
    expect(kanto2?.stops[0]).toMatchObject({ name: '青空物産', quantity: 1, geocodeStatus: 'not_found' });
    expect(nextDay).toMatchObject({ deliveryDate: '2026-05-12', name: 'カントウ1便', driverId: c.yamada.id });

    // One geocoding job for the whole import, not one per stop.
    const queued = await t.database.db.select().from(jobs).where(eq(jobs.type, 'geocode-pending'));
    expect(queued.filter((j) => (j.payload as { companyId: string }).companyId === c.companyId)).toHaveLength(
      1,
    );
  });

  it('reads UTF-8 with a BOM whatever the setting says, UTF-8 without one, and a header-less layout by letters', async () => {
    const c = await importCompany(t);
    const lines = goodLines(c.satoEmail);
    const withBom = await postImport(t, c.admin, c.settings.sjis, utf8(csv(...lines), true));
    expect(withBom.statusCode, withBom.body).toBe(201);
    expect(withBom.json()).toMatchObject({ courseCount: 3, destinationCount: 4 });

    const plain = await postImport(t, c.admin, c.settings.utf8, utf8(csv(...lines)));
    expect(plain.statusCode, plain.body).toBe(201);
    const [first] = await readCourses(t, plain.json().courseIds);
    expect(first?.name).toBe('カントウ1便');

    const letters = await postImport(
      t,
      c.admin,
      c.settings.letters,
      utf8(csv('2026-06-01,A便,佐藤 ﾊﾅｺ,港商店,東京都港区1-1', '2026-06-01,A便,,品川商店,')),
    );
    expect(letters.statusCode, letters.body).toBe(201);
    const [a] = await readCourses(t, letters.json().courseIds);
    expect(a).toMatchObject({ name: 'A便', driverId: c.sato.id, destinationCount: 2 });
    expect(a?.stops.map((s) => s.name)).toEqual(['港商店', '品川商店']);
  });

  it('takes importSettingId after the file as well', async () => {
    const c = await importCompany(t);
    const res = await postImport(t, c.admin, c.settings.sjis, sjis(csv(...goodLines(c.satoEmail))), {
      settingFirst: false,
    });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('refuses the whole file when rows are bad: each row, column and Japanese reason, and nothing written', async () => {
    const c = await importCompany(t);
    const before = await courseCount(t, c.companyId);
    const file = sjis(
      csv(
        STANDARD_HEADER,
        '2026/5/11,ｶﾝﾄｳ1便,,,,,1,良い行,,,,,,,,,',
        '2026/13/40,ｶﾝﾄｳ1便,,,,,,日付が違う,,,,,,,,,',
        '2026/5/11,ｶﾝﾄｳ1便,存在 しない,,,,,ドライバーがいない,,,,,,,,,',
        '2026/5/11,ｶﾝﾄｳ1便,,,,,,時刻が違う,,,,,25:00,,,,',
        '2026/5/11,ｶﾝﾄｳ1便,,,,,,,,,,,,,,,名前がない',
        '2026/5/11,ｶﾝﾄｳ1便,,,未登録10あ1,存在しない契約,,車両と契約,,,,,,,,,',
      ),
    );
    const res = await postImport(t, c.admin, c.settings.sjis, file);
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ statusCode: 400, error: 'bad_request', rowErrorCount: 6 });
    expect(body.message).toContain('6件の誤り');
    expect(body.rowErrors).toEqual([
      {
        row: 3,
        column: 'A',
        header: '配送日',
        field: 'deliveryDate',
        message: '配送日はYYYY-MM-DD形式の日付で入力してください',
      },
      {
        row: 4,
        column: 'C',
        header: 'ドライバー名',
        field: 'driverName',
        message: 'ドライバー「存在 しない」が見つかりません',
      },
      {
        row: 5,
        column: 'M',
        header: '指定時間開始',
        field: 'timeWindowStart',
        message: '指定時間（開始）は24時間表記の時:分（例: 08:30）で入力してください',
      },
      {
        row: 6,
        column: 'H',
        header: '配送先名',
        field: 'destinationName',
        message: '配送先名を入力してください',
      },
      {
        row: 7,
        column: 'E',
        header: '車両番号',
        field: 'vehicleRegistrationNumber',
        message: '登録番号「未登録 10 あ ・・・1」の車両が見つかりません',
      },
      {
        row: 7,
        column: 'F',
        header: '契約名',
        field: 'contractName',
        message: '契約「存在しない契約」が見つかりません',
      },
    ]);
    expect(await courseCount(t, c.companyId)).toBe(before);
  });

  it('refuses a row that contradicts its course, an inactive driver and a contract not valid on the date', async () => {
    const c = await importCompany(t);
    const off = await callAs(t, c.admin, 'PUT', `/v1/drivers/${c.sato.id}/status`, { status: 'inactive' });
    expect(off.status).toBe(200);
    const res = await postImport(
      t,
      c.admin,
      c.settings.utf8,
      utf8(
        csv(
          STANDARD_HEADER,
          '2026-05-11,1便,山田 太郎,,,,,一軒目,,,,,,,,,',
          '2026-05-11,1便,,ignored@example.test,,,,二軒目,,,,,,,,,',
          `2026-05-11,2便,,${c.satoEmail},,,,三軒目,,,,,,,,,`,
          '2026-03-31,3便,,,,定期便A,,四軒目,,,,,,,,,',
        ),
      ),
    );
    expect(res.statusCode, res.body).toBe(400);
    const messages = res.json().rowErrors.map((e: { row: number; message: string }) => [e.row, e.message]);
    expect(messages).toEqual([
      [3, 'メールアドレス「ignored@example.test」のドライバーが見つかりません'],
      [4, 'ドライバー「佐藤 ハナコ」は無効になっているため割り当てできません'],
      [5, '契約「定期便A」は配送日（2026-03-31）に有効ではありません。契約期間と状態を確認してください'],
    ]);
    await createDriver(t, c.admin, { name: '鈴木 一郎', email: freshEmail('suzuki') });
    const conflict = await postImport(
      t,
      c.admin,
      c.settings.utf8,
      utf8(
        csv(
          STANDARD_HEADER,
          '2026-05-11,1便,山田 太郎,,,,,一軒目,,,,,,,,,',
          '2026-05-11,1便,,,品川 100 あ 12-34,,,二軒目,,,,,,,,,',
          '2026-05-11,1便,鈴木 一郎,,,,,三軒目,,,,,,,,,',
        ),
      ),
    );
    expect(conflict.json().rowErrors).toEqual([
      expect.objectContaining({
        row: 4,
        column: 'C',
        field: 'driverName',
        message: '同じコース（2行目の2026-05-11「1便」）と異なるドライバー名が指定されています',
      }),
    ]);
  });

  it('names a header the file lacks, lists at most 1000 row errors with the total, and refuses an empty file', async () => {
    const c = await importCompany(t);
    const noHeader = await postImport(
      t,
      c.admin,
      c.settings.utf8,
      utf8(csv('日付,便,届け先', '2026-05-11,1便,店')),
    );
    expect(noHeader.statusCode).toBe(400);
    expect(noHeader.json().rowErrors[0]).toMatchObject({
      row: 1,
      column: null,
      header: '配送日',
      field: 'deliveryDate',
      message: '見出し「配送日」の列が見つかりません（配送日）。取込設定か見出し行を確認してください',
    });

    const bad = Array.from({ length: 1005 }, () => 'x,1便,,,,,,店,,,,,,,,,');
    const many = await postImport(t, c.admin, c.settings.utf8, utf8(csv(STANDARD_HEADER, ...bad)));
    expect(many.json()).toMatchObject({ rowErrorCount: 1005 });
    expect(many.json().rowErrors).toHaveLength(1000);

    const empty = await postImport(t, c.admin, c.settings.utf8, utf8(csv(STANDARD_HEADER, ',,')));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(
      'CSVに取り込む行がありません。見出し行数とファイルの内容を確認してください。',
    );
  });

  it("answers 400 at importSettingId for an unknown id, another company's setting and a malformed id", async () => {
    const c = await importCompany(t);
    const other = await createCompany(t, '別運送株式会社');
    const file = utf8(csv(STANDARD_HEADER, '2026-05-11,1便,,,,,,店,,,,,,,,,'));
    for (const id of ['0192f000-0000-7000-8000-00000000abcd', c.settings.utf8, 'abc']) {
      const user = id === c.settings.utf8 ? other.admin : c.admin;
      const res = await postImport(t, user, id, file);
      expect(res.statusCode, res.body).toBe(400);
      const error = res.json().errors[0];
      expect(error.property).toBe('importSettingId');
      expect(Object.values(error.constraints)[0]).toMatch(/取込設定/);
    }
    expect(await courseCount(t, other.companyId)).toBe(0);
  });

  it('refuses a file that is not a CSV with 415 and a form without a file with 400', async () => {
    const c = await importCompany(t);
    const png = await postImport(t, c.admin, c.settings.utf8, pngBytes(), { fileName: 'a.csv' });
    expect(png.statusCode).toBe(415);
    expect(png.json()).toMatchObject({
      error: 'unsupported_media_type',
      message: 'CSVファイルはCSV形式のファイルを選択してください。',
    });
    const broken = await postImport(
      t,
      c.admin,
      c.settings.utf8,
      utf8(csv(STANDARD_HEADER, '2026-05-11,"1便,,店')),
    );
    expect(broken.statusCode).toBe(400);
    expect(broken.json().rowErrors[0]).toMatchObject({ row: 2, column: null });
    expect(broken.json().rowErrors[0].message).toContain('CSVの形式が正しくありません');
  });
});
