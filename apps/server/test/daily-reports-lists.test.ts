import type { DailyReport, DailyReportPrefillResponse } from '@rikuun/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adjustmentAmounts } from '../src/features/adjustment-amounts/adjustment-amounts.table.ts';
import { attendances } from '../src/features/attendances/attendances.table.ts';
import { dailyReports } from '../src/features/daily-reports/daily-reports.table.ts';
import { destinationActions } from '../src/features/destination-actions/destination-actions.table.ts';
import { drivers } from '../src/features/drivers/drivers.table.ts';
import { groups } from '../src/features/groups/groups.table.ts';
import { createTestApp, type TestApp, type TestUser } from './helpers.ts';
import { callAs, fieldMessages } from './support/api-calls.ts';
import { insertStops } from './support/courses.ts';
import { DAY, reportBody, reportWorld, writeReport } from './support/daily-reports.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type World = Awaited<ReturnType<typeof reportWorld>>;

/** A report of the date, requested (and approved when asked) through the API. */
async function report(
  w: World,
  date: string,
  contractId: string | null,
  state: 'draft' | 'requested' | 'approved',
) {
  // Complete for 第8条 on its own date, so that approval is only about the list here.
  const body = reportBody({
    date,
    contractId,
    vehicleId: w.vehicleId,
    startAt: `${date}T06:00:00+09:00`,
    endAt: `${date}T15:00:00+09:00`,
    breaks: [],
  });
  const { id } = await writeReport(t, w.driverUser, body);
  if (state !== 'draft') await callAs(t, w.driverUser, 'POST', `/v1/daily-reports/${id}/request-approval`);
  if (state === 'approved') {
    const res = await callAs(t, w.admin, 'POST', `/v1/daily-reports/${id}/update-status`, {
      status: 'approved',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  return id;
}

const list = async (user: TestUser, query: string) => {
  const res = await callAs(t, user, 'GET', `/v1/daily-reports?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { data: DailyReport[]; total: number; summary?: Record<string, unknown> };
};

describe('GET /daily-reports', () => {
  it('filters by period, approval, client, contract, driver and group, newest first, with pages', async () => {
    const w = await reportWorld(t);
    const perDay = await w.contract('per_day');
    const a = await report(w, '2026-11-02', perDay, 'approved');
    const b = await report(w, '2026-11-05', perDay, 'requested');
    const c = await report(w, '2026-11-06', null, 'draft');
    expect((await list(w.admin, 'from=2026-11-01&to=2026-11-30')).data.map((r) => r.id)).toEqual([c, b, a]);
    expect((await list(w.admin, 'isApproved=true')).data.map((r) => r.id)).toEqual([a]);
    expect((await list(w.admin, 'isApproved=false')).data.map((r) => r.id)).toEqual([c, b]);
    expect((await list(w.admin, 'approveStatus=requested')).data.map((r) => r.id)).toEqual([b]);
    expect((await list(w.admin, `clientId=${w.clientId}`)).total).toBe(2);
    expect((await list(w.admin, `contractId=${perDay}&to=2026-11-03`)).data.map((r) => r.id)).toEqual([a]);
    expect((await list(w.admin, `driverId=${w.driverId}&perPage=1&page=2`)).data.map((r) => r.id)).toEqual([
      b,
    ]);
    const [group] = await t.database.db
      .insert(groups)
      .values({ companyId: w.companyId, name: '第1班' })
      .returning();
    expect((await list(w.admin, `groupId=${group?.id}`)).total).toBe(0);
    await t.database.db.update(drivers).set({ groupId: group?.id }).where(eq(drivers.id, w.driverId));
    expect((await list(w.admin, `groupId=${group?.id}`)).total).toBe(3);
    const bad = await callAs(t, w.admin, 'GET', '/v1/daily-reports?isApproved=yes');
    expect(fieldMessages(bad.body).isApproved).toEqual(['承認済みはtrueまたはfalseで指定してください']);
  });

  it('adds the summary with the month’s adjustment amounts of the listed clients and drivers', async () => {
    const w = await reportWorld(t);
    const perDay = await w.contract('per_day');
    await report(w, '2026-11-02', perDay, 'approved');
    await report(w, '2026-11-05', perDay, 'requested');
    const adjust = (values: Partial<typeof adjustmentAmounts.$inferInsert>) =>
      t.database.db.insert(adjustmentAmounts).values({
        companyId: w.companyId,
        title: '調整',
        amount: 0,
        taxRate: 10,
        accountingMonth: '2026-11',
        ...values,
      });
    await adjust({ clientId: w.clientId, title: '燃料調整', amount: 5_000 });
    await adjust({ clientId: w.clientId, accountingMonth: '2026-12', amount: 99_999 });
    await adjust({ driverId: w.driverId, title: '安全手当', amount: 3_000 });
    await adjust({ driverId: w.driverId, title: '車両リース控除', amount: -10_000 });
    const other = await reportWorld(t);
    await t.database.db.insert(adjustmentAmounts).values({
      companyId: other.companyId,
      clientId: other.clientId,
      accountingMonth: '2026-11',
      title: '他社',
      amount: 7,
      taxRate: 10,
    });

    const plain = await list(w.admin, 'from=2026-11-01&to=2026-11-30');
    expect(plain.summary).toBeUndefined();
    const res = await list(w.admin, 'from=2026-11-01&to=2026-11-30&includeAdjustment=true&perPage=1');
    expect(res.data).toHaveLength(1);
    expect(res.summary).toMatchObject({
      reportCount: 2,
      billingAmount: 60_000,
      paymentAmount: 48_000,
      clientAdjustmentAmount: 5_000,
      driverAdjustmentAmount: -7_000,
      billingTotal: 65_000,
      paymentTotal: 41_000,
    });
    expect(res.summary?.adjustments).toHaveLength(3);
    expect(res.summary?.adjustments).toContainEqual({
      id: expect.any(String),
      subject: 'client',
      subjectId: w.clientId,
      subjectName: '株式会社東京食品',
      accountingMonth: '2026-11',
      title: '燃料調整',
      amount: 5_000,
    });
  });
});

describe('GET /daily-reports/by-client', () => {
  it("answers the client's approved reports of the month by its closing day (the 20th)", async () => {
    const w = await reportWorld(t);
    const perDay = await w.contract('per_day');
    await report(w, '2026-10-15', perDay, 'approved'); // October's month
    const inPeriod = await report(w, '2026-10-25', perDay, 'approved');
    const last = await report(w, '2026-11-10', perDay, 'approved');
    await report(w, '2026-11-11', perDay, 'requested');
    const res = await callAs(
      t,
      w.admin,
      'GET',
      `/v1/daily-reports/by-client?accountingMonth=2026-11&clientId=${w.clientId}`,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      from: '2026-10-21',
      to: '2026-11-20',
      billingAmount: 60_000,
      reportCount: 2,
    });
    expect(res.body.data.map((r: DailyReport) => r.id)).toEqual([inPeriod, last]);
    const other = await reportWorld(t);
    const foreign = await callAs(
      t,
      w.admin,
      'GET',
      `/v1/daily-reports/by-client?accountingMonth=2026-11&clientId=${other.clientId}`,
    );
    expect(foreign.status).toBe(404);
    const bad = await callAs(
      t,
      w.admin,
      'GET',
      `/v1/daily-reports/by-client?accountingMonth=2026-13&clientId=${w.clientId}`,
    );
    expect(fieldMessages(bad.body).accountingMonth).toEqual([
      '対象月は年月（例: 2026-11）で入力してください',
    ]);
  });
});

describe('POST /daily-reports/actions/update-status', () => {
  it('decides all selected reports or none', async () => {
    const w = await reportWorld(t);
    const perDay = await w.contract('per_day');
    const a = await report(w, '2026-11-02', perDay, 'requested');
    const b = await report(w, '2026-11-03', perDay, 'requested');
    const draft = await report(w, '2026-11-04', perDay, 'draft');
    const url = '/v1/daily-reports/actions/update-status';
    const mixed = await callAs(t, w.admin, 'POST', url, { ids: [a, b, draft], status: 'approved' });
    expect(mixed.status).toBe(409);
    expect(mixed.body.message).toBe('承認申請中ではない日報が1件含まれています。選択を見直してください。');
    const foreignWorld = await reportWorld(t);
    const foreign = await report(foreignWorld, '2026-11-02', null, 'requested');
    expect((await callAs(t, w.admin, 'POST', url, { ids: [a, foreign], status: 'approved' })).status).toBe(
      404,
    );
    const states = async () =>
      (await t.database.db.select().from(dailyReports).where(eq(dailyReports.driverId, w.driverId)))
        .map((r) => r.approveStatus)
        .sort();
    expect(await states()).toEqual(['draft', 'requested', 'requested']);
    const noComment = await callAs(t, w.admin, 'POST', url, { ids: [a, b], status: 'rejected' });
    expect(fieldMessages(noComment.body).comment).toEqual(['差戻しの理由を入力してください']);
    const ok = await callAs(t, w.admin, 'POST', url, { ids: [a, b], status: 'approved' });
    expect(ok.body).toEqual({ count: 2 });
    expect(await states()).toEqual(['approved', 'approved', 'draft']);
    expect((await callAs(t, w.driverUser, 'POST', url, { ids: [draft], status: 'approved' })).status).toBe(
      403,
    );
  });
});

describe('GET /self/daily-reports/prefill', () => {
  it("builds a draft from the day's attendance and course actions", async () => {
    const w = await reportWorld(t);
    const contractId = await w.contract('per_hour');
    const course = await w.course(contractId);
    const [first, second] = await insertStops(t, w.companyId, course.id, [
      'completed',
      'completed',
      'pending',
    ]);
    const at = (hhmm: string) => new Date(`${DAY}T${hhmm}:00+09:00`);
    const base = { companyId: w.companyId, driverId: w.driverId, workDate: DAY };
    await t.database.db.insert(attendances).values([
      { ...base, type: 'clock_in', at: at('06:00'), vehicleId: w.vehicleId, odometerKm: 1_000 },
      { ...base, type: 'break_start', at: at('10:00') },
      { ...base, type: 'break_end', at: at('10:45') },
      { ...base, type: 'clock_out', at: at('15:00'), odometerKm: 1_080.5 },
    ]);
    const action = (
      destinationId: string,
      type: typeof destinationActions.$inferInsert.type,
      hhmm: string,
    ) => ({
      companyId: w.companyId,
      courseId: course.id,
      destinationId,
      type,
      at: at(hhmm),
    });
    await t.database.db.insert(destinationActions).values([
      action(first as string, 'arrived', '07:00'),
      action(first as string, 'waiting_started', '07:00'),
      action(first as string, 'waiting_ended', '07:40'),
      action(first as string, 'loading_started', '07:40'),
      action(first as string, 'loading_ended', '08:00'),
      action(first as string, 'completed', '08:05'),
      action(second as string, 'arrived', '09:00'),
      action(second as string, 'waiting_started', '09:00'),
      action(second as string, 'waiting_ended', '09:20'), // 20 minutes: not a record
      action(second as string, 'completed', '09:30'),
    ]);
    const res = await callAs(t, w.driverUser, 'GET', `/v1/self/daily-reports/prefill?date=${DAY}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { draft, dayContracts } = res.body as DailyReportPrefillResponse;
    expect(dayContracts).toEqual([{ id: contractId, name: '契約 per_hour' }]);
    expect(draft).toMatchObject({
      contractId,
      feeType: 'per_hour',
      vehicleId: w.vehicleId,
      startAt: at('06:00').toISOString(),
      endAt: at('15:00').toISOString(),
      startOdometerKm: 1_000,
      endOdometerKm: 1_080.5,
      startPlace: '江東営業所',
      breaks: [{ start: at('10:00').toISOString(), end: at('10:45').toISOString(), place: null }],
      waypoints: '配送先1、配送先2',
      quantity: 8.25,
      billingAmount: 16_500,
      paymentAmount: 13_200,
      courseCount: 1,
    });
    expect(draft.waitingRecords).toEqual([
      {
        place: '配送先1',
        arrivedAt: at('07:00').toISOString(),
        departedAt: at('08:05').toISOString(),
        loadingStartAt: at('07:40').toISOString(),
        loadingEndAt: at('08:00').toISOString(),
        shipperConfirmed: false,
      },
    ]);
    expect(draft.loadingWork).toHaveLength(1);

    const { id } = await writeReport(t, w.driverUser, { ...draft, quantity: null });
    const saved = await callAs(
      t,
      w.driverUser,
      'GET',
      `/v1/self/daily-reports?date=${DAY}&contractId=${contractId}`,
    );
    expect(saved.body.data).toMatchObject([{ id, quantity: 8.25, billingAmount: 16_500 }]);
    const mine = await callAs(t, w.driverUser, 'GET', '/v1/self/daily-reports?from=2026-11-01&to=2026-11-30');
    expect(mine.body.data.map((r: DailyReport) => r.id)).toEqual([id]);
    expect((await callAs(t, w.admin, 'GET', `/v1/self/daily-reports/prefill?date=${DAY}`)).status).toBe(403);
  });
});
