import { describe, expect, it } from 'vitest';
import { defaultPattern, nextMonday, patternDates, previewDates, togglePickedDate } from './copy-dates.ts';

describe('copy dates (定期便)', () => {
  it('starts 月〜金 for two weeks from the next Monday', () => {
    expect(nextMonday('2026-11-25')).toBe('2026-11-30');
    expect(nextMonday('2026-11-30')).toBe('2026-12-07');
    expect(nextMonday('2026-11-29')).toBe('2026-11-30');
    const pattern = defaultPattern('2026-11-25');
    expect(pattern).toEqual({ from: '2026-11-30', to: '2026-12-11', weekdays: [1, 2, 3, 4, 5] });
    expect(patternDates(pattern.from, pattern.to, pattern.weekdays)).toHaveLength(10);
  });

  it('gives no dates for an empty or reversed range', () => {
    expect(patternDates('', '2026-12-01', [1])).toEqual([]);
    expect(patternDates('2026-12-02', '2026-12-01', [1, 2, 3])).toEqual([]);
  });

  it('flags 祝日 in the preview, and marks them skipped only when 祝日を除く is on', () => {
    const dates = patternDates('2026-11-16', '2026-11-27', [1, 2, 3, 4, 5]);
    const flagged = previewDates(dates, false).filter((d) => d.holiday);
    expect(flagged).toEqual([{ date: '2026-11-23', holiday: '勤労感謝の日', skipped: false }]);
    const skipped = previewDates(dates, true);
    expect(skipped.filter((d) => d.skipped).map((d) => d.date)).toEqual(['2026-11-23']);
    expect(skipped).toHaveLength(10);
  });

  it('keeps picked dates sorted and unique, and unpicks a date picked twice', () => {
    let picked = togglePickedDate([], '2026-12-03');
    picked = togglePickedDate(picked, '2026-12-01');
    expect(picked).toEqual(['2026-12-01', '2026-12-03']);
    expect(togglePickedDate(picked, '2026-12-03')).toEqual(['2026-12-01']);
    expect(previewDates(['2026-12-03', '2026-12-01', '2026-12-03'], false).map((d) => d.date)).toEqual([
      '2026-12-01',
      '2026-12-03',
    ]);
  });
});
