import { FREEE_COLUMNS, MF_COLUMNS } from '@rikuun/contract';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../src/features/clients/clients.table.ts';
import { courses } from '../src/features/courses/courses.table.ts';
import { expenses } from '../src/features/expenses/expenses.table.ts';
import { bearer, createTestApp, type TestApp, type TestUser, usersOfEveryRole } from './helpers.ts';
import { MONTH, type MoneyCompany, seedMoneyCompany } from './issued-documents.seed.ts';

let t: TestApp;
let a: MoneyCompany;
let other: MoneyCompany;

const post = (user: { token: string }, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(user), payload });
const journal = (user: TestUser, query: string) =>
  t.app.inject({ url: `/v1/statements/journal?${query}`, headers: bearer(user) });

/** The month of company a: an invoice, two payment notices and, besides the billable toll, two receipts. */
beforeAll(async () => {
  t = await createTestApp();
  a = await seedMoneyCompany(t);
  other = await seedMoneyCompany(t, '別テナント株式会社');
  await t.database.db.update(clients).set({ name: '別テナント商事' }).where(eq(clients.id, other.clientId));
  const [course] = await t.database.db
    .insert(courses)
    .values({
      companyId: a.companyId,
      deliveryDate: '2026-11-12',
      name: '築地2便',
      driverId: a.employee.driverId,
    })
    .returning();
  if (!course) throw new Error('course not created');
  const receipt = {
    companyId: a.companyId,
    courseId: course.id,
    driverId: a.employee.driverId,
    paidOn: '2026-11-12',
    taxIncluded: true,
    billable: false,
    approveStatus: 'approved' as const,
  };
  // One by one: the export lists a day's expenses in the order they were entered.
  for (const row of [
    // Food for a client: 8 %, with the shop's registration number.
    {
      ...receipt,
      expenseType: 'other' as const,
      amount: 1_080,
      taxRate: 8,
      payeeName: '築地食品店',
      payeeRegistrationNumber: 'T4011001098993',
    },
    // Parking without a registration number on record.
    { ...receipt, expenseType: 'parking' as const, amount: 500, taxRate: 10, payeeName: '駐車場' },
    // Waiting for approval: not in the books yet.
    {
      ...receipt,
      expenseType: 'parking' as const,
      amount: 700,
      taxRate: 10,
      approveStatus: 'requested' as const,
    },
  ]) {
    await t.database.db.insert(expenses).values(row);
  }
  for (const c of [a, other]) {
    const invoice = await post(c.admin, '/v1/invoices/pdf', { clientId: c.clientId, accountingMonth: MONTH });
    expect(invoice.statusCode, invoice.body).toBe(200);
  }
  for (const driverId of [a.driver.driverId, a.unregistered.driverId]) {
    const notice = await post(a.admin, '/v1/payment-notices/pdf', { driverId, accountingMonth: MONTH });
    expect(notice.statusCode, notice.body).toBe(200);
  }
});
afterAll(() => t.close());

const rowsOf = (text: string): string[][] => parse(text, { relaxColumnCount: false, bom: true });

describe('GET /statements/journal', () => {
  it('answers 弥生インポート形式 in Shift_JIS: invoice, notices (経過措置 for the unregistered), expenses', async () => {
    const res = await journal(a.admin, `accountingMonth=${MONTH}&format=yayoi`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=Shift_JIS');
    expect(res.headers['content-disposition']).toContain('attachment');
    expect(res.rawPayload.includes(Buffer.from('売掛金', 'utf8'))).toBe(false);
    expect(res.rawPayload.includes(iconv.encode('売掛金', 'CP932'))).toBe(true);
    const rows = rowsOf(iconv.decode(res.rawPayload, 'CP932'));
    for (const row of rows) expect(row).toHaveLength(25);
    // 識別フラグ, 取引日付, 借方 科目/補助/税区分/金額/税額, 貸方 科目/補助/税区分/金額/税額
    const pick = (r: string[]) => [0, 3, 4, 5, 7, 8, 9, 10, 11, 13, 14, 15].map((i) => r[i]);
    expect(rows.map(pick)).toEqual([
      [
        '2000',
        '2026/11/20',
        '売掛金',
        '株式会社東京食品',
        '対象外',
        '105600',
        '0',
        '売上高',
        '',
        '課税売上内10%',
        '105600',
        '9600',
      ],
      [
        '2000',
        '2026/11/20',
        '売掛金',
        '株式会社東京食品',
        '対象外',
        '5400',
        '0',
        '売上高',
        '',
        '課税売上内軽減8%',
        '5400',
        '400',
      ],
      [
        '2000',
        '2026/11/20',
        '売掛金',
        '株式会社東京食品',
        '対象外',
        '1200',
        '0',
        '立替金',
        '',
        '対象外',
        '1200',
        '0',
      ],
      [
        '2000',
        '2026/11/30',
        '外注費',
        '',
        '課対仕入内10%適格',
        '30800',
        '2800',
        '未払金',
        '山田 太郎',
        '対象外',
        '30800',
        '0',
      ],
      [
        '2000',
        '2026/11/30',
        '外注費',
        '',
        '課対仕入込10%区分70%',
        '27500',
        '',
        '未払金',
        '佐藤 花子',
        '対象外',
        '27500',
        '0',
      ],
      [
        '2000',
        '2026/11/05',
        '立替金',
        '',
        '対象外',
        '1200',
        '0',
        '未払金',
        '山田 太郎',
        '対象外',
        '1200',
        '0',
      ],
      [
        '2000',
        '2026/11/12',
        '旅費交通費',
        '',
        '課対仕入内軽減8%適格',
        '1080',
        '80',
        '未払金',
        '鈴木 一郎',
        '対象外',
        '1080',
        '0',
      ],
      [
        '2000',
        '2026/11/12',
        '旅費交通費',
        '',
        '課対仕入込10%区分70%',
        '500',
        '',
        '未払金',
        '鈴木 一郎',
        '対象外',
        '500',
        '0',
      ],
    ]);
    expect(rows[0]?.[16]).toMatch(/^株式会社東京食品 2026-11分 請求書 INV-\d{4}-000001$/);
    expect(rows[6]?.[16]).toBe('その他 築地食品店 築地2便');
  });

  it('answers freee in UTF-8 with a BOM and its header, マネーフォワード in Shift_JIS with its 27 columns', async () => {
    const freee = await journal(a.admin, `accountingMonth=${MONTH}&format=freee`);
    expect(freee.statusCode).toBe(200);
    expect(freee.headers['content-type']).toBe('text/csv; charset=UTF-8');
    expect([...freee.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [freeeHeader, ...freeeRows] = rowsOf(freee.body);
    expect(freeeHeader).toEqual([...FREEE_COLUMNS]);
    expect(freeeRows).toHaveLength(8);
    expect(freeeRows[4]?.slice(3, 8)).toEqual(['外注費', '', '課対仕入（控70）10%', '27500', '2500']);

    const mf = await journal(a.admin, `accountingMonth=${MONTH}&format=mf`);
    expect(mf.headers['content-type']).toBe('text/csv; charset=Shift_JIS');
    const [mfHeader, ...mfRows] = rowsOf(iconv.decode(mf.rawPayload, 'CP932'));
    expect(mfHeader).toEqual([...MF_COLUMNS]);
    expect(mfRows).toHaveLength(8);
    for (const row of mfRows) expect(row).toHaveLength(27);
    expect(mfRows[4]?.slice(0, 10)).toEqual([
      '5',
      '2026/11/30',
      '外注費',
      '',
      '',
      '',
      '課税仕入 10%',
      '70%控除',
      '27500',
      '2500',
    ]);
    expect(mfRows[3]?.[7]).toBe('適格');
    expect(mfRows[0]?.[14]).toBe('課税売上 10%');
  });

  it('books a billable toll as the carrier’s own 旅費交通費 when the client has it in the 運賃 (tollHandling included)', async () => {
    const tollRow = (rows: string[][]) => rows.find((r) => r[3] === '2026/11/05');
    const before = rowsOf(
      iconv.decode((await journal(a.admin, `accountingMonth=${MONTH}&format=yayoi`)).rawPayload, 'CP932'),
    );
    expect(tollRow(before)?.[4]).toBe('立替金');
    await t.database.db.update(clients).set({ tollHandling: 'included' }).where(eq(clients.id, a.clientId));
    try {
      const res = await journal(a.admin, `accountingMonth=${MONTH}&format=yayoi`);
      const row = tollRow(rowsOf(iconv.decode(res.rawPayload, 'CP932')));
      // 借方 科目/税区分/金額/税額: the receipt's 10 % tax is a purchase credit like any road cost (経過措置: the payee's registration number is not on record).
      expect([row?.[4], row?.[7], row?.[8], row?.[9]]).toEqual([
        '旅費交通費',
        '課対仕入込10%区分70%',
        '1200',
        '',
      ]);
    } finally {
      await t.database.db
        .update(clients)
        .set({ tollHandling: 'reimbursed' })
        .where(eq(clients.id, a.clientId));
    }
  });

  it('shows only the own company’s documents', async () => {
    const mine = (await journal(a.admin, `accountingMonth=${MONTH}&format=freee`)).body;
    expect(mine).not.toContain('別テナント商事');
    const theirs = await journal(other.admin, `accountingMonth=${MONTH}&format=freee`);
    expect(theirs.body).toContain('別テナント商事');
    expect(theirs.body).not.toContain('株式会社東京食品');
    expect(theirs.body).not.toContain('鈴木 一郎');
  });

  it('answers the header alone for a month with nothing (弥生: an empty file)', async () => {
    const mf = await journal(a.admin, 'accountingMonth=2026-05&format=mf');
    expect(mf.statusCode).toBe(200);
    expect(rowsOf(iconv.decode(mf.rawPayload, 'CP932'))).toEqual([[...MF_COLUMNS]]);
    const yayoi = await journal(a.admin, 'accountingMonth=2026-05&format=yayoi');
    expect(yayoi.statusCode).toBe(200);
    expect(yayoi.rawPayload).toHaveLength(0);
  });

  it('answers 400 at the field for a bad month or software', async () => {
    const month = await journal(a.admin, 'accountingMonth=2026-13&format=yayoi');
    expect(month.statusCode).toBe(400);
    expect(month.json().errors[0]).toMatchObject({ property: 'accountingMonth' });
    const format = await journal(a.admin, `accountingMonth=${MONTH}&format=pca`);
    expect(format.statusCode).toBe(400);
    expect(format.json().errors[0]).toMatchObject({ property: 'format' });
    const missing = await journal(a.admin, `accountingMonth=${MONTH}`);
    expect(missing.json().errors[0]).toMatchObject({ property: 'format' });
    const method = await journal(a.admin, `accountingMonth=${MONTH}&format=yayoi&taxAccounting=both`);
    expect(method.statusCode).toBe(400);
    expect(method.json().errors[0]).toMatchObject({ property: 'taxAccounting' });
  });

  it('takes this export’s 経理方式 over the company’s (the export dialog offers both)', async () => {
    const tax = async (query: string) =>
      rowsOf(iconv.decode((await journal(a.admin, query)).rawPayload, 'CP932'))[0]?.[15];
    expect(await tax(`accountingMonth=${MONTH}&format=yayoi`)).toBe('9600');
    expect(await tax(`accountingMonth=${MONTH}&format=yayoi&taxAccounting=inclusive`)).toBe('');
    expect(await tax(`accountingMonth=${MONTH}&format=yayoi&taxAccounting=exclusive`)).toBe('9600');
  });

  it('is for company staff only', async () => {
    const { byRole } = await usersOfEveryRole(t);
    for (const user of [byRole.driver, byRole.consignor_user, byRole.system_admin]) {
      expect((await journal(user, `accountingMonth=${MONTH}&format=yayoi`)).statusCode).toBe(403);
    }
    expect((await journal(a.driver, `accountingMonth=${MONTH}&format=yayoi`)).statusCode).toBe(403);
  });
});

describe('/self/company/journal-accounts', () => {
  const accounts = {
    sales: '運送収入',
    receivable: '売掛金',
    outsourcing: '傭車費',
    expenses: '車両費',
    reimbursement: '立替金',
    payable: '未払金',
    inputTax: '仮払消費税等',
    outputTax: '仮受消費税等',
    taxAccounting: 'exclusive',
  };

  it('answers the defaults, saves the company’s names and books the export to them', async () => {
    const before = await t.app.inject({
      url: '/v1/self/company/journal-accounts',
      headers: bearer(other.admin),
    });
    expect(before.json()).toEqual({
      sales: '売上高',
      receivable: '売掛金',
      outsourcing: '外注費',
      expenses: '旅費交通費',
      reimbursement: '立替金',
      payable: '未払金',
      inputTax: '仮払消費税',
      outputTax: '仮受消費税',
      taxAccounting: 'exclusive',
      saved: false,
    });
    const saved = await post(other.admin, '/v1/self/company/journal-accounts', accounts);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ ...accounts, saved: true });
    const rows = rowsOf((await journal(other.admin, `accountingMonth=${MONTH}&format=freee`)).body);
    expect(rows[1]?.[8]).toBe('運送収入');
    // Company a keeps the defaults.
    const mine = await t.app.inject({ url: '/v1/self/company/journal-accounts', headers: bearer(a.admin) });
    expect(mine.json()).toMatchObject({ sales: '売上高', saved: false });
  });

  it('税込経理 leaves 弥生’s 税金額 blank, 税抜経理 writes it; freee and マネーフォワード keep their tax column', async () => {
    const yayoiTax = async () =>
      rowsOf(
        iconv.decode(
          (await journal(other.admin, `accountingMonth=${MONTH}&format=yayoi`)).rawPayload,
          'CP932',
        ),
      ).map((r) => [r[13], r[15]]);
    const before = await yayoiTax();
    expect(before[0]).toEqual(['課税売上内10%', '9600']);
    const saved = await post(other.admin, '/v1/self/company/journal-accounts', {
      ...accounts,
      taxAccounting: 'inclusive',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ taxAccounting: 'inclusive', saved: true });
    const after = await yayoiTax();
    expect(after[0]).toEqual(['課税売上内10%', '']);
    expect(after).toHaveLength(before.length);
    const freee = rowsOf((await journal(other.admin, `accountingMonth=${MONTH}&format=freee`)).body);
    expect(freee[1]?.slice(8, 13)).toEqual(['運送収入', '', '課税売上10%', '105600', '9600']);
    await post(other.admin, '/v1/self/company/journal-accounts', accounts);
  });

  it('answers 400 at the field for an empty or too long name, 403 for a driver', async () => {
    const bad = await post(other.admin, '/v1/self/company/journal-accounts', {
      ...accounts,
      sales: '',
      payable: 'あ'.repeat(13),
      outputTax: '',
      taxAccounting: '税込',
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { property: string }) => e.property)
        .sort(),
    ).toEqual(['outputTax', 'payable', 'sales', 'taxAccounting']);
    const message = bad.json().errors.find((e: { property: string }) => e.property === 'taxAccounting');
    expect(Object.values(message.constraints)).toEqual(['経理方式は税込経理か税抜経理を選択してください']);
    expect((await post(other.driver, '/v1/self/company/journal-accounts', accounts)).statusCode).toBe(403);
    const get = await t.app.inject({
      url: '/v1/self/company/journal-accounts',
      headers: bearer(other.driver),
    });
    expect(get.statusCode).toBe(403);
  });
});
