import { todayInTokyo } from '@rikuun/contract';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendances } from '../src/features/attendances/attendances.table.ts';
import { drivers } from '../src/features/drivers/drivers.table.ts';
import { bearer, createCompany, createTestApp, createUser, type TestApp, type TestUser } from './helpers.ts';
import { callAs, fieldMessages } from './support/api-calls.ts';
import { insertCourse } from './support/course-rows.ts';

// 点呼 done by the company (輸送安全規則 第7条): confirmation, 乗務禁止, 中間点呼, the 点呼記録簿.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();
const today = todayInTokyo();

const reading = { alcoholValue: 0, detectorUsed: true, healthCondition: 'good' };
const clockIn = (over: Record<string, unknown> = {}) => ({
  type: 'clock_in',
  ...reading,
  sleepHours: 7,
  dailyInspectionDone: true,
  ...over,
});
const clockOut = (over: Record<string, unknown> = {}) => ({
  type: 'clock_out',
  ...reading,
  vehicleRoadReport: '異常なし',
  ...over,
});

async function setup() {
  const { companyId, admin } = await createCompany(t);
  const driver = await createUser(t, 'driver', { companyId });
  const post = async (body: Record<string, unknown>) => {
    const res = await callAs(t, driver, 'POST', '/v1/self/attendances', body);
    return res;
  };
  const confirm = (id: string, body: Record<string, unknown>, as: TestUser = admin) =>
    callAs(t, as, 'POST', `/v1/attendances/${id}/confirm`, body);
  const list = (query: string) => callAs(t, admin, 'GET', `/v1/attendances?${query}`);
  const alerts = async () =>
    (await callAs(t, admin, 'GET', '/v1/alerts')).body.data as {
      kind: string;
      severity: string;
      message: string;
    }[];
  return { companyId, admin, driver, post, confirm, list, alerts };
}

describe('POST /attendances/{id}/confirm', () => {
  it('makes the confirming staff user the 点呼執行者, once', async () => {
    const { admin, post, confirm } = await setup();
    const inRes = await post(clockIn({ at: hoursAgo(1) }));
    const done = await confirm(inRes.body.id, {
      method: 'in_person',
      instructions: '安全運転で',
      memo: '顔色良好',
      // Sent with a batch that held a positive reading: not kept on a negative one.
      alcoholOutcome: '帰宅させた',
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toMatchObject({
      id: inRes.body.id,
      confirmedBy: { id: admin.id, name: 'テスト company_admin' },
      method: 'in_person',
      instructions: '安全運転で',
      confirmMemo: '顔色良好',
      alcoholOutcome: null,
    });
    expect(Math.abs(Date.parse(done.body.confirmedAt) - Date.now())).toBeLessThan(60_000);

    const again = await confirm(inRes.body.id, { method: 'in_person' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('この点呼はすでに確認されています。');

    // A break is no 点呼.
    const brk = await post({ type: 'break_start', at: hoursAgo(0.5) });
    expect((await confirm(brk.body.id, { method: 'in_person' })).status).toBe(409);
  });

  it('refuses a driver (403), another company (404) and bad input at the field (400)', async () => {
    const { driver, post, confirm, list } = await setup();
    const inRes = await post(clockIn({ at: hoursAgo(1) }));
    expect((await confirm(inRes.body.id, { method: 'in_person' }, driver)).status).toBe(403);
    const other = await createCompany(t);
    const theirs = await confirm(inRes.body.id, { method: 'in_person' }, other.admin);
    expect(theirs.status).toBe(404);
    expect((await confirm(crypto.randomUUID(), { method: 'in_person' })).status).toBe(404);

    const bad = await confirm(inRes.body.id, { method: 'fax', instructions: 'x'.repeat(2001) });
    expect(bad.status).toBe(400);
    expect(Object.keys(fieldMessages(bad.body)).sort()).toEqual(['instructions', 'method']);
    expect(fieldMessages(bad.body).method?.[0]).toBe('点呼方法を選択してください');
    expect((await callAs(t, driver, 'POST', '/v1/attendances/not-a-uuid/confirm', {})).status).toBe(403);
    // Still unconfirmed after all of these.
    const waiting = await list(`from=${inRes.body.workDate}&to=${inRes.body.workDate}&confirmed=false`);
    expect(waiting.body.data.map((r: { id: string }) => r.id)).toEqual([inRes.body.id]);
  });

  it('takes IT点呼 only once the company registered approved equipment', async () => {
    const { admin, post, confirm } = await setup();
    const inRes = await post(clockIn({ at: hoursAgo(1) }));
    const refused = await confirm(inRes.body.id, { method: 'it' });
    expect(refused.status).toBe(400);
    expect(fieldMessages(refused.body).method?.[0]).toMatch(/IT点呼の機器が承認済みとして登録されていない/);

    expect((await callAs(t, admin, 'GET', '/v1/self/company/roll-call-settings')).body).toEqual({
      itRollCallApproved: false,
      itRollCallEquipment: null,
    });
    const bad = await callAs(t, admin, 'POST', '/v1/self/company/roll-call-settings', {
      itRollCallApproved: 'yes',
    });
    expect(Object.keys(fieldMessages(bad.body))).toEqual(['itRollCallApproved']);
    const saved = await callAs(t, admin, 'POST', '/v1/self/company/roll-call-settings', {
      itRollCallApproved: true,
      itRollCallEquipment: '認定IT点呼機器 X-100',
    });
    expect(saved.body).toEqual({ itRollCallApproved: true, itRollCallEquipment: '認定IT点呼機器 X-100' });
    // The settings form's other fields are untouched, and another company is not approved by it.
    const other = await createCompany(t);
    expect(
      (await callAs(t, other.admin, 'GET', '/v1/self/company/roll-call-settings')).body.itRollCallApproved,
    ).toBe(false);
    const done = await confirm(inRes.body.id, { method: 'it' });
    expect(done.status).toBe(200);
    expect(done.body.method).toBe('it');
  });

  it('takes a phone 点呼 only away from a base (the driver says so), and for a 中間点呼', async () => {
    const { post, confirm } = await setup();
    const atBase = await post(clockIn({ at: hoursAgo(6) }));
    const refused = await confirm(atBase.body.id, { method: 'phone' });
    expect(refused.status).toBe(400);
    expect(fieldMessages(refused.body).method?.[0]).toMatch(/電話点呼は出先で始まる・終わる乗務/);
    const mid = await post({ type: 'mid_duty', healthCondition: 'good', sleepHours: 6, at: hoursAgo(3) });
    expect(mid.status, JSON.stringify(mid.body)).toBe(201);
    expect(mid.body.awayFromBase).toBe(true);
    expect((await confirm(mid.body.id, { method: 'phone', instructions: '休憩を十分に' })).status).toBe(200);
    const away = await post(clockOut({ at: hoursAgo(1), awayFromBase: true }));
    expect(away.body.awayFromBase).toBe(true);
    expect((await confirm(away.body.id, { method: 'phone' })).status).toBe(200);
  });
});

describe('a positive reading: 乗務禁止', () => {
  it('records the 出勤 but starts no duty, refuses a second 出勤 and the stops that day, and alerts until the 措置', async () => {
    const { companyId, admin, driver, post, confirm, alerts } = await setup();
    const [row] = await t.database.db.select().from(drivers).where(eq(drivers.userId, driver.id));
    const course = await insertCourse(t.database.db, companyId, {
      deliveryDate: today,
      name: '午前便',
      driverId: row?.id,
    });
    const stop = await callAs(t, admin, 'POST', `/v1/courses/${course.id}/destinations`, {
      name: '配送先',
      latitude: 35,
      longitude: 139,
    });

    // A value above zero is positive even when the driver chose なし.
    const positive = await post(clockIn({ alcoholDetected: false, alcoholValue: 0.12, at: hoursAgo(0.2) }));
    expect(positive.status).toBe(201);
    expect(positive.body).toMatchObject({ alcoholDetected: true, dutyBarred: true });
    const day = await callAs(t, driver, 'GET', '/v1/self/attendances');
    expect(day.body).toMatchObject({ state: 'off_duty', dutyBarred: true });

    const second = await post(clockIn({ alcoholValue: 0 }));
    expect(second.status).toBe(409);
    expect(second.body.message).toMatch(/酒気帯びが検知されたため乗務できません/);
    expect((await post({ type: 'break_start' })).status).toBe(409);
    const action = await callAs(t, driver, 'POST', `/v1/self/destinations/${stop.body.id}/actions`, {
      type: 'arrived',
    });
    expect(action.status).toBe(409);
    expect(action.body.message).toMatch(/事務所（運行管理者）に連絡/);

    const danger = (await alerts()).filter((a) => a.kind === 'alcohol_detected');
    expect(danger).toHaveLength(1);
    expect(danger[0]?.severity).toBe('danger');

    // The staff record the 措置 with the confirmation: required, then the alert ends.
    const without = await confirm(positive.body.id, { method: 'in_person' });
    expect(without.status).toBe(400);
    expect(fieldMessages(without.body).alcoholOutcome?.[0]).toMatch(/措置/);
    const handled = await confirm(positive.body.id, {
      method: 'in_person',
      alcoholOutcome: '乗務禁止とし帰宅させた',
    });
    expect(handled.status).toBe(200);
    expect(handled.body.alcoholOutcome).toBe('乗務禁止とし帰宅させた');
    expect((await alerts()).some((a) => a.kind === 'alcohol_detected')).toBe(false);
    // Still barred that day.
    expect((await post(clockIn())).status).toBe(409);
  });

  it('alerts on an old positive reading until its 措置 is recorded, whatever its date', async () => {
    const { post, alerts } = await setup();
    const old = await post(clockIn({ alcoholDetected: true, alcoholValue: 0.2, at: '2026-01-05T00:00:00Z' }));
    expect(old.status).toBe(201);
    const found = (await alerts()).find((a) => a.kind === 'alcohol_detected');
    expect(found?.message).toMatch(/1\/5 09:00 出勤時の点呼で酒気帯びが検知されました（0\.20mg\/L）/);
  });
});

describe('GET /attendances?confirmed and the alerts of waiting 点呼', () => {
  it('lists the 点呼 waiting for the company and alerts those older than 2 hours', async () => {
    const { post, confirm, list, alerts } = await setup();
    const a = await post(clockIn({ at: hoursAgo(5) }));
    await post({ type: 'break_start', at: hoursAgo(4) });
    await post({ type: 'break_end', at: hoursAgo(3.5) });
    const b = await post(clockOut({ at: hoursAgo(3) }));
    const range = `from=${todayInTokyo(new Date(hoursAgo(5)))}&to=${today}`;
    const waiting = await list(`${range}&confirmed=false`);
    expect(waiting.body.data.map((r: { id: string }) => r.id).sort()).toEqual([a.body.id, b.body.id].sort());
    expect((await list(`${range}&confirmed=true`)).body.total).toBe(0);
    expect(fieldMessages((await list(`${range}&confirmed=maybe`)).body)).toHaveProperty('confirmed');

    const alert = (await alerts()).find((x) => x.kind === 'roll_call_unconfirmed');
    expect(alert?.message).toMatch(/^未確認の点呼が2件あります/);
    await confirm(a.body.id, { method: 'in_person' });
    await confirm(b.body.id, { method: 'in_person' });
    expect((await alerts()).some((x) => x.kind === 'roll_call_unconfirmed')).toBe(false);
    expect((await list(`${range}&confirmed=true`)).body.total).toBe(2);
  });

  it('does not alert a 点呼 younger than 2 hours', async () => {
    const { post, alerts } = await setup();
    await post(clockIn({ at: hoursAgo(1) }));
    expect((await alerts()).some((x) => x.kind === 'roll_call_unconfirmed')).toBe(false);
  });

  it('alerts a duty begun and ended away from a base without a 中間点呼', async () => {
    const { post, alerts } = await setup();
    await post(clockIn({ at: hoursAgo(10), awayFromBase: true }));
    await post(clockOut({ at: hoursAgo(1), awayFromBase: true }));
    const alert = (await alerts()).find((x) => x.kind === 'mid_duty_roll_call_missing');
    expect(alert?.message).toMatch(/中間点呼の記録がありません/);
  });

  it('keeps a legacy record readable: its self-reported checker, counted as done before confirmation existed', async () => {
    const { companyId, driver, list } = await setup();
    const [row] = await t.database.db.select().from(drivers).where(eq(drivers.userId, driver.id));
    await t.database.db.insert(attendances).values({
      companyId,
      driverId: row?.id ?? '',
      type: 'clock_in',
      at: new Date('2026-03-02T00:00:00Z'),
      workDate: '2026-03-02',
      alcoholDetected: false,
      alcoholValue: 0,
      detectorUsed: true,
      healthCondition: 'good',
      legacyCheckedBy: '運行管理者 高橋',
      method: 'phone',
    });
    const res = await list('from=2026-03-02&to=2026-03-02');
    expect(res.body.data[0]).toMatchObject({
      legacyCheckedBy: '運行管理者 高橋',
      confirmedBy: null,
      method: 'phone',
    });
    expect((await list('from=2026-03-02&to=2026-03-02&confirmed=false')).body.total).toBe(0);
  });

  it('refuses deleting a 点呼 younger than a year', async () => {
    const { post } = await setup();
    const inRes = await post(clockIn({ at: hoursAgo(1) }));
    await expect(
      t.database.db.delete(attendances).where(eq(attendances.id, inRes.body.id)),
    ).rejects.toThrow();
    const [still] = await t.database.db.select().from(attendances).where(eq(attendances.id, inRes.body.id));
    expect(still).toBeDefined();
  });
});

describe('点呼記録簿 (GET /attendances/register/csv and /pdf)', () => {
  it('writes every item of the period as CSV and as an A4 PDF, only the company’s own', async () => {
    const { admin, driver, post, confirm } = await setup();
    const inRes = await post(clockIn({ at: '2026-11-02T23:30:00Z', sleepHours: 6.5 }));
    await confirm(inRes.body.id, { method: 'in_person', instructions: '雨天のため速度控えめに' });
    const out = await post(clockOut({ at: '2026-11-03T09:00:00Z', handoverNote: '左ミラーに傷あり' }));
    expect(out.status).toBe(201);
    const query = '?from=2026-11-03&to=2026-11-03';

    const csv = await t.app.inject({ url: `/v1/attendances/register/csv${query}`, headers: bearer(admin) });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=UTF-8');
    expect(String(csv.headers['content-disposition'])).toMatch(/^attachment; /);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^日時,乗務日,ドライバー,点呼区分,車両,点呼方法,出先,検知器,酒気帯び/);
    expect(lines[1]).toContain('乗務前');
    expect(lines[1]).toContain('雨天のため速度控えめに');
    expect(lines[1]).toContain('テスト company_admin');
    expect(lines[1]).toContain('6.5');
    expect(lines[2]).toContain('乗務後');
    expect(lines[2]).toContain('左ミラーに傷あり');
    expect(lines[2]).toContain('未確認');

    const pdf = await t.app.inject({ url: `/v1/attendances/register/pdf${query}`, headers: bearer(admin) });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const doc = await getDocumentProxy(new Uint8Array(pdf.rawPayload));
    const page = await doc.getPage(1);
    const [, , width, height] = page.view;
    expect([Math.round(width ?? 0), Math.round(height ?? 0)]).toEqual([842, 595]);
    const { text } = await extractText(doc, { mergePages: true });
    const flat = text.replace(/\s+/g, '');
    for (const expected of [
      '点呼記録簿',
      '2026年11月3日',
      '乗務前',
      '乗務後',
      '雨天のため',
      'テストcompany_admin',
      '2件',
    ]) {
      expect(flat).toContain(expected);
    }

    // Another company's register of the same days is empty; a driver may not read it; bad periods are 400.
    const other = await createCompany(t);
    const theirs = await t.app.inject({
      url: `/v1/attendances/register/csv${query}`,
      headers: bearer(other.admin),
    });
    expect(
      theirs.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toHaveLength(1);
    const mine = await t.app.inject({ url: `/v1/attendances/register/pdf${query}`, headers: bearer(driver) });
    expect(mine.statusCode).toBe(403);
    const reversed = await callAs(
      t,
      admin,
      'GET',
      '/v1/attendances/register/csv?from=2026-11-05&to=2026-11-01',
    );
    expect(reversed.status).toBe(400);
    expect(Object.keys(fieldMessages(reversed.body))).toEqual(['to']);
    const long = await callAs(t, admin, 'GET', '/v1/attendances/register/pdf?from=2025-01-01&to=2026-11-01');
    expect(fieldMessages(long.body).to?.[0]).toBe('期間は1年以内で指定してください');
  });
});
