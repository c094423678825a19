import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateLong,
  formatDateTime,
  formatFileSize,
  formatKg,
  formatMonth,
  formatYen,
  parseDateText,
  parseMonthText,
  parseTimeText,
} from './format.ts';

describe('format', () => {
  it('formats business dates with the weekday', () => {
    expect(formatDate('2026-11-21')).toBe('2026/11/21 (土)');
    expect(formatDate('2026-01-04')).toBe('2026/01/04 (日)');
    expect(formatDateLong('2026-11-21')).toBe('2026年11月21日');
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  it('shows instants in Asia/Tokyo whatever the zone of the input', () => {
    // 15:30 UTC on the 21st is 00:30 on the 22nd in Tokyo.
    expect(formatDateTime('2026-11-21T15:30:00Z')).toBe('2026/11/22 (日) 00:30');
    expect(formatDate('2026-11-21T15:30:00Z')).toBe('2026/11/22 (日)');
  });

  it('formats yen, weights and file sizes', () => {
    expect(formatYen(1234)).toBe('¥1,234');
    expect(formatYen(-50000)).toBe('-¥50,000');
    expect(formatYen(0)).toBe('¥0');
    expect(formatKg(2000)).toBe('2,000 kg');
    expect(formatKg(null)).toBe('');
    expect(formatFileSize(1536 * 1024)).toBe('1.5 MB');
    expect(formatFileSize(300 * 1024)).toBe('300 KB');
    expect(formatFileSize(10 * 1024 * 1024)).toBe('10 MB');
  });

  it('reads a date typed in any of the ways people type it', () => {
    const today = '2026-11-27';
    for (const text of [
      '20261231',
      '2026/12/31',
      '2026-12-31',
      '2026.12.31',
      '2026/12/31 (木)',
      '2026/12/31（木）',
      '2026年12月31日',
      '２０２６／１２／３１',
      '２０２６１２３１',
      ' 2026 / 12 / 31 ',
      '12/31',
      '1231',
      '12月31日',
      '１２／３１',
    ]) {
      expect(parseDateText(text, today), text).toBe('2026-12-31');
    }
    expect(parseDateText('2026/1/5', today)).toBe('2026-01-05');
    expect(parseDateText('1/5', today)).toBe('2026-01-05');
    // What the field shows reads back as the same date.
    expect(parseDateText(formatDate('2027-02-28'), today)).toBe('2027-02-28');
  });

  it('refuses text that is no date, and days that do not exist', () => {
    const today = '2026-11-27';
    for (const text of [
      '',
      'あした',
      '2025/02/30',
      '2026/13/01',
      '2026/00/10',
      '20261',
      '2026',
      '12/32',
      '0/1',
      '2026/12',
    ]) {
      expect(parseDateText(text, today), text).toBeNull();
    }
    expect(parseDateText('2024/02/29', today)).toBe('2024-02-29');
    expect(parseDateText('0190/01/01', today)).toBe('0190-01-01');
  });

  it('reads times as 24-hour HH:MM, 24:00 only where the field allows it', () => {
    const cases: [string, string][] = [
      ['930', '09:30'],
      ['0930', '09:30'],
      ['9:30', '09:30'],
      ['21:30', '21:30'],
      ['2130', '21:30'],
      ['２１：３０', '21:30'],
      ['２１３０', '21:30'],
      ['9時30分', '09:30'],
      ['9', '09:00'],
      ['21時', '21:00'],
      ['0:00', '00:00'],
      ['23:59', '23:59'],
    ];
    for (const [text, time] of cases) expect(parseTimeText(text), text).toBe(time);
    for (const text of ['', '24:00', '25:00', '9:60', '9:5', '12345', '午後9時', '9:30 PM']) {
      expect(parseTimeText(text), text).toBeNull();
    }
    expect(parseTimeText('24:00', { allow24: true })).toBe('24:00');
    expect(parseTimeText('2400', { allow24: true })).toBe('24:00');
    expect(parseTimeText('24:01', { allow24: true })).toBeNull();
  });

  it('reads and shows months as 2026年12月', () => {
    const today = '2026-11-27';
    for (const text of ['202612', '2026/12', '2026-12', '2026年12月', '２０２６年１２月', '12', '12月']) {
      expect(parseMonthText(text, today), text).toBe('2026-12');
    }
    for (const text of ['', '2026/13', '13', '0', '2026', '2026/12/31']) {
      expect(parseMonthText(text, today), text).toBeNull();
    }
    expect(formatMonth('2026-12')).toBe('2026年12月');
    expect(parseMonthText(formatMonth('2027-01'), today)).toBe('2027-01');
    expect(formatMonth(null)).toBe('');
  });
});
