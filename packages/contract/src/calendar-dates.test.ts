import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  addYears,
  bankBusinessDay,
  datesByWeekdays,
  daysBetween,
  holidayName,
  isBankBusinessDay,
  todayInTokyo,
  weekdayOf,
  weekOf,
} from './calendar-dates.ts';

describe('calendar dates', () => {
  it("today is Tokyo's date whatever the zone of the instant", () => {
    // 16:00 UTC on the 31st is 01:00 on the 1st in Tokyo.
    expect(todayInTokyo(new Date('2026-03-31T16:00:00Z'))).toBe('2026-04-01');
    expect(todayInTokyo(new Date('2026-03-31T14:59:59Z'))).toBe('2026-03-31');
  });

  it('counts whole days between business dates, negative backwards', () => {
    expect(daysBetween('2026-11-21', '2026-12-21')).toBe(30);
    expect(daysBetween('2026-11-21', '2026-11-20')).toBe(-1);
  });

  it('a week runs Monday to Sunday, across a month end', () => {
    expect(weekOf('2026-12-02')).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
    expect(weekOf('2026-11-29')[0]).toBe('2026-11-23');
  });

  it('knows national holidays, substitute holidays included', () => {
    expect(holidayName('2026-11-23')).toBe('勤労感謝の日');
    expect(holidayName('2027-01-01')).toBe('元日');
    expect(holidayName('2026-11-24')).toBeNull();
    // 2026-05-06: the substitute holiday (5/3 fell on a Sunday).
    expect(holidayName('2026-05-06')).toContain('振替休日');
  });

  it('Monday to Friday over two weeks gives ten dates', () => {
    const dates = datesByWeekdays('2026-11-23', '2026-12-06', [1, 2, 3, 4, 5]);
    expect(dates).toHaveLength(10);
    expect(dates.every((d) => weekdayOf(d) >= 1 && weekdayOf(d) <= 5)).toBe(true);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('adds years and months, clamped to the month end', () => {
    expect(addYears('2026-03-10', 3)).toBe('2029-03-10');
    expect(addYears('2028-02-29', 1)).toBe('2029-02-28');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-11-15', -6)).toBe('2026-05-15');
    expect(addMonths('2026-03-15', -6)).toBe('2025-09-15');
  });
});

describe('bank business days', () => {
  it('closes banks on weekends, 祝日 and 12/31–1/3', () => {
    expect(isBankBusinessDay('2026-12-30')).toBe(true); // 水
    expect(isBankBusinessDay('2026-12-31')).toBe(false); // 木, 大晦日
    expect(isBankBusinessDay('2027-01-01')).toBe(false);
    expect(isBankBusinessDay('2027-01-03')).toBe(false);
    expect(isBankBusinessDay('2027-01-04')).toBe(true); // 月
    expect(isBankBusinessDay('2027-01-11')).toBe(false); // 成人の日
    expect(isBankBusinessDay('2027-01-30')).toBe(false); // 土
    expect(isBankBusinessDay('2027-01-31')).toBe(false); // 日
  });

  it('moves a closed day to the previous or the next business day', () => {
    expect(bankBusinessDay('2026-12-31', -1)).toBe('2026-12-30');
    expect(bankBusinessDay('2026-12-31', 1)).toBe('2027-01-04');
    expect(bankBusinessDay('2027-01-31', -1)).toBe('2027-01-29');
    expect(bankBusinessDay('2027-01-31', 1)).toBe('2027-02-01');
    expect(bankBusinessDay('2026-12-28', -1)).toBe('2026-12-28');
  });
});
