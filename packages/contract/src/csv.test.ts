import { describe, expect, it } from 'vitest';
import { csvCell, toCsv, undoFormulaGuard } from './csv.ts';

const body = (csv: string) => csv.split('\r\n').slice(1, -1);

describe('CSV writer', () => {
  it('ends every line with CRLF and puts a UTF-8 byte order mark first only when asked', () => {
    expect(
      toCsv([
        ['登録番号', '車両名'],
        ['品川 100 あ 12-34', '2t車'],
      ]),
    ).toBe('登録番号,車両名\r\n品川 100 あ 12-34,2t車\r\n');
    const csv = toCsv([['登録番号']], { bom: true });
    expect(csv).toBe('\uFEFF登録番号\r\n');
    expect(new TextEncoder().encode(csv).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
    expect(toCsv([])).toBe('');
  });

  it('quotes fields with commas, quotes and line breaks, doubling the quotes', () => {
    const csv = toCsv([['備考'], ['a,b'], ['彼は"大型"と言った'], ['一行目\n二行目'], ['CR\rだけ']]);
    expect(body(csv)).toEqual(['"a,b"', '"彼は""大型""と言った"', '"一行目\n二行目"', '"CR\rだけ"']);
  });

  it('writes empty cells for null and undefined, numbers and booleans as text', () => {
    expect(
      toCsv([
        ['a', 'b', 'c', 'd'],
        [null, undefined, 3000, true],
      ]),
    ).toBe('a,b,c,d\r\n,,3000,true\r\n');
  });

  it('puts a quote mark before text that starts with =, +, -, @, tab or CR', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1+1')).toBe("'\t=1+1");
    // A CR also needs quoting (RFC 4180): the quote mark goes inside the quotes.
    expect(csvCell('\r=1+1')).toBe(`"'\r=1+1"`);
    expect(csvCell('=1,2')).toBe(`"'=1,2"`);
  });

  it('writes numbers as they are, negative ones too, and leaves harmless text alone', () => {
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(-0.5)).toBe('-0.5');
    expect(csvCell(12)).toBe('12');
    for (const text of ['03-1234-5678', '2026-05-11', "'quoted", 'a=b', 'メモ - 注意', ' =space first']) {
      expect(csvCell(text), text).toBe(text);
    }
  });

  it('reads a defused cell back as the text it was made from, and nothing else', () => {
    for (const text of ['=HYPERLINK("x")', '+1', '-1', '@SUM(A1)', '\tx', "'plain", 'plain', "'"]) {
      expect(
        undoFormulaGuard(
          csvCell(text)
            .replace(/^"(.*)"$/s, '$1')
            .replaceAll('""', '"'),
        ),
        text,
      ).toBe(text);
    }
    expect(undoFormulaGuard("'abc")).toBe("'abc");
  });
});
