import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCompany,
  createConsignor,
  createTestApp,
  createUser,
  type TestApp,
  type TestUser,
} from './helpers.ts';
import { callAs, fieldMessages } from './support/api-calls.ts';
import { csv, utf8 } from './support/course-import.ts';
import { HEADER, line, sendFile } from './support/routing-source.ts';

let t: TestApp;
let sysadmin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  sysadmin = await createUser(t, 'system_admin');
});
afterAll(() => t.close());

const DAY = '2026-12-01';
const NEXT = '2026-12-02';
type Row = {
  id: string;
  name: string;
  status: string;
  deliveryDate: string;
  lineNumber: number;
  errors: unknown[];
};
const rowsOf = async (user: TestUser, query = '') =>
  (await callAs(t, user, 'GET', `/v1/consignor/routing-source?perPage=100${query}`)).body.data as Row[];
const names = (rows: { name: string | null }[]) => rows.map((r) => r.name).sort();

/** The first file: five stops on DAY (one with a wrong time window), one on NEXT. */
const firstFile = () =>
  utf8(
    csv(
      HEADER,
      line(DAY, '1便', 'A商店', '東京都千代田区1-1'),
      line(DAY, '1便', 'B商店', '東京都千代田区1-2'),
      line(DAY, '1便', 'C商店', '東京都千代田区1-3', { timeWindowStart: '12:00', timeWindowEnd: '09:00' }),
      line(DAY, '1便', 'D商店', '東京都千代田区1-4'),
      line(DAY, '1便', 'E商店', '東京都千代田区1-5'),
      line(NEXT, '2便', 'F商店', '東京都港区2-1'),
    ),
  );
/** The fixed file: C corrected, D gone, G new; A and B as they were; only DAY. */
const fixedFile = () =>
  utf8(
    csv(
      HEADER,
      line(DAY, '1便', 'A商店', '東京都千代田区1-1'),
      line(DAY, '1便', 'B商店', '東京都千代田区1-2'),
      line(DAY, '1便', 'C商店', '東京都千代田区1-3', { timeWindowStart: '09:00', timeWindowEnd: '12:00' }),
      line(DAY, '1便', 'E商店', '東京都千代田区1-5'),
      line(DAY, '1便', 'G商店', '東京都千代田区1-7'),
    ),
  );

async function uploadedAndBProcessed() {
  const { consignorId, user } = await createConsignor(t);
  expect((await sendFile(t, user, firstFile())).statusCode).toBe(201);
  const b = (await rowsOf(user)).find((r) => r.name === 'B商店') as Row;
  const marked = await callAs(t, user, 'POST', '/v1/consignor/routing-source/mark-as-processed', {
    ids: [b.id],
  });
  expect(marked.status).toBe(200);
  return { consignorId, user, b };
}

describe('re-upload of a fixed file', () => {
  it('previews per date what a replace changes, and stores nothing', async () => {
    const { user, b } = await uploadedAndBProcessed();
    const res = await sendFile(t, user, fixedFile(), { preview: true });
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json();
    expect(preview).toMatchObject({ fileName: '配送データ.csv', rowCount: 5, validCount: 5, errorCount: 0 });
    expect(preview.undatedCount).toBe(0);
    expect(preview.dates).toHaveLength(1);
    const [day] = preview.dates;
    expect(day.deliveryDate).toBe(DAY);
    expect(names(day.added)).toEqual(['G商店']);
    expect(day.changed.map((c: { before: Row; after: Row }) => [c.before.name, c.after.name])).toEqual([
      ['C商店', 'C商店'],
    ]);
    expect(day.changed[0].before.errors).toHaveLength(1);
    expect(day.changed[0].after).toMatchObject({
      timeWindowStart: '09:00',
      timeWindowEnd: '12:00',
      errors: [],
    });
    expect(names(day.removed)).toEqual(['D商店']);
    expect(day.unchangedCount).toBe(2);
    expect(day.processed).toEqual([
      { row: expect.objectContaining({ id: b.id, status: 'processed' }), inFile: true },
    ]);
    // Nothing stored: the six rows of the first upload, and no others.
    expect(await rowsOf(user)).toHaveLength(6);
  });

  it('replaces the date’s new rows on confirm; processed rows stay, are reported and not stored twice', async () => {
    const { user, b } = await uploadedAndBProcessed();
    const res = await sendFile(t, user, fixedFile(), { mode: 'replace' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().replaced).toEqual({
      deliveryDates: [DAY],
      removedCount: 4,
      keptProcessed: [expect.objectContaining({ id: b.id, name: 'B商店' })],
      skippedLines: [3],
    });
    const day = await rowsOf(user, `&deliveryDate=${DAY}`);
    expect(names(day)).toEqual(['A商店', 'B商店', 'C商店', 'E商店', 'G商店']);
    expect(day.find((r) => r.name === 'B商店')).toMatchObject({ id: b.id, status: 'processed' });
    expect(day.every((r) => r.errors.length === 0)).toBe(true);
    // Another date of the consignor is not the file's: untouched.
    expect(names(await rowsOf(user, `&deliveryDate=${NEXT}`))).toEqual(['F商店']);
  });

  it('adds as before without a mode, and refuses an unknown mode at the field', async () => {
    const { user } = await createConsignor(t);
    await sendFile(t, user, firstFile());
    const added = await sendFile(t, user, fixedFile());
    expect(added.statusCode).toBe(201);
    expect(added.json().replaced).toBeNull();
    expect(await rowsOf(user, `&deliveryDate=${DAY}`)).toHaveLength(10);
    const bad = await sendFile(t, user, fixedFile(), { mode: 'merge' });
    expect(bad.statusCode).toBe(400);
    expect(fieldMessages(bad.json()).mode).toEqual([
      'アップロードの方法が正しくありません（追加か置き換えを指定してください）',
    ]);
  });

  it('replaces only the own consignor’s rows; the system administrator previews and replaces for one', async () => {
    const a = await createConsignor(t);
    const other = await createConsignor(t, '別の荷主株式会社');
    await sendFile(t, a.user, firstFile());
    await sendFile(t, other.user, firstFile());
    const preview = await sendFile(t, sysadmin, fixedFile(), { preview: true, consignorId: a.consignorId });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().dates[0].unchangedCount).toBe(3);
    const replaced = await sendFile(t, sysadmin, fixedFile(), {
      mode: 'replace',
      consignorId: a.consignorId,
    });
    expect(replaced.json().replaced.removedCount).toBe(5);
    expect(await rowsOf(a.user, `&deliveryDate=${DAY}`)).toHaveLength(5);
    expect(await rowsOf(other.user, `&deliveryDate=${DAY}`)).toHaveLength(5);
    expect(names(await rowsOf(other.user, `&deliveryDate=${DAY}`))).toContain('D商店');
  });

  it('refuses the preview to other roles, and a file it cannot read at the file', async () => {
    const { admin } = await createCompany(t);
    expect((await sendFile(t, admin, fixedFile(), { preview: true })).statusCode).toBe(403);
    const { user } = await createConsignor(t);
    const empty = await sendFile(t, user, utf8(csv(HEADER)), { preview: true });
    expect(fieldMessages(empty.json()).file).toEqual(['CSVにデータの行がありません']);
  });
});

describe('a row edited or deleted', () => {
  const valid = { deliveryDate: DAY, routeKey: '1便', name: 'C商店', address1: '東京都千代田区1-3' };

  it('corrects a new row by the file’s rules: its errors go', async () => {
    const { user } = await createConsignor(t);
    await sendFile(t, user, firstFile());
    const c = (await rowsOf(user)).find((r) => r.name === 'C商店') as Row;
    expect(c.errors).toHaveLength(1);
    const res = await callAs(t, user, 'PUT', `/v1/consignor/routing-source/${c.id}`, {
      ...valid,
      timeWindowStart: '９：００',
      timeWindowEnd: '12:00',
      quantity: '3',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      id: c.id,
      timeWindowStart: '09:00',
      timeWindowEnd: '12:00',
      quantity: 3,
      errors: [],
      status: 'new',
      lineNumber: c.lineNumber,
    });
  });

  it('answers bad input at the field in Japanese, and changes nothing', async () => {
    const { user } = await createConsignor(t);
    await sendFile(t, user, firstFile());
    const a = (await rowsOf(user)).find((r) => r.name === 'A商店') as Row;
    const res = await callAs(t, user, 'PUT', `/v1/consignor/routing-source/${a.id}`, {
      ...valid,
      name: '',
      deliveryDate: '2026-13-40',
      timeWindowStart: '12:00',
      timeWindowEnd: '09:00',
      latitude: '35.6',
    });
    expect(res.status).toBe(400);
    const fields = fieldMessages(res.body);
    expect(fields.name).toEqual(['配送先名を入力してください']);
    expect(fields.deliveryDate?.[0]).toContain('配送日');
    expect(fields.timeWindowEnd).toEqual([
      '指定時間（終了）は指定時間（開始）より後の時刻を入力してください',
    ]);
    expect(fields.longitude).toEqual(['緯度と経度は両方入力するか、両方空欄にしてください']);
    expect((await rowsOf(user)).find((r) => r.id === a.id)?.name).toBe('A商店');
  });

  it('deletes a new row; a processed row answers 409 in Japanese to both, another consignor’s 404', async () => {
    const { user, b } = await uploadedAndBProcessed();
    const other = await createConsignor(t, '別の荷主株式会社');
    const a = (await rowsOf(user)).find((r) => r.name === 'A商店') as Row;

    const put = await callAs(t, user, 'PUT', `/v1/consignor/routing-source/${b.id}`, {
      ...valid,
      name: 'B商店',
    });
    expect(put.status).toBe(409);
    expect(put.body.message).toBe('処理済みの配送データは変更できません。運送会社にご連絡ください。');
    const del = await callAs(t, user, 'DELETE', `/v1/consignor/routing-source/${b.id}`);
    expect(del.status).toBe(409);
    expect(del.body.message).toBe('処理済みの配送データは削除できません。運送会社にご連絡ください。');

    expect((await callAs(t, other.user, 'PUT', `/v1/consignor/routing-source/${a.id}`, valid)).status).toBe(
      404,
    );
    expect((await callAs(t, other.user, 'DELETE', `/v1/consignor/routing-source/${a.id}`)).status).toBe(404);
    expect(
      (await callAs(t, user, 'DELETE', `/v1/consignor/routing-source/${crypto.randomUUID()}`)).status,
    ).toBe(404);
    expect((await callAs(t, user, 'DELETE', '/v1/consignor/routing-source/not-an-id')).status).toBe(404);

    expect((await callAs(t, user, 'DELETE', `/v1/consignor/routing-source/${a.id}`)).status).toBe(204);
    const left = await rowsOf(user);
    expect(left.map((r) => r.id)).not.toContain(a.id);
    expect(left.map((r) => r.id)).toContain(b.id);
  });

  it('lets the system administrator edit and delete, and refuses company roles', async () => {
    const { user } = await createConsignor(t);
    await sendFile(t, user, firstFile());
    const [first, second] = await rowsOf(user);
    if (!first || !second) throw new Error('rows not stored');
    const edited = await callAs(t, sysadmin, 'PUT', `/v1/consignor/routing-source/${first.id}`, {
      ...valid,
      name: '管理者が修正',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.name).toBe('管理者が修正');
    const { admin } = await createCompany(t);
    expect((await callAs(t, admin, 'PUT', `/v1/consignor/routing-source/${second.id}`, valid)).status).toBe(
      403,
    );
    expect((await callAs(t, admin, 'DELETE', `/v1/consignor/routing-source/${second.id}`)).status).toBe(403);
    expect((await callAs(t, sysadmin, 'DELETE', `/v1/consignor/routing-source/${second.id}`)).status).toBe(
      204,
    );
  });
});
