import { describe, expect, it } from 'vitest';
import { formatDate, formatDateLong, formatDateTime, formatFileSize, formatKg, formatYen } from './format.ts';

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
});
