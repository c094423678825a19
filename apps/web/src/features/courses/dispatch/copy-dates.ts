import { addDays, datesByWeekdays, holidayName, weekdayOf } from '@rikuun/contract';

/** 月〜金 as weekday numbers (0 = 日曜). */
export const WEEKDAYS_MON_FRI = [1, 2, 3, 4, 5] as const;

/** The Monday after the date (a week later when the date is itself a Monday). */
export const nextMonday = (date: string): string => addDays(date, 7 - ((weekdayOf(date) + 6) % 7));

/** The dialog's first pattern: 月〜金 for two weeks from the next Monday. */
export function defaultPattern(today: string): { from: string; to: string; weekdays: number[] } {
  const from = nextMonday(today);
  return { from, to: addDays(from, 11), weekdays: [...WEEKDAYS_MON_FRI] };
}

export type PreviewDate = { date: string; holiday: string | null; skipped: boolean };

/** The dates a copy would make, in order and without repeats, each flagged when it is a 祝日. */
export function previewDates(dates: readonly string[], skipHolidays: boolean): PreviewDate[] {
  return [...new Set(dates)].sort().map((date) => {
    const holiday = holidayName(date);
    return { date, holiday, skipped: skipHolidays && holiday !== null };
  });
}

/** The dates of either mode: the picked ones, or the weekday pattern over the range. */
export function patternDates(from: string, to: string, weekdays: readonly number[]): string[] {
  return from && to && from <= to ? datesByWeekdays(from, to, weekdays) : [];
}

/** The picked dates plus one (kept sorted and unique), or minus it when already picked. */
export function togglePickedDate(dates: readonly string[], date: string): string[] {
  return dates.includes(date) ? dates.filter((d) => d !== date) : [...dates, date].sort();
}
