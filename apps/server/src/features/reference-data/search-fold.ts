/**
 * Bank and branch names made comparable with what people type: NFKC (ﾐｽﾞﾎ → ミズホ, ＵＦＪ → UFJ),
 * lower case, katakana as hiragana, small kana as large ones and no long-vowel marks, spaces or
 * dots. The Zengin kana is written without small kana or ー (トウキヨウ, ミツビシユ－エフジエイ),
 * so 「とうきょう」 and 「ミツビシユーエフジェイ」 must fold to the same text as the data.
 */
export function foldForSearch(text: string): string {
  return (
    text
      .normalize('NFKC')
      .toLowerCase()
      // カタカナ → ひらがな (the two blocks are 0x60 apart); ヴ becomes ゔ.
      .replace(/[\u30a1-\u30f6]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60))
      .replace(/[ぁぃぅぇぉっゃゅょゎゕゖ]/g, (c) => largeKana[c] ?? c)
      .replace(/[\s\-‐‑‒–—―−ー・.．,、]/g, '')
  );
}

const largeKana: Record<string, string> = {
  ぁ: 'あ',
  ぃ: 'い',
  ぅ: 'う',
  ぇ: 'え',
  ぉ: 'お',
  っ: 'つ',
  ゃ: 'や',
  ゅ: 'ゆ',
  ょ: 'よ',
  ゎ: 'わ',
  ゕ: 'か',
  ゖ: 'け',
};

/** A bank or branch with what a search compares: its code and its folded name and kana. */
export type Searchable = { code: string; keys: string[] };

/**
 * The best matches for a query, best first: an exact code, then a code that starts with the
 * query, then a name or kana equal to it, starting with it, containing it; ties by code. An empty
 * query lists the first entries by code.
 */
export function searchEntries<T extends Searchable>(
  entries: readonly T[],
  query: string | null | undefined,
  limit: number,
): { data: T[]; total: number } {
  const q = foldForSearch(query ?? '');
  if (q === '') return { data: entries.slice(0, limit), total: entries.length };
  const scored: { entry: T; score: number }[] = [];
  for (const entry of entries) {
    const score = scoreOf(entry, q);
    if (score !== undefined) scored.push({ entry, score });
  }
  scored.sort((a, b) => a.score - b.score || (a.entry.code < b.entry.code ? -1 : 1));
  return { data: scored.slice(0, limit).map((s) => s.entry), total: scored.length };
}

function scoreOf(entry: Searchable, q: string): number | undefined {
  if (/^\d+$/.test(q)) {
    if (entry.code === q) return 0;
    if (entry.code.startsWith(q)) return 1;
  }
  let best: number | undefined;
  for (const key of entry.keys) {
    const score = key === q ? 2 : key.startsWith(q) ? 3 : key.includes(q) ? 4 : undefined;
    if (score !== undefined && (best === undefined || score < best)) best = score;
  }
  return best;
}
