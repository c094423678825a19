import { addDays, todayInTokyo } from '@rikuun/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../src/features/courses/courses.table.ts';
import { companies } from '../src/lib/tenancy/companies.table.ts';
import {
  createCompany,
  createTestApp,
  createUser,
  type TestApp,
  type TestUser,
  testClock,
} from './helpers.ts';
import { callAs, fieldMessages } from './support/api-calls.ts';
import { insertCourse } from './support/course-rows.ts';
import { insertStops } from './support/courses.ts';
import { reportWorld } from './support/daily-reports.ts';

// 傭車 billed on both sides (decision 058). The app's clock runs ten days behind, so a course offered
// for "the day after tomorrow" is five days in the past of the real clock: its 日報 can be written.
const clock = testClock();
clock.advance(-10 * 86_400_000);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, undefined, { clock });
});
afterAll(() => t.close());

const DAY = addDays(todayInTokyo(), -5);
const MONTH = DAY.slice(0, 7);
const REGISTRATION = 'T7000012050002';

async function post(user: TestUser, url: string, body: unknown) {
  const res = await callAs(t, user, 'POST', url, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string };
}

/** The offering company: a client closing at month end, a 車建 contract of 2,000円 per stop. */
async function offeringCompany(name: string) {
  const { companyId, admin } = await createCompany(t, name);
  await t.database.db
    .update(companies)
    .set({
      zipCode: '135-0061',
      address1: '東京都江東区豊洲',
      address2: '6-6-1',
      invoiceRegistrationNumber: REGISTRATION,
    })
    .where(eq(companies.id, companyId));
  const client = await post(admin, '/v1/clients', { name: '株式会社豊洲青果', closingDay: 0 });
  const contract = await post(admin, '/v1/contracts', {
    clientId: client.id,
    name: '豊洲配送',
    from: '2026-01-01',
    feeType: 'per_stop',
    billingUnitPrice: 2_000,
  });
  const course = async (courseName: string) => {
    const row = await insertCourse(t.database.db, companyId, {
      name: courseName,
      deliveryDate: DAY,
      clientId: client.id,
      contractId: contract.id,
    });
    await insertStops(t, companyId, row.id, ['pending', 'pending']);
    return row.id;
  };
  return { companyId, admin, clientId: client.id, course };
}

async function offerAndAccept(from: TestUser, to: TestUser, courseId: string) {
  const offer = await post(from, '/v1/offers/courses', {
    courseId,
    fee: 25_000,
    incidentalWork: '積込',
    incidentalFee: 2_000,
    fuelSurcharge: 1_000,
    expiresAt: new Date(clock().getTime() + 3_600_000).toISOString(),
  });
  const accepted = await callAs(t, to, 'POST', `/v1/offers/courses/${offer.id}/accept`);
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  return offer.id;
}

const statement = async (user: TestUser, clientId: string) => {
  const res = await callAs(t, user, 'GET', `/v1/statements/clients/${clientId}?accountingMonth=${MONTH}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};
const payables = (user: TestUser) =>
  callAs(t, user, 'GET', `/v1/statements/subcontracts?accountingMonth=${MONTH}`);
const invoiceUrl = (partnerId: string) =>
  `/v1/statements/subcontracts/${partnerId}/invoice?accountingMonth=${MONTH}`;

describe('傭車 billed on both sides', () => {
  it('keeps the line in the offering month, owes the partner, and bills the fee at the accepting company', async () => {
    const a = await offeringCompany('依頼元運送株式会社');
    const b = await reportWorld(t);
    const courseId = await a.course('豊洲A便');
    const offerId = await offerAndAccept(a.admin, b.admin, courseId);

    // The offering company still bills its client: 2 stops × 2,000円, marked 傭車.
    const own = await statement(a.admin, a.clientId);
    expect(own.lines).toEqual([
      expect.objectContaining({
        kind: 'subcontract',
        sourceId: offerId,
        date: DAY,
        description: '豊洲配送（豊洲A便）',
        quantity: 2,
        unit: '件',
        unitPrice: 2_000,
        amount: 4_000,
        taxRate: 10,
      }),
    ]);
    expect(own).toMatchObject({ feeAmount: 4_000, totalAmount: 4_400 });
    // …and owes the partner 傭車料 + 附帯業務料 + 燃料サーチャージ, 10% on top.
    const owed = await payables(a.admin);
    expect(owed.status).toBe(200);
    const [bName] = await t.database.db
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.id, b.companyId));
    expect(owed.body).toEqual({
      total: 1,
      data: [
        {
          partnerCompanyId: b.companyId,
          partnerName: bName?.name,
          partnerRegistrationNumber: null,
          accountingMonth: MONTH,
          dueOn: expect.any(String),
          lines: [
            {
              offerId,
              deliveryDate: DAY,
              courseName: '豊洲A便',
              payableAmount: 28_000,
              billedClientName: '株式会社豊洲青果',
              billedAmount: 4_000,
            },
          ],
          amount: 28_000,
          taxAmount: 2_800,
          totalAmount: 30_800,
          invoice: null,
          difference: null,
        },
      ],
    });

    // The accepting company has the offering company as a client and the fee as a 個建 contract.
    const moved = (await callAs(t, b.admin, 'GET', `/v1/courses/${courseId}`)).body;
    const client = (await callAs(t, b.admin, 'GET', `/v1/clients/${moved.clientId}`)).body;
    expect(client).toMatchObject({
      name: '依頼元運送株式会社',
      zipCode: '135-0061',
      address1: '東京都江東区豊洲',
      address2: '6-6-1',
      invoiceRegistrationNumber: REGISTRATION,
      closingDay: 0,
    });
    const contract = (await callAs(t, b.admin, 'GET', `/v1/contracts/${moved.contractId}`)).body;
    expect(contract).toMatchObject({
      clientId: moved.clientId,
      feeType: 'per_course',
      billingUnitPrice: 28_000,
      taxRate: 10,
      from: DAY,
      to: DAY,
    });
    // Its driver runs the course and writes the day's 日報: approved, the fee is billed like any work.
    await t.database.db
      .update(courses)
      .set({ driverId: b.driverId, vehicleId: b.vehicleId })
      .where(eq(courses.id, courseId));
    const at = (time: string) => `${DAY}T${time}:00+09:00`;
    const report = await post(b.driverUser, '/v1/daily-reports', {
      date: DAY,
      contractId: moved.contractId,
      vehicleId: b.vehicleId,
      startAt: at('07:00'),
      endAt: at('15:00'),
      startPlace: '江東営業所',
      endPlace: '江東営業所',
      startOdometerKm: 1_000,
      endOdometerKm: 1_060,
      breaks: [{ start: at('11:00'), end: at('12:00'), place: '豊洲' }],
      waypoints: '豊洲',
    });
    expect(
      (await callAs(t, b.driverUser, 'POST', `/v1/daily-reports/${report.id}/request-approval`)).status,
    ).toBe(200);
    const approved = await callAs(t, b.admin, 'POST', `/v1/daily-reports/${report.id}/update-status`, {
      status: 'approved',
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const theirs = await statement(b.admin, moved.clientId);
    expect(theirs.lines).toEqual([
      expect.objectContaining({ kind: 'fee', quantity: 1, unitPrice: 28_000, amount: 28_000 }),
    ]);
    expect(theirs).toMatchObject({ clientName: '依頼元運送株式会社', totalAmount: 30_800 });
  });

  it('reuses the client on a second acceptance and sums the month per partner', async () => {
    const a = await offeringCompany('再依頼運送');
    const b = await createCompany(t, '再引受運送');
    await offerAndAccept(a.admin, b.admin, await a.course('第1便'));
    await offerAndAccept(a.admin, b.admin, await a.course('第2便'));
    const clientsOfB = (await callAs(t, b.admin, 'GET', '/v1/clients')).body;
    expect(clientsOfB.data.map((c: { name: string }) => c.name)).toEqual(['再依頼運送']);
    const owed = (await payables(a.admin)).body.data;
    expect(owed).toHaveLength(1);
    expect(owed[0]).toMatchObject({ amount: 56_000, totalAmount: 61_600 });
    expect(owed[0].lines.map((l: { courseName: string }) => l.courseName).sort()).toEqual(['第1便', '第2便']);
    expect((await statement(a.admin, a.clientId)).feeAmount).toBe(8_000);
  });

  it("records the partner's invoice against the payable; 400 at the field, 403 to drivers, 404 to others", async () => {
    const a = await offeringCompany('請求書運送');
    const b = await createCompany(t, '請求元運送');
    await offerAndAccept(a.admin, b.admin, await a.course('記録便'));
    const url = invoiceUrl(b.companyId);

    const bad = await callAs(t, a.admin, 'PUT', url, {
      invoiceNumber: '',
      registrationNumber: 'T123',
      amount: -1,
      invoiceDate: '2999-01-01',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(fieldMessages(bad.body)).sort()).toEqual([
      'amount',
      'invoiceDate',
      'invoiceNumber',
      'registrationNumber',
    ]);
    expect(fieldMessages(bad.body).invoiceNumber).toEqual(['請求書番号を入力してください']);
    const body = {
      invoiceNumber: 'INV-0042',
      registrationNumber: REGISTRATION,
      amount: 30_900,
      invoiceDate: DAY,
    };
    const driver = await createUser(t, 'driver', { companyId: a.companyId });
    expect((await callAs(t, driver, 'PUT', url, body)).status).toBe(403);
    expect(
      (await callAs(t, driver, 'GET', `/v1/statements/subcontracts?accountingMonth=${MONTH}`)).status,
    ).toBe(403);
    const other = await createCompany(t, '無関係運送');
    expect((await callAs(t, other.admin, 'PUT', url, body)).status).toBe(404);
    expect((await payables(other.admin)).body).toEqual({ data: [], total: 0 });
    // The partner itself has nothing to pay: 404 on the offering company's id.
    expect((await callAs(t, b.admin, 'PUT', invoiceUrl(a.companyId), body)).status).toBe(404);

    const recorded = await callAs(t, a.admin, 'PUT', url, body);
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(200);
    expect(recorded.body).toMatchObject({
      totalAmount: 30_800,
      invoice: {
        invoiceNumber: 'INV-0042',
        registrationNumber: REGISTRATION,
        amount: 30_900,
        invoiceDate: DAY,
      },
      difference: 100,
    });
    const again = await callAs(t, a.admin, 'PUT', url, { ...body, amount: 30_800, registrationNumber: '' });
    expect(again.body).toMatchObject({
      invoice: { amount: 30_800, registrationNumber: null },
      difference: 0,
    });
  });
});
