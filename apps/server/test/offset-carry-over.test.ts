import type { ClientStatementDetail, ClientStatementSummary, DriverStatementDetail } from '@rikuun/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expenses } from '../src/features/expenses/expenses.table.ts';
import { bearer, createTestApp, type TestApp, type TestUser } from './helpers.ts';
import { MONTH, type MoneyCompany, seedMoneyCompany } from './issued-documents.seed.ts';
import { callAs } from './support/api-calls.ts';
import { pdfText } from './support/pdf-text.ts';

// A 相殺通知書 whose deductions go beyond the payment carries the shortfall into the next month's
// payment notice (前月からの繰越); the 立替金精算書 is flagged when the month's 立替金 moves after issue.

let t: TestApp;
let a: MoneyCompany;
const DECEMBER = '2026-12';

const ok = async (user: TestUser, method: 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) => {
  const res = await callAs(t, user, method, url, body);
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  return res.body;
};
const issue = async (user: TestUser, url: string, payload: object) => {
  const res = await t.app.inject({ method: 'POST', url, headers: bearer(user), payload });
  expect(res.statusCode, res.body).toBe(200);
  return { id: String(res.headers['x-document-id']), text: await pdfText(res.rawPayload) };
};
const driverMonth = async (month: string) =>
  (await callAs(t, a.admin, 'GET', `/v1/statements/drivers/${a.driver.driverId}?accountingMonth=${month}`))
    .body as DriverStatementDetail;

beforeAll(async () => {
  t = await createTestApp();
  a = await seedMoneyCompany(t);
});
afterAll(() => t.close());

describe('a 相殺通知書 short of its deductions', () => {
  it('carries the shortfall into the next month, outside the tax, and says so on both notices', async () => {
    // November: 25,000 + 3,000 手当 (+10 %) and a 1,200 toll paid back, against a 60,000 deduction.
    const adjustments = `/v1/drivers/${a.driver.driverId}/adjustment-amounts`;
    const lease = await ok(a.admin, 'POST', adjustments, {
      accountingMonth: MONTH,
      title: '車両買取代金の分割控除',
      amount: -60000,
    });
    const november = await driverMonth(MONTH);
    // 30,800 − 66,000 + 1,200 立替金 = −34,000.
    expect(november).toMatchObject({
      documentKind: 'offset_notice',
      dueOn: null,
      totalAmount: -34000,
      carriedOver: null,
    });
    const notice = await issue(a.admin, '/v1/payment-notices/pdf', {
      driverId: a.driver.driverId,
      accountingMonth: MONTH,
    });
    expect(notice.text).toContain(
      '−¥34,000（控除・返還がお支払額を上回っています。翌月のお支払額から差し引きます）',
    );
    const noticeNumber = (await callAs(t, a.admin, 'GET', `/v1/issued-documents/${notice.id}`)).body
      .documentNumber as string;

    // December: a 50,000 手当 (+10 %) less the carried 34,000; the tax is December's own only.
    await ok(a.admin, 'POST', adjustments, { accountingMonth: DECEMBER, title: '年末手当', amount: 50000 });
    const december = await driverMonth(DECEMBER);
    expect(december).toMatchObject({
      documentKind: 'payment_notice',
      carriedOver: { fromMonth: MONTH, documentNumber: noticeNumber, amount: -34000 },
      tax: { taxableAmount: 50000, taxAmount: 5000, totalAmount: 55000 },
      totalAmount: 21000,
      dueOn: expect.any(String),
    });
    expect(december.lines.map((l) => l.amount)).toEqual([50000]);
    const decemberNotice = await issue(a.admin, '/v1/payment-notices/pdf', {
      driverId: a.driver.driverId,
      accountingMonth: DECEMBER,
    });
    for (const part of [
      '支払通知書（仕入明細書）',
      'お支払金額¥21,000',
      '前月からの繰越（相殺不足額）−¥34,000',
      '差引合計¥21,000',
      `2026年11月分の相殺通知書（${noticeNumber}）で控除しきれなかった金額です`,
      '課税対象外です',
    ]) {
      expect(decemberNotice.text, part).toContain(part);
    }
    // The transfer pays what is left.
    const list = (await callAs(t, a.admin, 'GET', `/v1/statements/drivers?accountingMonth=${DECEMBER}`)).body
      .data as { driverId: string; totalAmount: number; changedSinceIssue: boolean }[];
    expect(list.find((s) => s.driverId === a.driver.driverId)).toMatchObject({
      totalAmount: 21000,
      changedSinceIssue: false,
    });

    // November reissued with a smaller deduction: December now carries the new shortfall, and its
    // issued notice is flagged for a reissue.
    await ok(a.admin, 'PUT', `${adjustments}/${lease.id}`, {
      accountingMonth: MONTH,
      title: '車両買取代金の分割控除',
      amount: -40000,
    });
    await issue(a.admin, '/v1/payment-notices/pdf', { driverId: a.driver.driverId, accountingMonth: MONTH });
    expect(await driverMonth(DECEMBER)).toMatchObject({
      carriedOver: { amount: -12000 },
      totalAmount: 43000,
      changedSinceIssue: true,
    });

    // A month with nothing to carry has none; another company's notice is never read.
    expect((await driverMonth('2027-01')).carriedOver).toBeNull();
    const other = await seedMoneyCompany(t, '別テナント株式会社');
    const theirs = (
      await callAs(
        t,
        other.admin,
        'GET',
        `/v1/statements/drivers/${other.driver.driverId}?accountingMonth=${DECEMBER}`,
      )
    ).body as DriverStatementDetail;
    expect(theirs.carriedOver).toBeNull();
  });
});

describe('立替金精算書 changed after issue', () => {
  it('is flagged in the month close list and the client month once the 立替金 moves', async () => {
    const clientMonth = async () =>
      (await callAs(t, a.admin, 'GET', `/v1/statements/clients/${a.clientId}?accountingMonth=${MONTH}`))
        .body as ClientStatementDetail;
    const listed = async () =>
      (
        (await callAs(t, a.admin, 'GET', `/v1/statements/clients?accountingMonth=${MONTH}`)).body
          .data as ClientStatementSummary[]
      ).find((s) => s.clientId === a.clientId);
    expect(await clientMonth()).toMatchObject({
      reimbursementIssued: null,
      reimbursementChangedSinceIssue: false,
    });
    await issue(a.admin, '/v1/reimbursement-statements/pdf', {
      clientId: a.clientId,
      accountingMonth: MONTH,
    });
    expect(await clientMonth()).toMatchObject({
      reimbursementTotal: 1200,
      reimbursementIssued: { totalAmount: 1200, version: 1 },
      reimbursementChangedSinceIssue: false,
    });
    // The receipt corrected after issue (1,200 → 1,500): the 精算書 no longer matches.
    await t.database.db
      .update(expenses)
      .set({ amount: 1500 })
      .where(and(eq(expenses.companyId, a.companyId), eq(expenses.payeeName, '首都高速道路株式会社')));
    expect(await clientMonth()).toMatchObject({
      reimbursementTotal: 1500,
      reimbursementChangedSinceIssue: true,
    });
    expect(await listed()).toMatchObject({
      reimbursementIssued: { totalAmount: 1200 },
      reimbursementChangedSinceIssue: true,
    });
    // Reissued: version 2 matches again.
    await issue(a.admin, '/v1/reimbursement-statements/pdf', {
      clientId: a.clientId,
      accountingMonth: MONTH,
    });
    expect(await listed()).toMatchObject({
      reimbursementIssued: { totalAmount: 1500, version: 2 },
      reimbursementChangedSinceIssue: false,
    });
  });
});
