import { describe, expect, it } from 'vitest';
import {
  accountingMonthOf,
  accountingMonthSchema,
  closingPeriod,
  contractorPaymentDueDate,
  paymentDueDate,
  shiftMonth,
} from './accounting-month.ts';
import { daysBetween } from './calendar-dates.ts';

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
    expect(paymentDueDate('2026-11', 1, 0)).toBe('2026-12-30'); // 12/31 banks are closed
    expect(paymentDueDate('2026-12', 2, 10)).toBe('2027-02-10');
    expect(paymentDueDate('2026-11', 0, 0)).toBe('2026-11-30');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
  });

  it("moves a client's due date on a bank holiday by its holiday rule", () => {
    expect(paymentDueDate('2026-12', 1, 0)).toBe('2027-01-29'); // 1/31 is a Sunday
    expect(paymentDueDate('2026-12', 1, 0, 'next')).toBe('2027-02-01');
    expect(paymentDueDate('2026-11', 1, 0, 'next')).toBe('2027-01-04');
  });

  it('pays contractors by the end of the next month, within 60 days, on a bank business day before', () => {
    expect(contractorPaymentDueDate('2026-01')).toBe('2026-02-27'); // 2/28 is a Saturday
    expect(contractorPaymentDueDate('2026-11')).toBe('2026-12-30'); // 12/31 banks are closed
    expect(contractorPaymentDueDate('2026-12')).toBe('2027-01-29'); // 12/1 + 60 days is Saturday 1/30
    expect(contractorPaymentDueDate('2026-07')).toBe('2026-08-28'); // 7/1 + 60 days is Sunday 8/30
    for (let m = 1; m <= 12; m++) {
      const month = `2027-${String(m).padStart(2, '0')}`;
      expect(daysBetween(`${month}-01`, contractorPaymentDueDate(month))).toBeLessThanOrEqual(60);
    }
  });

  it('accepts only a year and month', () => {
    expect(accountingMonthSchema().safeParse('2026-11').success).toBe(true);
    expect(accountingMonthSchema().safeParse('2026-13').success).toBe(false);
    expect(accountingMonthSchema().safeParse('2026-11-01').error?.issues[0]?.message).toBe(
      '対象月は年月（例: 2026-11）で入力してください',
    );
  });
});
