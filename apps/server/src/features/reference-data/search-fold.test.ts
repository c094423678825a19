import { describe, expect, it } from 'vitest';
import { bankName } from './banks.ts';
import { foldForSearch, searchEntries } from './search-fold.ts';

describe('foldForSearch', () => {
  it('folds width, script, small kana and long vowels to the Zengin reading', () => {
    expect(foldForSearch('ﾐﾂﾋﾞｼ')).toBe('みつびし');
    expect(foldForSearch('ミツビシユ－エフジエイ')).toBe(foldForSearch('みつびし ゆーえふじぇい'));
    expect(foldForSearch('トウキヨウ')).toBe(foldForSearch('とうきょう'));
    expect(foldForSearch('三菱ＵＦＪ')).toBe('三菱ufj');
    expect(foldForSearch('クレデイ．スイス')).toBe(foldForSearch('クレディ・スイス'));
  });
});

describe('searchEntries', () => {
  const entries = [
    { code: '0001', keys: ['みずほ'] },
    { code: '0010', keys: ['りそな'] },
    { code: '0017', keys: ['さいたまりそな'] },
    { code: '0100', keys: ['りそなみずほ'] },
  ];
  const codes = (q: string, limit = 20) => searchEntries(entries, q, limit).data.map((e) => e.code);

  it('ranks exact codes, code prefixes, equal, leading and contained names in that order', () => {
    expect(codes('0010')).toEqual(['0010']);
    expect(codes('001')).toEqual(['0010', '0017']);
    expect(codes('りそな')).toEqual(['0010', '0100', '0017']);
    expect(codes('みずほ')).toEqual(['0001', '0100']);
  });

  it('cuts at the limit but counts every match; an empty query lists by code', () => {
    expect(searchEntries(entries, 'りそな', 1)).toEqual({ data: [entries[1]], total: 3 });
    expect(codes('', 2)).toEqual(['0001', '0010']);
    expect(codes('ない')).toEqual([]);
  });
});

describe('bankName', () => {
  it('adds 銀行 to banks only', () => {
    expect(bankName('0001', 'みずほ')).toBe('みずほ銀行');
    expect(bankName('0005', '三菱ＵＦＪ')).toBe('三菱UFJ銀行');
    expect(bankName('9900', 'ゆうちょ')).toBe('ゆうちょ銀行');
    expect(bankName('0401', 'シティバンク、エヌ・エイ')).toBe('シティバンク、エヌ・エイ');
    expect(bankName('0200', 'ワイズ・ペイメンツ・ジャパン')).toBe('ワイズ・ペイメンツ・ジャパン');
    expect(bankName('1000', '信金中央金庫')).toBe('信金中央金庫');
    expect(bankName('3208', '幌延町農協')).toBe('幌延町農協');
  });
});
