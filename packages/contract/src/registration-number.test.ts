import { describe, expect, it } from 'vitest';
import { canonicalRegistrationNumber, parseRegistrationNumber } from './registration-number.ts';
import { searchKey } from './text.ts';
import { vehicleInput, vehicleListQuery } from './vehicles.ts';

describe('registration number (登録番号)', () => {
  it.each([
    ['品川 100 あ 12-34', '品川 100 あ 12-34'],
    ['品川100あ12-34', '品川 100 あ 12-34'],
    ['品川　１００　あ　１２－３４', '品川 100 あ 12-34'],
    ['品川100あ1234', '品川 100 あ 12-34'],
    ['品川 100 あ 12ー34', '品川 100 あ 12-34'],
    ['品川 100 あ 12‐34', '品川 100 あ 12-34'],
    ['  品川 100   あ 12-34 ', '品川 100 あ 12-34'],
    ['練馬 480 け 12-34', '練馬 480 け 12-34'], // 軽自動車
    ['足立 100 か 10-00', '足立 100 か 10-00'], // 事業用
    ['横浜 800 を 99-99', '横浜 800 を 99-99'],
    ['多摩 300 わ ・・・1', '多摩 300 わ ・・・1'], // レンタカー
    ['多摩 300 わ 1', '多摩 300 わ ・・・1'],
    ['多摩 300 わ ･･12', '多摩 300 わ ・・12'],
    ['多摩 300 わ ・12', '多摩 300 わ ・・12'],
    ['札幌 1 さ 123', '札幌 1 さ ・123'],
    ['富士山 30a ぬ ・123', '富士山 30A ぬ ・123'],
    ['富士山 ３ＡＣ ぬ 55-55', '富士山 3AC ぬ 55-55'],
    ['袖ケ浦 500 た 12-03', '袖ケ浦 500 た 12-03'],
    ['いわき 400 そ 56-78', 'いわき 400 そ 56-78'],
    ['沖縄 300 Y 12-34', '沖縄 300 Y 12-34'],
    ['沖縄 300 e 1', '沖縄 300 E ・・・1'],
  ])('%s → %s', (typed, canonical) => {
    expect(canonicalRegistrationNumber(typed)).toBe(canonical);
  });

  it.each([
    'あいう',
    '',
    '品川',
    '品川 100 あ',
    '100 あ 12-34',
    '品川 100 お 12-34', // お, し, へ, ん are never used
    '品川 100 し 12-34',
    '品川 100 へ 12-34',
    '品川 100 ん 12-34',
    '品川 100 ア 12-34',
    '品川 100 Q 12-34',
    '品川 1000 あ 12-34',
    '品川 1AB あ 12-34', // letters only A C F H K L M P X Y
    '品川 A00 あ 12-34',
    '品川 100 あ 0',
    '品川 100 あ 01-23',
    '品川 100 あ 12345',
    '品川 100 あ 1-234',
    '品川 100 あ ・1234',
    'Shinagawa 100 あ 12-34',
  ])('refuses %j', (typed) => {
    expect(parseRegistrationNumber(typed)).toBeUndefined();
  });

  it('the vehicle schema stores the canonical form and answers in Japanese', () => {
    const ok = vehicleInput.safeParse({ registrationNumber: '品川100あ1234', vehicleClass: 'small' });
    expect(ok.success && ok.data.registrationNumber).toBe('品川 100 あ 12-34');
    const bad = vehicleInput.safeParse({ registrationNumber: 'あいう', vehicleClass: 'small' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]).toMatchObject({
      path: ['registrationNumber'],
      message: expect.stringContaining('登録番号は「品川 100 あ 12-34」'),
    });
    const empty = vehicleInput.safeParse({ registrationNumber: '　', vehicleClass: 'small' });
    expect(empty.error?.issues[0]?.message).toBe('登録番号を入力してください');
  });

  it('text fields are normalized where people type them', () => {
    const parsed = vehicleInput.parse({
      registrationNumber: '品川 100 あ 12-34',
      vehicleClass: 'small',
      name: '　ｲｽｽﾞ　　エルフ ２ｔ ',
      memo: ' 一行目  です \r\n  二行目 ',
    });
    expect(parsed.name).toBe('イスズ エルフ 2t');
    expect(parsed.memo).toBe('一行目 です\n二行目');
    expect(vehicleListQuery.parse({ q: ' １２－３４ ' }).q).toBe('12-34');
  });

  it('search keys match however the text was spaced or widened', () => {
    const stored = searchKey('品川 100 あ 12-34');
    for (const typed of ['品川100', '１２－３４', '品川 １００ あ', 'あ12']) {
      expect(stored).toContain(searchKey(typed));
    }
    expect(searchKey('ＡＢＣ Def')).toBe('abcdef');
  });
});
