import { normalizeText } from './text.ts';

/**
 * The check digit of a 法人番号 (domain-ja §4): 9 − (Σ Pn × Qn mod 9), Pn the n-th digit of the
 * 12-digit base counted from the right, Qn = 1 for odd n and 2 for even n.
 */
export function corporateNumberCheckDigit(base12: string): number {
  let sum = 0;
  for (let n = 1; n <= 12; n++) {
    const digit = Number(base12[12 - n]);
    sum += digit * (n % 2 === 1 ? 1 : 2);
  }
  return 9 - (sum % 9);
}

/** A 13-digit 法人番号 whose first digit is the check digit of the other twelve. */
export function isValidCorporateNumber(digits: string): boolean {
  return /^\d{13}$/.test(digits) && Number(digits[0]) === corporateNumberCheckDigit(digits.slice(1));
}

/** 法人番号 as typed (full width, hyphens, spaces) reduced to its digits. */
export function compactCorporateNumber(text: string): string {
  return normalizeText(text).replace(/[\s-]/g, '');
}

/**
 * 適格請求書発行事業者登録番号 as typed (t1234..., Ｔ１２３４, with hyphens) in its one stored form
 * `T` + 13 digits; undefined when it is not of that shape.
 */
export function canonicalInvoiceRegistrationNumber(text: string): string | undefined {
  const compact = normalizeText(text).replace(/[\s-]/g, '').toUpperCase();
  return /^T\d{13}$/.test(compact) ? compact : undefined;
}

/** Whether a registration number (T + 13 digits) passes the 法人番号 check digit. */
export const invoiceRegistrationNumberPassesCheck = (canonical: string) =>
  isValidCorporateNumber(canonical.slice(1));

export const INVOICE_REGISTRATION_NUMBER_FORMAT =
  '登録番号は「T」に続けて13桁の数字で入力してください（例: T1234567890123）';
export const INVOICE_REGISTRATION_NUMBER_CHECK =
  '登録番号のチェックデジットが一致しません。番号をご確認ください';
/** A driver's (sole proprietor's) number may legitimately fail the check: shown, not refused. */
export const INVOICE_REGISTRATION_NUMBER_WARNING =
  '登録番号のチェックデジットが一致しません。個人事業主の番号の場合はこのまま登録できますが、番号をご確認ください';
export const CORPORATE_NUMBER_FORMAT = '法人番号は13桁の数字で入力してください';
export const CORPORATE_NUMBER_CHECK = '法人番号のチェックデジットが一致しません。番号をご確認ください';
