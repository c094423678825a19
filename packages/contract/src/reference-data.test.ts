import { describe, expect, it } from 'vitest';
import { postalCodeParams, zipCodeDigits } from './reference-data.ts';

describe('zipCodeDigits', () => {
  it('reads a complete postal code however it is typed', () => {
    for (const typed of ['1000001', '100-0001', '１００－０００１', '〒100-0001', '100 0001', '100ー0001']) {
      expect(zipCodeDigits(typed), typed).toBe('1000001');
    }
  });

  it('is null while the code is incomplete or not a code', () => {
    for (const typed of ['', '100', '100-000', '100-00011', 'abc-defg', '東京都']) {
      expect(zipCodeDigits(typed), typed).toBeNull();
    }
  });
});

describe('postalCodeParams', () => {
  it('takes the forms people type and refuses the rest in Japanese', () => {
    expect(postalCodeParams.parse({ zipCode: '１３６００８２' })).toEqual({ zipCode: '136-0082' });
    const bad = postalCodeParams.safeParse({ zipCode: '12345' });
    expect(bad.error?.issues[0]?.message).toBe('郵便番号は7桁の数字で入力してください（例: 136-0082）');
    expect(postalCodeParams.safeParse({ zipCode: '' }).error?.issues[0]?.message).toBe(
      '郵便番号を入力してください',
    );
  });
});
