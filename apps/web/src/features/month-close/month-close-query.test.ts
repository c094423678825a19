import type { ClientStatementSummary } from '@rikuun/contract';
import { describe, expect, it } from 'vitest';
import { defaultCloseMonth, pendingLinks, rateText, shortPeriod } from './month-close-format.ts';
import { pageOf } from './month-close-query.ts';

const row = (clientName: string, totalAmount: number, pending = 0) =>
  ({
    clientName,
    totalAmount,
    pending: { dailyReports: pending, expenses: 0 },
  }) as ClientStatementSummary;

describe('month close on the web', () => {
  it('pages and sorts the month’s statements in the browser (names in Japanese order)', () => {
    const all = { data: [row('い運送', 300), row('あ商事', 100, 2), row('う物産', 200, 1)], total: 3 };
    const names = (sort?: string, page = 1, perPage = 20) =>
      pageOf(all, { page, perPage, sort })?.data.map((s) => s.clientName);
    expect(names()).toEqual(['あ商事', 'い運送', 'う物産']);
    expect(names('-totalAmount')).toEqual(['い運送', 'う物産', 'あ商事']);
    expect(names('-pending')).toEqual(['あ商事', 'う物産', 'い運送']);
    expect(names('name', 2, 2)).toEqual(['う物産']);
    expect(pageOf(all, { page: 2, perPage: 2 })?.total).toBe(3);
    expect(pageOf(undefined, { page: 1, perPage: 20 })).toBeUndefined();
  });

  it('defaults to the month closing now: the current one from the 21st, else the previous one', () => {
    expect(defaultCloseMonth('2026-11-25')).toBe('2026-11');
    expect(defaultCloseMonth('2026-11-21')).toBe('2026-11');
    expect(defaultCloseMonth('2026-11-20')).toBe('2026-10');
    expect(defaultCloseMonth('2027-01-05')).toBe('2026-12');
  });

  it('formats the period and the tax of a rate, and links what waits to the lists filtered', () => {
    expect(shortPeriod({ from: '2026-10-21', to: '2026-11-20' })).toBe('10/21〜11/20');
    const tax = {
      byRate: [{ taxRate: 10 as const, taxableAmount: 315, taxAmount: 31, totalAmount: 346 }],
      taxableAmount: 315,
      taxAmount: 31,
      totalAmount: 346,
    };
    expect(rateText(tax, 10)).toBe('¥315 / ¥31');
    expect(rateText(tax, 8)).toBe('');
    const period = { from: '2026-10-21', to: '2026-11-20' };
    const client = pendingLinks({ clientId: 'c1' }, period);
    expect(client.dailyReports).toBe(
      '/daily-reports?from=2026-10-21&to=2026-11-20&isApproved=false&clientId=c1',
    );
    expect(client.expenses).toBe('/expenses?from=2026-10-21&to=2026-11-20');
    expect(pendingLinks({ driverId: 'd1' }, period).expenses).toContain('driverId=d1');
  });
});
