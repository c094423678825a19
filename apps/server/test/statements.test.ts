import type { ClientStatementDetail, ClientStatementSummary, DriverStatementSummary } from '@rikuun/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../src/features/courses/courses.table.ts';
import { dailyReports } from '../src/features/daily-reports/daily-reports.table.ts';
import { expenses } from '../src/features/expenses/expenses.table.ts';
import { createCompany, createTestApp, createUser, type TestApp, type TestUser } from './helpers.ts';
import { callAs, fieldMessages } from './support/api-calls.ts';
import { insertIssuedDocument } from './support/issued-document-rows.ts';

let t: TestApp;
let admin: TestUser;
let companyId: string;
const ids = { x: '', y: '', c1: '', c2: '', d1: '', employee: '' };

const post = async (url: string, body: unknown) => {
  const res = await callAs(t, admin, 'POST', url, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as string;
};

type Status = 'draft' | 'requested' | 'approved' | 'rejected';
async function report(
  driverId: string,
  contractId: string,
  date: string,
  fees: [number, number],
  status: Status,
) {
  await t.database.db.insert(dailyReports).values({
    companyId,
    driverId,
    contractId,
    date,
    quantity: 1,
    billingAmount: fees[0],
    paymentAmount: fees[1],
    approveStatus: status,
  });
}

async function expense(values: { amount: number; taxIncluded: boolean; billable: boolean; status: Status }) {
  const [course] = await t.database.db
    .insert(courses)
    .values({
      companyId,
      deliveryDate: '2026-11-10',
      name: '豊洲便',
      clientId: ids.x,
      contractId: ids.c1,
      driverId: ids.d1,
    })
    .returning();
  await t.database.db.insert(expenses).values({
    companyId,
    courseId: course?.id ?? '',
    driverId: ids.d1,
    expenseType: 'toll',
    amount: values.amount,
    taxIncluded: values.taxIncluded,
    taxRate: 10,
    paidOn: '2026-11-10',
    billable: values.billable,
    approveStatus: values.status,
  });
}

const issued = (
  kind: 'invoice' | 'payment_notice',
  subject: { clientId?: string; driverId?: string },
  totalAmount: number,
  version: number,
  superseded = false,
) => insertIssuedDocument(t.database.db, companyId, { kind, subject, totalAmount, version, superseded });

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, companyId } = await createCompany(t));
  ids.x = await post('/v1/clients', {
    name: '株式会社東京食品',
    closingDay: 20,
    paymentTermMonths: 1,
    paymentDay: 10,
    // Its tolls are 立替金 (toll-handling.test.ts has both settings).
    tollHandling: 'reimbursed',
  });
  ids.y = await post('/v1/clients', { name: '有限会社みなと青果' });
  const contract = { clientId: ids.x, from: '2026-04-01', feeType: 'per_course' };
  ids.c1 = await post('/v1/contracts', {
    ...contract,
    name: '豊洲定期便',
    billingUnitPrice: 105,
    paymentUnitPrice: 80,
  });
  ids.c2 = await post('/v1/contracts', {
    ...contract,
    name: '青果便',
    billingUnitPrice: 1000,
    paymentUnitPrice: 700,
  });
  // Saved at 8 % before the contract refused it for transport: the statement still totals such rows
  // per rate (the alerts ask the company to fix them).
  await t.database.db.execute(sql`update contracts set tax_rate = 8 where id = ${ids.c2}`);
  ids.d1 = await post('/v1/drivers', {
    name: '委託 一郎',
    email: 'contractor-1@example.test',
    employmentType: 'contractor',
  });
  ids.employee = await post('/v1/drivers', { name: '社員 二郎', email: 'employee-2@example.test' });

  // Client X closes on the 20th: 2026-11 is 10-21 … 11-20. The contractor closes at month end.
  await report(ids.d1, ids.c1, '2026-10-20', [105, 80], 'approved'); // X: October; D1: October
  await report(ids.d1, ids.c1, '2026-10-21', [105, 80], 'approved'); // X: November; D1: October
  await report(ids.d1, ids.c1, '2026-11-05', [105, 80], 'approved');
  await report(ids.d1, ids.c1, '2026-11-20', [105, 80], 'approved');
  await report(ids.d1, ids.c1, '2026-11-21', [105, 80], 'approved'); // X: December; D1: November
  await report(ids.employee, ids.c2, '2026-11-10', [1000, 700], 'approved');
  await report(ids.d1, ids.c2, '2026-11-15', [1000, 700], 'requested');
  await report(ids.d1, ids.c1, '2026-11-16', [105, 80], 'rejected');
  await expense({ amount: 1000, taxIncluded: true, billable: true, status: 'approved' });
  await expense({ amount: 2000, taxIncluded: false, billable: false, status: 'approved' });
  await expense({ amount: 500, taxIncluded: true, billable: true, status: 'requested' });
  const discount = await post(`/v1/clients/${ids.x}/adjustment-amounts`, {
    accountingMonth: '2026-11',
    title: '値引',
    amount: -200,
  });
  await t.database.db.execute(sql`update adjustment_amounts set tax_rate = 8 where id = ${discount}`);
  await post(`/v1/drivers/${ids.d1}/adjustment-amounts`, {
    accountingMonth: '2026-11',
    title: '繁忙期手当',
    amount: 5000,
  });
  await post(`/v1/drivers/${ids.d1}/adjustment-amounts`, {
    accountingMonth: '2026-10',
    title: '前月分',
    amount: 999,
  });
});
afterAll(() => t.close());

describe('GET /statements/clients', () => {
  it('sums each client’s month by its closing day: approved fees, billable expenses, adjustments, tax once per rate', async () => {
    const res = await callAs(t, admin, 'GET', '/v1/statements/clients?accountingMonth=2026-11');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.total).toBe(2);
    const x = res.body.data.find(
      (s: ClientStatementSummary) => s.clientId === ids.x,
    ) as ClientStatementSummary;
    expect(x).toMatchObject({
      clientName: '株式会社東京食品',
      closingDay: 20,
      period: { from: '2026-10-21', to: '2026-11-20' },
      dueOn: '2026-12-10',
      // 105 × 3 (10-21, 11-05, 11-20) at 10 % + 1,000 at 8 %.
      feeAmount: 1315,
      adjustmentAmount: -200,
      reimbursementTotal: 1000,
      pending: { dailyReports: 2, expenses: 1 },
      issued: null,
      changedSinceIssue: false,
    });
    // 315 × 10 % = 31.5 → 31 once for the rate; rounding each 105-yen line (10.5 → 10) would give 30.
    expect(x.tax.byRate).toEqual([
      { taxRate: 10, taxableAmount: 315, taxAmount: 31, totalAmount: 346 },
      { taxRate: 8, taxableAmount: 800, taxAmount: 64, totalAmount: 864 },
    ]);
    expect(x.tax).toMatchObject({ taxableAmount: 1115, taxAmount: 95, totalAmount: 1210 });
    expect(x.totalAmount).toBe(2210);
    expect(x).not.toHaveProperty('lines');
    const y = res.body.data.find((s: ClientStatementSummary) => s.clientId === ids.y);
    expect(y).toMatchObject({
      period: { from: '2026-11-01', to: '2026-11-30' },
      totalAmount: 0,
      feeAmount: 0,
    });
  });

  it('moves a due date on a bank holiday by the client’s holiday rule', async () => {
    // 月末締め翌月末払い: December's invoice falls due on Sunday 2027-01-31.
    const dueOn = async (holidayRule?: string) => {
      const created = await callAs(t, admin, 'POST', '/v1/clients', {
        name: `休日ルール${holidayRule ?? '既定'}`,
        ...(holidayRule ? { holidayRule } : {}),
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(created.body.holidayRule).toBe(holidayRule ?? 'previous');
      // Something to bill: a month that bills nothing has no due date.
      const billed = await callAs(t, admin, 'POST', `/v1/clients/${created.body.id}/adjustment-amounts`, {
        accountingMonth: '2026-12',
        title: '追加配送',
        amount: 10000,
      });
      expect(billed.status, JSON.stringify(billed.body)).toBe(201);
      const res = await callAs(
        t,
        admin,
        'GET',
        `/v1/statements/clients/${created.body.id}?accountingMonth=2026-12`,
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.dueOn;
    };
    expect(await dueOn()).toBe('2027-01-29');
    expect(await dueOn('next')).toBe('2027-02-01');
    const bad = await callAs(t, admin, 'POST', '/v1/clients', {
      name: '休日ルール不正',
      holidayRule: 'sunday',
    });
    expect(fieldMessages(bad.body).holidayRule).toEqual(['休日の扱いを選択してください']);
  });

  it('answers one client’s lines, and flags a total that moved since the invoice was issued', async () => {
    await issued('invoice', { clientId: ids.x }, 1500, 1, true);
    await issued('invoice', { clientId: ids.x }, 2000, 2);
    const res = await callAs(t, admin, 'GET', `/v1/statements/clients/${ids.x}?accountingMonth=2026-11`);
    expect(res.status).toBe(200);
    const x = res.body as ClientStatementDetail;
    expect(x.lines.map((l) => [l.kind, l.date, l.amount, l.taxRate])).toEqual([
      ['fee', '2026-10-21', 105, 10],
      ['fee', '2026-11-05', 105, 10],
      ['fee', '2026-11-10', 1000, 8],
      ['fee', '2026-11-20', 105, 10],
      ['adjustment', null, -200, 8],
    ]);
    expect(x.lines[0]).toMatchObject({
      description: '豊洲定期便（委託 一郎）',
      unit: expect.any(String),
      unitPrice: 105,
    });
    expect(x.reimbursements).toMatchObject([{ date: '2026-11-10', amount: 1000, expenseType: 'toll' }]);
    expect(x.issued).toMatchObject({
      documentNumber: 'INV-2026-000007',
      version: 2,
      totalAmount: 2000,
      issuedOn: '2026-11-25',
    });
    expect(x.changedSinceIssue).toBe(true);
    const list = await callAs(t, admin, 'GET', '/v1/statements/clients?accountingMonth=2026-11');
    expect(list.body.data.find((s: ClientStatementSummary) => s.clientId === ids.x)).toMatchObject({
      issued: { version: 2 },
      changedSinceIssue: true,
    });
    // The October month of client X has only the 10-20 report.
    const october = await callAs(t, admin, 'GET', `/v1/statements/clients/${ids.x}?accountingMonth=2026-10`);
    expect(october.body).toMatchObject({
      feeAmount: 105,
      issued: null,
      pending: { dailyReports: 0, expenses: 0 },
    });
  });
});

describe('GET /statements/drivers', () => {
  it('lists contractor drivers only, by month end, with reimbursements, adjustments and the due date', async () => {
    await issued('payment_notice', { driverId: ids.d1 }, 8964, 1);
    const res = await callAs(t, admin, 'GET', '/v1/statements/drivers?accountingMonth=2026-11');
    expect(res.status).toBe(200);
    expect(res.body.data.map((d: DriverStatementSummary) => d.driverId)).toEqual([ids.d1]);
    expect(res.body.data[0]).toMatchObject({
      driverName: '委託 一郎',
      period: { from: '2026-11-01', to: '2026-11-30' },
      dueOn: '2026-12-30', // 12/31 banks are closed
      // 11-05, 11-20, 11-21 at 80.
      feeAmount: 240,
      adjustmentAmount: 5000,
      // 1,000 tax included + 2,000 + 10 % tax; a driver is reimbursed billable and other expenses alike.
      reimbursementTotal: 3200,
      tax: { taxableAmount: 5240, taxAmount: 524, totalAmount: 5764 },
      totalAmount: 8964,
      pending: { dailyReports: 2, expenses: 1 },
      issued: { documentNumber: 'PN-2026-000003', version: 1 },
      changedSinceIssue: false,
    });
    const detail = await callAs(t, admin, 'GET', `/v1/statements/drivers/${ids.d1}?accountingMonth=2026-11`);
    expect(detail.body.lines.map((l: { kind: string; amount: number }) => [l.kind, l.amount])).toEqual([
      ['fee', 80],
      ['fee', 80],
      ['fee', 80],
      ['adjustment', 5000],
    ]);
  });

  // Another company's 404 on GET /v1/statements/{drivers,clients}/:id and its lists without this
  // company's counterparties: route-security.test.ts.
  it('refuses an employee’s statement and a bad month', async () => {
    const employee = await callAs(
      t,
      admin,
      'GET',
      `/v1/statements/drivers/${ids.employee}?accountingMonth=2026-11`,
    );
    expect(employee.status).toBe(409);
    expect(employee.body.message).toBe('業務委託のドライバーではないため、支払の明細はありません。');
    const bad = await callAs(t, admin, 'GET', '/v1/statements/clients?accountingMonth=2026-1');
    expect(fieldMessages(bad.body)).toEqual({
      accountingMonth: ['対象月は年月（例: 2026-11）で入力してください'],
    });
    const missing = await callAs(t, admin, 'GET', '/v1/statements/drivers');
    expect(fieldMessages(missing.body)).toEqual({ accountingMonth: ['対象月を選択してください'] });
    const driver = await createUser(t, 'driver', { companyId });
    expect((await callAs(t, driver, 'GET', '/v1/statements/drivers?accountingMonth=2026-11')).status).toBe(
      403,
    );
  });
});
