import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createCompany,
  createConsignor,
  createTestApp,
  createUser,
  type TestApp,
  type TestUser,
} from './helpers.ts';
import { callAs, fieldMessages } from './support/api-calls.ts';
import { csv, sjis, utf8 } from './support/course-import.ts';
import { HEADER, line, upload } from './support/routing-source.ts';

let t: TestApp;
let sysadmin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  sysadmin = await createUser(t, 'system_admin');
});
afterAll(() => t.close());

const DAY = '2026-12-01';
const list = (user: TestUser, query = '') => callAs(t, user, 'GET', `/v1/consignor/routing-source${query}`);

describe('routing source upload', () => {
  it('reads a Shift_JIS file, keeps every row and reports the wrong ones in Japanese', async () => {
    const { consignorId, user } = await createConsignor(t);
    const file = sjis(
      csv(
        HEADER,
        line(DAY, '東京1便', '株式会社髙橋商店', '東京都千代田区1-1', {
          timeWindowStart: '9:00',
          timeWindowEnd: '12:00',
        }),
        '',
        line('2026-13-40', '東京1便', '丸の内倉庫', '東京都千代田区2-2'),
        line(DAY, '東京2便', '', '東京都港区3-3', { quantity: 'たくさん' }),
      ),
    );
    const res = await upload(t, user, file);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      consignorId,
      encoding: 'shift_jis',
      rowCount: 3,
      validCount: 1,
      errorCount: 2,
    });
    expect(body.fileName).toBe('配送データ.csv');
    expect(body.errors).toEqual([
      { row: 4, column: 'A', field: 'deliveryDate', message: expect.stringContaining('配送日') },
      { row: 5, column: 'C', field: 'name', message: '配送先名を入力してください' },
      { row: 5, column: 'M', field: 'quantity', message: expect.stringContaining('個数') },
    ]);

    const rows = (await list(user)).body;
    expect(rows.total).toBe(3);
    expect(rows.data.map((r: { lineNumber: number }) => r.lineNumber)).toEqual([2, 4, 5]);
    expect(rows.data[0]).toMatchObject({
      deliveryDate: DAY,
      routeKey: '東京1便',
      name: '株式会社髙橋商店',
      timeWindowStart: '09:00',
      status: 'new',
      errors: [],
      fileName: '配送データ.csv',
    });
    expect(rows.data[1]).toMatchObject({ deliveryDate: null, name: '丸の内倉庫' });
    expect(rows.data[1].errors[0].field).toBe('deliveryDate');
  });

  it('reads UTF-8 with and without a byte order mark', async () => {
    const { user } = await createConsignor(t);
    for (const bom of [true, false]) {
      const res = await upload(
        t,
        user,
        utf8(csv(HEADER, line(DAY, 'A便', '髙島屋商店', '大阪府大阪市1-1')), bom),
      );
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ encoding: 'utf8', rowCount: 1, validCount: 1, errors: [] });
    }
    const rows = (await list(user, `?deliveryDate=${DAY}`)).body;
    expect(rows.data.map((r: { name: string }) => r.name)).toEqual(['髙島屋商店', '髙島屋商店']);
  });

  it('checks the pairs of a row: time window order and both coordinates', async () => {
    const { user } = await createConsignor(t);
    const res = await upload(
      t,
      user,
      utf8(
        csv(
          HEADER,
          line(DAY, '', '商店A', '住所1', { timeWindowStart: '12:00', timeWindowEnd: '09:00' }),
          line(DAY, '', '商店B', '住所2', { latitude: '35.6' }),
        ),
      ),
    );
    expect(res.json().errors.map((e: { field: string; message: string }) => [e.field, e.message])).toEqual([
      ['timeWindowEnd', '指定時間（終了）は指定時間（開始）より後の時刻を入力してください'],
      ['longitude', '緯度と経度は両方入力するか、両方空欄にしてください'],
    ]);
  });

  it('refuses a file without a header, an empty one and one without a file, at the file', async () => {
    const { user } = await createConsignor(t);
    const noHeader = await upload(t, user, utf8(csv(line(DAY, '', '商店', '住所'))));
    expect(noHeader.statusCode).toBe(400);
    expect(fieldMessages(noHeader.json()).file?.[0]).toContain('1行目は見出しの行');
    const empty = await upload(t, user, utf8(csv(HEADER)));
    expect(fieldMessages(empty.json()).file).toEqual(['CSVにデータの行がありません']);
    expect((await list(user)).body.total).toBe(0);
  });

  it("lets the system administrator upload for a consignor and read that consignor's rows", async () => {
    const { consignorId, user } = await createConsignor(t);
    const res = await upload(t, sysadmin, utf8(csv(HEADER, line(DAY, '', '商店', '住所'))), consignorId);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().consignorId).toBe(consignorId);
    expect((await list(user)).body.total).toBe(1);
    expect((await list(sysadmin, `?consignorId=${consignorId}`)).body.total).toBe(1);
    const missing = await upload(
      t,
      sysadmin,
      utf8(csv(HEADER, line(DAY, '', '商店', '住所'))),
      crypto.randomUUID(),
    );
    expect(fieldMessages(missing.json()).consignorId).toEqual(['荷主が見つかりません']);
  });
});

describe('routing source list, settings and processing', () => {
  it('lists by date and status, only the own consignor, whatever the query says', async () => {
    const a = await createConsignor(t);
    const b = await createConsignor(t, '別の荷主株式会社');
    await upload(
      t,
      a.user,
      utf8(csv(HEADER, line(DAY, '', 'A1', '住所'), line('2026-12-02', '', 'A2', '住所'))),
    );
    await upload(t, b.user, utf8(csv(HEADER, line(DAY, '', 'B1', '住所'))));
    const day = (await list(a.user, `?deliveryDate=${DAY}`)).body;
    expect(day.data.map((r: { name: string }) => r.name)).toEqual(['A1']);
    const other = (await list(a.user, `?consignorId=${b.consignorId}`)).body;
    expect(other.data.map((r: { name: string }) => r.name).sort()).toEqual(['A1', 'A2']);
    const bad = await list(a.user, '?deliveryDate=2026-02-30');
    expect(fieldMessages(bad.body).deliveryDate?.[0]).toContain('配送日');
  });

  it('answers the layout and a template that uploads without errors', async () => {
    const { user } = await createConsignor(t);
    const res = await callAs(t, user, 'GET', '/v1/consignor/routing-source/settings');
    expect(res.status).toBe(200);
    expect(res.body.columns[0]).toMatchObject({
      column: 'A',
      header: '配送日',
      field: 'deliveryDate',
      required: true,
    });
    expect(res.body.columns.map((c: { header: string }) => c.header).join(',')).toBe(HEADER);
    expect(res.body.templateFileName).toBe('配送データテンプレート.csv');
    const back = await upload(t, user, sjis(res.body.templateCsv));
    expect(back.json()).toMatchObject({ rowCount: 1, validCount: 1, errors: [] });
  });

  it('marks own rows processed, all or nothing; another consignor’s row answers 404', async () => {
    const a = await createConsignor(t);
    const b = await createConsignor(t, '別の荷主株式会社');
    await upload(t, a.user, utf8(csv(HEADER, line(DAY, '', 'A1', '住所'), line(DAY, '', 'A2', '住所'))));
    await upload(t, b.user, utf8(csv(HEADER, line(DAY, '', 'B1', '住所'))));
    const [a1, a2] = (await list(a.user)).body.data.map((r: { id: string }) => r.id);
    const [b1] = (await list(b.user)).body.data.map((r: { id: string }) => r.id);
    const mark = (user: TestUser, ids: string[]) =>
      callAs(t, user, 'POST', '/v1/consignor/routing-source/mark-as-processed', { ids });

    const refused = await mark(a.user, [a1, b1]);
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe('配送データが見つかりません。');
    expect((await list(a.user, '?status=processed')).body.total).toBe(0);

    expect((await mark(a.user, [a1])).body).toEqual({ updated: 1 });
    expect((await mark(a.user, [a1, a2])).body).toEqual({ updated: 1 });
    const processed = (await list(a.user, '?status=processed')).body;
    expect(processed.total).toBe(2);
    expect(processed.data[0].processedAt).not.toBeNull();
    expect((await list(b.user, '?status=new')).body.total).toBe(1);
    expect((await mark(a.user, [])).status).toBe(400);
  });

  it('refuses other roles', async () => {
    const { admin } = await createCompany(t);
    const file = utf8(csv(HEADER, line(DAY, '', '商店', '住所')));
    expect((await upload(t, admin, file)).statusCode).toBe(403);
    expect((await list(admin)).status).toBe(403);
    const mark = await callAs(t, sysadmin, 'POST', '/v1/consignor/routing-source/mark-as-processed', {
      ids: [crypto.randomUUID()],
    });
    expect(mark.status).toBe(403);
    const res = await t.app.inject({ url: '/v1/consignor/routing-source/settings', headers: bearer(admin) });
    expect(res.statusCode).toBe(403);
  });
});
