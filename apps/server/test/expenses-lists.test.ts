import { addDays } from '@rikuun/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../src/features/courses/courses.table.ts';
import { drivers } from '../src/features/drivers/drivers.table.ts';
import { jobs } from '../src/lib/jobs/jobs.table.ts';
import { createCompany, createTestApp, type TestApp, type TestUser } from './helpers.ts';
import { callAs, fieldMessages } from './support/api-calls.ts';
import { insertCourse } from './support/course-rows.ts';
import { created } from './support/courses.ts';
import { expenseBody, expenseWorld, today } from './support/expenses.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Files an expense on a stop as the user and brings it to the given state (staff decide). */
async function expenseIn(
  user: TestUser,
  admin: TestUser,
  destId: string,
  state: 'draft' | 'requested' | 'approved' | 'rejected',
  over: Record<string, unknown> = {},
) {
  const url = `/v1/destinations/${destId}/expenses`;
  const res = await callAs(t, user, 'POST', url, expenseBody(over));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const id: string = res.body.id;
  if (state !== 'draft') await callAs(t, user, 'POST', `${url}/${id}/request-approval`);
  if (state === 'approved' || state === 'rejected') {
    await callAs(t, admin, 'POST', `${url}/${id}/update-status`, { status: state, comment: '確認' });
  }
  return id;
}

const stopOf = async (admin: TestUser, courseId: string) =>
  (await callAs(t, admin, 'POST', `/v1/courses/${courseId}/destinations`, { name: '配送先' })).body
    .id as string;

describe('GET /course-expenses and /course-expenses/{courseId}', () => {
  it('lists courses with their expense count and totals per state, filtered', async () => {
    const w = await expenseWorld(t);
    await expenseIn(w.driver, w.admin, w.stops[0] as string, 'requested', { amount: 1000 });
    await expenseIn(w.driver, w.admin, w.stops[1] as string, 'approved', { amount: 500 });
    await callAs(t, w.driver, 'POST', `/v1/course-expenses/${w.course.id}`, expenseBody({ amount: 300 }));
    const res = await callAs(t, w.admin, 'GET', `/v1/course-expenses?from=${today}&to=${today}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.total).toBe(1);
    expect(res.body.data[0]).toMatchObject({
      courseId: w.course.id,
      driverId: w.driverId,
      expenseCount: 3,
      totalAmount: 1800,
      counts: { draft: 1, requested: 1, approved: 1, rejected: 0 },
      amounts: { draft: 300, requested: 1000, approved: 500, rejected: 0 },
    });
    const rejectedOnly = await callAs(t, w.admin, 'GET', '/v1/course-expenses?approveStatus=rejected');
    expect(rejectedOnly.body.total).toBe(0);
    const otherDriver = await callAs(t, w.admin, 'GET', `/v1/course-expenses?driverId=${w.course.id}`);
    expect(otherDriver.body.total).toBe(0);
    const group = await created(t, w.admin, '/v1/groups', { name: '江東チーム' });
    const inGroup = `/v1/course-expenses?groupId=${group.id}`;
    expect((await callAs(t, w.admin, 'GET', inGroup)).body.total).toBe(0);
    await t.database.db.update(drivers).set({ groupId: group.id }).where(eq(drivers.id, w.driverId));
    expect(
      (await callAs(t, w.admin, 'GET', inGroup)).body.data.map((c: { courseId: string }) => c.courseId),
    ).toEqual([w.course.id]);
    const bad = await callAs(t, w.admin, 'GET', '/v1/course-expenses?approveStatus=done');
    expect(fieldMessages(bad.body).approveStatus?.[0]).toContain('承認状況');

    const one = await callAs(t, w.admin, 'GET', `/v1/course-expenses/${w.course.id}`);
    expect(one.body.total).toBe(3);
    const { admin: stranger } = await createCompany(t);
    expect((await callAs(t, stranger, 'GET', `/v1/course-expenses/${w.course.id}`)).status).toBe(404);
    expect((await callAs(t, stranger, 'GET', '/v1/course-expenses')).body.total).toBe(0);
    expect((await callAs(t, w.driver, 'GET', '/v1/course-expenses')).status).toBe(403);
  });
});

describe('GET /expenses', () => {
  it('filters by period, driver, contract, fee type and approval, newest first, a page at a time', async () => {
    const w = await expenseWorld(t);
    const client = await created(t, w.admin, '/v1/clients', { name: '株式会社東京食品' });
    const contract = await created(t, w.admin, '/v1/contracts', {
      clientId: client.id,
      name: '個建て契約',
      from: '2026-01-01',
      feeType: 'per_stop',
      billingUnitPrice: 500,
    });
    await t.database.db.update(courses).set({ contractId: contract.id }).where(eq(courses.id, w.course.id));
    const older = await insertCourse(t.database.db, w.companyId, {
      deliveryDate: yesterday,
      driverId: w.driverId,
    });
    const approvedId = await expenseIn(w.driver, w.admin, w.stops[0] as string, 'approved');
    const requestedId = await expenseIn(w.driver, w.admin, await stopOf(w.admin, older.id), 'requested', {
      paidOn: yesterday,
    });
    const ids = async (query: string) =>
      (await callAs(t, w.admin, 'GET', `/v1/expenses?${query}`)).body.data.map((e: { id: string }) => e.id);
    expect(await ids('')).toEqual([approvedId, requestedId]);
    expect(await ids('isApproved=true')).toEqual([approvedId]);
    expect(await ids('isApproved=false')).toEqual([requestedId]);
    expect(await ids('approveStatus=requested')).toEqual([requestedId]);
    expect(await ids(`from=${today}&to=${today}`)).toEqual([approvedId]);
    expect(await ids(`contractId=${contract.id}`)).toEqual([approvedId]);
    expect(await ids('feeType=per_stop')).toEqual([approvedId]);
    expect(await ids('feeType=per_course')).toEqual([]);
    expect(await ids(`driverId=${w.driverId}&perPage=1&page=2`)).toEqual([requestedId]);
    const page = await callAs(t, w.admin, 'GET', '/v1/expenses?perPage=1');
    expect(page.body.total).toBe(2);
    const bad = await callAs(t, w.admin, 'GET', '/v1/expenses?feeType=monthly_x&isApproved=maybe');
    expect(Object.keys(fieldMessages(bad.body)).sort()).toEqual(['feeType', 'isApproved']);
  });
});

const yesterday = addDays(today, -1);

describe('GET /expenses as the 電子帳簿保存法 search', () => {
  it('finds receipts by the date paid, an amount range and part of the payee, combined', async () => {
    const w = await expenseWorld(t);
    const stop = w.stops[0] as string;
    const toll = await expenseIn(w.driver, w.admin, stop, 'approved', {
      amount: 1320,
      payeeName: '首都高速道路株式会社',
      payeeRegistrationNumber: 'T4011001098993',
    });
    const parking = await expenseIn(w.driver, w.admin, stop, 'requested', {
      amount: 600,
      paidOn: yesterday,
      payeeName: 'タイムズ 豊洲',
    });
    const unnamed = await expenseIn(w.driver, w.admin, stop, 'requested', { amount: 5000 });
    const ids = async (query: string) =>
      ((await callAs(t, w.admin, 'GET', `/v1/expenses?${query}`)).body.data as { id: string }[])
        .map((e) => e.id)
        .sort();
    const sorted = (...list: string[]) => [...list].sort();
    // from/to are the receipt's date, though every expense is on today's course.
    expect(await ids(`from=${yesterday}&to=${yesterday}`)).toEqual([parking]);
    expect(await ids('amountMin=1000')).toEqual(sorted(toll, unnamed));
    expect(await ids('amountMin=600&amountMax=1320')).toEqual(sorted(toll, parking));
    // Width and spaces do not matter: the search key is NFKC without spaces, like the lists' q.
    expect(await ids(`payee=${encodeURIComponent('ﾀｲﾑｽﾞ豊洲')}`)).toEqual([parking]);
    expect(await ids(`payee=${encodeURIComponent('首都高')}&amountMax=1000`)).toEqual([]);
    expect(await ids(`payee=${encodeURIComponent('首都高')}&from=${today}&amountMin=1320`)).toEqual([toll]);
    const detail = await callAs(t, w.admin, 'GET', `/v1/expenses/${toll}`);
    expect(detail.body).toMatchObject({
      payeeName: '首都高速道路株式会社',
      payeeRegistrationNumber: 'T4011001098993',
    });

    const bad = await callAs(t, w.admin, 'GET', '/v1/expenses?amountMin=-1&amountMax=abc');
    expect(fieldMessages(bad.body)).toEqual({
      amountMin: ['金額（下限）は0以上で入力してください'],
      amountMax: ['金額（上限）は整数で入力してください'],
    });
    const badNumber = await callAs(t, w.driver, 'POST', `/v1/destinations/${stop}/expenses`, {
      ...expenseBody(),
      payeeRegistrationNumber: 'T1234',
    });
    expect(badNumber.status).toBe(400);
    expect(Object.keys(fieldMessages(badNumber.body))).toEqual(['payeeRegistrationNumber']);
  });

  it('keeps a change of the payee in the history', async () => {
    const w = await expenseWorld(t);
    const stop = w.stops[0] as string;
    const id = await expenseIn(w.driver, w.admin, stop, 'draft', { payeeName: '豊洲パーキング' });
    const url = `/v1/destinations/${stop}/expenses/${id}`;
    const put = await callAs(t, w.driver, 'PUT', url, { ...expenseBody(), payeeName: '豊洲第二パーキング' });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const history = await callAs(t, w.admin, 'GET', `/v1/expenses/${id}/history`);
    expect(history.body.data[0]).toMatchObject({
      fields: ['payeeName'],
      before: { payeeName: '豊洲パーキング' },
      after: { payeeName: '豊洲第二パーキング' },
    });
  });
});

describe('GET /expenses/by-client', () => {
  it("answers the client's billable approved expenses of the accounting month by its 締日", async () => {
    const w = await expenseWorld(t);
    const client = await created(t, w.admin, '/v1/clients', { name: '締日20日の荷主', closingDay: 20 });
    const contract = await created(t, w.admin, '/v1/contracts', {
      clientId: client.id,
      name: '月極',
      from: '2026-01-01',
      feeType: 'per_course',
      billingUnitPrice: 30000,
    });
    const courseOn = (deliveryDate: string) =>
      insertCourse(t.database.db, w.companyId, {
        deliveryDate,
        driverId: w.driverId,
        contractId: contract.id,
      });
    const inside = [];
    for (const date of ['2026-10-21', '2026-11-20']) {
      const stop = await stopOf(w.admin, (await courseOn(date)).id);
      inside.push(await expenseIn(w.driver, w.admin, stop, 'approved', { billable: true, paidOn: date }));
      await expenseIn(w.driver, w.admin, stop, 'approved', { billable: false, paidOn: date });
      await expenseIn(w.driver, w.admin, stop, 'requested', { billable: true, paidOn: date });
    }
    const after = await stopOf(w.admin, (await courseOn('2026-11-21')).id);
    await expenseIn(w.driver, w.admin, after, 'approved', { billable: true, paidOn: '2026-11-21' });
    const res = await callAs(
      t,
      w.admin,
      'GET',
      `/v1/expenses/by-client?accountingMonth=2026-11&clientId=${client.id}`,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ from: '2026-10-21', to: '2026-11-20', totalAmount: 2640 });
    expect(res.body.data.map((e: { id: string }) => e.id)).toEqual(inside);
    const bad = await callAs(t, w.admin, 'GET', '/v1/expenses/by-client?accountingMonth=2026-13');
    expect(Object.keys(fieldMessages(bad.body)).sort()).toEqual(['accountingMonth', 'clientId']);
    const { admin: stranger } = await createCompany(t);
    const hidden = await callAs(
      t,
      stranger,
      'GET',
      `/v1/expenses/by-client?accountingMonth=2026-11&clientId=${client.id}`,
    );
    expect(hidden.status).toBe(404);
  });
});

describe('POST /expenses/actions/update-status', () => {
  it('decides every selected expense or none, naming the first that is not requested', async () => {
    const w = await expenseWorld(t);
    const a = await expenseIn(w.driver, w.admin, w.stops[0] as string, 'requested');
    const b = await expenseIn(w.driver, w.admin, w.stops[1] as string, 'requested', { amount: 800 });
    const draft = await expenseIn(w.driver, w.admin, w.stops[1] as string, 'draft', {
      expenseType: 'parking',
      amount: 400,
    });
    const url = '/v1/expenses/actions/update-status';
    const refused = await callAs(t, w.admin, 'POST', url, { ids: [a, draft, b], status: 'approved' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      `${today} 駐車場代 400円の経費は下書きのため、承認・差戻しできません。`,
    );
    const unchanged = await callAs(t, w.admin, 'GET', `/v1/course-expenses/${w.course.id}`);
    expect(unchanged.body.data.map((e: { approveStatus: string }) => e.approveStatus).sort()).toEqual([
      'draft',
      'requested',
      'requested',
    ]);
    const { admin: stranger } = await createCompany(t);
    expect((await callAs(t, stranger, 'POST', url, { ids: [a], status: 'approved' })).status).toBe(404);
    expect((await callAs(t, w.driver, 'POST', url, { ids: [a], status: 'approved' })).status).toBe(403);
    const noReason = await callAs(t, w.admin, 'POST', url, { ids: [a, b], status: 'rejected' });
    expect(fieldMessages(noReason.body).comment).toEqual(['差戻しの理由を入力してください']);
    expect(
      fieldMessages((await callAs(t, w.admin, 'POST', url, { ids: [], status: 'approved' })).body).ids,
    ).toEqual(['経費を選択してください']);

    const pushesBefore = (await t.database.db.select().from(jobs).where(eq(jobs.type, 'push'))).length;
    const rejected = await callAs(t, w.admin, 'POST', url, {
      ids: [a, b],
      status: 'rejected',
      comment: '日付違い',
    });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect(rejected.body.total).toBe(2);
    expect(rejected.body.data.every((e: { approveStatus: string }) => e.approveStatus === 'rejected')).toBe(
      true,
    );
    // Both are the same driver's: one message names how many, not one message each.
    const pushes = await t.database.db.select().from(jobs).where(eq(jobs.type, 'push'));
    expect(pushes.length - pushesBefore).toBe(1);
    expect(pushes.map((j) => j.payload)).toContainEqual({
      userId: w.driver.id,
      title: '経費が差し戻されました',
      body: '経費2件: 日付違い',
      url: `/driver/expenses?date=${w.course.deliveryDate}`,
    });
  });
});
