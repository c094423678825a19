import type { SelfAttendanceDay } from '@rikuun/contract';
import { describe, expect, it } from 'vitest';
import { dutyNow, pendingRecords } from './duty-now.ts';

const record = (type: string, at: string) => ({ type, at }) as SelfAttendanceDay['records'][number];

describe('dutyNow', () => {
  it("takes the server's state and the time of the record that began it", () => {
    const day = {
      date: '2026-11-25',
      state: 'on_break',
      records: [record('clock_in', '2026-11-24T23:00:00Z'), record('break_start', '2026-11-25T03:00:00Z')],
    } as SelfAttendanceDay;
    expect(dutyNow(day, [])).toEqual({ state: 'on_break', since: '2026-11-25T03:00:00Z' });
  });

  it('lets a record still in the outbox count at once (offline)', () => {
    const day = { date: '2026-11-25', state: 'off_duty', records: [] } as SelfAttendanceDay;
    const pending = [{ type: 'clock_in' as const, at: '2026-11-25T00:10:00Z' }];
    expect(dutyNow(day, pending)).toEqual({ state: 'on_duty', since: '2026-11-25T00:10:00Z' });
    expect(dutyNow(undefined, pending).state).toBe('on_duty');
  });

  it('shows no time for a duty begun on a day not shown', () => {
    expect(dutyNow({ date: '2026-11-25', state: 'on_duty', records: [] }, [])).toEqual({
      state: 'on_duty',
      since: null,
    });
    expect(dutyNow(undefined, [])).toEqual({ state: 'off_duty', since: null });
  });

  it("reads the outbox's attendance entries only", () => {
    expect(
      pendingRecords([
        { kind: 'attendance', body: { json: { type: 'clock_in', at: '2026-11-25T00:00:00Z' } } },
        { kind: 'action', body: { json: { type: 'arrived', at: '2026-11-25T01:00:00Z' } } },
      ]),
    ).toEqual([{ type: 'clock_in', at: '2026-11-25T00:00:00Z' }]);
  });
});
