import { dateSchema } from '@rikuun/contract';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { dateFieldMessage, fromDateText, INVALID_DATE, toDateText } from './date-field-values.ts';

describe('date field values', () => {
  it('turns a valid picked date into YYYY-MM-DD and empty into null', () => {
    expect(toDateText(dayjs('2025-02-28'), null)).toBe('2025-02-28');
    expect(toDateText(null, null)).toBeNull();
  });

  it('never turns a date typed wrong or out of range into empty or another date', () => {
    expect(toDateText(dayjs('not a date'), 'invalidDate')).toBe(INVALID_DATE);
    expect(toDateText(dayjs('0190-01-01'), 'minDate')).toBe(INVALID_DATE);
    expect(toDateText(dayjs('2999-01-01'), 'disableFuture')).toBe(INVALID_DATE);
    // The contract's schema refuses it, so the form cannot be saved.
    expect(dateSchema('整備日').safeParse(INVALID_DATE).success).toBe(false);
  });

  it('reads stored values, and nothing else, into the picker', () => {
    expect(fromDateText('2026-11-21')?.format('YYYY/MM/DD')).toBe('2026/11/21');
    for (const value of [null, undefined, '', INVALID_DATE, '2026/11/21', 3]) {
      expect(fromDateText(value)).toBeNull();
    }
  });

  it('says what is wrong, with the bounds shown as the field shows dates', () => {
    const bounds = { min: '1900-01-01', max: '2100-12-31' };
    expect(dateFieldMessage('整備日', 'invalidDate', bounds)).toBe('整備日は正しい日付で入力してください');
    expect(dateFieldMessage('車検満了日', 'minDate', bounds)).toBe(
      '車検満了日は1900/01/01から2100/12/31までの日付で入力してください',
    );
    expect(dateFieldMessage('初度登録日', 'disableFuture', bounds)).toBe(
      '初度登録日に未来の日付は入力できません',
    );
  });
});
