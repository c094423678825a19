/**
 * Text as people type it, made comparable: NFKC folds full-width letters, digits and signs to their
 * usual form (１２－３４ → 12-34, ｶﾞ → ガ) and the ideographic space to a space; runs of spaces and
 * tabs become one space, lines are trimmed and line breaks kept (memos).
 */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/\r\n?/g, '\n')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .trim();
}

/**
 * The form stored for searching and compared by search terms: normalized, lower case, without spaces,
 * so `品川100` finds `品川 100 あ 12-34`. The server stores it beside the text it indexes.
 */
export function searchKey(text: string): string {
  return normalizeText(text).toLowerCase().replace(/\s+/g, '');
}

/**
 * A number as typed, for every number field (web forms, multipart form fields): NFKC folds
 * full-width digits and signs (０．００ → 0.00, ＋ → +), the minus typed with the IME on (−, ー) is a
 * minus, and a decimal comma is a point. Empty → null; what is not a number is NaN, for the schema
 * to refuse with its own message.
 */
export function parseNumberText(text: string): number | null {
  const folded = text
    .normalize('NFKC')
    .trim()
    .replace(/^[−ー‐]/, '-')
    .replace(/,/g, '.');
  return folded === '' ? null : Number(folded);
}
