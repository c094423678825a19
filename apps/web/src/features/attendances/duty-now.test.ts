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
    expect(dutyNow(day, [])).toEqual({ state: 'on_break', since: '2026-11-25T03:00:00Z', barred: false });
  });

  it('lets a record still in the outbox count at once (offline)', () => {
    const day = {
      date: '2026-11-25',
      state: 'off_duty',
      records: [],
      dutyBarred: false,
    } as SelfAttendanceDay;
    const pending = [{ type: 'clock_in' as const, at: '2026-11-25T00:10:00Z' }];
    expect(dutyNow(day, pending)).toEqual({ state: 'on_duty', since: '2026-11-25T00:10:00Z', barred: false });
    expect(dutyNow(undefined, pending).state).toBe('on_duty');
  });

  it('shows no time for a duty begun on a day not shown', () => {
    expect(dutyNow({ date: '2026-11-25', state: 'on_duty', records: [], dutyBarred: false }, [])).toEqual({
      state: 'on_duty',
      since: null,
      barred: false,
    });
    expect(dutyNow(undefined, [])).toEqual({ state: 'off_duty', since: null, barred: false });
  });

  it("reads the outbox's attendance entries only", () => {
    expect(
      pendingRecords([
        { kind: 'attendance', body: { json: { type: 'clock_in', at: '2026-11-25T00:00:00Z' } } },
        { kind: 'action', body: { json: { type: 'arrived', at: '2026-11-25T01:00:00Z' } } },
      ]),
    ).toEqual([{ type: 'clock_in', at: '2026-11-25T00:00:00Z', barred: false }]);
  });

  it('keeps a driver off duty after a 出勤 with a positive reading (乗務禁止), sent or not', () => {
    const pending = pendingRecords([
      {
        kind: 'attendance',
        body: { json: { type: 'clock_in', at: '2026-11-25T00:00:00Z', alcoholValue: 0.1 } },
      },
    ]);
    expect(pending).toEqual([{ type: 'clock_in', at: '2026-11-25T00:00:00Z', barred: true }]);
    expect(dutyNow(undefined, pending)).toMatchObject({ state: 'off_duty', barred: true });
    const day = { date: '2026-11-25', state: 'off_duty', records: [], dutyBarred: true } as SelfAttendanceDay;
    expect(dutyNow(day, [])).toMatchObject({ state: 'off_duty', barred: true });
  });
});
