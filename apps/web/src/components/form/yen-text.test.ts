import { describe, expect, it } from 'vitest';
import { caretAfterDigits, digitsBefore, formatYen, rawOfValue, yenRaw, yenValue } from './yen-text.ts';

describe('amounts as typed', () => {
  it('turns full-width digits half-width and drops separators and stray characters', () => {
    expect(yenRaw('１２３４５')).toBe('12345');
    expect(yenRaw('1,234,5')).toBe('12345');
    expect(yenRaw(' ¥1,200円 ')).toBe('1200');
    expect(yenRaw('007')).toBe('7');
    expect(yenRaw('0')).toBe('0');
  });

  it('keeps a leading minus only where negatives are allowed (IME minus signs too)', () => {
    expect(yenRaw('-500')).toBe('500');
    expect(yenRaw('-500', true)).toBe('-500');
    expect(yenRaw('－５００', true)).toBe('-500');
    expect(yenRaw('ー５００', true)).toBe('-500');
    expect(yenRaw('-', true)).toBe('-');
  });

  it('groups thousands', () => {
    expect(formatYen('')).toBe('');
    expect(formatYen('999')).toBe('999');
    expect(formatYen('1000')).toBe('1,000');
    expect(formatYen('1234567')).toBe('1,234,567');
    expect(formatYen('-1234')).toBe('-1,234');
  });

  it('gives the form a number, null when empty', () => {
    expect(yenValue('')).toBeNull();
    expect(yenValue('1234')).toBe(1234);
    expect(yenValue('-1234')).toBe(-1234);
    expect(yenValue('-')).toBe('-');
    expect(rawOfValue(1234)).toBe('1234');
    expect(rawOfValue(null)).toBe('');
  });

  it('keeps the caret after the same digits once separators move', () => {
    // "1,234" with "5" typed after the 2 → "12534" → "12,534": caret after "2" + "5" = 3 digits.
    const typed = '1,2534';
    const formatted = formatYen(yenRaw(typed));
    expect(formatted).toBe('12,534');
    expect(caretAfterDigits(formatted, digitsBefore(typed, 4))).toBe(4);
    expect(caretAfterDigits('1,000', 0)).toBe(0);
    expect(caretAfterDigits('-1,000', 0)).toBe(1);
    expect(caretAfterDigits('1,000', 4)).toBe(5);
  });
});
