import { describe, expect, it } from 'vitest';
import {
  dailyReportFees,
  type FeeFacts,
  feeAmount,
  feeQuantity,
  workedMinutes,
} from './daily-report-fees.ts';

const day: FeeFacts = {
  courses: 2,
  completedStops: 14,
  deliveredItems: 57,
  startAt: '2026-11-20T06:00:00+09:00',
  endAt: '2026-11-20T15:15:00+09:00',
  breaks: [{ start: '2026-11-20T10:00:00+09:00', end: '2026-11-20T11:00:00+09:00' }],
  startOdometerKm: 48_210,
  endOdometerKm: 48_272.3,
};

describe('feeQuantity by fee type', () => {
  it('per_day counts one a report, whatever was done', () => {
    expect(feeQuantity('per_day', day)).toBe(1);
    expect(feeQuantity('per_day', { ...day, courses: 0 })).toBe(1);
  });

  it("per_course counts the driver's courses of the contract that day", () => {
    expect(feeQuantity('per_course', day)).toBe(2);
  });

  it('per_stop counts completed stops, per_item the delivered quantity', () => {
    expect(feeQuantity('per_stop', day)).toBe(14);
    expect(feeQuantity('per_item', day)).toBe(57);
  });

  it('per_hour is the time between start and end less the breaks, to 0.01 h', () => {
    expect(feeQuantity('per_hour', day)).toBe(8.25);
    const twenty = { ...day, endAt: '2026-11-20T15:20:00+09:00' };
    expect(feeQuantity('per_hour', twenty)).toBe(8.33);
    expect(feeQuantity('per_hour', { ...day, endAt: null })).toBeNull();
  });

  it('per_km is end minus start odometer, null without both readings', () => {
    expect(feeQuantity('per_km', day)).toBe(62.3);
    expect(feeQuantity('per_km', { ...day, endOdometerKm: null })).toBeNull();
    expect(feeQuantity('per_km', { ...day, endOdometerKm: 48_000 })).toBeNull();
  });
});

describe('workedMinutes', () => {
  it('counts only the part of a break inside the working time, and no open break', () => {
    const f = {
      startAt: '2026-11-20T08:00:00Z',
      endAt: '2026-11-20T10:00:00Z',
      breaks: [
        { start: '2026-11-20T07:30:00Z', end: '2026-11-20T08:30:00Z' },
        { start: '2026-11-20T09:00:00Z', end: null },
      ],
    };
    expect(workedMinutes(f)).toBe(90);
  });

  it('is null when the end is before the start', () => {
    expect(
      workedMinutes({ startAt: '2026-11-20T10:00:00Z', endAt: '2026-11-20T09:00:00Z', breaks: [] }),
    ).toBeNull();
  });
});

describe('fees: unit price × quantity in whole yen', () => {
  it('rounds half up once per amount, in integers (no binary fraction loses the half yen)', () => {
    expect(feeAmount(35, 62.3)).toBe(2181);
    expect(feeAmount(1_999, 8.25)).toBe(16_492);
    expect(feeAmount(15_000, 2)).toBe(30_000);
    expect(feeAmount(100, 0.004)).toBe(0);
  });

  it('has no amount without a quantity or a unit price', () => {
    expect(feeAmount(100, null)).toBeNull();
    expect(dailyReportFees({ billingUnitPrice: 18_000, paymentUnitPrice: null }, 1)).toEqual({
      billingAmount: 18_000,
      paymentAmount: null,
    });
    expect(dailyReportFees(null, 3)).toEqual({ billingAmount: null, paymentAmount: null });
  });

  it('computes both amounts for each fee type from the same quantity', () => {
    const terms = { billingUnitPrice: 2_000, paymentUnitPrice: 1_600 };
    expect(dailyReportFees(terms, feeQuantity('per_hour', day))).toEqual({
      billingAmount: 16_500,
      paymentAmount: 13_200,
    });
    expect(dailyReportFees(terms, feeQuantity('per_stop', day))).toEqual({
      billingAmount: 28_000,
      paymentAmount: 22_400,
    });
  });
});
