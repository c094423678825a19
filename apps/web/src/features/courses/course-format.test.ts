import { describe, expect, it } from 'vitest';
import {
  formatActionTime,
  formatEta,
  formatLoad,
  fromLocalDateTimeText,
  toLocalDateTimeText,
} from './course-format.ts';

describe('formatEta', () => {
  it('shows the Tokyo time of an instant as HH:mm', () => {
    expect(formatEta('2026-11-21T00:05:00Z')).toBe('09:05');
    expect(formatEta('2026-11-21T09:05:00+09:00')).toBe('09:05');
  });
  it('is empty without an ETA', () => {
    expect(formatEta(null)).toBe('');
    expect(formatEta('not a date')).toBe('');
  });
});

describe('formatActionTime', () => {
  it('shows H:mm on the course day', () => {
    expect(formatActionTime('2026-11-21T00:12:00Z', '2026-11-21')).toBe('9:12');
  });
  it('adds the date on another day (Tokyo date, not UTC)', () => {
    expect(formatActionTime('2026-11-21T16:30:00Z', '2026-11-21')).toBe('11/22 1:30');
  });
});

describe('formatLoad', () => {
  it('shows quantity and weight when present', () => {
    expect(formatLoad(10, 120)).toBe('10個 / 120 kg');
    expect(formatLoad(1200, null)).toBe('1,200個');
    expect(formatLoad(null, 2.5)).toBe('2.5 kg');
    expect(formatLoad(0, null)).toBe('0個');
    expect(formatLoad(null, null)).toBe('');
  });
});

describe('local date-time text (Tokyo)', () => {
  it('turns an instant into the field value in Tokyo time', () => {
    expect(toLocalDateTimeText(new Date('2026-11-20T15:30:00Z'))).toBe('2026-11-21T00:30');
  });
  it('turns the field value into an instant with the +09:00 offset', () => {
    expect(fromLocalDateTimeText('2026-11-21T09:12')).toBe('2026-11-21T09:12:00+09:00');
  });
  it('round-trips', () => {
    const text = '2026-03-01T23:59';
    const instant = fromLocalDateTimeText(text);
    expect(instant && toLocalDateTimeText(new Date(instant))).toBe(text);
  });
  it('refuses malformed and impossible values', () => {
    expect(fromLocalDateTimeText('')).toBeNull();
    expect(fromLocalDateTimeText('2026-11-21 09:12')).toBeNull();
    expect(fromLocalDateTimeText('2026-02-30T09:00')).toBeNull();
    expect(fromLocalDateTimeText('2026-11-21T24:00')).toBeNull();
  });
});
