import { z } from 'zod';
import { msg, optionalText } from './common.ts';
import { zipCodeSchema } from './japanese-fields.ts';

/**
 * Reference data the forms look up (domain-ja §5 and §7): an address by postal code, and banks and
 * branches by name, kana or code. Both come from npm packages on the server; nothing is fetched at
 * run time.
 */

export const postalCodeLabels = {
  zipCode: '郵便番号',
  prefecture: '都道府県',
  city: '市区町村',
  town: '町域',
  address1: '住所',
} as const;

/** The 7 digits of a postal code as typed (１００－０００１, 〒100-0001, 1000001), or null while incomplete. */
export function zipCodeDigits(text: string): string | null {
  const digits = text
    .normalize('NFKC')
    .replace(/^\s*〒/, '')
    .replace(/[\s\-‐‑‒–—―−ーｰ]/g, '');
  return /^\d{7}$/.test(digits) ? digits : null;
}

/** `GET /v1/postal-codes/{zipCode}`: the code in any of the forms people type. */
export const postalCodeParams = z.object({
  zipCode: zipCodeSchema(postalCodeLabels.zipCode).transform((v, ctx) => {
    if (v !== null) return v;
    ctx.issues.push({ code: 'custom', message: msg.required(postalCodeLabels.zipCode), input: v });
    return z.NEVER;
  }),
});

/** An address found for a postal code; address1 is 都道府県 + 市区町村 + 町域, as forms store it. */
export const postalAddressSchema = z.object({
  zipCode: z.string(),
  prefecture: z.string(),
  city: z.string(),
  /** Empty when the code covers several 町域 (or the whole 市区町村). */
  town: z.string(),
  address1: z.string(),
});
export type PostalAddress = z.infer<typeof postalAddressSchema>;

export const POSTAL_CODE_NOT_FOUND = '該当する住所が見つかりません';

/** `GET /v1/banks?q=` and `GET /v1/banks/{bankCode}/branches?q=`: name, kana (any width) or code. */
export const bankSearchQuery = z.object({ q: optionalText('検索語', 50) });
export type BankSearchQuery = z.input<typeof bankSearchQuery>;

export const bankBranchParams = z.object({
  bankCode: z.string().regex(/^\d{4}$/, { error: '金融機関コードは4桁の数字です' }),
});

/** A branch as the picker offers it (zengin-code data). */
export const bankBranchSchema = z.object({ code: z.string(), name: z.string(), kana: z.string() });
export type BankBranch = z.infer<typeof bankBranchSchema>;

/** How many banks or branches one search answers (the best matches first). */
export const BANK_SEARCH_LIMIT = 20;
