import type { DailyReportPrefillResponse } from '@rikuun/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accidentReports } from '../src/features/accident-reports/accident-reports.table.ts';
import { attendances } from '../src/features/attendances/attendances.table.ts';
import { courses } from '../src/features/courses/courses.table.ts';
import { dailyReports } from '../src/features/daily-reports/daily-reports.table.ts';
import { destinationActions } from '../src/features/destination-actions/destination-actions.table.ts';
import { drivers } from '../src/features/drivers/drivers.table.ts';
import { driverLocations } from '../src/features/locations/locations.table.ts';
import { bearer, createCompany, createTestApp, createUser, type TestApp } from './helpers.ts';
import { freshRegistrationNumber } from './security/vehicles.fixtures.ts';
import { callAs, fieldMessages } from './support/api-calls.ts';
import { insertStops } from './support/courses.ts';
import { DAY, reportBody, reportWorld, writeReport } from './support/daily-reports.ts';
import { pdfText } from './support/pdf-text.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type World = Awaited<ReturnType<typeof reportWorld>>;
const at = (hhmm: string, date = DAY) => new Date(`${date}T${hhmm}:00+09:00`);

/** Writes the report as the driver and requests approval; returns its id. */
async function requested(w: World, body: Record<string, unknown>) {
  const { id } = await writeReport(t, w.driverUser, body);
  const res = await callAs(t, w.driverUser, 'POST', `/v1/daily-reports/${id}/request-approval`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return id;
}
const approve = (w: World, id: string) =>
  callAs(t, w.admin, 'POST', `/v1/daily-reports/${id}/update-status`, { status: 'approved' });
const required = (body: { errors?: { property: string; constraints: { required: string } }[] }) =>
  Object.fromEntries((body.errors ?? []).map((e) => [e.property, e.constraints.required]));

async function largeVehicle(w: World) {
  const res = await callAs(t, w.admin, 'POST', '/v1/vehicles', {
    registrationNumber: freshRegistrationNumber(),
    vehicleClass: 'medium',
    maxLoadKg: 4_000,
    grossWeightKg: 8_000,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expect(res.body).toMatchObject({ grossWeightKg: 8_000 });
  return res.body.id as string;
}

describe('driverChanges and loadStatus', () => {
  it('are written, read back and checked at the field', async () => {
    const w = await reportWorld(t);
    const body = reportBody({
      vehicleId: w.vehicleId,
      driverChanges: [{ place: '海老名SA', at: `${DAY}T11:30:00+09:00` }],
      loadStatus: '冷蔵食品 3.2t',
    });
    const report = await writeReport(t, w.driverUser, body);
    const read = await callAs(t, w.admin, 'GET', `/v1/daily-reports/${report.id}`);
    expect(read.body).toMatchObject({
      driverChanges: [{ place: '海老名SA', at: at('11:30').toISOString() }],
      loadStatus: '冷蔵食品 3.2t',
      trackDistanceKm: null,
      distanceKm: 62.3,
    });
    const bad = await callAs(
      t,
      w.driverUser,
      'POST',
      '/v1/daily-reports',
      reportBody({ driverChanges: [{ place: '海老名SA' }], loadStatus: 'x'.repeat(501) }),
    );
    expect(bad.status).toBe(400);
    expect(fieldMessages(bad.body).loadStatus).toEqual(['積載状況は500文字以内で入力してください']);
    const [changes] = bad.body.errors.filter((e: { property: string }) => e.property === 'driverChanges');
    expect(changes.children[0]).toMatchObject({
      property: '0',
      children: [{ property: 'at' }],
    });
    expect(Object.values(changes.children[0].children[0].constraints)).toEqual([
      '交替日時は日時（ISO 8601）で入力してください',
    ]);
  });

  it('takes the distance from the track of the phone when there are no odometer readings', async () => {
    const w = await reportWorld(t);
    const points = [0, 1, 2, 3].map((i) => ({
      companyId: w.companyId,
      driverId: w.driverId,
      recordedAt: at(`${String(7 + i).padStart(2, '0')}:00`),
      latitude: 35.65 + i * 0.01,
      longitude: 139.79,
      accuracy: 10,
    }));
    // A point outside the duty does not count.
    await t.database.db
      .insert(driverLocations)
      .values([...points, { ...points[0], recordedAt: at('16:30'), latitude: 36 } as (typeof points)[0]]);
    const report = await writeReport(
      t,
      w.driverUser,
      reportBody({ vehicleId: w.vehicleId, startOdometerKm: null, endOdometerKm: null }),
    );
    expect(report).toMatchObject({ trackDistanceKm: 3.3, distanceKm: 3.3 });
  });
});

describe('approval asks for every item of 輸送安全規則 第8条', () => {
  it('answers 409 naming every missing item and changes nothing', async () => {
    const w = await reportWorld(t);
    const id = await requested(w, {
      date: DAY,
      breaks: [{ start: `${DAY}T10:00:00+09:00`, end: null, place: null }],
      driverChanges: [{ place: null, at: `${DAY}T11:00:00+09:00` }],
    });
    const res = await approve(w, id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      '乗務記録として必要な項目が未記入のため承認できません：車両、業務開始の日時、業務開始の地点、業務終了の日時、業務終了の地点、走行距離（開始・終了メーター）、主な経過地点、休憩1の終了時刻、休憩1の場所、運転交替1の地点',
    );
    expect(required(res.body)).toMatchObject({ vehicleId: '車両', 'breaks.0.place': '休憩1の場所' });
    const read = await callAs(t, w.admin, 'GET', `/v1/daily-reports/${id}`);
    expect(read.body).toMatchObject({ approveStatus: 'requested', decidedAt: null });
    // Sending it back needs no item.
    const back = await callAs(t, w.admin, 'POST', `/v1/daily-reports/${id}/update-status`, {
      status: 'rejected',
      comment: '未記入の項目を記入してください',
    });
    expect(back.status).toBe(200);
  });

  it('asks 積載状況 of a vehicle of 車両総重量 8 t, and approves once it is written', async () => {
    const w = await reportWorld(t);
    const vehicleId = await largeVehicle(w);
    const id = await requested(w, reportBody({ vehicleId }));
    const res = await approve(w, id);
    expect(res.status).toBe(409);
    expect(required(res.body)).toEqual({ loadStatus: '積載状況' });
    await callAs(t, w.admin, 'POST', `/v1/daily-reports/${id}/update-status`, {
      status: 'rejected',
      comment: '積載状況',
    });
    await writeReport(t, w.driverUser, reportBody({ vehicleId, loadStatus: '飲料 4.0t（満載）' }));
    await callAs(t, w.driverUser, 'POST', `/v1/daily-reports/${id}/request-approval`);
    expect((await approve(w, id)).body).toMatchObject({ approveStatus: 'approved' });
  });

  it("asks for the phone's 荷待ち and 荷役, the latter not when the contract lists it, and an accident's account", async () => {
    const w = await reportWorld(t);
    const plain = await w.contract('per_day');
    const course = await w.course(plain);
    const [stop] = await insertStops(t, w.companyId, course.id, ['completed']);
    const action = (type: typeof destinationActions.$inferInsert.type, hhmm: string) => ({
      companyId: w.companyId,
      courseId: course.id,
      destinationId: stop as string,
      type,
      at: at(hhmm),
    });
    await t.database.db
      .insert(destinationActions)
      .values([
        action('arrived', '08:00'),
        action('waiting_started', '08:00'),
        action('waiting_ended', '08:45'),
        action('loading_started', '08:45'),
        action('loading_ended', '10:00'),
        action('completed', '10:05'),
      ]);
    await t.database.db.insert(accidentReports).values({
      companyId: w.companyId,
      accidentDate: DAY,
      accidentTime: '09:10',
      zipCode: '135-0061',
      address1: '東京都江東区豊洲',
      driverId: w.driverId,
      details: {},
    });
    const id = await requested(w, reportBody({ contractId: plain, vehicleId: w.vehicleId }));
    const res = await approve(w, id);
    expect(res.status).toBe(409);
    expect(res.body.errors.map((e: { constraints: { required: string } }) => e.constraints.required)).toEqual(
      [
        '荷待ち（配送先1 11/10 08:00〜08:45）の記録',
        '荷役（配送先1 11/10 08:45〜10:00）の記録',
        '事故・著しい遅延の概要と原因（事故報告1件）',
      ],
    );

    // A contract that lists the 荷役 waives its record; the 荷待ち and the accident remain.
    const listed = await callAs(t, w.admin, 'POST', '/v1/contracts', {
      clientId: w.clientId,
      name: '附帯業務あり',
      from: '2026-04-01',
      feeType: 'per_day',
      billingUnitPrice: 30_000,
      loadingTasks: '店舗での検品・棚入れ',
    });
    expect(listed.body).toMatchObject({ loadingTasks: '店舗での検品・棚入れ' });
    await t.database.db.update(courses).set({ contractId: listed.body.id }).where(eq(courses.id, course.id));
    await t.database.db
      .update(dailyReports)
      .set({ contractId: listed.body.id })
      .where(eq(dailyReports.id, id));
    const waived = await approve(w, id);
    expect(Object.keys(required(waived.body))).toEqual(['waitingRecords', 'accidentOrDelay']);

    await callAs(t, w.admin, 'POST', `/v1/daily-reports/${id}/update-status`, {
      status: 'rejected',
      comment: '記入',
    });
    await writeReport(
      t,
      w.driverUser,
      reportBody({
        contractId: listed.body.id,
        vehicleId: w.vehicleId,
        waitingRecords: [
          { place: '配送先1', arrivedAt: `${DAY}T08:00:00+09:00`, departedAt: `${DAY}T10:05:00+09:00` },
        ],
        accidentOrDelay: '09:10 豊洲で接触事故（事故報告あり）、荷下ろしが30分遅延',
      }),
    );
    await callAs(t, w.driverUser, 'POST', `/v1/daily-reports/${id}/request-approval`);
    expect((await approve(w, id)).body).toMatchObject({ approveStatus: 'approved' });
  });
});

describe('POST /daily-reports/actions/update-status', () => {
  it('names each incomplete report by its place in the request, with its items, and approves none', async () => {
    const w = await reportWorld(t);
    const complete = await requested(w, reportBody({ date: '2026-11-02', vehicleId: w.vehicleId }));
    const noVehicle = await requested(w, reportBody({ date: '2026-11-03' }));
    const noPlace = await requested(
      w,
      reportBody({ date: '2026-11-04', vehicleId: w.vehicleId, endPlace: null, waypoints: null }),
    );
    const url = '/v1/daily-reports/actions/update-status';
    const res = await callAs(t, w.admin, 'POST', url, {
      ids: [complete, noVehicle, noPlace],
      status: 'approved',
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      '乗務記録として必要な項目が未記入の日報が2件あるため、どれも承認していません。11月3日（火） テスト ドライバー：車両 / 11月4日（水） テスト ドライバー：業務終了の地点、主な経過地点',
    );
    expect(res.body.errors).toEqual([
      {
        property: 'ids.1',
        constraints: { incomplete: '11月3日（火） テスト ドライバー：車両' },
        children: [{ property: 'vehicleId', constraints: { required: '車両' }, children: [] }],
      },
      expect.objectContaining({ property: 'ids.2' }),
    ]);
    const states = await t.database.db
      .select({ status: dailyReports.approveStatus })
      .from(dailyReports)
      .where(inArray(dailyReports.id, [complete, noVehicle, noPlace]));
    expect(states.map((s) => s.status)).toEqual(['requested', 'requested', 'requested']);
    // Sending back does not need the items; approving the complete one alone works.
    expect((await callAs(t, w.admin, 'POST', url, { ids: [complete], status: 'approved' })).body).toEqual({
      count: 1,
    });
  });
});

describe('GET /self/daily-reports/prefill', () => {
  it('proposes break places, driver changes, the load and the track distance from the day', async () => {
    const w = await reportWorld(t);
    const contractId = await w.contract('per_day');
    const course = await w.course(contractId);
    await insertStops(t, w.companyId, course.id, ['completed', 'completed'], { weightKg: 120 });
    const relief = await createUser(t, 'driver', { companyId: w.companyId });
    const [reliefDriver] = await t.database.db
      .select({ id: drivers.id })
      .from(drivers)
      .where(eq(drivers.userId, relief.id));
    const base = { companyId: w.companyId, workDate: DAY };
    await t.database.db.insert(attendances).values([
      { ...base, driverId: w.driverId, type: 'clock_in', at: at('06:00'), vehicleId: w.vehicleId },
      // Near 配送先2 (35.651, 139.79).
      {
        ...base,
        driverId: w.driverId,
        type: 'break_start',
        at: at('10:00'),
        latitude: 35.6512,
        longitude: 139.7901,
      },
      { ...base, driverId: w.driverId, type: 'break_end', at: at('10:30') },
      { ...base, driverId: w.driverId, type: 'clock_out', at: at('15:00') },
      {
        ...base,
        driverId: reliefDriver?.id as string,
        type: 'clock_in',
        at: at('12:00'),
        vehicleId: w.vehicleId,
        latitude: 35.65,
        longitude: 139.79,
      },
    ]);
    await t.database.db.insert(driverLocations).values(
      [0, 1].map((i) => ({
        companyId: w.companyId,
        driverId: w.driverId,
        recordedAt: at(`0${7 + i}:00`),
        latitude: 35.65 + i * 0.01,
        longitude: 139.79,
      })),
    );
    const res = await callAs(t, w.driverUser, 'GET', `/v1/self/daily-reports/prefill?date=${DAY}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { draft } = res.body as DailyReportPrefillResponse;
    expect(draft).toMatchObject({
      breaks: [{ start: at('10:00').toISOString(), end: at('10:30').toISOString(), place: '配送先2' }],
      driverChanges: [{ place: '配送先1', at: at('12:00').toISOString() }],
      loadStatus: '配送先2件・3個・240kg（出発時）',
      trackDistanceKm: 1.1,
    });
    expect(res.body.dayFacts).toEqual({
      loadStatusRequired: false,
      contractListsLoading: false,
      waits: [],
      loadings: [],
      accidents: 0,
      delayedCourses: [],
    });
  });
});

describe('GET /daily-reports/duty-records/pdf', () => {
  it("prints the driver's month with every item, for staff only", async () => {
    const w = await reportWorld(t);
    const contractId = await w.contract('per_day');
    await writeReport(
      t,
      w.driverUser,
      reportBody({
        contractId,
        vehicleId: w.vehicleId,
        driverChanges: [{ place: '海老名SA', at: `${DAY}T11:30:00+09:00` }],
        loadStatus: '冷蔵食品 3.2t',
        waitingRecords: [
          {
            place: '豊洲市場',
            arrivedAt: `${DAY}T07:00:00+09:00`,
            departedAt: `${DAY}T07:45:00+09:00`,
            shipperConfirmed: true,
          },
        ],
        accidentOrDelay: '首都高速の事故渋滞により40分遅延',
      }),
    );
    await writeReport(t, w.driverUser, reportBody({ date: '2026-10-31', vehicleId: w.vehicleId }));
    const url = `/v1/daily-reports/duty-records/pdf?driverId=${w.driverId}&month=2026-11`;
    const res = await t.app.inject({ url, headers: bearer(w.admin) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(res.rawPayload);
    for (const expected of [
      '乗務記録（乗務等の記録）',
      'テストドライバー',
      '2026年11月',
      '11月10日（火）契約per_day',
      '江東営業所',
      '62.3km（メーター48210〜48272.3）',
      '豊洲、築地',
      '休憩10:00〜11:00築地',
      '海老名SA',
      '冷蔵食品3.2t',
      '豊洲市場到着07:00出発07:45（荷主確認済）',
      '首都高速の事故渋滞により40分遅延',
      '下書き',
      '1件',
    ])
      expect(text).toContain(expected.replace(/\s+/g, ''));
    expect(text).not.toContain('10月31日');

    expect((await t.app.inject({ url, headers: bearer(w.driverUser) })).statusCode).toBe(403);
    const { admin: stranger } = await createCompany(t);
    const foreign = await callAs(t, stranger, 'GET', url);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('ドライバーが見つかりません。');
    const bad = await callAs(
      t,
      w.admin,
      'GET',
      `/v1/daily-reports/duty-records/pdf?driverId=${w.driverId}&month=2026-13`,
    );
    expect(bad.status).toBe(400);
    expect(fieldMessages(bad.body).month).toEqual(['対象月は年月（例: 2026-11）で入力してください']);
    const none = await callAs(t, w.admin, 'GET', `/v1/daily-reports/duty-records/pdf?month=2026-11`);
    expect(fieldMessages(none.body).driverId?.length).toBe(1);
  });
});
