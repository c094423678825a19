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
