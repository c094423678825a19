import { describe, expect, it } from 'vitest';
import { kanaSchema, phoneSchema, timeOfDaySchema, zipCodeSchema } from './japanese-fields.ts';

describe('Japanese fields', () => {
  it('zip codes as typed become 123-4567', () => {
    expect(zipCodeSchema().parse('〒１３６－００８２')).toBe('136-0082');
    expect(zipCodeSchema().parse('1360082')).toBe('136-0082');
    expect(zipCodeSchema().safeParse('136-008').success).toBe(false);
    expect(zipCodeSchema().parse('')).toBeNull();
  });
  it('phones keep their hyphens and need 10 or 11 digits from 0', () => {
    expect(phoneSchema().parse('０３－１２３４－５６７８')).toBe('03-1234-5678');
    expect(phoneSchema().parse('09012345678')).toBe('09012345678');
    expect(phoneSchema().safeParse('12345').success).toBe(false);
  });
  it('フリガナ converts ひらがな and half-width kana to katakana', () => {
    expect(kanaSchema().parse('やまだ たろう')).toBe('ヤマダ タロウ');
    expect(kanaSchema().parse('ﾔﾏﾀﾞ')).toBe('ヤマダ');
    expect(kanaSchema().safeParse('山田').success).toBe(false);
  });
  it('times of day are HH:mm', () => {
    expect(timeOfDaySchema('開始').parse('8:30')).toBe('08:30');
    expect(timeOfDaySchema('開始').safeParse('24:00').success).toBe(false);
  });
});
