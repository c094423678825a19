import type { JpAccountType } from './bank-account.ts';
import { toZenginKana, ZENGIN_KANA_PATTERN } from './zengin-kana.ts';

/**
 * 全銀協 総合振込 file (domain-ja §5): fixed-width records of exactly 120 bytes in Shift_JIS — header (1),
 * one data record (2) per payee, trailer (8), end (9). Every character is ASCII or half-width katakana,
 * one byte each in Shift_JIS, so a record of 120 characters is 120 bytes; the server encodes the text.
 * Numbers are right-aligned and zero-padded, text left-aligned and space-padded. Records are separated
 * by CRLF, with a CRLF after the end record too (what bank software and Windows tools expect; banks
 * that want no line breaks take the records read 120 bytes at a time after removing them).
 */
export const ZENGIN_RECORD_LENGTH = 120;
/** 種別コード 21 総合振込; コード区分 0 SJIS. */
export const ZENGIN_KIND_CODE = '21';
export const ZENGIN_CODE_SECTION = '0';
export const ZENGIN_LINE_BREAK = '\r\n';

export type ZenginAccount = {
  bankCode: string;
  /** Half-width kana (銀行名); may be empty, the code is what the bank reads. */
  bankNameKana: string;
  branchCode: string;
  branchNameKana: string;
  accountType: JpAccountType;
  accountNumber: string;
};

export type ZenginPayment = ZenginAccount & {
  /** 受取人名 in the Zengin form (bank-account.ts accountHolderSchema). */
  holderKana: string;
  /** Yen, 1 to 9,999,999,999. */
  amount: number;
  /** 顧客コード1 (10 digits, optional): e.g. the payee's own number in the company. */
  customerCode?: string;
};

export type ZenginTransferInput = {
  /** 委託者コード (10 digits) the bank assigned to the company. */
  requesterCode: string;
  /** 委託者名 (half-width kana). */
  requesterName: string;
  /** 振込指定日 YYYY-MM-DD; written as MMDD. */
  transferDate: string;
  /** The company's own account the transfers are paid from. */
  source: ZenginAccount;
  payments: readonly ZenginPayment[];
};

export class ZenginFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ZenginFormatError';
  }
}

/** A number field: digits only, right-aligned, zero-padded to n. */
export function zenginDigits(value: string | number, n: number, what: string): string {
  const text = String(value);
  if (!/^\d+$/.test(text) || text.length > n)
    throw new ZenginFormatError(`${what}は${n}桁以内の数字です: ${text}`);
  return text.padStart(n, '0');
}

/** A text field: Zengin characters only, left-aligned, space-padded to n (cut to n). */
export function zenginText(value: string, n: number, what: string): string {
  const text = toZenginKana(value);
  if (!ZENGIN_KANA_PATTERN.test(text))
    throw new ZenginFormatError(`${what}に全銀で使えない文字があります: ${text}`);
  return text.slice(0, n).padEnd(n, ' ');
}

const spaces = (n: number) => ' '.repeat(n);

function check(record: string): string {
  if (record.length !== ZENGIN_RECORD_LENGTH) {
    throw new ZenginFormatError(`レコード長が${record.length}です（120であるべき）`);
  }
  return record;
}

export function headerRecord(input: ZenginTransferInput): string {
  const [, month, day] = input.transferDate.split('-');
  const s = input.source;
  return check(
    [
      '1', // データ区分
      ZENGIN_KIND_CODE, // 種別コード
      ZENGIN_CODE_SECTION, // コード区分
      zenginDigits(input.requesterCode, 10, '委託者コード'),
      zenginText(input.requesterName, 40, '委託者名'),
      zenginDigits(`${month}${day}`, 4, '振込指定日'),
      zenginDigits(s.bankCode, 4, '仕向銀行番号'),
      zenginText(s.bankNameKana, 15, '仕向銀行名'),
      zenginDigits(s.branchCode, 3, '仕向支店番号'),
      zenginText(s.branchNameKana, 15, '仕向支店名'),
      zenginDigits(s.accountType, 1, '預金種目（依頼人）'),
      zenginDigits(s.accountNumber, 7, '口座番号（依頼人）'),
      spaces(17), // ダミー
    ].join(''),
  );
}

export function dataRecord(p: ZenginPayment): string {
  if (!Number.isInteger(p.amount) || p.amount <= 0) {
    throw new ZenginFormatError(`振込金額は1円以上の整数です: ${p.amount}`);
  }
  return check(
    [
      '2', // データ区分
      zenginDigits(p.bankCode, 4, '被仕向銀行番号'),
      zenginText(p.bankNameKana, 15, '被仕向銀行名'),
      zenginDigits(p.branchCode, 3, '被仕向支店番号'),
      zenginText(p.branchNameKana, 15, '被仕向支店名'),
      spaces(4), // 手形交換所番号 (unused)
      zenginDigits(p.accountType, 1, '預金種目'),
      zenginDigits(p.accountNumber, 7, '口座番号'),
      zenginText(p.holderKana, 30, '受取人名'),
      zenginDigits(p.amount, 10, '振込金額'),
      '0', // 新規コード (0: その他)
      p.customerCode ? zenginDigits(p.customerCode, 10, '顧客コード1') : spaces(10),
      spaces(10), // 顧客コード2
      ' ', // 振込指定区分 (the bank's default)
      ' ', // 識別表示
      spaces(7), // ダミー
    ].join(''),
  );
}

export function trailerRecord(payments: readonly ZenginPayment[]): string {
  const total = payments.reduce((s, p) => s + p.amount, 0);
  return check(
    [
      '8',
      zenginDigits(payments.length, 6, '合計件数'),
      zenginDigits(total, 12, '合計金額'),
      spaces(101),
    ].join(''),
  );
}

export const endRecord = () => check(`9${spaces(119)}`);

/** The records in order: header, one data record per payment, trailer, end. */
export function zenginTransferRecords(input: ZenginTransferInput): string[] {
  if (input.payments.length === 0) throw new ZenginFormatError('振込データがありません');
  return [headerRecord(input), ...input.payments.map(dataRecord), trailerRecord(input.payments), endRecord()];
}

/** The whole file as text (CRLF after every record); encode it as Shift_JIS to write it. */
export const zenginTransferFile = (input: ZenginTransferInput): string =>
  zenginTransferRecords(input)
    .map((r) => `${r}${ZENGIN_LINE_BREAK}`)
    .join('');
