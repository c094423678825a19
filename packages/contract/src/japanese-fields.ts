import { z } from 'zod';
import { msg, optionalText } from './common.ts';
import {
  CORPORATE_NUMBER_CHECK,
  CORPORATE_NUMBER_FORMAT,
  canonicalInvoiceRegistrationNumber,
  compactCorporateNumber,
  INVOICE_REGISTRATION_NUMBER_CHECK,
  INVOICE_REGISTRATION_NUMBER_FORMAT,
  invoiceRegistrationNumberPassesCheck,
  isValidCorporateNumber,
} from './corporate-number.ts';
import { normalizeText } from './text.ts';

/** Optional text that must match a shape once normalized; empty is null. */
const optionalShaped = (
  label: string,
  max: number,
  shape: (v: string) => string | undefined,
  error: string,
) =>
  optionalText(label, max).transform((v, ctx) => {
    if (v === null) return null;
    const shaped = shape(v);
    if (shaped !== undefined) return shaped;
    ctx.issues.push({ code: 'custom', message: error, input: v });
    return z.NEVER;
  });

const dashes = /[‐‑‒–—―−ーｰ]/g;

/** 郵便番号 as typed (1234567, 〒123－4567) stored as 123-4567. */
export const zipCodeSchema = (label = '郵便番号') =>
  optionalShaped(
    label,
    10,
    (v) => {
      const digits = v.replace(/^〒/, '').replace(dashes, '-').replace(/[\s-]/g, '');
      return /^\d{7}$/.test(digits) ? `${digits.slice(0, 3)}-${digits.slice(3)}` : undefined;
    },
    `${label}は7桁の数字で入力してください（例: 136-0082）`,
  );

/** 電話番号: 10 or 11 digits, hyphens kept as typed (they carry the area code's length). */
export const phoneSchema = (label = '電話番号') =>
  optionalShaped(
    label,
    20,
    (v) => {
      const phone = v.replace(dashes, '-').replace(/[\s()]/g, (c) => (c === ' ' ? '' : '-'));
      const digits = phone.replace(/-/g, '');
      return /^0\d{9,10}$/.test(digits) && /^[\d-]+$/.test(phone) ? phone.replace(/^-|-$/g, '') : undefined;
    },
    `${label}は0から始まる10桁または11桁の数字で入力してください（例: 03-1234-5678）`,
  );

/** フリガナ: full-width katakana; ひらがな and half-width kana are converted. */
export const kanaSchema = (label = 'フリガナ', max = 100) =>
  optionalShaped(
    label,
    max,
    (v) => {
      const kana = v.replace(/[\u3041-\u3096]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0x60));
      return /^[\u30a1-\u30fa\u30fc\u30fb ]+$/.test(kana) ? kana : undefined;
    },
    `${label}は全角カタカナで入力してください`,
  );

/** 時刻 HH:mm (24-hour). */
export const timeOfDaySchema = (label: string) =>
  optionalShaped(
    label,
    5,
    (v) => {
      const m = /^(\d{1,2}):(\d{2})$/.exec(normalizeText(v));
      if (!m) return undefined;
      const [h, min] = [Number(m[1]), Number(m[2])];
      return h <= 23 && min <= 59 ? `${String(h).padStart(2, '0')}:${m[2]}` : undefined;
    },
    `${label}は「08:30」のように時:分（24時間制）で入力してください`,
  );

/** 締日: 1–28, or 0 for 月末. */
export const closingDaySchema = (label = '締日') =>
  z
    .number({ error: msg.int(label) })
    .int({ error: msg.int(label) })
    .min(0, { error: `${label}は1〜28日または月末を選択してください` })
    .max(28, { error: `${label}は1〜28日または月末を選択してください` });
export const closingDayLabel = (day: number) => (day === 0 ? '月末' : `${day}日`);

/** 法人番号: 13 digits with a valid check digit (domain-ja §4). */
export const corporateNumberSchema = (label = '法人番号') =>
  optionalShaped(
    label,
    20,
    (v) => {
      const digits = compactCorporateNumber(v);
      return /^\d{13}$/.test(digits) ? digits : undefined;
    },
    CORPORATE_NUMBER_FORMAT,
  ).refine((v) => v === null || isValidCorporateNumber(v), { error: CORPORATE_NUMBER_CHECK });

/**
 * 登録番号 (T + 13 digits). `strict` also refuses a failed check digit (companies, clients); a driver's
 * number is stored with the failure shown as a warning (INVOICE_REGISTRATION_NUMBER_WARNING).
 */
export const invoiceRegistrationNumberSchema = (label = '登録番号', { strict = true } = {}) =>
  optionalShaped(label, 20, canonicalInvoiceRegistrationNumber, INVOICE_REGISTRATION_NUMBER_FORMAT).refine(
    (v) => !strict || v === null || invoiceRegistrationNumberPassesCheck(v),
    { error: INVOICE_REGISTRATION_NUMBER_CHECK },
  );
