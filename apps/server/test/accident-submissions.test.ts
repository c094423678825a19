import { addDays, addYears, todayInTokyo } from '@rikuun/contract';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers } from '../src/features/drivers/drivers.table.ts';
import { bearer, createCompany, createTestApp, createUser, type TestApp, type TestUser } from './helpers.ts';
import { multipartBody } from './support/multipart.ts';
import { insertDriver } from './support/test-drivers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// biome-ignore lint/suspicious/noExplicitAny: answers are checked with expect
type Json = any;

const today = todayInTokyo();
const twoDaysAgo = addDays(today, -2);

function file(user: TestUser, date: string, details: Record<string, unknown>, driverId: string) {
  const { payload, headers } = multipartBody(
    Object.entries({
      accidentDate: date,
      accidentTime: '10:00',
      zipCode: '136-0082',
      address1: '東京都江東区新木場1-2-3',
      driverId,
      details: JSON.stringify({ description: 'タンクローリーが横転し積荷が漏えいした。', ...details }),
    }).map(([name, value]) => ({ name, value })),
  );
  return t.app.inject({
    method: 'POST',
    url: '/v1/accident-reports',
    headers: { ...headers, ...bearer(user) },
    payload,
  });
}
const submission = (user: TestUser, id: string, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'PUT',
    url: `/v1/accident-reports/${id}/submission`,
    headers: bearer(user),
    payload,
  });
const remove = (user: TestUser, id: string) =>
  t.app.inject({ method: 'DELETE', url: `/v1/accident-reports/${id}`, headers: bearer(user) });
const alertsOf = async (user: TestUser, id: string) =>
  ((await t.app.inject({ url: '/v1/alerts', headers: bearer(user) })).json().data as Json[]).filter(
    (a) => a.subjectId === id,
  );
const atTokyo = (date: string, time: string) => `${date}T${time}:00+09:00`;

async function world() {
  const { companyId, admin } = await createCompany(t);
  const driverId = await insertDriver(t, companyId, { name: '危険 物男' });
  const spill = {
    criteria: ['overturned', 'dangerousGoodsSpilled'],
    preventionMeasures: '積付け点検を出庫前に行う',
  };
  const res = await file(admin, twoDaysAgo, spill, driverId);
  expect(res.statusCode, res.body).toBe(201);
  return { companyId, admin, driverId, report: res.json() as Json };
}

describe('accident report submissions (速報 and 報告書)', () => {
  it('alerts the 速報 until it is made, then the 報告書 until it is submitted', async () => {
    const { admin, report } = await world();
    expect(report).toMatchObject({
      flashReportedAt: null,
      submittedAt: null,
      keepUntil: addDays(addYears(twoDaysAgo, 3), -1),
      details: { preventionMeasures: '積付け点検を出庫前に行う' },
      reportDeadline: { kind: 'flash_24h', reasons: ['危険物等の飛散・漏えい（転覆による）', '転覆'] },
    });
    expect(await alertsOf(admin, report.id)).toMatchObject([
      {
        kind: 'accident_flash_report',
        severity: 'danger',
        subjectType: 'accident_report',
        subjectName: `${twoDaysAgo.replaceAll('-', '/')} 危険 物男`,
        message: expect.stringMatching(/^速報の期限（.+）を過ぎています$/),
      },
    ]);

    const flashed = await submission(admin, report.id, { flashReportedAt: atTokyo(twoDaysAgo, '11:30') });
    expect(flashed.statusCode, flashed.body).toBe(200);
    expect(flashed.json().submittedAt).toBeNull();
    expect(new Date(flashed.json().flashReportedAt).toISOString()).toBe(
      new Date(atTokyo(twoDaysAgo, '11:30')).toISOString(),
    );
    expect(await alertsOf(admin, report.id)).toMatchObject([
      {
        kind: 'accident_report',
        severity: 'warning',
        dueOn: addDays(twoDaysAgo, 30),
        message: '事故報告書（30日以内）の提出期限まであと28日です',
      },
    ]);

    const done = await submission(admin, report.id, { submittedAt: new Date().toISOString() });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().flashReportedAt).not.toBeNull();
    expect(await alertsOf(admin, report.id)).toEqual([]);

    // A mistaken entry is cleared with null: the alert is back.
    const undone = await submission(admin, report.id, { submittedAt: null });
    expect(undone.json().submittedAt).toBeNull();
    expect((await alertsOf(admin, report.id)).map((a) => a.kind)).toEqual(['accident_report']);

    const pdf = await t.app.inject({
      method: 'POST',
      url: '/v1/accident-reports/pdf',
      headers: bearer(admin),
      payload: { id: report.id },
    });
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), {
      mergePages: true,
    });
    const flat = text.replace(/\s+/g, '');
    for (const expected of [
      '再発防止対策',
      '積付け点検を出庫前に行う',
      '速報の実施日時',
      '11:30',
      '事故報告書の提出日時',
      '未実施',
      '記録の保存期限',
    ]) {
      expect(flat, expected).toContain(expected);
    }
  });

  it('refuses bad times at the field, and what the rules do not ask for', async () => {
    const { companyId, admin, driverId, report } = await world();
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{}, 'submittedAt', /速報の実施日時または事故報告書の提出日時を指定してください/],
      [{ submittedAt: '昨日' }, 'submittedAt', /事故報告書の提出日時は日時/],
      [{ flashReportedAt: atTokyo(twoDaysAgo, '09:59') }, 'flashReportedAt', /事故の発生日時以降/],
      [{ submittedAt: atTokyo(addDays(today, 1), '09:00') }, 'submittedAt', /未来の日時は入力できません/],
    ];
    for (const [payload, field, message] of cases) {
      const res = await submission(admin, report.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      const error = (res.json().errors as Json[]).find((e) => e.property === field);
      expect(Object.values(error?.constraints ?? {}).join(), JSON.stringify(payload)).toMatch(message);
    }
    const minor = (await file(admin, twoDaysAgo, { injuries: { minor: 1 } }, driverId)).json();
    expect(minor.reportDeadline.kind).toBeNull();
    const noFlash = await submission(admin, minor.id, { flashReportedAt: atTokyo(twoDaysAgo, '11:00') });
    expect(noFlash.statusCode).toBe(400);
    expect(noFlash.json().errors[0]).toMatchObject({
      property: 'flashReportedAt',
      constraints: { required: 'この事故は速報の対象ではありません' },
    });
    const noReport = await submission(admin, minor.id, { submittedAt: atTokyo(twoDaysAgo, '11:00') });
    expect(noReport.json().errors[0].property).toBe('submittedAt');
    expect(await alertsOf(admin, minor.id)).toEqual([]);
    // Nothing was written by the refused calls.
    const read = (
      await t.app.inject({ url: `/v1/accident-reports/${report.id}`, headers: bearer(admin) })
    ).json();
    expect([read.flashReportedAt, read.submittedAt]).toEqual([null, null]);

    const driver = await createUser(t, 'driver', { companyId });
    const [own] = await t.database.db.select().from(drivers).where(eq(drivers.userId, driver.id));
    const mine = (await file(driver, twoDaysAgo, { criteria: ['fire'] }, own?.id ?? '')).json();
    expect((await submission(driver, mine.id, { submittedAt: new Date().toISOString() })).statusCode).toBe(
      403,
    );
    expect((await remove(driver, mine.id)).statusCode).toBe(403);
  });

  it('keeps a record 3 years: deletion is refused until then', async () => {
    const { admin, driverId, report } = await world();
    const refused = await remove(admin, report.id);
    expect(refused.statusCode).toBe(409);
    const [y, m, d] = report.keepUntil.split('-').map(Number);
    expect(refused.json().message).toBe(
      `事故の記録は3年間の保存が必要なため、${y}年${m}月${d}日までは削除できません。`,
    );
    const lastDay = (await file(admin, addDays(addYears(today, -3), 1), {}, driverId)).json();
    expect(lastDay.keepUntil).toBe(today);
    expect((await remove(admin, lastDay.id)).statusCode).toBe(409);
    const old = (await file(admin, addYears(today, -3), {}, driverId)).json();
    expect(old.keepUntil).toBe(addDays(today, -1));
    expect((await remove(admin, old.id)).statusCode).toBe(204);
    expect(
      (await t.app.inject({ url: `/v1/accident-reports/${old.id}`, headers: bearer(admin) })).statusCode,
    ).toBe(404);
    expect((await remove(admin, old.id)).statusCode).toBe(404);
  });

  it("answers 404 for another company's report", async () => {
    const { report } = await world();
    const other = await createCompany(t, '他社運輸');
    expect(
      (await submission(other.admin, report.id, { submittedAt: new Date().toISOString() })).statusCode,
    ).toBe(404);
    expect((await remove(other.admin, report.id)).statusCode).toBe(404);
    expect(await alertsOf(other.admin, report.id)).toEqual([]);
  });
});
