import { describe, expect, it } from 'vitest';
import {
  defaultJournalAccounts as accounts,
  expenseEntries,
  invoiceEntries,
  type JournalEntry,
  journalAccountsInput,
  paymentNoticeEntries,
  taxInside,
} from './journal.ts';
import {
  journalCsv as csvOf,
  FREEE_COLUMNS,
  fitWidth,
  freeeTaxCategory,
  journalFileSpecs,
  MF_COLUMNS,
  mfInvoiceKind,
  mfTaxCategory,
  YAYOI_COLUMNS,
  yayoiTaxCategory,
} from './journal-formats.ts';
import { unregisteredCreditPercent } from './tax-totals.ts';

const journalCsv = (
  format: Parameters<typeof csvOf>[0],
  entries: readonly JournalEntry[],
  taxAccounting: 'inclusive' | 'exclusive' = 'exclusive',
) => csvOf(format, entries, { taxAccounting });

/** Rows and cells of a CSV without quoted commas (what these tests write). */
const cells = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split(','));

const invoice = invoiceEntries(
  {
    date: '2026-11-30',
    clientName: '東西物流株式会社',
    documentNumber: 'INV-2026-000001',
    accountingMonth: '2026-11',
    byRate: [{ taxRate: 10, totalAmount: 110_000, taxAmount: 10_000 }],
    reimbursementAmount: 3_300,
  },
  accounts,
);
const notice = (date: string, creditPercent: number) =>
  paymentNoticeEntries(
    {
      date,
      driverName: '佐藤一郎',
      documentNumber: 'PN-2026-000001',
      accountingMonth: date.slice(0, 7),
      byRate: [{ taxRate: 10, totalAmount: 55_000, taxAmount: 5_000 }],
      creditPercent,
    },
    accounts,
  );
const expense = (over: Partial<Parameters<typeof expenseEntries>[0]> = {}) =>
  expenseEntries(
    {
      date: '2026-11-12',
      driverName: '佐藤一郎',
      description: '高速代 首都高',
      amount: 1_080,
      taxAmount: 80,
      taxRate: 8,
      billable: false,
      creditPercent: 100,
      ...over,
    },
    accounts,
  );
const all: JournalEntry[] = [...invoice, ...notice('2026-09-30', 80), ...expense()];

describe('journal entries', () => {
  it('books an invoice as 売掛金 against 売上高 per rate and 立替金 at cost, untaxed', () => {
    expect(invoice).toEqual([
      expect.objectContaining({
        debit: { account: '売掛金', counterparty: '東西物流株式会社', tax: { kind: 'none' } },
        credit: { account: '売上高', counterparty: null, tax: { kind: 'sales', rate: 10 } },
        amount: 110_000,
        taxAmount: 10_000,
      }),
      expect.objectContaining({
        credit: { account: '立替金', counterparty: null, tax: { kind: 'none' } },
        amount: 3_300,
        taxAmount: 0,
      }),
    ]);
  });

  it('swaps the sides of a negative amount (返還) and leaves out 0 yen', () => {
    const refund = invoiceEntries(
      {
        date: '2026-11-30',
        clientName: 'A',
        documentNumber: 'INV-1',
        accountingMonth: '2026-11',
        byRate: [
          { taxRate: 10, totalAmount: -11_000, taxAmount: -1_000 },
          { taxRate: 0, totalAmount: 0, taxAmount: 0 },
        ],
        reimbursementAmount: 0,
      },
      accounts,
    );
    expect(refund).toHaveLength(1);
    expect(refund[0]).toMatchObject({
      debit: { account: '売上高', tax: { kind: 'sales', rate: 10 } },
      credit: { account: '売掛金' },
      amount: 11_000,
      taxAmount: 1_000,
    });
  });

  it('books a billable expense to 立替金 without tax and an 8 % receipt as a reduced-rate purchase', () => {
    expect(expense({ billable: true })[0]).toMatchObject({
      debit: { account: '立替金', tax: { kind: 'none' } },
      credit: { account: '未払金', counterparty: '佐藤一郎' },
      taxAmount: 0,
    });
    expect(expense()[0]?.debit).toEqual({
      account: '旅費交通費',
      counterparty: null,
      tax: { kind: 'purchase', rate: 8, creditPercent: 100 },
    });
  });

  it('gives a notice from an unregistered driver the 経過措置 share of its date, none once it ended', () => {
    const percentOn = (date: string) => unregisteredCreditPercent(date);
    expect(notice('2026-09-30', percentOn('2026-09-30'))[0]?.debit.tax).toMatchObject({ creditPercent: 80 });
    expect(notice('2026-10-31', percentOn('2026-10-31'))[0]?.debit.tax).toMatchObject({ creditPercent: 70 });
    expect(notice('2028-10-31', percentOn('2028-10-31'))[0]?.debit.tax).toMatchObject({ creditPercent: 50 });
    const ended = notice('2031-10-31', percentOn('2031-10-31'))[0];
    expect(ended?.debit.tax).toEqual({ kind: 'none' });
    expect(ended?.taxAmount).toBe(0);
  });

  it('takes the tax out of a tax-included amount by the company rounding', () => {
    expect(taxInside(1_100, 10, 'floor')).toBe(100);
    expect(taxInside(1_000, 10, 'floor')).toBe(90); // 90.9…
    expect(taxInside(1_000, 10, 'ceil')).toBe(91);
    expect(taxInside(1_000, 10, 'round')).toBe(91);
    expect(taxInside(1_080, 8, 'floor')).toBe(80);
    expect(taxInside(-1_000, 10, 'floor')).toBe(-90);
  });
});

describe('tax categories as each program names them', () => {
  const sales = { kind: 'sales', rate: 10 } as const;
  const full = { kind: 'purchase', rate: 10, creditPercent: 100 } as const;
  const reduced = { kind: 'purchase', rate: 8, creditPercent: 100 } as const;
  const transitional = { kind: 'purchase', rate: 10, creditPercent: 80 } as const;
  it('弥生会計', () => {
    expect(yayoiTaxCategory(sales)).toBe('課税売上内10%');
    expect(yayoiTaxCategory(full)).toBe('課対仕入内10%適格');
    expect(yayoiTaxCategory(reduced)).toBe('課対仕入内軽減8%適格');
    expect(yayoiTaxCategory(transitional)).toBe('課対仕入込10%区分80%');
    expect(yayoiTaxCategory({ kind: 'none' })).toBe('対象外');
  });
  it('freee会計', () => {
    expect(freeeTaxCategory(sales)).toBe('課税売上10%');
    expect(freeeTaxCategory(full)).toBe('課対仕入10%');
    expect(freeeTaxCategory(reduced)).toBe('課対仕入8%（軽）');
    expect(freeeTaxCategory(transitional)).toBe('課対仕入（控80）10%');
    // freee added 控70 and 控30 for the 令和8年度 schedule (developer.freee.co.jp accounting-improvement/8133).
    const onDate = (date: string) =>
      freeeTaxCategory({ kind: 'purchase', rate: 10, creditPercent: unregisteredCreditPercent(date) });
    expect(onDate('2026-10-01')).toBe('課対仕入（控70）10%');
    expect(onDate('2028-10-01')).toBe('課対仕入（控50）10%');
    expect(onDate('2030-10-01')).toBe('課対仕入（控30）10%');
    expect(freeeTaxCategory({ kind: 'purchase', rate: 8, creditPercent: 70 })).toBe(
      '課対仕入（控70）8%（軽）',
    );
    expect(freeeTaxCategory({ kind: 'none' })).toBe('対象外');
  });
  it('マネーフォワード クラウド会計: 税区分 and the インボイス column', () => {
    expect(mfTaxCategory(sales)).toBe('課税売上 10%');
    expect(mfTaxCategory(reduced)).toBe('課税仕入 (軽)8%');
    expect(mfTaxCategory(transitional)).toBe('課税仕入 10%');
    expect(mfInvoiceKind(full)).toBe('適格');
    expect(mfInvoiceKind(transitional)).toBe('80%控除');
    expect(mfInvoiceKind(sales)).toBe('');
  });
});

describe('journal files against the vendors’ column lists', () => {
  const vendorDomains: Record<string, RegExp> = {
    yayoi: /^https:\/\/(support\.yayoi-kk\.co\.jp|developer\.freee\.co\.jp)\//,
    freee: /^https:\/\/(support|developer)\.freee\.co\.jp\//,
    mf: /^https:\/\/biz\.moneyforward\.com\/support\//,
  };
  for (const [format, spec] of Object.entries(journalFileSpecs)) {
    it(`${format}: every row has the published columns, the header is that list, the source is the vendor's`, () => {
      expect(spec.source.length).toBeGreaterThan(0);
      for (const url of spec.source) expect(url).toMatch(vendorDomains[format] as RegExp);
      const rows = cells(journalCsv(format as 'yayoi', all));
      const data = spec.header ? rows.slice(1) : rows;
      if (spec.header) expect(rows[0]).toEqual([...spec.columns]);
      expect(data).toHaveLength(all.length);
      for (const row of data) expect(row).toHaveLength(spec.columns.length);
    });
  }

  it('弥生: the columns named as ida18545 lists them, read by name', () => {
    expect(YAYOI_COLUMNS).toHaveLength(25);
    const row = cells(journalCsv('yayoi', invoice))[0] ?? [];
    const at = (name: (typeof YAYOI_COLUMNS)[number]) => row[YAYOI_COLUMNS.indexOf(name)];
    expect(at('識別フラグ')).toBe('2000');
    expect(at('取引日付')).toBe('2026/11/30');
    expect(at('借方勘定科目')).toBe('売掛金');
    expect(at('貸方勘定科目')).toBe('売上高');
    expect(at('貸方税区分')).toBe('課税売上内10%');
    expect(at('貸方金額')).toBe('110000');
    expect(at('タイプ')).toBe('0');
    expect(at('調整')).toBe('no');
  });

  it('弥生: 税抜経理 writes the tax inside the amount, 税込経理 leaves it blank (freee news/6758)', () => {
    const taxOf = (taxAccounting: 'inclusive' | 'exclusive') =>
      cells(journalCsv('yayoi', all, taxAccounting)).map((r) => [r[9], r[15]]);
    expect(taxOf('exclusive')).toEqual([
      ['0', '10000'],
      ['0', '0'],
      ['', '0'],
      ['80', '0'],
    ]);
    // 税込経理: the taxed side blank, a line outside the tax 0; the 経過措置 line blank under both.
    expect(taxOf('inclusive')).toEqual([
      ['0', ''],
      ['0', '0'],
      ['', '0'],
      ['', '0'],
    ]);
  });

  it('弥生: a 補助科目 keeps 24 half-width places and at most 15 characters (弥生会計 オンライン)', () => {
    const entry = {
      ...all[0],
      debit: { account: '売掛金', counterparty: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', tax: { kind: 'none' } },
    } as JournalEntry;
    expect(cells(journalCsv('yayoi', [entry]))[0]?.[5]).toBe('ABCDEFGHIJKLMNO');
    const kanji = { ...entry, debit: { ...entry.debit, counterparty: '東'.repeat(14) } } as JournalEntry;
    expect(cells(journalCsv('yayoi', [kanji]))[0]?.[5]).toBe('東'.repeat(12));
  });
});

describe('journal files', () => {
  it('弥生インポート形式: 25 columns, no header row, the 識別フラグ 2000 and slashed dates', () => {
    const rows = cells(journalCsv('yayoi', all));
    expect(YAYOI_COLUMNS).toHaveLength(25);
    expect(rows).toHaveLength(all.length);
    for (const row of rows) expect(row).toHaveLength(25);
    expect(rows[0]).toEqual([
      '2000',
      '',
      '',
      '2026/11/30',
      '売掛金',
      '東西物流株式会社',
      '',
      '対象外',
      '110000',
      '0',
      '売上高',
      '',
      '',
      '課税売上内10%',
      '110000',
      '10000',
      '東西物流株式会社 2026-11分 請求書 INV-2026-000001',
      '',
      '',
      '0',
      '',
      '',
      '0',
      '0',
      'no',
    ]);
    const purchase = rows[2];
    expect([purchase?.[4], purchase?.[7], purchase?.[9], purchase?.[10], purchase?.[11]]).toEqual([
      '外注費',
      '課対仕入込10%区分80%',
      '',
      '未払金',
      '佐藤一郎',
    ]);
    expect(journalCsv('yayoi', [])).toBe('');
  });

  it('cuts 弥生会計 text to its widths (摘要 64 half-width places)', () => {
    expect(fitWidth('あいうえお', 5)).toBe('あい');
    expect(fitWidth('ｱｲｳ abc', 5)).toBe('ｱｲｳ a');
    const long = { ...all[0], description: '配'.repeat(40) } as JournalEntry;
    expect(cells(journalCsv('yayoi', [long]))[0]?.[16]).toBe('配'.repeat(32));
  });

  it('freee会計: a header row, 14 columns, UTF-8 with a BOM, one 伝票番号 per line', () => {
    const csv = journalCsv('freee', all);
    expect(csv.startsWith('\uFEFF日付,伝票番号,決算整理仕訳,借方勘定科目,')).toBe(true);
    const [header, ...rows] = cells(csv);
    expect(header).toEqual([...FREEE_COLUMNS]);
    expect(header).toHaveLength(14);
    for (const row of rows) expect(row).toHaveLength(14);
    expect(rows.map((r) => r[1])).toEqual(['1', '2', '3', '4']);
    expect(rows[2]?.slice(3, 8)).toEqual(['外注費', '', '課対仕入（控80）10%', '55000', '5000']);
    expect(rows[3]?.slice(3, 8)).toEqual(['旅費交通費', '', '課対仕入8%（軽）', '1080', '80']);
    expect(cells(journalCsv('freee', []))).toEqual([[...FREEE_COLUMNS]]);
  });

  it('マネーフォワード クラウド会計: the 27 columns A–AA, 取引先 instead of 補助科目', () => {
    const [header, ...rows] = cells(journalCsv('mf', all));
    expect(header).toEqual([...MF_COLUMNS]);
    expect(header).toHaveLength(27);
    expect(header?.slice(0, 10)).toEqual([
      '取引No',
      '取引日',
      '借方勘定科目',
      '借方補助科目',
      '借方部門',
      '借方取引先',
      '借方税区分',
      '借方インボイス',
      '借方金額(円)',
      '借方税額',
    ]);
    for (const row of rows) expect(row).toHaveLength(27);
    expect(rows[2]?.slice(0, 18)).toEqual([
      '3',
      '2026/09/30',
      '外注費',
      '',
      '',
      '',
      '課税仕入 10%',
      '80%控除',
      '55000',
      '5000',
      '未払金',
      '',
      '',
      '佐藤一郎',
      '対象外',
      '',
      '55000',
      '',
    ]);
    expect(cells(journalCsv('mf', []))).toEqual([[...MF_COLUMNS]]);
  });
});

describe('journal accounts input', () => {
  it('needs every account, at most 12 characters, without commas or quotes', () => {
    const settings = { ...accounts, taxAccounting: 'exclusive' };
    expect(journalAccountsInput.safeParse(settings).success).toBe(true);
    expect(accounts).toMatchObject({ inputTax: '仮払消費税', outputTax: '仮受消費税' });
    const bad = journalAccountsInput.safeParse({
      ...settings,
      sales: ' ',
      payable: 'A,B',
      expenses: 'あ'.repeat(13),
      inputTax: '',
      taxAccounting: 'mixed',
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.path[0]).sort()).toEqual([
      'expenses',
      'inputTax',
      'payable',
      'sales',
      'taxAccounting',
    ]);
  });
});
