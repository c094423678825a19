import { describe, expect, it } from 'vitest';
import { accountHolderSchema, bankAccountFields } from './bank-account.ts';
import { invalidZenginCharacters, toZenginKana } from './zengin-kana.ts';

describe('toZenginKana', () => {
  it.each([
    ['ヤマダ タロウ', 'ﾔﾏﾀﾞ ﾀﾛｳ'],
    ['やまだ　たろう', 'ﾔﾏﾀﾞ ﾀﾛｳ'],
    ['ｻﾄｳ ﾊﾅｺ', 'ｻﾄｳ ﾊﾅｺ'],
    ['キャッシュ', 'ｷﾔﾂｼﾕ'],
    ['パン・ベカリ', 'ﾊﾟﾝ.ﾍﾞｶﾘ'],
    ['株式会社デモウンソウ', 'ｶ)ﾃﾞﾓｳﾝｿｳ'],
    ['デモウンソウ株式会社', 'ﾃﾞﾓｳﾝｿｳ(ｶ'],
    ['デモ株式会社ウンソウ', 'ﾃﾞﾓ(ｶ)ｳﾝｿｳ'],
    ['有限会社サンプル', 'ﾕ)ｻﾝﾌﾟﾙ'],
    ['デモウンソウ株式会社トウキョウ営業所', 'ﾃﾞﾓｳﾝｿｳ(ｶ)ﾄｳｷﾖｳ(ｴｲ'],
    ['ヴィラ', 'ｳﾞｲﾗ'],
    ['abc１２３', 'ABC123'],
    ['特定非営利活動法人ミライ', 'ﾄｸﾋ)ﾐﾗｲ'],
    ['社会福祉法人サクラカイ', 'ﾌｸ)ｻｸﾗｶｲ'],
    ['学校法人アオバガクエン', 'ｶﾞｸ)ｱｵﾊﾞｶﾞｸｴﾝ'],
    ['（株）デモウンソウ', 'ｶ)ﾃﾞﾓｳﾝｿｳ'],
    ['㈱デモウンソウ', 'ｶ)ﾃﾞﾓｳﾝｿｳ'],
    ['デモウンソウ(有)', 'ﾃﾞﾓｳﾝｿｳ(ﾕ'],
    ['ユーザー', 'ﾕ-ｻﾞ-'],
    ['ﾕｰｻﾞｰ', 'ﾕ-ｻﾞ-'],
  ])('%s → %s', (typed, zengin) => {
    expect(toZenginKana(typed)).toBe(zengin);
    expect(invalidZenginCharacters(toZenginKana(typed))).toEqual([]);
  });

  it('leaves commas and kanji for the schema to point at', () => {
    expect(invalidZenginCharacters(toZenginKana('ユーザー、山田'))).toEqual(['、', '山', '田']);
  });
});

describe('accountHolderSchema', () => {
  it('stores the converted form', () => {
    expect(accountHolderSchema.parse('株式会社デモウンソウ')).toBe('ｶ)ﾃﾞﾓｳﾝｿｳ');
  });
  it('refuses what has no Zengin form, naming it', () => {
    const result = accountHolderSchema.safeParse('ヤマダ、ユウコ');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain('、');
  });
  it('refuses more than 30 half-width characters', () => {
    expect(accountHolderSchema.safeParse('ア'.repeat(31)).success).toBe(false);
    expect(accountHolderSchema.safeParse('ア'.repeat(30)).success).toBe(true);
  });
});

describe('bank account fields', () => {
  it('zero-pads the account number and treats empty codes as unset', () => {
    expect(bankAccountFields.accountNumber.parse('1234')).toBe('0001234');
    expect(bankAccountFields.bankCode.parse('')).toBeNull();
    expect(bankAccountFields.branchCode.parse('')).toBeNull();
    expect(bankAccountFields.jpAccountType.parse('')).toBeNull();
  });
  it('refuses codes of the wrong length', () => {
    expect(bankAccountFields.bankCode.safeParse('123').success).toBe(false);
    expect(bankAccountFields.branchCode.safeParse('1234').success).toBe(false);
    expect(bankAccountFields.accountNumber.safeParse('12345678').success).toBe(false);
  });
});
