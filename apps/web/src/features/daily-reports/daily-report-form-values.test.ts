import { describe, expect, it } from 'vitest';
import { emptyBreak, fromLocalInput, toLocalInput } from './daily-report-form-values.ts';

describe('datetime-local values of the driver form', () => {
  it('shows an instant in Tokyo time whatever its offset', () => {
    expect(toLocalInput('2026-11-19T21:30:00.000Z')).toBe('2026-11-20T06:30');
    expect(toLocalInput(null)).toBe('');
  });

  it('reads a typed value as Tokyo time, and nothing for an unfinished one', () => {
    expect(fromLocalInput('2026-11-20T06:30')).toBe('2026-11-20T06:30:00+09:00');
    expect(fromLocalInput('2026-11-20T')).toBeNull();
    expect(fromLocalInput('')).toBeNull();
  });

  it('goes round the trip unchanged', () => {
    const typed = '2026-11-20T23:59';
    expect(toLocalInput(fromLocalInput(typed))).toBe(typed);
  });
});

describe('a new break', () => {
  it('starts at noon of a past day, and not later than now on today', () => {
    const morning = Date.parse('2026-11-20T09:15:30+09:00');
    expect(emptyBreak('2026-11-19', morning).start).toBe('2026-11-19T03:00:00.000Z');
    expect(emptyBreak('2026-11-20', morning).start).toBe('2026-11-20T00:15:00.000Z');
  });
});
