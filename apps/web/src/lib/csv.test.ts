import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.ts';

describe('CSV for Excel', () => {
  it('starts with a UTF-8 byte order mark and ends every line with CRLF', () => {
    const csv = toCsv(['登録番号', '車両名'], [['品川 100 あ 12-34', '2t車']]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv).toBe('\uFEFF登録番号,車両名\r\n品川 100 あ 12-34,2t車\r\n');
    expect(new TextEncoder().encode(csv).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  });

  it('quotes fields with commas, quotes and line breaks, doubling the quotes', () => {
    const csv = toCsv(['備考'], [['a,b'], ['彼は"大型"と言った'], ['一行目\n二行目'], ['CR\rだけ']]);
    expect(csv.split('\r\n').slice(1, -1)).toEqual([
      '"a,b"',
      '"彼は""大型""と言った"',
      '"一行目\n二行目"',
      '"CR\rだけ"',
    ]);
  });

  it('writes empty cells for null and undefined, numbers and booleans as text', () => {
    expect(toCsv(['a', 'b', 'c', 'd'], [[null, undefined, 3000, true]])).toBe(
      '\uFEFFa,b,c,d\r\n,,3000,true\r\n',
    );
  });

  it('defuses text a spreadsheet would run as a formula, but not numbers', () => {
    const csv = toCsv(['x'], [['=HYPERLINK("http://evil")'], ['+1'], ['-2'], ['@SUM(A1)'], [-5]]);
    expect(csv.split('\r\n').slice(1, -1)).toEqual([
      `"'=HYPERLINK(""http://evil"")"`,
      "'+1",
      "'-2",
      "'@SUM(A1)",
      '-5',
    ]);
  });

  it('writes only the header for an empty list', () => {
    expect(toCsv(['登録番号'], [])).toBe('\uFEFF登録番号\r\n');
  });
});
