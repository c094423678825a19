import { describe, expect, it } from 'vitest';
import {
  accountingMonthOf,
  accountingMonthSchema,
  closingPeriod,
  contractorPaymentDueDate,
  paymentDueDate,
  shiftMonth,
} from './accounting-month.ts';

describe('accounting months', () => {
  it('runs a month-end closing from the 1st to the last day, leap years included', () => {
    expect(closingPeriod('2026-11', 0)).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(closingPeriod('2028-02', 0)).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });

  it('runs a 20th closing from the 21st of the month before', () => {
    expect(closingPeriod('2026-11', 20)).toEqual({ from: '2026-10-21', to: '2026-11-20' });
    expect(closingPeriod('2027-01', 20)).toEqual({ from: '2026-12-21', to: '2027-01-20' });
  });

  it('puts a date in the month whose closing it falls before', () => {
    expect(accountingMonthOf('2026-11-20', 20)).toBe('2026-11');
    expect(accountingMonthOf('2026-11-21', 20)).toBe('2026-12');
    expect(accountingMonthOf('2026-12-31', 25)).toBe('2027-01');
    expect(accountingMonthOf('2026-11-30', 0)).toBe('2026-11');
  });

  it('derives due dates from the payment terms', () => {
    expect(paymentDueDate('2026-11', 1, 0)).toBe('2026-12-31');
    expect(paymentDueDate('2026-12', 2, 10)).toBe('2027-02-10');
    expect(paymentDueDate('2026-11', 0, 0)).toBe('2026-11-30');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
  });

  it('pays contractors by the end of the next month, within two months of the closing', () => {
    expect(contractorPaymentDueDate('2026-01')).toBe('2026-02-28');
    expect(contractorPaymentDueDate('2026-11')).toBe('2026-12-31');
  });

  it('accepts only a year and month', () => {
    expect(accountingMonthSchema().safeParse('2026-11').success).toBe(true);
    expect(accountingMonthSchema().safeParse('2026-13').success).toBe(false);
    expect(accountingMonthSchema().safeParse('2026-11-01').error?.issues[0]?.message).toBe(
      '対象月は年月（例: 2026-11）で入力してください',
    );
  });
});
