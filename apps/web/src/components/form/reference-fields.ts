import {
  type Bank,
  invalidZenginCharacters,
  POSTAL_CODE_NOT_FOUND,
  toZenginKana,
  ZENGIN_KANA_MAX_LENGTH,
} from '@rikuun/contract';
import { describeError } from '../../lib/errors.ts';
import { toFailure } from '../../lib/http-failure.ts';

/**
 * Pure rules of the address and bank fields (AddressFields, BankAccountFields), kept apart so they
 * can be tested without a browser.
 */

/**
 * A looked-up address may replace address1 only when the user has not written one: it is empty, or
 * still exactly what the previous lookup put there.
 */
export function mayFillAddress(current: unknown, lastFilled: string | null): boolean {
  return isBlank(current) || (lastFilled !== null && current === lastFilled);
}

/** A form value with nothing in it (null, '', spaces). */
export const isBlank = (value: unknown): boolean => typeof value !== 'string' || value.trim() === '';

/** What the zip field says when a lookup fails: 該当する住所が見つかりません for an unknown code. */
export function postalLookupMessage(error: unknown): string {
  const failure = toFailure(error) as { status?: unknown } | undefined;
  if (failure?.status === 404) return POSTAL_CODE_NOT_FOUND;
  return describeError(error).messages[0] ?? POSTAL_CODE_NOT_FOUND;
}

/** How a bank or branch reads in the picker: `0001 みずほ銀行`. */
export const codeAndName = (entry: Pick<Bank, 'code' | 'name'>) => `${entry.code} ${entry.name}`;

/** The account holder as the transfer will carry it, and what would stop it. */
export type ZenginPreview = { zengin: string; invalid: string[]; tooLong: boolean };

export function zenginPreview(typed: unknown): ZenginPreview | null {
  if (typeof typed !== 'string' || typed.trim() === '') return null;
  const zengin = toZenginKana(typed);
  return {
    zengin,
    invalid: invalidZenginCharacters(zengin),
    tooLong: zengin.length > ZENGIN_KANA_MAX_LENGTH,
  };
}

/** The line under the account holder field: 振込名義: ｶ)ﾃﾞﾓｳﾝｿｳ, or what cannot be used. */
export function zenginPreviewText(preview: ZenginPreview): string {
  if (preview.invalid.length > 0) {
    return `使用できない文字: ${preview.invalid.join(' ')}（カンマや漢字は使えません）`;
  }
  if (preview.tooLong)
    return `振込名義: ${preview.zengin}（半角${ZENGIN_KANA_MAX_LENGTH}文字を超えています）`;
  return `振込名義: ${preview.zengin}`;
}

/** A code field's text (bankCode, branchCode) as a complete code, or null while it is not one. */
export function completeCode(value: unknown, digits: number): string | null {
  if (typeof value !== 'string') return null;
  const code = value.normalize('NFKC').trim();
  return new RegExp(`^\\d{${digits}}$`).test(code) ? code : null;
}
