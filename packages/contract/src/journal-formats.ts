import { type CsvValue, toCsv } from './csv.ts';
import type { JournalEntry, JournalFormat, JournalSide, JournalTax, TaxAccounting } from './journal.ts';

// The import files of the three accounting programs (decisions 057 and 069 list what each vendor
// publishes, where, and what could not be confirmed). Every line is one balanced journal with a
// tax-included amount and its 税区分: each program's import takes that form under either 経理方式 and,
// under 税抜経理, itself moves the tax to its 仮受消費税 / 仮払消費税 (弥生: the 内税 form with the tax
// amount, as freee's 弥生会計形式 writes it for a 税抜 company; マネーフォワード: the tax is always
// computed on import; freee: its journals keep the tax-included amount and the tax). A separate tax
// line would be booked twice.

/** What the company's books need of the file: its 経理方式 (a company setting). */
export type JournalFileOptions = { taxAccounting: TaxAccounting };

const slashDate = (date: string) => date.replaceAll('-', '/');

/** Width as the programs count it: half-width characters 1, everything else 2. */
const widthOf = (ch: string) => (/^[\u0020-\u007e\uff61-\uff9f]$/.test(ch) ? 1 : 2);

/** The text cut to `max` half-width places (弥生会計 cuts longer text itself, sometimes mid-character). */
export function fitWidth(text: string, max: number): string {
  let width = 0;
  let out = '';
  for (const ch of text) {
    width += widthOf(ch);
    if (width > max) break;
    out += ch;
  }
  return out;
}

// ---- 弥生会計: 弥生インポート形式 (25 columns, no header row, Shift_JIS) ----

const yayoiRate = (rate: 10 | 8) => (rate === 8 ? '軽減8%' : '10%');

/** A 経過措置 purchase: written in the 税込 form (込), whose tax 弥生 works out from the 区分 itself. */
const yayoiTransitional = (tax: JournalTax) => tax.kind === 'purchase' && tax.creditPercent < 100;

/**
 * 税区分 + 内税 (税込 amounts) + rate (弥生 ida1430); a purchase since the インボイス制度 ends with its
 * 請求書区分: 適格, or 区分NN% for the 経過措置 share, which is written in the 税込 form (込) as the
 * 弥生会計形式 freee writes for import does (developer.freee.co.jp/news/6758: 課対仕入内10%適格,
 * 課対仕入込10%区分80%).
 */
export function yayoiTaxCategory(tax: JournalTax): string {
  if (tax.kind === 'none') return '対象外';
  if (tax.kind === 'sales') return `課税売上内${yayoiRate(tax.rate)}`;
  return yayoiTransitional(tax)
    ? `課対仕入込${yayoiRate(tax.rate)}区分${tax.creditPercent}%`
    : `課対仕入内${yayoiRate(tax.rate)}適格`;
}

export const YAYOI_COLUMNS = [
  '識別フラグ',
  '伝票No',
  '決算',
  '取引日付',
  '借方勘定科目',
  '借方補助科目',
  '借方部門',
  '借方税区分',
  '借方金額',
  '借方税金額',
  '貸方勘定科目',
  '貸方補助科目',
  '貸方部門',
  '貸方税区分',
  '貸方金額',
  '貸方税金額',
  '摘要',
  '番号',
  '期日',
  'タイプ',
  '生成元',
  '仕訳メモ',
  '付箋1',
  '付箋2',
  '調整',
] as const;

/**
 * The 税金額 column as freee's 弥生会計形式 writes it (news/6758): under 税抜経理 the tax inside the
 * amount, which 弥生 books to 仮受・仮払消費税; under 税込経理 blank (弥生 keeps the tax in the account);
 * a 経過措置 purchase blank under both (弥生 works out the deductible share from 区分NN%). 0 on a line
 * outside the tax.
 */
function yayoiTaxAmount(tax: JournalTax, entry: JournalEntry, options: JournalFileOptions): CsvValue {
  if (tax.kind === 'none') return 0;
  if (yayoiTransitional(tax) || options.taxAccounting === 'inclusive') return '';
  return entry.taxAmount;
}

/** 補助科目: 24 half-width places (ida18545), 15 characters in 弥生会計 オンライン (ida27184). */
const yayoiSubAccount = (name: string) => [...fitWidth(name, 24)].slice(0, 15).join('');

function yayoiSide(side: JournalSide, entry: JournalEntry, options: JournalFileOptions): CsvValue[] {
  return [
    fitWidth(side.account, 24),
    side.counterparty ? yayoiSubAccount(side.counterparty) : '',
    '',
    yayoiTaxCategory(side.tax),
    entry.amount,
    yayoiTaxAmount(side.tax, entry, options),
  ];
}

/** 2000 = 伝票以外の1行の仕訳 (ida18545); タイプ 0 = 仕訳データ; 付箋 0 = none; 調整 no. */
const yayoiRow = (entry: JournalEntry, _index: number, options: JournalFileOptions): CsvValue[] => [
  2000,
  '',
  '',
  slashDate(entry.date),
  ...yayoiSide(entry.debit, entry, options),
  ...yayoiSide(entry.credit, entry, options),
  fitWidth(entry.description, 64),
  '',
  '',
  0,
  '',
  '',
  0,
  0,
  'no',
];

// ---- freee会計: 仕訳 (振替伝票) import, a header row, UTF-8 with a BOM ----

const freeeRate = (rate: 10 | 8) => (rate === 8 ? '8%（軽）' : '10%');

export function freeeTaxCategory(tax: JournalTax): string {
  if (tax.kind === 'none') return '対象外';
  if (tax.kind === 'sales') return `課税売上${freeeRate(tax.rate)}`;
  return tax.creditPercent >= 100
    ? `課対仕入${freeeRate(tax.rate)}`
    : `課対仕入（控${tax.creditPercent}）${freeeRate(tax.rate)}`;
}

export const FREEE_COLUMNS = [
  '日付',
  '伝票番号',
  '決算整理仕訳',
  '借方勘定科目',
  '借方取引先',
  '借方税区分',
  '借方金額',
  '借方税額',
  '貸方勘定科目',
  '貸方取引先',
  '貸方税区分',
  '貸方金額',
  '貸方税額',
  '摘要',
] as const;

const freeeSide = (side: JournalSide, entry: JournalEntry): CsvValue[] => [
  side.account,
  side.counterparty ?? '',
  freeeTaxCategory(side.tax),
  entry.amount,
  side.tax.kind === 'none' ? '' : entry.taxAmount,
];

/** Each line its own 伝票番号: freee joins the lines of one date and number into one journal. */
const freeeRow = (entry: JournalEntry, index: number): CsvValue[] => [
  slashDate(entry.date),
  index + 1,
  '',
  ...freeeSide(entry.debit, entry),
  ...freeeSide(entry.credit, entry),
  entry.description,
];

// ---- マネーフォワード クラウド会計: 仕訳帳 import (27 columns A–AA, a header row, Shift_JIS) ----

const mfRate = (rate: 10 | 8) => (rate === 8 ? '(軽)8%' : '10%');

export function mfTaxCategory(tax: JournalTax): string {
  if (tax.kind === 'none') return '対象外';
  return `${tax.kind === 'sales' ? '課税売上' : '課税仕入'} ${mfRate(tax.rate)}`;
}

/** The インボイス column: 適格, or the deductible share of a purchase from an unregistered seller. */
export function mfInvoiceKind(tax: JournalTax): string {
  if (tax.kind !== 'purchase') return '';
  return tax.creditPercent >= 100 ? '適格' : `${tax.creditPercent}%控除`;
}

export const MF_COLUMNS = [
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
  '貸方勘定科目',
  '貸方補助科目',
  '貸方部門',
  '貸方取引先',
  '貸方税区分',
  '貸方インボイス',
  '貸方金額(円)',
  '貸方税額',
  '摘要',
  '仕訳メモ',
  'タグ',
  'MF仕訳タイプ',
  '決算整理仕訳',
  '作成日時',
  '作成者',
  '最終更新日時',
  '最終更新者',
] as const;

/** 補助科目 must already exist in MF, so the client or driver goes to 取引先. */
const mfSide = (side: JournalSide, entry: JournalEntry): CsvValue[] => [
  side.account,
  '',
  '',
  side.counterparty ?? '',
  mfTaxCategory(side.tax),
  mfInvoiceKind(side.tax),
  entry.amount,
  side.tax.kind === 'none' ? '' : entry.taxAmount,
];

const mfRow = (entry: JournalEntry, index: number): CsvValue[] => [
  index + 1,
  slashDate(entry.date),
  ...mfSide(entry.debit, entry),
  ...mfSide(entry.credit, entry),
  entry.description,
  '',
  '',
  '',
  '',
  '',
  '',
  '',
  '',
];

// ---- the files ----

export type JournalFileSpec = {
  /** The header row, or null when the program reads data from the first line (弥生). */
  header: readonly string[] | null;
  /** The columns in order: the one list the files and their tests are held to. */
  columns: readonly string[];
  /** Where the vendor publishes the column list (and what the tests compare against). */
  source: readonly string[];
  /** Shift_JIS is written as CP932 (what Windows and the programs read); UTF-8 with a BOM. */
  encoding: 'Shift_JIS' | 'UTF-8';
  row: (entry: JournalEntry, index: number, options: JournalFileOptions) => CsvValue[];
};

export const journalFileSpecs: Record<JournalFormat, JournalFileSpec> = {
  yayoi: {
    header: null,
    columns: YAYOI_COLUMNS,
    source: [
      'https://support.yayoi-kk.co.jp/subcontents.html?page_id=18545',
      'https://support.yayoi-kk.co.jp/faq_Subcontents.html?grade_id=Kaikei&page_id=27184',
      'https://support.yayoi-kk.co.jp/faq_Subcontents.html?page_id=1430',
      'https://developer.freee.co.jp/news/6758',
    ],
    encoding: 'Shift_JIS',
    row: yayoiRow,
  },
  freee: {
    header: FREEE_COLUMNS,
    columns: FREEE_COLUMNS,
    source: [
      'https://support.freee.co.jp/hc/ja/articles/204847430',
      'https://developer.freee.co.jp/news/1434',
      'https://developer.freee.co.jp/news/6471',
      'https://developer.freee.co.jp/accounting/accounting-improvement/8133',
    ],
    encoding: 'UTF-8',
    row: freeeRow,
  },
  mf: {
    header: MF_COLUMNS,
    columns: MF_COLUMNS,
    source: [
      'https://biz.moneyforward.com/support/tax-return/guide/import-books/ib01.html',
      'https://biz.moneyforward.com/support/ac-plus/guide/journal2/import2.html',
      'https://biz.moneyforward.com/support/account/faq/import-errror/ie05.html',
    ],
    encoding: 'Shift_JIS',
    row: mfRow,
  },
};

/** The CSV text (CRLF) of the entries in a program's format; the server encodes it as `encoding`. */
export function journalCsv(
  format: JournalFormat,
  entries: readonly JournalEntry[],
  options: JournalFileOptions,
): string {
  const spec = journalFileSpecs[format];
  const rows = entries.map((e, i) => spec.row(e, i, options));
  return toCsv(spec.header ? [spec.header, ...rows] : rows, { bom: spec.encoding === 'UTF-8' });
}
