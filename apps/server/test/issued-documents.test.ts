import type { IssuedDocument, IssuedDocumentDetail } from '@rikuun/contract';
import { todayInTokyo } from '@rikuun/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  documentCounters,
  issuedDocuments,
} from '../src/features/issued-documents/issued-documents.table.ts';
import { bearer, createTestApp, type TestApp } from './helpers.ts';
import { COMPANY_NUMBER, MONTH, type MoneyCompany, seedMoneyCompany } from './issued-documents.seed.ts';
import { pdfText } from './support/pdf-text.ts';
import { damagedPngBytes, rgbaPngBytes } from './support/samples.ts';
import { storeSeal } from './support/seal-file.ts';

let t: TestApp;
let a: MoneyCompany;
let other: MoneyCompany;

beforeAll(async () => {
  t = await createTestApp();
  a = await seedMoneyCompany(t);
  other = await seedMoneyCompany(t, '別テナント株式会社');
});
afterAll(() => t.close());

/** Numbers run per year of issue. */
const YEAR = todayInTokyo().slice(0, 4);

const post = (user: { token: string }, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(user), payload });
const get = (user: { token: string }, url: string) => t.app.inject({ url, headers: bearer(user) });

const issueInvoice = (c: MoneyCompany) =>
  post(c.admin, '/v1/invoices/pdf', { clientId: c.clientId, accountingMonth: MONTH });
const issueNotice = (c: MoneyCompany, driverId: string) =>
  post(c.admin, '/v1/payment-notices/pdf', { driverId, accountingMonth: MONTH });
const list = async (c: MoneyCompany, query = '') => {
  const res = await get(c.admin, `/v1/issued-documents?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: IssuedDocument[]; total: number }>();
};

describe('POST /invoices/pdf', () => {
  let first: { id: string; text: string };

  it('answers a qualified invoice (適格請求書) with every item the law asks for', async () => {
    const res = await issueInvoice(a);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    // Our own PDF is shown inline by the browser's viewer, in a sandbox (no script, opaque origin).
    expect(res.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
    expect(String(res.headers['content-disposition'])).toMatch(/^inline; /);
    expect(res.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent(`請求書_INV-${YEAR}-000001_第1版_株式会社東京食品_2026-11.pdf`)}`,
    );
    const id = String(res.headers['x-document-id']);
    const text = await pdfText(res.rawPayload);
    first = { id, text };
    const today = todayInTokyo();
    const [y, m, d] = today.split('-').map(Number);
    for (const expected of [
      '請求書',
      `INV-${YEAR}-000001（第1版）`,
      `発行日${y}年${m}月${d}日`,
      '株式会社東京食品御中',
      'テスト運送株式会社',
      `登録番号${COMPANY_NUMBER}`,
      '〒100-0001',
      'TEL03-1234-5678',
      '請求期間：2026年10月21日〜2026年11月20日',
      'お支払期限：2026年12月30日',
      '2026/10/25',
      '豊洲定期便（山田太郎）',
      '¥32,000',
      '※冷凍食品の仕入',
      '8%※',
      '※は軽減税率対象',
      '10%対象¥96,000消費税¥9,600',
      '8%対象（軽減税率）¥5,000消費税¥400',
      '立替金',
      '高速代',
      '¥1,200',
      '小計（税抜）¥101,000',
      '消費税¥10,000',
      '合計（税込）¥112,200',
      'ご請求金額¥112,200（税込）',
      'お振込先',
      'みずほ銀行東京営業部',
      '普通1234567',
      'ｶ)ﾃｽﾄｳﾝｿｳ',
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  it('registers the document with its figures', async () => {
    const res = await get(a.admin, `/v1/issued-documents/${first.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const doc = res.json<IssuedDocumentDetail>();
    expect(doc).toMatchObject({
      kind: 'invoice',
      documentNumber: `INV-${YEAR}-000001`,
      version: 1,
      accountingMonth: MONTH,
      clientId: a.clientId,
      counterpartyName: '株式会社東京食品',
      periodFrom: '2026-10-21',
      periodTo: '2026-11-20',
      dueOn: '2026-12-30',
      taxableAmount: 101000,
      taxAmount: 10000,
      totalAmount: 112200,
      supersededAt: null,
      issuedByName: expect.any(String),
    });
    expect(doc.taxBreakdown).toEqual([
      { taxRate: 10, taxableAmount: 96000, taxAmount: 9600, totalAmount: 105600 },
      { taxRate: 8, taxableAmount: 5000, taxAmount: 400, totalAmount: 5400 },
    ]);
    expect(doc.file).toMatchObject({
      contentType: 'application/pdf',
      url: expect.stringContaining('signature='),
    });
    const link = await t.app.inject({ url: doc.file.url.replace(/^https?:\/\/[^/]+/, '') });
    expect(link.statusCode).toBe(200);
    expect(link.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('reissues as version 2 under the same number and keeps version 1 readable', async () => {
    const res = await issueInvoice(a);
    expect(res.statusCode, res.body).toBe(200);
    const secondId = String(res.headers['x-document-id']);
    expect(secondId).not.toBe(first.id);
    expect(await pdfText(res.rawPayload)).toContain(`INV-${YEAR}-000001（第2版）`);

    const current = await list(a, 'kind=invoice');
    expect(current.data.map((d) => [d.id, d.version])).toEqual([[secondId, 2]]);
    const all = await list(a, 'kind=invoice&includeSuperseded=true');
    expect(all.total).toBe(2);

    const detail = (await get(a.admin, `/v1/issued-documents/${first.id}`)).json<IssuedDocumentDetail>();
    expect(detail.supersededAt).not.toBeNull();
    expect(detail.versions.map((v) => v.version)).toEqual([2, 1]);
    const old = await get(a.admin, `/v1/issued-documents/${first.id}/pdf`);
    expect(old.statusCode).toBe(200);
    expect(old.headers['content-type']).toBe('application/pdf');
    expect(await pdfText(old.rawPayload)).toBe(first.text);
  });

  it('refuses to issue without the company registration number (not a qualified invoice)', async () => {
    const bare = await seedMoneyCompany(t, '未登録運送株式会社', { registered: false });
    const res = await issueInvoice(bare);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('登録番号');
    expect((await list(bare)).total).toBe(0);
    const counters = await t.database.db
      .select()
      .from(documentCounters)
      .where(eq(documentCounters.companyId, bare.companyId));
    expect(counters).toEqual([]);
  });

  it("answers 404 for another company's client and refuses bad input in Japanese", async () => {
    const res = await post(a.admin, '/v1/invoices/pdf', { clientId: other.clientId, accountingMonth: MONTH });
    expect(res.statusCode).toBe(404);
    const bad = await post(a.admin, '/v1/invoices/pdf', { clientId: a.clientId, accountingMonth: '2026-13' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ property: 'accountingMonth' });
  });

  it('is for staff only', async () => {
    expect(
      (await post(a.driver, '/v1/invoices/pdf', { clientId: a.clientId, accountingMonth: MONTH })).statusCode,
    ).toBe(403);
  });
});

describe('GET /issued-documents (電帳法 search)', () => {
  beforeAll(async () => {
    for (const driverId of [a.driver.driverId, a.unregistered.driverId]) {
      expect((await issueNotice(a, driverId)).statusCode).toBe(200);
    }
  });

  const ids = async (query: string) => (await list(a, query)).data.map((d) => d.counterpartyName).sort();

  it('searches by issue date range', async () => {
    // An older document, as if issued in October.
    const [notice] = (await list(a, 'counterparty=佐藤')).data;
    await t.database.db
      .update(issuedDocuments)
      .set({ issuedOn: '2020-10-15' })
      .where(eq(issuedDocuments.id, notice?.id ?? ''));
    expect(await ids('issuedFrom=2020-10-01&issuedTo=2020-10-31')).toEqual(['佐藤 花子']);
    expect(await ids('issuedFrom=2020-10-16')).toEqual(['山田 太郎', '株式会社東京食品']);
    expect(await ids('issuedTo=2020-10-14')).toEqual([]);
  });

  it('searches by amount range, counterparty (part of the name, NFKC) and their combination', async () => {
    expect(await ids('amountMin=32000&amountMax=32000')).toEqual(['山田 太郎']);
    expect(await ids('amountMin=100000')).toEqual(['株式会社東京食品']);
    expect(await ids('counterparty=東京食品')).toEqual(['株式会社東京食品']);
    expect(await ids(`counterparty=${encodeURIComponent('山田　太郎')}`)).toEqual(['山田 太郎']);
    expect(await ids('kind=payment_notice&amountMax=30000')).toEqual(['佐藤 花子']);
    expect(await ids('kind=payment_notice&amountMin=20000&issuedFrom=2020-10-16')).toEqual(['山田 太郎']);
    expect(await ids(`driverId=${a.driver.driverId}&accountingMonth=${MONTH}`)).toEqual(['山田 太郎']);
    expect(await ids('accountingMonth=2026-10')).toEqual([]);
  });

  it('refuses reversed ranges in Japanese', async () => {
    const res = await get(a.admin, '/v1/issued-documents?amountMin=10&amountMax=1');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ property: 'amountMax' });
  });

  // Another company's list without these documents and its 404 on GET /v1/issued-documents/:id and
  // /:id/pdf: route-security.test.ts.
});

describe('issuing details', () => {
  it('prints the company seal when one is set', async () => {
    const before = await issueInvoice(other);
    expect(before.rawPayload.toString('latin1')).not.toContain('/Subtype /Image');
    await storeSeal(t, other.companyId, rgbaPngBytes(), `2026/11/seal-${other.companyId}`);
    const res = await issueInvoice(other);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.rawPayload.toString('latin1')).toContain('/Subtype /Image');
  });

  it('issues the invoice without a seal whose stored PNG no longer decodes, on the request thread too', async () => {
    // pdfkit decodes a PNG's pixels in a zlib callback: with these bytes its error would end the process.
    await storeSeal(t, other.companyId, damagedPngBytes(), `2026/11/seal-damaged-${other.companyId}`);
    const res = await issueInvoice(other);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.rawPayload.toString('latin1')).not.toContain('/Subtype /Image');
  });

  it('makes two simultaneous issues of one month version 1 and 2 of one number', async () => {
    const body = { clientId: other.clientId, accountingMonth: '2026-12' };
    const answers = await Promise.all([
      post(other.admin, '/v1/invoices/pdf', body),
      post(other.admin, '/v1/invoices/pdf', body),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    const docs = (await list(other, 'accountingMonth=2026-12&includeSuperseded=true')).data;
    expect(docs.map((d) => d.version).sort()).toEqual([1, 2]);
    expect(new Set(docs.map((d) => d.documentNumber)).size).toBe(1);
    expect(docs[0]?.documentNumber).toBe(`INV-${YEAR}-000002`);
  });
});
