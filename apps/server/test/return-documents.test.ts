import type { ClientStatementDetail, DriverStatementDetail, IssuedDocumentDetail } from '@rikuun/contract';
import { TAX_EXEMPT_REASON_REQUIRED } from '@rikuun/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp, type TestUser } from './helpers.ts';
import { COMPANY_NUMBER, MONTH, type MoneyCompany, seedMoneyCompany } from './issued-documents.seed.ts';
import { callAs, fieldMessages } from './support/api-calls.ts';
import { pdfText } from './support/pdf-text.ts';

// 適格返還請求書 (消費税法 57条の4 ③, domain-ja §4): 値引き・返品 of earlier sales, a negative month, a
// payment notice that pays nothing, and 0 % only with its reason.

let t: TestApp;
let a: MoneyCompany;
let other: MoneyCompany;
/** A second client of company a whose November only returns October's sales. */
let returning: string;

const OCTOBER_DATES = '2026年10月分（2026/09/21〜2026/10/20）';
const NOVEMBER_DATES = '2026年11月分（2026/10/21〜2026/11/20）';

const ok = async (user: TestUser, method: 'POST' | 'PUT', url: string, body: unknown, status = 201) => {
  const res = await callAs(t, user, method, url, body);
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  return res.body;
};

const issue = async (user: TestUser, url: string, payload: object) => {
  const res = await t.app.inject({ method: 'POST', url, headers: bearer(user), payload });
  expect(res.statusCode, res.body).toBe(200);
  return { id: String(res.headers['x-document-id']), text: await pdfText(res.rawPayload), res };
};

beforeAll(async () => {
  t = await createTestApp();
  a = await seedMoneyCompany(t);
  other = await seedMoneyCompany(t, '別テナント株式会社');
  const client = await ok(a.admin, 'POST', '/v1/clients', { name: '株式会社大阪物産', closingDay: 20 });
  returning = client.id;
  const adjustments = `/v1/clients/${returning}/adjustment-amounts`;
  await ok(a.admin, 'POST', adjustments, {
    accountingMonth: MONTH,
    title: '10月分 破損品の値引き',
    amount: -50000,
    relatesToMonth: '2026-10',
  });
  await ok(a.admin, 'POST', adjustments, { accountingMonth: MONTH, title: '遅延の値引き', amount: -5000 });
});
afterAll(() => t.close());

describe('a month whose amount is negative: 返還請求書', () => {
  it('answers the statement as a return, with no due date', async () => {
    const res = await callAs(
      t,
      a.admin,
      'GET',
      `/v1/statements/clients/${returning}?accountingMonth=${MONTH}`,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const s = res.body as ClientStatementDetail;
    expect(s).toMatchObject({ documentKind: 'return_invoice', dueOn: null, totalAmount: -60500 });
    expect(s.returns).toEqual({
      byRate: [{ taxRate: 10, taxableAmount: -55000, taxAmount: -5500, totalAmount: -60500 }],
      taxableAmount: -55000,
      taxAmount: -5500,
      totalAmount: -60500,
    });
    // The month's own 値引き returns the month's own sales.
    expect(s.lines.map((l) => l.originalSales?.accountingMonth)).toEqual(['2026-10', MONTH]);
    const list = await callAs(t, a.admin, 'GET', `/v1/statements/clients?accountingMonth=${MONTH}`);
    const row = list.body.data.find((c: { clientId: string }) => c.clientId === returning);
    expect(row).toMatchObject({ documentKind: 'return_invoice', dueOn: null });
  });

  it('prints a 適格返還請求書: registration number, original sale dates, returns and tax per rate; no due date, no account', async () => {
    const { id, text, res } = await issue(a.admin, '/v1/invoices/pdf', {
      clientId: returning,
      accountingMonth: MONTH,
    });
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain('返還請求書_INV-');
    for (const expected of [
      '返還請求書（適格返還請求書）',
      'テスト運送株式会社',
      `登録番号${COMPANY_NUMBER}`,
      '株式会社大阪物産御中',
      '売上に係る対価の返還等をいたします',
      '返還金額¥60,500（税込）',
      OCTOBER_DATES,
      NOVEMBER_DATES,
      '10月分破損品の値引き',
      '−¥50,000',
      '返還10%対象−¥55,000消費税−¥5,500',
      '返還額合計（税込）−¥60,500',
      '合計（税込）−¥60,500',
    ]) {
      expect(text, expected).toContain(expected);
    }
    for (const absent of ['支払期限', 'お振込先', '振込', 'みずほ銀行', '1234567', 'ご請求金額']) {
      expect(text, absent).not.toContain(absent);
    }
    const doc = (await callAs(t, a.admin, 'GET', `/v1/issued-documents/${id}`)).body as IssuedDocumentDetail;
    expect(doc).toMatchObject({
      kind: 'invoice',
      documentKind: 'return_invoice',
      dueOn: null,
      totalAmount: -60500,
    });
  });

  it('is found in the 電帳法 search by its kind and by a negative amount range', async () => {
    const byKind = await callAs(t, a.admin, 'GET', '/v1/issued-documents?documentKind=return_invoice');
    expect(byKind.status).toBe(200);
    expect(byKind.body.data.map((d: { counterpartyName: string }) => d.counterpartyName)).toEqual([
      '株式会社大阪物産',
    ]);
    const byAmount = await callAs(
      t,
      a.admin,
      'GET',
      '/v1/issued-documents?amountMin=-70000&amountMax=-60000',
    );
    expect(byAmount.body.total).toBe(1);
    const bad = await callAs(t, a.admin, 'GET', '/v1/issued-documents?documentKind=refund');
    expect(bad.status).toBe(400);
    expect(fieldMessages(bad.body).documentKind).toHaveLength(1);
  });
});

describe('a month with 値引き of earlier sales: the invoice carries a 返還 part', () => {
  it('bills the balance with its due date, and states the returns with their dates and tax per rate', async () => {
    const adjustments = `/v1/clients/${a.clientId}/adjustment-amounts`;
    await ok(a.admin, 'POST', adjustments, {
      accountingMonth: MONTH,
      title: '10月分 返品',
      amount: -10000,
      relatesToMonth: '2026-10',
    });
    await ok(a.admin, 'POST', adjustments, {
      accountingMonth: MONTH,
      title: '国際輸送（輸出）',
      amount: 2000,
      taxRate: 0,
      taxExemptReason: '輸出免税（国際輸送）',
    });
    const s = (
      await callAs(t, a.admin, 'GET', `/v1/statements/clients/${a.clientId}?accountingMonth=${MONTH}`)
    ).body as ClientStatementDetail;
    // 10 %: 96,000 → 9,600 and −10,000 → −1,000 apart; 8 %: 5,000 → 400; 0 %: 2,000; 立替金 1,200.
    expect(s).toMatchObject({ documentKind: 'invoice', dueOn: '2026-12-30', totalAmount: 103200 });
    expect(s.tax.byRate).toEqual([
      { taxRate: 10, taxableAmount: 86000, taxAmount: 8600, totalAmount: 94600 },
      { taxRate: 8, taxableAmount: 5000, taxAmount: 400, totalAmount: 5400 },
      { taxRate: 0, taxableAmount: 2000, taxAmount: 0, totalAmount: 2000 },
    ]);
    const { text } = await issue(a.admin, '/v1/invoices/pdf', {
      clientId: a.clientId,
      accountingMonth: MONTH,
    });
    for (const expected of [
      '請求書',
      '売上に係る対価の返還等を含みます',
      'ご請求金額¥103,200（税込）',
      'お支払期限：2026年12月30日',
      '売上に係る対価の返還等',
      OCTOBER_DATES,
      '10月分返品',
      '返還10%対象−¥10,000消費税−¥1,000',
      '10%対象¥86,000消費税¥8,600',
      '国際輸送(輸出)¥2,0000%',
      '0%対象（免税・不課税）¥2,000',
      '税率0%の理由：輸出免税(国際輸送)',
      'お振込先',
    ]) {
      expect(text, expected).toContain(expected);
    }
  });
});

describe('a payment notice that pays nothing: 相殺通知書', () => {
  it('has no payment date and no transfer, and is kept as a 相殺通知書', async () => {
    // 佐藤 花子 earns 25,000 (+10 %) in November; a deduction of the same takes it all.
    await ok(a.admin, 'POST', `/v1/drivers/${a.unregistered.driverId}/adjustment-amounts`, {
      accountingMonth: MONTH,
      title: '車両リース料',
      amount: -25000,
    });
    const s = (
      await callAs(
        t,
        a.admin,
        'GET',
        `/v1/statements/drivers/${a.unregistered.driverId}?accountingMonth=${MONTH}`,
      )
    ).body as DriverStatementDetail;
    expect(s).toMatchObject({ documentKind: 'offset_notice', dueOn: null, totalAmount: 0 });
    const { id, text } = await issue(a.admin, '/v1/payment-notices/pdf', {
      driverId: a.unregistered.driverId,
      accountingMonth: MONTH,
    });
    for (const expected of [
      '相殺通知書（仕入明細書）',
      '今回お支払いする金額はありません',
      'お支払金額¥0（税込）',
      '仕入に係る対価の返還等',
      // A contractor's month runs to its end: the deduction returns that month's purchases.
      '2026年11月分（2026/11/01〜2026/11/30）',
      '返還10%対象−¥25,000消費税−¥2,500',
    ]) {
      expect(text, expected).toContain(expected);
    }
    for (const absent of ['お支払予定日', 'お振込先口座', '振込']) expect(text, absent).not.toContain(absent);
    const doc = (await callAs(t, a.admin, 'GET', `/v1/issued-documents/${id}`)).body as IssuedDocumentDetail;
    expect(doc).toMatchObject({
      kind: 'payment_notice',
      documentKind: 'offset_notice',
      dueOn: null,
      totalAmount: 0,
    });
    // The driver's own list shows it too, by its kind.
    const own = await callAs(t, a.unregistered, 'GET', '/v1/self/payment-notices');
    expect(own.body.data[0]).toMatchObject({ id, documentKind: 'offset_notice' });
  });
});

describe('refusals, roles and tenants', () => {
  it('refuses 0 % without its reason at taxExemptReason (contracts and adjustments)', async () => {
    const contract = await callAs(t, a.admin, 'POST', '/v1/contracts', {
      clientId: a.clientId,
      name: '国際便',
      from: '2026-04-01',
      feeType: 'per_course',
      billingUnitPrice: 50000,
      taxRate: 0,
    });
    expect(contract.status).toBe(400);
    expect(fieldMessages(contract.body).taxExemptReason).toEqual([TAX_EXEMPT_REASON_REQUIRED]);
    const adjustments = `/v1/clients/${a.clientId}/adjustment-amounts`;
    const adjustment = await callAs(t, a.admin, 'POST', adjustments, {
      accountingMonth: MONTH,
      title: '輸出分',
      amount: 1000,
      taxRate: 0,
    });
    expect(adjustment.status).toBe(400);
    expect(fieldMessages(adjustment.body).taxExemptReason).toEqual([TAX_EXEMPT_REASON_REQUIRED]);
    const replace = await callAs(t, a.admin, 'POST', `${adjustments}/replace`, {
      accountingMonth: MONTH,
      items: [{ title: '輸出分', amount: 1000, taxRate: 0, taxExemptReason: '  ' }],
    });
    expect(replace.status).toBe(400);
    expect(JSON.stringify(replace.body.errors)).toContain('"property":"taxExemptReason"');
    // With 10 % a reason is not kept.
    const ten = await ok(a.admin, 'POST', adjustments, {
      accountingMonth: '2026-12',
      title: '追加便',
      amount: 1000,
      taxRate: 10,
      taxExemptReason: '輸出免税',
    });
    expect(ten.taxExemptReason).toBeNull();
  });

  it('refuses a return on a positive amount or of a month not earlier, at relatesToMonth', async () => {
    const adjustments = `/v1/clients/${a.clientId}/adjustment-amounts`;
    const positive = await callAs(t, a.admin, 'POST', adjustments, {
      accountingMonth: MONTH,
      title: '追加',
      amount: 1000,
      relatesToMonth: '2026-10',
    });
    expect(positive.status).toBe(400);
    expect(fieldMessages(positive.body).relatesToMonth).toEqual([
      '元の取引月は、値引き・返品（マイナスの金額）の場合に指定します',
    ]);
    const later = await callAs(t, a.admin, 'POST', adjustments, {
      accountingMonth: MONTH,
      title: '値引き',
      amount: -1000,
      relatesToMonth: MONTH,
    });
    expect(later.status).toBe(400);
    expect(fieldMessages(later.body).relatesToMonth).toEqual([
      '元の取引月は対象月より前の月を指定してください',
    ]);
  });

  it('keeps returns to staff and to the company', async () => {
    const driver = await callAs(t, a.driver, 'POST', `/v1/clients/${returning}/adjustment-amounts`, {
      accountingMonth: MONTH,
      title: '値引き',
      amount: -1000,
      relatesToMonth: '2026-10',
    });
    expect(driver.status).toBe(403);
    const invoice = { clientId: returning, accountingMonth: MONTH };
    expect((await callAs(t, a.driver, 'POST', '/v1/invoices/pdf', invoice)).status).toBe(403);
    const otherAdmin = other.admin;
    expect(
      (await callAs(t, otherAdmin, 'GET', `/v1/statements/clients/${returning}?accountingMonth=${MONTH}`))
        .status,
    ).toBe(404);
    expect(
      (
        await callAs(t, otherAdmin, 'POST', '/v1/invoices/pdf', {
          clientId: returning,
          accountingMonth: MONTH,
        })
      ).status,
    ).toBe(404);
    const search = await callAs(t, otherAdmin, 'GET', '/v1/issued-documents?documentKind=return_invoice');
    expect(search.body.total).toBe(0);
  });
});
