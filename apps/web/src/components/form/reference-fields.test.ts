import { describe, expect, it } from 'vitest';
import {
  codeAndName,
  completeCode,
  isBlank,
  mayFillAddress,
  postalLookupMessage,
  zenginPreview,
  zenginPreviewText,
} from './reference-fields.ts';

describe('mayFillAddress', () => {
  it('fills an empty address or one the previous lookup wrote, never one the user typed', () => {
    expect(mayFillAddress('', null)).toBe(true);
    expect(mayFillAddress(null, null)).toBe(true);
    expect(mayFillAddress('  ', null)).toBe(true);
    expect(mayFillAddress('東京都千代田区千代田', '東京都千代田区千代田')).toBe(true);
    expect(mayFillAddress('東京都千代田区千代田1-1', '東京都千代田区千代田')).toBe(false);
    expect(mayFillAddress('大阪府大阪市北区', null)).toBe(false);
  });
});

describe('postalLookupMessage', () => {
  it('says no address is known for a 404, and the catalogue message otherwise', () => {
    const notFound = {
      status: 404,
      data: { statusCode: 404, error: 'not_found', message: '該当する住所が見つかりません' },
    };
    expect(postalLookupMessage(notFound)).toBe('該当する住所が見つかりません');
    expect(postalLookupMessage({ status: 'FETCH_ERROR', error: 'TypeError' })).toBe(
      'サーバーとの通信でエラーが発生しました。',
    );
  });
});

describe('zenginPreview', () => {
  it('shows the Zengin form of what is typed', () => {
    const preview = zenginPreview('株式会社デモウンソウ');
    expect(preview).toEqual({ zengin: 'ｶ)ﾃﾞﾓｳﾝｿｳ', invalid: [], tooLong: false });
    expect(zenginPreviewText(preview as NonNullable<typeof preview>)).toBe('振込名義: ｶ)ﾃﾞﾓｳﾝｿｳ');
    expect(zenginPreview('やまだ たろう')?.zengin).toBe('ﾔﾏﾀﾞ ﾀﾛｳ');
  });

  it('names the characters the transfer cannot carry, and a name too long', () => {
    const preview = zenginPreview('サトー運送');
    // The long-vowel mark becomes - as the 全銀協 table writes it; kanji have no Zengin form.
    expect(preview?.zengin).toBe('ｻﾄ-運送');
    expect(preview?.invalid).toEqual(['運', '送']);
    expect(zenginPreviewText(preview as NonNullable<typeof preview>)).toBe(
      '使用できない文字: 運 送（カンマや漢字は使えません）',
    );
    const long = zenginPreview('ア'.repeat(31));
    expect(long?.tooLong).toBe(true);
    expect(zenginPreviewText(long as NonNullable<typeof long>)).toContain('半角30文字を超えています');
  });

  it('has nothing to show for an empty field', () => {
    expect(zenginPreview('')).toBeNull();
    expect(zenginPreview(null)).toBeNull();
    expect(zenginPreview('   ')).toBeNull();
  });
});

describe('codes', () => {
  it('reads a complete code in any width', () => {
    expect(completeCode('0001', 4)).toBe('0001');
    expect(completeCode('０００５', 4)).toBe('0005');
    expect(completeCode('001', 4)).toBeNull();
    expect(completeCode('', 3)).toBeNull();
    expect(completeCode(null, 3)).toBeNull();
  });

  it('sees null, empty and spaces as blank', () => {
    expect([null, undefined, '', '  '].map(isBlank)).toEqual([true, true, true, true]);
    expect(isBlank('みずほ銀行')).toBe(false);
  });

  it('labels an option by code and name', () => {
    expect(codeAndName({ code: '0001', name: 'みずほ銀行' })).toBe('0001 みずほ銀行');
  });
});
