import type { Client, ClientStatementDetail, IssuedDocument } from '@rikuun/contract';
import { clientInput, todayInTokyo } from '@rikuun/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contracts } from '../src/features/contracts/contracts.table.ts';
import { courses } from '../src/features/courses/courses.table.ts';
import { dailyReports } from '../src/features/daily-reports/daily-reports.table.ts';
import { expenses } from '../src/features/expenses/expenses.table.ts';
import { bearer, createTestApp, type TestApp } from './helpers.ts';
import { MONTH, type MoneyCompany, seedMoneyCompany } from './issued-documents.seed.ts';
import { callAs, fieldMessages } from './support/api-calls.ts';
import { pdfText } from './support/pdf-text.ts';

// The client setting tollHandling (docs/decisions/059-toll-handling.md): road costs in the 運賃 at 10 %, or 立替金 with
// a 立替金精算書. Company A's seeded client is `reimbursed` (a toll of 1,200 paid to 首都高速道路株式会社).

let t: TestApp;
let a: MoneyCompany;
let other: MoneyCompany;
/** A month-end client created with the default setting: a 20,000 course, a toll and a parking fee. */
let roadClient: Client;
const YEAR = todayInTokyo().slice(0, 4);

const post = (user: { token: string }, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(user), payload });
const issueStatement = (user: { token: string }, clientId: string, accountingMonth = MONTH) =>
  post(user, '/v1/reimbursement-statements/pdf', { clientId, accountingMonth });
const statementOf = async (clientId: string) => {
  const res = await callAs(t, a.admin, 'GET', `/v1/statements/clients/${clientId}?accountingMonth=${MONTH}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as ClientStatementDetail;
};

beforeAll(async () => {
  t = await createTestApp();
  a = await seedMoneyCompany(t);
  other = await seedMoneyCompany(t, '別テナント株式会社');
  const created = await callAs(t, a.admin, 'POST', '/v1/clients', { name: '有限会社みなと運輸' });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  roadClient = created.body as Client;
  const db = t.database.db;
  const [contract] = await db
    .insert(contracts)
    .values({
      companyId: a.companyId,
      clientId: roadClient.id,
      name: '港湾チャーター',
      validFrom: '2026-01-01',
      feeType: 'per_course',
      billingUnitPrice: 20000,
      paymentUnitPrice: 15000,
      taxRate: 10,
    })
    .returning();
  await db.insert(dailyReports).values({
    companyId: a.companyId,
    driverId: a.driver.driverId,
    date: '2026-11-10',
    contractId: contract?.id ?? '',
    quantity: 1,
    billingAmount: 20000,
    paymentAmount: 15000,
    approveStatus: 'approved',
  });
  const [course] = await db
    .insert(courses)
    .values({
      companyId: a.companyId,
      deliveryDate: '2026-11-10',
      name: '港湾1便',
      contractId: contract?.id ?? null,
      clientId: roadClient.id,
      driverId: a.driver.driverId,
    })
    .returning();
  const expense = {
    companyId: a.companyId,
    courseId: course?.id ?? '',
    driverId: a.driver.driverId,
    taxRate: 10,
    paidOn: '2026-11-10',
    billable: true,
    approveStatus: 'approved' as const,
  };
  await db.insert(expenses).values([
    { ...expense, expenseType: 'toll', amount: 1320, taxIncluded: true, payeeName: '中日本高速道路株式会社' },
    {
      ...expense,
      expenseType: 'parking',
      amount: 500,
      taxIncluded: false,
      paidOn: '2026-11-09',
      payeeName: '港パーキング',
      payeeRegistrationNumber: 'T7123456789012',
    },
    // Not billed to the client: on the driver's notice only.
    { ...expense, expenseType: 'fuel', amount: 8000, taxIncluded: true, billable: false },
  ]);
});
afterAll(() => t.close());

describe('the client setting tollHandling', () => {
  it('defaults to included, is saved as chosen, and refuses another value at the field', async () => {
    expect(roadClient.tollHandling).toBe('included');
    const bad = await callAs(t, a.admin, 'POST', '/v1/clients', {
      name: '株式会社誤り',
      tollHandling: 'free',
    });
    expect(bad.status).toBe(400);
    expect(fieldMessages(bad.body).tollHandling).toEqual(['高速代等の請求を選択してください']);
    const saved = await callAs(t, a.admin, 'POST', '/v1/clients', {
      name: '株式会社精算商事',
      tollHandling: 'reimbursed',
    });
    expect(saved.status).toBe(201);
    expect(saved.body.tollHandling).toBe('reimbursed');
  });
});

describe('included: road costs are 運賃 at 10 %', () => {
  it('bills the toll and parking without their receipt tax as taxable lines; no 立替金', async () => {
    const s = await statementOf(roadClient.id);
    expect(s.tollHandling).toBe('included');
    expect(s.lines.filter((l) => l.kind === 'expense').map((l) => [l.date, l.amount, l.taxRate])).toEqual([
      // 1,320 tax included → 1,200; 500 entered tax excluded stays 500.
      ['2026-11-10', 1200, 10],
      ['2026-11-10', 500, 10],
    ]);
    expect(s.reimbursements).toEqual([]);
    expect(s).toMatchObject({ feeAmount: 20000, expenseAmount: 1700, reimbursementTotal: 0 });
    expect(s.tax.byRate).toEqual([
      { taxRate: 10, taxableAmount: 21700, taxAmount: 2170, totalAmount: 23870 },
    ]);
    expect(s.totalAmount).toBe(23870);
  });

  it('prints them on the invoice inside the 10 % subtotal', async () => {
    const res = await post(a.admin, '/v1/invoices/pdf', { clientId: roadClient.id, accountingMonth: MONTH });
    expect(res.statusCode, res.body).toBe(200);
    const text = await pdfText(res.rawPayload);
    for (const expected of [
      '高速代港湾1便',
      '¥1,200',
      '駐車場代港湾1便',
      '10%対象¥21,700消費税¥2,170',
      '合計（税込）¥23,870',
    ])
      expect(text, expected).toContain(expected);
    expect(text).not.toContain('立替金');
  });

  it('has no 立替金精算書 (409)', async () => {
    const res = await issueStatement(a.admin, roadClient.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('この月の立替金はありません');
  });
});

describe('reimbursed: road costs are 立替金, outside the tax', () => {
  it('moves them out of the taxable subtotal, at what was paid, once the client is switched', async () => {
    const put = await callAs(t, a.admin, 'PUT', `/v1/clients/${roadClient.id}`, {
      ...Object.fromEntries(Object.keys(clientInput.shape).map((k) => [k, roadClient[k as keyof Client]])),
      tollHandling: 'reimbursed',
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.tollHandling).toBe('reimbursed');
    const s = await statementOf(roadClient.id);
    expect(s.lines.map((l) => l.kind)).toEqual(['fee']);
    expect(s.reimbursements.map((r) => [r.paidOn, r.payeeName, r.payeeRegistrationNumber, r.amount])).toEqual(
      [
        ['2026-11-10', '中日本高速道路株式会社', null, 1320],
        // 500 tax excluded + 10 %.
        ['2026-11-09', '港パーキング', 'T7123456789012', 550],
      ],
    );
    expect(s).toMatchObject({ expenseAmount: 0, reimbursementTotal: 1870 });
    expect(s.tax).toEqual({
      byRate: [{ taxRate: 10, taxableAmount: 20000, taxAmount: 2000, totalAmount: 22000 }],
      taxableAmount: 20000,
      taxAmount: 2000,
      totalAmount: 22000,
    });
    expect(s.totalAmount).toBe(23870);
  });

  it('prints a 立替金 section on the invoice after the tax, with each receipt’s payee', async () => {
    const res = await post(a.admin, '/v1/invoices/pdf', { clientId: a.clientId, accountingMonth: MONTH });
    expect(res.statusCode, res.body).toBe(200);
    const text = await pdfText(res.rawPayload);
    for (const expected of [
      '立替金',
      '2026/11/05首都高速道路株式会社高速代豊洲1便¥1,200',
      '立替金は実費のご請求で、消費税の課税対象外です。',
      '小計（税抜）¥101,000',
      '消費税¥10,000',
      '立替金¥1,200',
      '合計（税込）¥112,200',
    ])
      expect(text, expected).toContain(expected);
  });

  it('issues the 立替金精算書: each receipt’s date, payee, amount, the total and the month’s invoice', async () => {
    const res = await issueStatement(a.admin, roadClient.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(
      encodeURIComponent(`立替金精算書_RS-${YEAR}-000001_第1版_有限会社みなと運輸_2026-11.pdf`),
    );
    const text = await pdfText(res.rawPayload);
    for (const expected of [
      '立替金精算書',
      `RS-${YEAR}-000001（第1版）`,
      '有限会社みなと運輸御中',
      'テスト運送株式会社',
      '立替金合計¥1,870（対象外）',
      '対象期間：2026年11月1日〜2026年11月30日',
      '請求書番号：INV-',
      '12026/11/10中日本高速道路株式会社高速代港湾1便¥1,320',
      '22026/11/09港パーキングT7123456789012駐車場代港湾1便¥550',
      '合計¥1,870',
      '消費税の課税対象外',
    ])
      expect(text, expected).toContain(expected);
  });

  it('registers it for the 電帳法 search, outside the consumption tax, reissued as a new version', async () => {
    const again = await issueStatement(a.admin, roadClient.id);
    expect(again.statusCode).toBe(200);
    expect(await pdfText(again.rawPayload)).toContain(`RS-${YEAR}-000001（第2版）`);
    const found = await callAs(
      t,
      a.admin,
      'GET',
      '/v1/issued-documents?kind=reimbursement_statement&amountMin=1870&amountMax=1870&counterparty=みなと',
    );
    expect(found.status).toBe(200);
    expect(found.body.data as IssuedDocument[]).toMatchObject([
      {
        kind: 'reimbursement_statement',
        documentNumber: `RS-${YEAR}-000001`,
        version: 2,
        clientId: roadClient.id,
        accountingMonth: MONTH,
        taxableAmount: 0,
        taxAmount: 0,
        taxBreakdown: [],
        totalAmount: 1870,
        periodFrom: '2026-11-01',
        periodTo: '2026-11-30',
      },
    ]);
  });

  it('answers 404 for another company’s client, 400 at a bad field, 409 for a month without 立替金', async () => {
    expect((await issueStatement(a.admin, other.clientId)).statusCode).toBe(404);
    const bad = await post(a.admin, '/v1/reimbursement-statements/pdf', {
      clientId: 'nope',
      accountingMonth: MONTH,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ property: 'clientId' });
    expect((await issueStatement(a.admin, a.clientId, '2026-09')).statusCode).toBe(409);
  });

  it('is for staff only', async () => {
    expect((await issueStatement(a.driver, a.clientId)).statusCode).toBe(403);
  });
});
