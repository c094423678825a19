import { describe, expect, it } from 'vitest';
import { dailyReportInput } from './daily-reports.ts';

const at = (time: string, date = '2026-11-10') => `${date}T${time}:00+09:00`;
const base = { date: '2026-11-10', startAt: at('06:00'), endAt: at('15:00') };

/** The messages of a failed parse by dotted path; {} when it passes. */
function issuesOf(input: Record<string, unknown>) {
  const result = dailyReportInput.safeParse({ ...base, ...input });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('daily report times in order', () => {
  it('refuses a break that ends before it starts, at its end', () => {
    expect(issuesOf({ breaks: [{ start: at('10:00'), end: at('09:30') }] })).toEqual({
      'breaks.0.end': '休憩終了は休憩開始以降の日時を入力してください',
    });
  });

  it('refuses times before 業務開始 or after 業務終了, at the field', () => {
    expect(
      issuesOf({
        breaks: [{ start: at('05:00'), end: at('05:30') }],
        loadingWork: [{ startAt: at('14:00'), endAt: at('15:30') }],
        waitingRecords: [{ arrivedAt: at('12:00'), departedAt: at('16:00'), loadingStartAt: at('05:59') }],
      }),
    ).toEqual({
      'breaks.0.start': '休憩開始は業務開始以降の日時を入力してください',
      'breaks.0.end': '休憩終了は業務開始以降の日時を入力してください',
      'loadingWork.0.endAt': '荷役終了は業務終了以前の日時を入力してください',
      'waitingRecords.0.departedAt': '出発日時は業務終了以前の日時を入力してください',
      'waitingRecords.0.loadingStartAt': '荷役開始は業務開始以降の日時を入力してください',
    });
  });

  it('orders 荷待ち arrival and departure and its 荷役 start and end', () => {
    expect(
      issuesOf({
        waitingRecords: [
          {
            arrivedAt: at('12:00'),
            departedAt: at('11:00'),
            loadingStartAt: at('12:30'),
            loadingEndAt: at('12:10'),
          },
        ],
      }),
    ).toEqual({
      'waitingRecords.0.departedAt': '出発日時は到着日時以降の日時を入力してください',
      'waitingRecords.0.loadingEndAt': '荷役終了は荷役開始以降の日時を入力してください',
    });
  });

  it('takes a duty across midnight, an open break, and times when the duty has no start or end', () => {
    expect(
      issuesOf({
        startAt: at('22:00', '2026-11-09'),
        endAt: at('06:00'),
        breaks: [
          { start: at('23:30', '2026-11-09'), end: at('00:15') },
          { start: at('03:00'), end: null },
        ],
      }),
    ).toEqual({});
    expect(
      issuesOf({ startAt: null, endAt: null, breaks: [{ start: at('03:00'), end: at('03:45') }] }),
    ).toEqual({});
  });
});
