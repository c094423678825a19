import { type CsvValue, toCsv } from './csv.ts';
import type { JournalEntry, JournalFormat, JournalSide, JournalTax } from './journal.ts';

// The import files of the three accounting programs (decision 057 lists what each vendor publishes and
// what could not be confirmed). Every line is one balanced journal with a tax-included amount and the
// tax inside it, so the program books 仮受・仮払消費税 by its own 経理方式 (税抜 or 税込).

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

/** 税区分 + 内税 (税込 amounts) + rate; 経過措置 adds the 区分 of the deductible share. */
export function yayoiTaxCategory(tax: JournalTax): string {
  if (tax.kind === 'none') return '対象外';
  if (tax.kind === 'sales') return `課税売上内${yayoiRate(tax.rate)}`;
  const base = `課対仕入内${yayoiRate(tax.rate)}`;
  return tax.creditPercent >= 100 ? base : `${base}区分${tax.creditPercent}%`;
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

function yayoiSide(side: JournalSide, entry: JournalEntry): CsvValue[] {
  return [
    fitWidth(side.account, 24),
    side.counterparty ? fitWidth(side.counterparty, 24) : '',
    '',
    yayoiTaxCategory(side.tax),
    entry.amount,
    side.tax.kind === 'none' ? 0 : entry.taxAmount,
  ];
}

/** 2000 = 伝票以外の1行の仕訳; タイプ 0 = 仕訳データ; 付箋 0 = none; 調整 no. */
const yayoiRow = (entry: JournalEntry): CsvValue[] => [
  2000,
  '',
  '',
  slashDate(entry.date),
  ...yayoiSide(entry.debit, entry),
  ...yayoiSide(entry.credit, entry),
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
  columns: readonly string[];
  /** Shift_JIS is written as CP932 (what Windows and the programs read); UTF-8 with a BOM. */
  encoding: 'Shift_JIS' | 'UTF-8';
  row: (entry: JournalEntry, index: number) => CsvValue[];
};

export const journalFileSpecs: Record<JournalFormat, JournalFileSpec> = {
  yayoi: { header: null, columns: YAYOI_COLUMNS, encoding: 'Shift_JIS', row: yayoiRow },
  freee: { header: FREEE_COLUMNS, columns: FREEE_COLUMNS, encoding: 'UTF-8', row: freeeRow },
  mf: { header: MF_COLUMNS, columns: MF_COLUMNS, encoding: 'Shift_JIS', row: mfRow },
};

/** The CSV text (CRLF) of the entries in a program's format; the server encodes it as `encoding`. */
export function journalCsv(format: JournalFormat, entries: readonly JournalEntry[]): string {
  const spec = journalFileSpecs[format];
  const rows = entries.map((e, i) => spec.row(e, i));
  return toCsv(spec.header ? [spec.header, ...rows] : rows, { bom: spec.encoding === 'UTF-8' });
}
