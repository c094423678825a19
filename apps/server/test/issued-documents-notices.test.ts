import { type IssuedDocument, type SelfPaymentNotice, todayInTokyo } from '@rikuun/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companySettings } from '../src/features/companies/company-settings.table.ts';
import { jobs } from '../src/lib/jobs/jobs.table.ts';
import { PUSH_JOB } from '../src/lib/push/push.ts';
import { bearer, createTestApp, type TestApp } from './helpers.ts';
import {
  COMPANY_NUMBER,
  DRIVER_NUMBER,
  MONTH,
  type MoneyCompany,
  seedMoneyCompany,
} from './issued-documents.seed.ts';
import { multipartBody } from './support/multipart.ts';
import { pdfText } from './support/pdf-text.ts';

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

const issueNotice = (c: MoneyCompany, driverId: string) =>
  post(c.admin, '/v1/payment-notices/pdf', { driverId, accountingMonth: MONTH });

describe('POST /payment-notices/pdf', () => {
  it('answers a 支払通知書（仕入明細書） with the driver’s registration number, due date and account', async () => {
    const res = await issueNotice(a, a.driver.driverId);
    expect(res.statusCode, res.body).toBe(200);
    const text = await pdfText(res.rawPayload);
    for (const expected of [
      '支払通知書（仕入明細書）',
      `PN-${YEAR}-000001（第1版）`,
      '山田太郎様',
      `登録番号${DRIVER_NUMBER}`,
      'テスト運送株式会社',
      `登録番号${COMPANY_NUMBER}`,
      '対象期間：2026年11月1日〜2026年11月30日',
      'お支払予定日：2026年12月30日（対象期間の初日から59日）',
      '豊洲定期便',
      '¥25,000',
      '燃料手当',
      '10%対象¥28,000消費税¥2,800',
      '立替金（精算）',
      '¥1,200',
      '合計（税込）¥32,000',
      '三菱UFJ銀行本店',
      'ﾔﾏﾀﾞﾀﾛｳ',
      '受領後7日以内にご連絡ください',
      '確認済みとします',
      // Whom to ask, and how: the company and the staff member who issued it.
      'お問い合わせ先',
      '担当：テストcompany_admin',
      `メール：${a.admin.email}`,
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain('2026/10/25');
  });

  it('names the お問い合わせ先 of the settings instead of the issuer, once the company set one', async () => {
    const asking = await seedMoneyCompany(t, '問合せ運送株式会社');
    await t.database.db
      .update(companySettings)
      .set({ contactDepartment: '業務部 精算担当', contactEmail: 'seisan@example.com' })
      .where(eq(companySettings.companyId, asking.companyId));
    const res = await issueNotice(asking, asking.driver.driverId);
    expect(res.statusCode, res.body).toBe(200);
    const text = await pdfText(res.rawPayload);
    // The department and its mail; the phone, not set there, is the company's.
    expect(text).toContain(
      'お問い合わせ先問合せ運送株式会社業務部精算担当電話：03-1234-5678メール：seisan@example.com',
    );
    expect(text).not.toContain('担当：');
    expect(text).not.toContain(asking.admin.email);
  });

  it('prints 登録番号なし and the transitional credit for an unregistered contractor', async () => {
    const res = await issueNotice(a, a.unregistered.driverId);
    expect(res.statusCode, res.body).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(`PN-${YEAR}-000002`);
    expect(text).toContain('登録番号なし（免税事業者）');
    expect(text).toContain('仕入税額控除の経過措置70%');
    expect(text).toContain('口座が登録されていません');
  });

  it('tells the driver by push, once the notice is registered', async () => {
    const pushes = await t.database.db.select().from(jobs).where(eq(jobs.type, PUSH_JOB.type));
    const mine = pushes.filter((j) => (j.payload as { userId: string }).userId === a.driver.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]?.payload).toMatchObject({
      title: '支払通知書のお知らせ',
      body: '2026年11月分の支払通知書が届きました。内容をご確認ください。',
      url: '/driver/payment-notices',
    });
  });

  it('refuses an employee driver with the reason, and another company’s driver with 404', async () => {
    const res = await issueNotice(a, a.employee.driverId);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('業務委託');
    expect((await issueNotice(a, other.driver.driverId)).statusCode).toBe(404);
  });
});

describe('the driver’s payment notices', () => {
  it('lists the driver’s own current notices and confirms one, idempotently', async () => {
    const res = await get(a.driver, '/v1/self/payment-notices');
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json<{ data: SelfPaymentNotice[] }>();
    expect(data.map((n) => n.counterpartyName)).toEqual(['山田 太郎']);
    const notice = data[0] as SelfPaymentNotice;
    expect(notice).toMatchObject({ confirmedAt: null, file: { contentType: 'application/pdf' } });

    const confirmed = await post(a.driver, `/v1/self/payment-notices/${notice.id}/confirm`, {});
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const at = confirmed.json<SelfPaymentNotice>().confirmedAt;
    expect(at).not.toBeNull();
    const again = await post(a.driver, `/v1/self/payment-notices/${notice.id}/confirm`, {});
    expect(again.json<SelfPaymentNotice>().confirmedAt).toBe(at);

    const staffView = (await get(a.admin, `/v1/issued-documents/${notice.id}`)).json<IssuedDocument>();
    expect(staffView).toMatchObject({ confirmedAt: at, confirmedByName: expect.any(String) });
  });

  it("answers 404 for another driver's notice and refuses staff", async () => {
    const [mine] = (await get(a.driver, '/v1/self/payment-notices')).json<{ data: SelfPaymentNotice[] }>()
      .data;
    const res = await post(a.unregistered, `/v1/self/payment-notices/${mine?.id}/confirm`, {});
    expect(res.statusCode).toBe(404);
    expect((await post(other.driver, `/v1/self/payment-notices/${mine?.id}/confirm`, {})).statusCode).toBe(
      404,
    );
    expect((await get(a.admin, '/v1/self/payment-notices')).statusCode).toBe(403);
  });
});

describe('GET /payment-notices/transfer-file', () => {
  const transfer = (c: MoneyCompany, query = `accountingMonth=${MONTH}&transferDate=2026-12-25`) =>
    get(c.admin, `/v1/payment-notices/transfer-file?${query}`);

  it('writes a 全銀 総合振込 file in Shift_JIS for the drivers with an account, naming the others', async () => {
    const res = await transfer(
      a,
      `accountingMonth=${MONTH}&transferDate=2026-12-25&requesterCode=1234567890`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=Shift_JIS');
    expect(decodeURIComponent(String(res.headers['x-skipped-drivers']))).toBe('佐藤 花子');
    const bytes = res.rawPayload;
    expect(bytes.length).toBe(4 * 122);
    const records = [0, 1, 2, 3].map((i) => bytes.subarray(i * 122, i * 122 + 120));
    for (let i = 0; i < 4; i++) expect(bytes.subarray(i * 122 + 120, i * 122 + 122).toString()).toBe('\r\n');
    const ascii = records.map((r) => r.toString('latin1'));
    expect(ascii.map((r) => r[0])).toEqual(['1', '2', '8', '9']);
    expect(ascii[0]?.slice(1, 14)).toBe('2101234567890');
    expect(ascii[0]?.slice(54, 58)).toBe('1225');
    expect(ascii[0]?.slice(58, 62)).toBe('0001');
    expect(ascii[1]?.slice(1, 5)).toBe('0005');
    expect(ascii[1]?.slice(20, 23)).toBe('001');
    expect(ascii[1]?.slice(42, 50)).toBe('10000123');
    // 受取人名 in half-width kana: one byte each (0xA6–0xDF) in Shift_JIS.
    expect([...(records[1] ?? Buffer.alloc(0)).subarray(50, 54)]).toEqual([0xd4, 0xcf, 0xc0, 0xde]);
    expect(ascii[1]?.slice(80, 90)).toBe('0000032000');
    expect(ascii[2]?.slice(1, 19)).toBe('000001000000032000');
  });

  it('remembers the 委託者コード given: the next file without one uses it, and saving the settings keeps it', async () => {
    const code = (res: { rawPayload: Buffer }) => res.rawPayload.subarray(4, 14).toString('latin1');
    const own = await seedMoneyCompany(t, '委託者コード運送株式会社');
    await issueNotice(own, own.driver.driverId);
    const before = await transfer(own);
    expect(before.statusCode, before.body).toBe(400);
    expect(before.json().errors).toEqual([
      expect.objectContaining({
        property: 'requesterCode',
        constraints: { required: expect.stringContaining('委託者コード（10桁）を入力してください') },
      }),
    ]);
    expect((await get(own.admin, '/v1/self/company/settings')).json().zenginRequesterCode).toBeNull();

    const given = await transfer(
      own,
      `accountingMonth=${MONTH}&transferDate=2026-12-25&requesterCode=0987654321`,
    );
    expect(code(given)).toBe('0987654321');
    const settings = (await get(own.admin, '/v1/self/company/settings')).json();
    expect(settings.zenginRequesterCode).toBe('0987654321');
    expect(code(await transfer(own))).toBe('0987654321');

    // The spec's settings form does not send the code; its POST (a replace) leaves it.
    const { payload, headers } = multipartBody(
      [
        'bankName',
        'bankCode',
        'branchName',
        'branchCode',
        'jpAccountType',
        'accountNumber',
        'accountHolder',
      ].map((name) => ({ name, value: String(settings[name]) })),
    );
    const saved = await t.app.inject({
      method: 'POST',
      url: '/v1/self/company/settings',
      headers: { ...headers, ...bearer(own.admin) },
      payload,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().zenginRequesterCode).toBe('0987654321');
    expect(code(await transfer(own))).toBe('0987654321');
    // Each company keeps its own: the first test's file gave company a another code.
    expect(code(await transfer(a))).toBe('1234567890');
  });

  it('answers 409 naming the drivers when none has a usable account, and when nothing was issued', async () => {
    await issueNotice(other, other.unregistered.driverId);
    const res = await transfer(
      other,
      `accountingMonth=${MONTH}&transferDate=2026-12-25&requesterCode=1111111111`,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('佐藤 花子');
    const empty = await transfer(a, 'accountingMonth=2026-10&transferDate=2026-11-30');
    expect(empty.statusCode).toBe(409);
    expect(empty.json().message).toContain('支払通知書がありません');
  });

  it('refuses a malformed transfer date and drivers', async () => {
    const res = await transfer(a, `accountingMonth=${MONTH}&transferDate=2026-02-30`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ property: 'transferDate' });
    // 2026-12-27 is a Sunday, 12-31 a bank holiday: the answer offers the business days around it.
    const sunday = await transfer(a, `accountingMonth=${MONTH}&transferDate=2026-12-27`);
    expect(sunday.statusCode).toBe(400);
    expect(sunday.json().errors[0]).toMatchObject({ property: 'transferDate' });
    expect(JSON.stringify(sunday.json().errors)).toContain(
      '振込指定日 2026/12/27 (日) は銀行の休業日です。前営業日 2026/12/25 (金) か翌営業日 2026/12/28 (月) を指定してください',
    );
    const newYearsEve = await transfer(a, `accountingMonth=${MONTH}&transferDate=2026-12-31`);
    expect(JSON.stringify(newYearsEve.json().errors)).toContain(
      '前営業日 2026/12/30 (水) か翌営業日 2027/01/04 (月)',
    );
    // A 祝日 is closed as well (2027-01-11 成人の日).
    const holiday = await transfer(a, `accountingMonth=${MONTH}&transferDate=2027-01-11`);
    expect(holiday.statusCode).toBe(400);
    expect(JSON.stringify(holiday.json().errors)).toContain(
      '前営業日 2027/01/08 (金) か翌営業日 2027/01/12 (火)',
    );
    // The 委託者コード is the bank's 10 digits, no fewer.
    const short = await transfer(
      a,
      `accountingMonth=${MONTH}&transferDate=2026-12-25&requesterCode=123456789`,
    );
    expect(short.statusCode).toBe(400);
    expect(short.json().errors[0]).toMatchObject({ property: 'requesterCode' });
    expect(
      (
        await get(
          a.driver,
          `/v1/payment-notices/transfer-file?accountingMonth=${MONTH}&transferDate=2026-12-25`,
        )
      ).statusCode,
    ).toBe(403);
  });
});

describe('a replaced payment notice', () => {
  it('refuses to confirm a notice replaced by a newer version', async () => {
    const first = await issueNotice(other, other.driver.driverId);
    const oldId = String(first.headers['x-document-id']);
    await issueNotice(other, other.driver.driverId);
    const res = await post(other.driver, `/v1/self/payment-notices/${oldId}/confirm`, {});
    expect(res.statusCode).toBe(409);
    const mine = (await get(other.driver, '/v1/self/payment-notices')).json<{ data: SelfPaymentNotice[] }>();
    expect(mine.data.map((n) => n.version)).toEqual([2]);
  });
});
