/**
 * 全銀 account holder names (受取人名, domain-ja §5): half-width katakana, digits, upper-case letters,
 * space and ( ) . - /, at most 30 characters.
 */
export const ZENGIN_KANA_PATTERN = /^[ｱ-ﾝﾞﾟ0-9A-Z ().\-/]*$/;
export const ZENGIN_KANA_MAX_LENGTH = 30;

// Company forms, abbreviated by where they stand: 株式会社 → ｶ) at the start, (ｶ at the end, (ｶ) inside.
const companyForms: [string, string][] = [
  ['株式会社', 'ｶ'],
  ['有限会社', 'ﾕ'],
  ['合同会社', 'ﾄﾞ'],
  ['合資会社', 'ｼ'],
  ['合名会社', 'ﾒ'],
  ['一般社団法人', 'ｼﾔ'],
  ['一般財団法人', 'ｻﾞｲ'],
  ['医療法人', 'ｲ'],
  ['特定非営利活動法人', 'ﾄｸﾋ'],
  ['社会福祉法人', 'ﾌｸ'],
  ['学校法人', 'ｶﾞｸ'],
];
// The short forms people type ((株), ㈱ after NFKC) stand for the whole word.
const shortForms: [string, string][] = [
  ['(株)', '株式会社'],
  ['(有)', '有限会社'],
  ['(同)', '合同会社'],
  ['(資)', '合資会社'],
  ['(名)', '合名会社'],
  ['(医)', '医療法人'],
  ['(福)', '社会福祉法人'],
  ['(学)', '学校法人'],
  ['(特非)', '特定非営利活動法人'],
];
// Office words, written after the name: 営業所 → (ｴｲ.
const officeWords: [string, string][] = [
  ['営業所', 'ｴｲ'],
  ['出張所', 'ｼﾕﾂ'],
  ['事務所', 'ｼﾞﾑ'],
];

// Small kana become large ones; ヰヱヲ their modern readings.
const largeKana: Record<string, string> = {
  ァ: 'ア',
  ィ: 'イ',
  ゥ: 'ウ',
  ェ: 'エ',
  ォ: 'オ',
  ッ: 'ツ',
  ャ: 'ヤ',
  ュ: 'ユ',
  ョ: 'ヨ',
  ヮ: 'ワ',
  ヵ: 'カ',
  ヶ: 'ケ',
  ヰ: 'イ',
  ヱ: 'エ',
  ヲ: 'オ',
};

/** Full-width katakana → half-width, built from NFKC's own half → full mapping so it cannot drift. */
const halfWidth: Map<string, string> = (() => {
  const map = new Map<string, string>();
  for (let code = 0xff66; code <= 0xff9d; code++) {
    const half = String.fromCharCode(code);
    map.set(half.normalize('NFKC'), half);
  }
  map.set('\u3099', 'ﾞ');
  map.set('\u309a', 'ﾟ');
  map.set('・', '.');
  // The 全銀協 table writes the long-vowel mark as a hyphen (ﾕ-ｻﾞ-).
  map.set('ー', '-');
  return map;
})();

function abbreviateCompanyForms(text: string): string {
  let out = text;
  for (const [short, word] of shortForms) out = out.replaceAll(short, word);
  for (const [word, abbr] of companyForms) {
    if (out.startsWith(word)) out = `${abbr})${out.slice(word.length)}`;
    else if (out.endsWith(word)) out = `${out.slice(0, -word.length)}(${abbr}`;
    else out = out.replaceAll(word, `(${abbr})`);
  }
  for (const [word, abbr] of officeWords) out = out.replaceAll(word, `(${abbr}`);
  return out;
}

/**
 * What a person types for an account holder (全角カナ, ひらがな, 株式会社デモ運送) in the Zengin form
 * (ｶ)ﾃﾞﾓｳﾝｿｳ); 長音 ー becomes - as the 全銀協 table says. Characters that have no Zengin form
 * (commas, kanji) are left as they are, so
 * the schema can point at them; the form shows the result as the person types.
 */
export function toZenginKana(text: string): string {
  const wide = abbreviateCompanyForms(text.normalize('NFKC').trim().replace(/\s+/g, ' '))
    // ひらがな → カタカナ (the two blocks are 0x60 apart).
    .replace(/[\u3041-\u3096]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0x60))
    .replace(/[ァィゥェォッャュョヮヵヶヰヱヲ]/g, (c) => largeKana[c] ?? c)
    .replace(/ヴ/g, 'ウ\u3099')
    .toUpperCase();
  // NFD splits ガ into カ + the voiced mark, each of which has a half-width form.
  return [...wide.normalize('NFD')].map((c) => halfWidth.get(c) ?? c).join('');
}

/** The characters of a converted name that the Zengin form does not allow, each once. */
export function invalidZenginCharacters(zengin: string): string[] {
  return [...new Set([...zengin].filter((c) => !ZENGIN_KANA_PATTERN.test(c)))];
}
