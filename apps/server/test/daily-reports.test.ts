import type { DailyReport } from '@rikuun/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../src/lib/jobs/jobs.table.ts';
import { PUSH_JOB } from '../src/lib/push/push.ts';
import { createCompany, createTestApp, createUser, type TestApp } from './helpers.ts';
import { callAs, fieldMessages, nestedFieldMessages } from './support/api-calls.ts';
import { insertAction, insertStops } from './support/courses.ts';
import { DAY, reportBody, reportWorld, writeReport } from './support/daily-reports.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /daily-reports', () => {
  it("writes the driver's own report, and a second post of the same day and contract updates it", async () => {
    const w = await reportWorld(t);
    const contractId = await w.contract('per_day');
    const first = await callAs(t, w.driverUser, 'POST', '/v1/daily-reports', reportBody({ contractId }));
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({
      driverId: w.driverId,
      contractId,
      approveStatus: 'draft',
      distanceKm: 62.3,
      quantity: 1,
      billingAmount: 30_000,
      paymentAmount: 24_000,
      feeType: 'per_day',
    });
    const again = await callAs(t, w.driverUser, 'POST', '/v1/daily-reports', {
      ...reportBody({ contractId }),
      // A driver cannot write for someone else: the id is ignored, the report stays his.
      driverId: '00000000-0000-7000-8000-000000000000',
      memo: '追記',
    });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: first.body.id, memo: '追記', driverId: w.driverId });
  });

  it('lets staff write for a driver, who must be named and be the company’s', async () => {
    const w = await reportWorld(t);
    const missing = await callAs(t, w.admin, 'POST', '/v1/daily-reports', reportBody());
    expect(missing.status).toBe(400);
    expect(fieldMessages(missing.body).driverId).toEqual(['ドライバーを選択してください']);
    const other = await reportWorld(t);
    const foreign = await callAs(
      t,
      w.admin,
      'POST',
      '/v1/daily-reports',
      reportBody({ driverId: other.driverId }),
    );
    expect(foreign.status).toBe(400);
    expect(fieldMessages(foreign.body).driverId).toEqual(['ドライバーが見つかりません']);
    const ok = await callAs(t, w.admin, 'POST', '/v1/daily-reports', reportBody({ driverId: w.driverId }));
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ driverId: w.driverId, contractId: null, billingAmount: null });
  });

  it('refuses another company’s contract, a date out of the contract and bad input, in Japanese', async () => {
    const w = await reportWorld(t);
    const other = await reportWorld(t);
    const foreign = await callAs(
      t,
      w.driverUser,
      'POST',
      '/v1/daily-reports',
      reportBody({ contractId: await other.contract('per_day') }),
    );
    expect(fieldMessages(foreign.body).contractId).toEqual(['契約が見つかりません']);
    const late = await callAs(
      t,
      w.driverUser,
      'POST',
      '/v1/daily-reports',
      reportBody({
        date: '2026-03-31',
        startAt: null,
        endAt: null,
        breaks: [],
        contractId: await w.contract('per_day'),
      }),
    );
    expect(fieldMessages(late.body).contractId).toEqual(['この日付は契約の期間外です']);
    const bad = await callAs(t, w.driverUser, 'POST', '/v1/daily-reports', reportBody({ endOdometerKm: 1 }));
    expect(bad.status).toBe(400);
    expect(fieldMessages(bad.body).endOdometerKm).toEqual([
      '終了メーターは開始メーター以上で入力してください',
    ]);
  });
});

describe('times in order (休憩・荷待ち・荷役)', () => {
  const at = (time: string, date = DAY) => `${date}T${time}:00+09:00`;

  it('answers 400 at each field out of order or outside the duty, for the driver and for staff', async () => {
    const w = await reportWorld(t);
    const body = reportBody({
      breaks: [
        { start: at('10:00'), end: at('11:00'), place: '築地' },
        { start: at('03:00'), end: at('02:30'), place: null },
      ],
      waitingRecords: [
        {
          place: '豊洲市場',
          arrivedAt: at('08:00'),
          departedAt: at('07:30'),
          loadingStartAt: at('07:00'),
          loadingEndAt: at('16:00'),
          shipperConfirmed: false,
        },
      ],
      loadingWork: [{ place: '豊洲市場', startAt: at('09:00'), endAt: at('08:59'), description: null }],
    });
    const expected = {
      'breaks.1.start': ['休憩開始は業務開始以降の日時を入力してください'],
      'breaks.1.end': ['休憩終了は休憩開始以降の日時を入力してください'],
      'waitingRecords.0.departedAt': ['出発日時は到着日時以降の日時を入力してください'],
      'waitingRecords.0.loadingEndAt': ['荷役終了は業務終了以前の日時を入力してください'],
      'loadingWork.0.endAt': ['荷役終了は荷役開始以降の日時を入力してください'],
    };
    const own = await callAs(t, w.driverUser, 'POST', '/v1/daily-reports', body);
    expect(own.status).toBe(400);
    expect(nestedFieldMessages(own.body)).toEqual(expected);
    const staff = await callAs(t, w.admin, 'POST', '/v1/daily-reports', { ...body, driverId: w.driverId });
    expect(staff.status).toBe(400);
    expect(nestedFieldMessages(staff.body)).toEqual(expected);

    const saved = await writeReport(t, w.driverUser, reportBody());
    const edit = await callAs(t, w.admin, 'PUT', `/v1/daily-reports/${saved.id}`, {
      ...reportBody({ breaks: [{ start: at('10:00'), end: at('09:00'), place: null }] }),
      driverId: w.driverId,
    });
    expect(edit.status).toBe(400);
    expect(nestedFieldMessages(edit.body)).toEqual({
      'breaks.0.end': ['休憩終了は休憩開始以降の日時を入力してください'],
    });
  });

  it('takes a duty across midnight, its break after midnight inside it', async () => {
    const w = await reportWorld(t);
    const res = await callAs(
      t,
      w.driverUser,
      'POST',
      '/v1/daily-reports',
      reportBody({
        date: '2026-11-09',
        startAt: at('22:00', '2026-11-09'),
        endAt: at('06:00'),
        breaks: [{ start: at('01:30'), end: at('02:15'), place: null }],
      }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.breaks).toEqual([
      { start: '2026-11-09T16:30:00.000Z', end: '2026-11-09T17:15:00.000Z', place: null },
    ]);
  });
});

describe('fees by fee type', () => {
  it('computes unit price × quantity from the day for every fee type', async () => {
    const w = await reportWorld(t);
    const expected: [Parameters<typeof w.contract>[0], number, number, number][] = [
      ['per_day', 1, 30_000, 24_000],
      ['per_course', 2, 4_000, 3_200],
      ['per_stop', 2, 4_000, 3_200],
      ['per_item', 4, 8_000, 6_400], // completed stops 1 and 3 carry 1 + 3 items
      ['per_hour', 8.25, 16_500, 13_200], // 06:00–15:15 less a 1 h break
      ['per_km', 62.3, 124_600, 99_680],
    ];
    for (const [feeType, quantity, billing, payment] of expected) {
      const contractId = await w.contract(feeType);
      const a = await w.course(contractId, DAY, `${feeType} 1便`);
      await w.course(contractId, DAY, `${feeType} 2便`);
      await insertStops(t, w.companyId, a.id, ['completed', 'absent', 'completed']);
      const report = await writeReport(t, w.driverUser, reportBody({ contractId }));
      expect(report, feeType).toMatchObject({ quantity, billingAmount: billing, paymentAmount: payment });
    }
  });

  it('takes a quantity as entered, and no payment amount without a 支払単価', async () => {
    const w = await reportWorld(t);
    const contractId = await w.contract('per_item', null);
    const report = await writeReport(t, w.driverUser, reportBody({ contractId, quantity: 12 }));
    expect(report).toMatchObject({ quantity: 12, billingAmount: 24_000, paymentAmount: null });
  });
});

describe('POST /daily-reports/{id}/update-fees', () => {
  it('overrides both amounts with the reason, keeps them on later edits, and records the change', async () => {
    const w = await reportWorld(t);
    const report = await writeReport(
      t,
      w.driverUser,
      reportBody({ contractId: await w.contract('per_day') }),
    );
    const url = `/v1/daily-reports/${report.id}/update-fees`;
    const noReason = await callAs(t, w.admin, 'POST', url, {
      billingAmount: 33_000,
      paymentAmount: 25_000,
      reason: ' ',
    });
    expect(fieldMessages(noReason.body).reason).toEqual(['変更理由を入力してください']);
    expect(
      (await callAs(t, w.driverUser, 'POST', url, { billingAmount: 1, paymentAmount: 1, reason: 'x' }))
        .status,
    ).toBe(403);
    const res = await callAs(t, w.admin, 'POST', url, {
      billingAmount: 33_000,
      paymentAmount: 25_000,
      reason: '深夜割増',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      billingAmount: 33_000,
      paymentAmount: 25_000,
      feeOverrideReason: '深夜割増',
    });
    const edited = await writeReport(
      t,
      w.driverUser,
      reportBody({ contractId: res.body.contractId, memo: '修正' }),
    );
    expect(edited).toMatchObject({ billingAmount: 33_000, feeOverrideReason: '深夜割増' });

    const history = await callAs(t, w.admin, 'GET', `/v1/daily-reports/${report.id}/history`);
    expect(history.status).toBe(200);
    const change = history.body.data.find((e: { fields: string[] }) => e.fields.includes('billingAmount'));
    expect(change).toMatchObject({
      action: 'update',
      actor: { id: w.admin.id },
      before: { billingAmount: 30_000, paymentAmount: 24_000, feeOverrideReason: null },
      after: { billingAmount: 33_000, paymentAmount: 25_000, feeOverrideReason: '深夜割増' },
    });
    expect(history.body.data.at(-1)).toMatchObject({ action: 'insert', actor: { id: w.driverUser.id } });
  });
});

describe('approval flow', () => {
  it('requests, sends back with a push to the driver, returns to draft on edit, approves and locks', async () => {
    const w = await reportWorld(t);
    const contractId = await w.contract('per_day');
    // Every 第8条 item, so that approval is only about the flow here.
    const report = await writeReport(t, w.driverUser, reportBody({ contractId, vehicleId: w.vehicleId }));
    const at = (action: string) => `/v1/daily-reports/${report.id}/${action}`;
    const requested = await callAs(t, w.driverUser, 'POST', at('request-approval'));
    expect(requested.body).toMatchObject({ approveStatus: 'requested', requestedAt: expect.any(String) });
    expect((await callAs(t, w.driverUser, 'POST', at('request-approval'))).status).toBe(409);
    const locked = await callAs(t, w.driverUser, 'POST', '/v1/daily-reports', reportBody({ contractId }));
    expect(locked.status).toBe(409);
    expect(locked.body.message).toBe('承認申請中または承認済みの日報は変更できません。');
    expect((await callAs(t, w.driverUser, 'POST', at('update-status'), { status: 'approved' })).status).toBe(
      403,
    );

    const noComment = await callAs(t, w.admin, 'POST', at('update-status'), { status: 'rejected' });
    expect(fieldMessages(noComment.body).comment).toEqual(['差戻しの理由を入力してください']);
    const rejected = await callAs(t, w.admin, 'POST', at('update-status'), {
      status: 'rejected',
      comment: '休憩の記録がありません',
    });
    expect(rejected.body).toMatchObject({
      approveStatus: 'rejected',
      statusComment: '休憩の記録がありません',
      decidedByName: expect.any(String),
    });
    const pushes = await t.database.db.select().from(jobs).where(eq(jobs.type, PUSH_JOB.type));
    const push = pushes
      .map((j) => j.payload as { userId: string; body: string; url: string })
      .find((p) => p.userId === w.driverUser.id);
    expect(push).toMatchObject({ url: `/driver/daily-report?date=${DAY}` });
    expect(push?.body).toContain('休憩の記録がありません');

    const edited = await callAs(
      t,
      w.driverUser,
      'PUT',
      `/v1/daily-reports/${report.id}`,
      reportBody({ contractId, vehicleId: w.vehicleId, memo: '休憩を追記' }),
    );
    expect(edited.body).toMatchObject({ approveStatus: 'draft', memo: '休憩を追記' });
    await callAs(t, w.driverUser, 'POST', at('request-approval'));
    const approved = await callAs(t, w.admin, 'POST', at('update-status'), { status: 'approved' });
    expect(approved.body).toMatchObject({ approveStatus: 'approved', decidedAt: expect.any(String) });

    for (const [user, method, url, body] of [
      [w.driverUser, 'POST', '/v1/daily-reports', reportBody({ contractId })],
      [w.admin, 'PUT', `/v1/daily-reports/${report.id}`, reportBody({ contractId })],
      [w.admin, 'POST', at('update-fees'), { billingAmount: 1, paymentAmount: 1, reason: '訂正' }],
      [w.driverUser, 'POST', at('request-approval'), undefined],
      [w.admin, 'POST', at('update-status'), { status: 'rejected', comment: '再確認' }],
    ] as const) {
      const res = await callAs(t, user, method, url, body);
      expect(res.status, `${method} ${url}`).toBe(409);
    }
  });

  it('queues no push when approving', async () => {
    const w = await reportWorld(t);
    const report = await writeReport(t, w.driverUser, reportBody({ vehicleId: w.vehicleId }));
    await callAs(t, w.driverUser, 'POST', `/v1/daily-reports/${report.id}/request-approval`);
    const approved = await callAs(t, w.admin, 'POST', `/v1/daily-reports/${report.id}/update-status`, {
      status: 'approved',
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const pushes = await t.database.db.select().from(jobs).where(eq(jobs.type, PUSH_JOB.type));
    expect(pushes.some((j) => (j.payload as { userId: string }).userId === w.driverUser.id)).toBe(false);
  });
});

describe('who sees what', () => {
  it("answers 404 for another driver's report and another company's, and 403 for the staff list to drivers", async () => {
    const w = await reportWorld(t);
    const report = await writeReport(t, w.driverUser, reportBody());
    const colleague = await createUser(t, 'driver', { companyId: w.companyId });
    for (const [method, url] of [
      ['GET', `/v1/daily-reports/${report.id}`],
      ['PUT', `/v1/daily-reports/${report.id}`],
      ['POST', `/v1/daily-reports/${report.id}/request-approval`],
    ] as const) {
      const res = await callAs(t, colleague, method, url, method === 'PUT' ? reportBody() : undefined);
      expect(res.status, `${method} ${url}`).toBe(404);
      expect(res.body.message).toBe('日報が見つかりません。');
    }
    const own = await callAs(t, w.driverUser, 'GET', `/v1/daily-reports/${report.id}`);
    expect(own.body as DailyReport).toMatchObject({ id: report.id, driverName: 'テスト ドライバー' });
    const { admin: stranger } = await createCompany(t);
    expect((await callAs(t, stranger, 'GET', `/v1/daily-reports/${report.id}`)).status).toBe(404);
    expect((await callAs(t, stranger, 'GET', `/v1/daily-reports/${report.id}/history`)).status).toBe(404);
    expect((await callAs(t, w.driverUser, 'GET', '/v1/daily-reports')).status).toBe(403);
    expect((await callAs(t, w.driverUser, 'GET', `/v1/daily-reports/${report.id}/history`)).status).toBe(403);
  });

  it('keeps a report per driver, date and contract: a PUT onto another report’s key is 409', async () => {
    const w = await reportWorld(t);
    const contractId = await w.contract('per_day');
    await writeReport(t, w.driverUser, reportBody({ contractId }));
    const other = await writeReport(t, w.driverUser, reportBody());
    const res = await callAs(
      t,
      w.driverUser,
      'PUT',
      `/v1/daily-reports/${other.id}`,
      reportBody({ contractId }),
    );
    expect(res.status).toBe(409);
    expect(fieldMessages(res.body).date).toEqual(['この日付と契約の日報はすでにあります。']);
  });
});

describe('course actions count for the fee only when completed', () => {
  it('counts a completed stop once actions mark it, not an arrived one', async () => {
    const w = await reportWorld(t);
    const contractId = await w.contract('per_stop');
    const course = await w.course(contractId);
    const [a, b] = await insertStops(t, w.companyId, course.id, ['completed', 'arrived']);
    await insertAction(t, w.companyId, course.id, a as string, 'completed');
    await insertAction(t, w.companyId, course.id, b as string, 'arrived');
    const report = await writeReport(t, w.driverUser, reportBody({ contractId }));
    expect(report).toMatchObject({ quantity: 1, billingAmount: 2_000 });
  });
});
