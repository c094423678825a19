import { dateSchema } from '@rikuun/contract';
import { describe, expect, it } from 'vitest';
import {
  dateFieldMessage,
  INVALID_DATE,
  isoDateOf,
  joinDateTime,
  readDateField,
  shownDate,
} from './date-field-values.ts';

const bounds = { min: '1900-01-01', max: '2100-12-31' };
const today = '2026-11-27';

describe('date field values', () => {
  it('sends a date typed any usual way as YYYY-MM-DD, and empty as null', () => {
    for (const text of [
      '20261231',
      '2026/12/31',
      '2026-12-31',
      '12/31',
      '２０２６／１２／３１',
      '2026/12/31 (木)',
    ]) {
      expect(readDateField(text, bounds, today), text).toEqual({ value: '2026-12-31', problem: null });
    }
    expect(readDateField('  ', bounds, today)).toEqual({ value: null, problem: null });
  });

  it('never turns a date typed wrong or out of range into empty or another date', () => {
    expect(readDateField('2025/02/30', bounds, today)).toEqual({
      value: INVALID_DATE,
      problem: 'invalidDate',
    });
    expect(readDateField('0190/01/01', bounds, today)).toEqual({ value: INVALID_DATE, problem: 'minDate' });
    expect(readDateField('2999/01/01', bounds, today)).toEqual({ value: INVALID_DATE, problem: 'maxDate' });
    expect(readDateField('2026/11/28', { ...bounds, disableFuture: true }, today)).toEqual({
      value: INVALID_DATE,
      problem: 'disableFuture',
    });
    expect(readDateField('2026/11/27', { ...bounds, disableFuture: true }, today).problem).toBeNull();
    // The contract's schema refuses it, so the form cannot be saved.
    expect(dateSchema('整備日').safeParse(INVALID_DATE).success).toBe(false);
  });

  it('shows stored values the product way, and nothing else', () => {
    expect(shownDate('2026-12-31')).toBe('2026/12/31 (木)');
    for (const value of [null, undefined, '', INVALID_DATE, '2026/11/21', 3]) {
      expect(shownDate(value)).toBe('');
      expect(isoDateOf(value)).toBeNull();
    }
  });

  it('joins a date and a time as the datetime-local text the callers turn into instants', () => {
    expect(joinDateTime('2026-12-31', '21:30')).toBe('2026-12-31T21:30');
    expect(joinDateTime(null, null)).toBe('');
    expect(joinDateTime('2026-12-31', null)).toBe(INVALID_DATE);
    expect(joinDateTime(null, '21:30')).toBe(INVALID_DATE);
    expect(joinDateTime(INVALID_DATE, '21:30')).toBe(INVALID_DATE);
    expect(joinDateTime('2026-12-31', '25:00')).toBe(INVALID_DATE);
  });

  it('says what is wrong, with the bounds shown as the field shows dates', () => {
    expect(dateFieldMessage('整備日', 'invalidDate', bounds)).toBe(
      '整備日は正しい日付（例: 2026/12/31、20261231）で入力してください',
    );
    expect(dateFieldMessage('車検満了日', 'minDate', bounds)).toBe(
      '車検満了日は1900/01/01から2100/12/31までの日付で入力してください',
    );
    expect(dateFieldMessage('初度登録日', 'disableFuture', bounds)).toBe(
      '初度登録日に未来の日付は入力できません',
    );
  });
});
