import { z } from 'zod';
import { msg, optionalText } from './common.ts';
import {
  invalidZenginCharacters,
  toZenginKana,
  ZENGIN_KANA_MAX_LENGTH,
  ZENGIN_KANA_PATTERN,
} from './zengin-kana.ts';

/** 預金種目 as Zengin codes. */
export const jpAccountTypes = ['1', '2', '4', '9'] as const;
export type JpAccountType = (typeof jpAccountTypes)[number];
export const jpAccountTypeLabels: Record<JpAccountType, string> = {
  '1': '普通',
  '2': '当座',
  '4': '貯蓄',
  '9': 'その他',
};

export const bankAccountLabels = {
  bankName: '金融機関名',
  bankCode: '金融機関コード',
  branchName: '支店名',
  branchCode: '支店コード',
  jpAccountType: '預金種目',
  accountNumber: '口座番号',
  accountHolder: '口座名義（カナ）',
} as const;
const L = bankAccountLabels;

/** A code of n digits; the spec's client sends an unset code as an empty string, which is null. */
const digitCode = (label: string, n: number) =>
  optionalText(label, n + 4).refine((v) => v === null || new RegExp(`^\\d{${n}}$`).test(v), {
    error: `${label}は${n}桁の数字で入力してください`,
  });

/** 口座番号: up to 7 digits, zero-padded on the left to 7. */
const accountNumber = optionalText(L.accountNumber, 10).transform((v, ctx) => {
  if (v === null) return null;
  if (/^\d{1,7}$/.test(v)) return v.padStart(7, '0');
  ctx.issues.push({
    code: 'custom',
    message: `${L.accountNumber}は7桁以内の数字で入力してください`,
    input: v,
  });
  return z.NEVER;
});

/** 口座名義: converted to the Zengin form, then checked against it. */
export const accountHolderSchema = optionalText(L.accountHolder, 60).transform((v, ctx) => {
  if (v === null) return null;
  const zengin = toZenginKana(v);
  const invalid = invalidZenginCharacters(zengin);
  if (invalid.length > 0) {
    ctx.issues.push({
      code: 'custom',
      message: `${L.accountHolder}に使用できない文字が含まれています（${invalid.join(' ')}）。カンマや漢字は使えません`,
      input: v,
    });
    return z.NEVER;
  }
  if (zengin.length > ZENGIN_KANA_MAX_LENGTH) {
    ctx.issues.push({
      code: 'custom',
      message: `${L.accountHolder}は半角${ZENGIN_KANA_MAX_LENGTH}文字以内で入力してください`,
      input: v,
    });
    return z.NEVER;
  }
  return ZENGIN_KANA_PATTERN.test(zengin) ? zengin : z.NEVER;
});

/**
 * The bank account fields (振込先), shared by company settings and a contractor's profile. Each is
 * optional; multipart text arrives as strings, so the account type is its code as text.
 */
export const bankAccountFields = {
  bankName: optionalText(L.bankName, 50),
  bankCode: digitCode(L.bankCode, 4),
  branchName: optionalText(L.branchName, 50),
  branchCode: digitCode(L.branchCode, 3),
  // One message for any wrong value (a union would otherwise answer zod's generic one).
  jpAccountType: z
    .union([z.enum(jpAccountTypes), z.literal('').transform(() => null)], {
      error: msg.select(L.jpAccountType),
    })
    .nullish()
    .transform((v) => v ?? null),
  accountNumber,
  accountHolder: accountHolderSchema,
};

/** The stored account as answers carry it. */
export const bankAccountSchema = z.object({
  bankName: z.string().nullable(),
  bankCode: z.string().nullable(),
  branchName: z.string().nullable(),
  branchCode: z.string().nullable(),
  jpAccountType: z.enum(jpAccountTypes).nullable(),
  accountNumber: z.string().nullable(),
  accountHolder: z.string().nullable(),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

/** Bank and branch names as the picker (zengin-code data) gives them. */
export const bankSchema = z.object({ code: z.string(), name: z.string(), kana: z.string() });
export type Bank = z.infer<typeof bankSchema>;
