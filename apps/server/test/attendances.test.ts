import { todayInTokyo } from '@rikuun/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendances } from '../src/features/attendances/attendances.table.ts';
import { createCompany, createTestApp, createUser, type TestApp, type TestUser } from './helpers.ts';
import { freshRegistrationNumber } from './security/vehicles.fixtures.ts';
import { callAs, fieldMessages } from './support/api-calls.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();

/** The driver's part of a complete 点呼 (nothing detected). */
const rollCall = {
  alcoholDetected: false,
  alcoholValue: 0,
  detectorUsed: true,
  healthCondition: 'good',
};
const clockIn = (over: Record<string, unknown> = {}) => ({
  type: 'clock_in',
  ...rollCall,
  sleepHours: 7,
  dailyInspectionDone: true,
  ...over,
});
const clockOut = (over: Record<string, unknown> = {}) => ({
  type: 'clock_out',
  ...rollCall,
  vehicleRoadReport: '異常なし',
  ...over,
});

/** A company with its admin, one vehicle and a signed-in driver. */
async function setup() {
  const { companyId, admin } = await createCompany(t);
  const vehicle = await callAs(t, admin, 'POST', '/v1/vehicles', {
    registrationNumber: freshRegistrationNumber(),
    vehicleClass: 'small',
  });
  const driver = await signedInDriver(companyId);
  return { companyId, admin, vehicle: vehicle.body as { id: string; registrationNumber: string }, ...driver };
}

async function signedInDriver(companyId: string) {
  const user = await createUser(t, 'driver', { companyId });
  const self = await callAs(t, user, 'GET', '/v1/self');
  const post = (body: Record<string, unknown>) => callAs(t, user, 'POST', '/v1/self/attendances', body);
  const day = (date?: string) =>
    callAs(t, user, 'GET', `/v1/self/attendances${date ? `?date=${date}` : ''}`).then((r) => r.body);
  return { user: user as TestUser, driverId: self.body.driverId as string, post, day };
}

describe('POST /self/attendances', () => {
  it('records a whole day: 出勤 with 点呼, a break, 退勤; the day and the state follow', async () => {
    const { post, day, vehicle, driverId } = await setup();
    const inAt = hoursAgo(9);
    const first = await post(
      clockIn({ at: inAt, vehicleId: vehicle.id, odometerKm: 12345.6, latitude: 35.6, longitude: 139.7 }),
    );
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({
      driverId,
      driverName: 'テスト ドライバー',
      type: 'clock_in',
      at: inAt,
      workDate: todayInTokyo(new Date(inAt)),
      vehicleId: vehicle.id,
      vehicleRegistrationNumber: vehicle.registrationNumber,
      odometerKm: 12345.6,
      alcoholDetected: false,
      alcoholValue: 0,
      detectorUsed: true,
      healthCondition: 'good',
      sleepHours: 7,
      dailyInspectionDone: true,
      awayFromBase: false,
      dutyBarred: false,
      latitude: 35.6,
      clientAttendanceId: null,
      // The company's part waits for POST /attendances/{id}/confirm.
      confirmedBy: null,
      confirmedAt: null,
      method: null,
      legacyCheckedBy: null,
    });
    expect(first.body).not.toHaveProperty('checkedBy');
    expect((await day(first.body.workDate)).state).toBe('on_duty');

    expect((await post({ type: 'break_start', at: hoursAgo(5) })).status).toBe(201);
    expect((await day(first.body.workDate)).state).toBe('on_break');
    expect((await post({ type: 'break_end', at: hoursAgo(4) })).status).toBe(201);
    // Without `at`: now.
    const out = await post(clockOut({ odometerKm: 12400 }));
    expect(out.status).toBe(201);
    expect(Math.abs(Date.parse(out.body.at) - Date.now())).toBeLessThan(60_000);
    expect(out.body.workDate).toBe(first.body.workDate);

    const shown = await day(first.body.workDate);
    expect(shown.state).toBe('off_duty');
    expect(shown.date).toBe(first.body.workDate);
    expect(shown.records.map((r: { type: string }) => r.type)).toEqual([
      'clock_in',
      'break_start',
      'break_end',
      'clock_out',
    ]);
  });

  it("needs the driver's part of the 点呼 on 出勤 and 退勤, at each field in Japanese; breaks need only the type", async () => {
    const { post } = await setup();
    const res = await post({ type: 'clock_in' });
    expect(res.status).toBe(400);
    const fields = fieldMessages(res.body);
    expect(Object.keys(fields).sort()).toEqual(
      ['alcoholValue', 'dailyInspectionDone', 'detectorUsed', 'healthCondition', 'sleepHours'].sort(),
    );
    expect(fields.detectorUsed?.[0]).toMatch(/アルコール検知器を使用して/);
    expect(fields.alcoholValue?.[0]).toMatch(/アルコール濃度/);

    // The detector is mandatory: false is refused at its field, nothing recorded.
    const without = await post(clockIn({ detectorUsed: false }));
    expect(without.status).toBe(400);
    expect(Object.keys(fieldMessages(without.body))).toEqual(['detectorUsed']);

    const out = await post({ type: 'clock_out', alcoholValue: 0, detectorUsed: true });
    expect(out.status).toBe(400);
    // 日常点検 and sleep are the 出勤's only; the 状況 is the 退勤's.
    expect(Object.keys(fieldMessages(out.body)).sort()).toEqual(['healthCondition', 'vehicleRoadReport']);
    expect(fieldMessages(out.body).vehicleRoadReport?.[0]).toMatch(/自動車・道路・運行の状況/);
    // The old free-text 点呼執行者 is no longer the driver's to send: it is ignored.
    const inRes = await post(
      clockIn({ checkedBy: '自分で書いた名前', method: 'in_person', at: hoursAgo(1) }),
    );
    expect(inRes.status).toBe(201);
    expect(inRes.body).toMatchObject({ confirmedBy: null, method: null, legacyCheckedBy: null });
  });

  it('refuses an impossible sequence with 409 and the reason', async () => {
    const { post } = await setup();
    expect((await post({ type: 'break_start' })).body.message).toBe(
      '出勤していないため休憩を開始できません。',
    );
    expect((await post({ type: 'break_end' })).status).toBe(409);
    const notIn = await post(clockOut());
    expect(notIn.status).toBe(409);
    expect(notIn.body.message).toBe('出勤していないため退勤できません。');

    expect((await post(clockIn({ at: hoursAgo(2) }))).status).toBe(201);
    const twice = await post(clockIn());
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('すでに出勤しています。');
    expect((await post({ type: 'break_end' })).body.message).toBe('休憩中ではありません。');
    expect((await post({ type: 'break_start', at: hoursAgo(1) })).status).toBe(201);
    expect((await post({ type: 'break_start' })).body.message).toBe('すでに休憩中です。');
  });

  it('lets 退勤 end a break and the duty together', async () => {
    const { post, day } = await setup();
    const inRes = await post(clockIn({ at: hoursAgo(3) }));
    await post({ type: 'break_start', at: hoursAgo(1) });
    const out = await post(clockOut());
    expect(out.status).toBe(201);
    expect((await day(inRes.body.workDate)).state).toBe('off_duty');
  });

  it('answers a retried post (same clientAttendanceId) with the first record, once', async () => {
    const { post, driverId } = await setup();
    const clientAttendanceId = crypto.randomUUID();
    const first = await post(clockIn({ clientAttendanceId, at: hoursAgo(1) }));
    expect(first.status).toBe(201);
    // The resend after a lost answer: a later `at`, still the first record and not a 409.
    const again = await post(clockIn({ clientAttendanceId, at: hoursAgo(0.5) }));
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const rows = await t.database.db.select().from(attendances).where(eq(attendances.driverId, driverId));
    expect(rows).toHaveLength(1);

    // Two first posts racing: the unique index lets one in, both answer it.
    const id2 = crypto.randomUUID();
    const raced = await Promise.all([
      post({ type: 'break_start', clientAttendanceId: id2 }),
      post({ type: 'break_start', clientAttendanceId: id2 }),
    ]);
    expect(raced.map((r) => r.status).sort()).toEqual([200, 201]);
    expect(raced[0]?.body.id).toBe(raced[1]?.body.id);

    // Another driver's id: refused, nothing recorded.
    const { companyId } = await createCompany(t);
    const other = await signedInDriver(companyId);
    const reused = await other.post(clockIn({ clientAttendanceId: crypto.randomUUID() }));
    expect(reused.status).toBe(201);
  });

  it('places a late record from an offline phone by its time', async () => {
    const { post, day } = await setup();
    const inRes = await post(clockIn({ at: hoursAgo(8) }));
    expect((await post(clockOut({ at: hoursAgo(1) }))).status).toBe(201);
    // The break recorded offline arrives after the 退勤 it came before.
    expect((await post({ type: 'break_start', at: hoursAgo(4) })).status).toBe(201);
    expect((await post({ type: 'break_end', at: hoursAgo(3) })).status).toBe(201);
    const shown = await day(inRes.body.workDate);
    expect(shown.records.map((r: { type: string }) => r.type)).toEqual([
      'clock_in',
      'break_start',
      'break_end',
      'clock_out',
    ]);
    expect(shown.state).toBe('off_duty');
    // A late record that contradicts a later one, or is itself impossible at its time, is refused.
    const before = await post(clockIn({ at: hoursAgo(9) }));
    expect(before.status).toBe(409);
    expect(before.body.message).toMatch(/この時刻より後の記録（出勤 /);
    expect((await post({ type: 'break_start', at: hoursAgo(0.5) })).status).toBe(409);
  });

  it('keeps a 退勤 after midnight with the duty of its 出勤 (workDate)', async () => {
    const { post, day } = await setup();
    // 2026-11-20 20:00 and 2026-11-21 03:30 in Tokyo.
    const inRes = await post(clockIn({ at: '2026-11-20T11:00:00Z' }));
    expect(inRes.body.workDate).toBe('2026-11-20');
    const out = await post(clockOut({ at: '2026-11-20T18:30:00Z' }));
    expect(out.status).toBe(201);
    expect(out.body.workDate).toBe('2026-11-20');
    expect((await day('2026-11-20')).records).toHaveLength(2);
    expect((await day('2026-11-21')).records).toHaveLength(0);
    // A 出勤 after midnight starts the new date.
    expect((await post(clockIn({ at: '2026-11-20T22:00:00Z' }))).body.workDate).toBe('2026-11-21');
  });

  it('treats a duty left open for over 24 hours as ended (a forgotten 退勤)', async () => {
    const { post } = await setup();
    expect((await post(clockIn({ at: hoursAgo(30) }))).status).toBe(201);
    expect((await post(clockIn({ at: hoursAgo(1) }))).status).toBe(201);
  });

  it('takes only a vehicle of the company (400 at vehicleId)', async () => {
    const { post } = await setup();
    const other = await setup();
    const res = await post(clockIn({ vehicleId: other.vehicle.id }));
    expect(res.status).toBe(400);
    expect(fieldMessages(res.body).vehicleId).toEqual(['指定された車両が見つかりません']);
    expect((await post(clockIn({ vehicleId: crypto.randomUUID() }))).status).toBe(400);
  });

  it("shows a driver only their own records, and the staff's answer for drivers is 403", async () => {
    const { post, day, companyId, admin } = await setup();
    const colleague = await signedInDriver(companyId);
    const inRes = await post(clockIn({ at: hoursAgo(1) }));
    const mine = await colleague.day(inRes.body.workDate);
    expect(mine.records).toEqual([]);
    expect(mine.state).toBe('off_duty');
    expect((await day(inRes.body.workDate)).records).toHaveLength(1);
    expect((await callAs(t, admin, 'POST', '/v1/self/attendances', clockIn())).status).toBe(403);
    expect(
      (await callAs(t, colleague.user, 'GET', '/v1/attendances?from=2026-01-01&to=2026-12-31')).status,
    ).toBe(403);
  });

  it('alerts the staff to a detected alcohol check (the 出勤 is barred: see roll-calls.test.ts)', async () => {
    const { post, admin, driverId } = await setup();
    const detected = await post(clockIn({ alcoholDetected: true, alcoholValue: 0.15, at: hoursAgo(1) }));
    expect(detected.status).toBe(201);
    const alerts = await callAs(t, admin, 'GET', '/v1/alerts');
    const alert = alerts.body.data.find((a: { kind: string }) => a.kind === 'alcohol_detected');
    expect(alert).toMatchObject({
      id: `alcohol_detected:${driverId}`,
      severity: 'danger',
      subjectType: 'driver',
      subjectId: driverId,
    });
    expect(alert.message).toMatch(/出勤時の点呼で酒気帯びが検知されました（0\.15mg\/L）/);
  });
});

describe('GET /attendances (staff)', () => {
  it('lists the period newest first with names, filters by driver, type and alcohol, and stays in the company', async () => {
    const { admin, post, driverId, companyId, vehicle } = await setup();
    const colleague = await signedInDriver(companyId);
    await post(clockIn({ at: '2026-11-10T23:00:00Z', vehicleId: vehicle.id }));
    await post(clockOut({ at: '2026-11-11T09:00:00Z', alcoholDetected: true, alcoholValue: 0.2 }));
    await colleague.post(clockIn({ at: '2026-11-11T00:00:00Z' }));
    await post(clockIn({ at: '2026-11-20T00:00:00Z' }));
    const list = (query: string) => callAs(t, admin, 'GET', `/v1/attendances?${query}`);

    const all = await list('from=2026-11-11&to=2026-11-11');
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(3);
    expect(all.body.data.map((r: { type: string; driverId: string }) => [r.type, r.driverId])).toEqual([
      ['clock_out', driverId],
      ['clock_in', colleague.driverId],
      ['clock_in', driverId],
    ]);
    expect(all.body.data[2]).toMatchObject({
      driverName: 'テスト ドライバー',
      vehicleRegistrationNumber: vehicle.registrationNumber,
    });
    expect((await list(`from=2026-11-01&to=2026-11-30&driverId=${driverId}`)).body.total).toBe(3);
    expect((await list('from=2026-11-01&to=2026-11-30&type=clock_out')).body.total).toBe(1);
    const alcohol = await list('from=2026-11-01&to=2026-11-30&alcoholDetected=true');
    expect(alcohol.body.data.map((r: { alcoholValue: number }) => r.alcoholValue)).toEqual([0.2]);
    expect((await list('from=2026-11-01&to=2026-11-30&perPage=1&page=2')).body).toMatchObject({ total: 4 });

    // Another company sees none of them, even by the driver's id.
    const other = await createCompany(t);
    const theirs = await callAs(
      t,
      other.admin,
      'GET',
      `/v1/attendances?from=2026-11-01&to=2026-11-30&driverId=${driverId}`,
    );
    expect(theirs.body).toEqual({ data: [], total: 0 });

    const missing = await list('to=2026-11-30');
    expect(missing.status).toBe(400);
    expect(Object.keys(fieldMessages(missing.body))).toEqual(['from']);
  });
});
