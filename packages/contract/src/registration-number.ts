import { normalizeText } from './text.ts';

/**
 * 自動車登録番号 (the number plate), e.g. 品川 100 あ 12-34:
 * - 地名: the registering office's place name, kanji or kana (品川, 富士山, 袖ケ浦, いわき);
 * - 分類番号: 1 to 3 characters, a digit first; since 2018 the last two may be letters
 *   A C F H K L M P X Y (e.g. 30A);
 * - かな: one hiragana, except お, し, へ, ん (never used); 事業用 plates use あ–こ and を, rental cars
 *   れ and わ; plates of the US forces a letter E H K M T Y;
 * - 一連番号: 1 to 9999, written ・・・1, ・・12, ・123 or 12-34.
 * 軽自動車 plates have the same parts (e.g. 練馬 480 け 12-34).
 */
export type RegistrationNumber = { place: string; classNumber: string; kana: string; serial: number };

export const REGISTRATION_NUMBER_MESSAGE =
  '登録番号は「品川 100 あ 12-34」のように、地名・分類番号・ひらがな・一連番号の順で入力してください';

const plateKana = new Set([
  ...'あいうえかきくけこさすせそたちつてとなにぬねのはひふほまみむめもやゆよらりるれろわを',
]);
const plateLetters = new Set([...'EHKMTY']);

// Dashes and middle dots people type for 12-34 and ・123 (NFKC has already folded the full-width ones).
const dashes = /[‐‑‒–—―−ーｰ]/g;
const dots = /[･·•.]/g;

const pattern =
  /^(?<place>[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]{1,6}?)(?<classNumber>[0-9][0-9ACFHKLMPXY]{0,2})(?<kana>\p{Script=Hiragana}|[A-Z])(?<serial>・*[1-9][0-9]{0,3}|[1-9][0-9]-[0-9]{2})$/u;

/** Reads a registration number as typed (any width, with or without spaces); undefined if it is not one. */
export function parseRegistrationNumber(text: string): RegistrationNumber | undefined {
  const compact = normalizeText(text)
    .replace(/\s+/g, '')
    .replace(dashes, '-')
    .replace(dots, '・')
    .replace(/[a-z]/g, (c) => c.toUpperCase());
  const m = pattern.exec(compact)?.groups;
  if (!m?.place || !m.classNumber || !m.kana || !m.serial) return undefined;
  if (!plateKana.has(m.kana) && !plateLetters.has(m.kana)) return undefined;
  const digits = m.serial.replace(/[・-]/g, '');
  // Dots only pad numbers under 1000 (・・・1, ・・12, ・123); how many were typed does not matter.
  if (m.serial.startsWith('・') && digits.length === 4) return undefined;
  return { place: m.place, classNumber: m.classNumber, kana: m.kana, serial: Number(digits) };
}

/** 一連番号 as printed: ・・・1, ・・12, ・123, 12-34. */
export function formatSerial(serial: number): string {
  const digits = String(serial);
  return digits.length === 4 ? `${digits.slice(0, 2)}-${digits.slice(2)}` : digits.padStart(4, '・');
}

/** The one stored form: `品川 100 あ 12-34`, so the same plate typed two ways is one plate. */
export function formatRegistrationNumber(plate: RegistrationNumber): string {
  return `${plate.place} ${plate.classNumber} ${plate.kana} ${formatSerial(plate.serial)}`;
}

export function canonicalRegistrationNumber(text: string): string | undefined {
  const plate = parseRegistrationNumber(text);
  return plate && formatRegistrationNumber(plate);
}
