import { z } from 'zod';
import { msg } from './common.ts';

/**
 * A printed one-time login code for a driver without an email address: 12 characters of an alphabet
 * without look-alikes (no 0/O, 1/I/L, U), shown as XXXX-XXXX-XXXX. About 59 bits: guessing one within its
 * day, one attempt at a time under the sign-in rate limit, is out of reach.
 */
export const LOGIN_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
export const LOGIN_CODE_LENGTH = 12;
/** How long a code stays valid after it is issued. */
export const LOGIN_CODE_TTL_HOURS = 24;

/** What a person types (full-width, lower case, spaces or hyphens) → the bare characters. */
export function normalizeLoginCode(typed: string): string {
  return typed
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[\s\-ー－‐]/g, '');
}

/** XXXX-XXXX-XXXX for print and screen. */
export const formatLoginCode = (code: string) => code.match(/.{1,4}/g)?.join('-') ?? code;

const LABEL = 'ログインコード';

export const signInWithCodeBody = z.object({
  code: z
    .string({ error: msg.required(LABEL) })
    .max(40, { error: `${LABEL}は${LOGIN_CODE_LENGTH}文字です` })
    .transform(normalizeLoginCode)
    .pipe(
      z
        .string()
        .min(1, { error: msg.required(LABEL), abort: true })
        .regex(new RegExp(`^[${LOGIN_CODE_ALPHABET}]{${LOGIN_CODE_LENGTH}}$`), {
          error: `${LABEL}は印刷された${LOGIN_CODE_LENGTH}文字（英数字）を入力してください`,
        }),
    ),
});
export type SignInWithCodeBody = z.input<typeof signInWithCodeBody>;

/** The answer to 「ログインコードを発行」: the code is shown this once, only its hash is kept. */
export const loginCodeResponse = z.object({
  code: z.string(),
  expiresAt: z.string(),
});
export type LoginCode = z.infer<typeof loginCodeResponse>;

/** 401 for a code that is unknown, used, expired, or whose driver may not sign in. */
export const LOGIN_CODE_INVALID =
  'ログインコードが正しくないか、有効期限が切れています。会社の担当者に新しいコードの発行を依頼してください。';
