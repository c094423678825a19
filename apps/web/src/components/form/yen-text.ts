/**
 * Amounts as people type them: full-width digits (IME on) become half-width, thousands separators are
 * shown while typing, and the form keeps the bare digits ("raw": "", "-", "1234", "-1234").
 */

/** Typed text → raw digits (with a leading minus where negatives are allowed). */
export function yenRaw(typed: string, allowNegative = false): string {
  const text = typed.normalize('NFKC').trim();
  // A minus typed with the IME on arrives as − (U+2212) or ー (the long-vowel mark).
  const negative = allowNegative && /^[-−ー‐]/.test(text);
  const digits = text.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  return negative ? `-${digits}` : digits;
}

/** Raw digits → "1,234,567" (or "-1,234"). */
export function formatYen(raw: string): string {
  const negative = raw.startsWith('-');
  const grouped = raw.replace(/\D/g, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return negative ? `-${grouped}` : grouped;
}

/** Raw digits → the form's value: a number, null when empty; a lone "-" is left for the schema to refuse. */
export function yenValue(raw: string): number | string | null {
  if (raw === '') return null;
  const n = Number(raw);
  return Number.isFinite(n) ? n : raw;
}

/** A form value (number, null, or what was typed) → raw digits. */
export const rawOfValue = (value: unknown): string =>
  typeof value === 'number' ? String(value) : typeof value === 'string' ? yenRaw(value, true) : '';

/** Where the caret goes in the formatted text: after as many digits as were left of it when typed. */
export function caretAfterDigits(formatted: string, digitsBefore: number): number {
  if (digitsBefore <= 0) return formatted.startsWith('-') ? 1 : 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i++) {
    if (/\d/.test(formatted[i] ?? '')) seen++;
    if (seen === digitsBefore) return i + 1;
  }
  return formatted.length;
}

/** How many digits (full- or half-width) lie left of position `at` of the typed text. */
export const digitsBefore = (typed: string, at: number) =>
  typed.slice(0, at).normalize('NFKC').replace(/\D/g, '').length;
