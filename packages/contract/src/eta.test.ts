import { describe, expect, it } from 'vitest';
import { computeEtas, type EtaInput, type EtaStop, haversineKm, tokyoInstant, travelMinutes } from './eta.ts';

// Hand-computed: 10 km straight at 25 km/h with a detour factor of 1.3 is 10 × 1.3 ÷ 25 h = 31.2 min
// = 31 min 12 s. Points are placed due north of the base, so the distance is exact.
const base = { latitude: 35, longitude: 139 };
const north = (km: number) => ({ latitude: 35 + (km / 6371) * (180 / Math.PI), longitude: 139 });
const settings = { averageSpeedKmh: 25, detourFactor: 1.3, serviceMinutes: 5, loadingMinutes: 30 };
const date = '2026-11-02';
/** A Tokyo time of the delivery date as the ISO instant the function answers. */
const at = (time: string) => new Date(tokyoInstant(date, time)).toISOString();

const stop = (over: Partial<EtaStop> = {}): EtaStop => ({
  ...north(10),
  status: 'pending',
  serviceMinutes: null,
  timeWindowStart: null,
  actions: [],
  ...over,
});

const run = (stops: EtaStop[], over: Partial<EtaInput> = {}) =>
  computeEtas({
    deliveryDate: date,
    startTime: '08:00',
    start: base,
    settings,
    stops,
    now: new Date('2026-11-01T00:00:00Z'),
    inProgress: false,
    ...over,
  });

describe('distances and times', () => {
  it('measures straight-line kilometres and drives them with the detour factor', () => {
    expect(haversineKm(base, north(10))).toBeCloseTo(10, 9);
    expect(travelMinutes(base, north(10), settings)).toBeCloseTo(31.2, 9);
  });

  it('reads times of day in Asia/Tokyo (UTC+9)', () => {
    expect(at('08:00')).toBe('2026-11-01T23:00:00.000Z');
    expect(at('09:30')).toBe('2026-11-02T00:30:00.000Z');
  });
});

describe('computeEtas', () => {
  it('leaves the base after loading and drives 10 km in 31.2 minutes', () => {
    // 08:00 + 30 min loading = 08:30; + 31:12 = 09:01:12.
    expect(run([stop()])).toEqual(['2026-11-02T00:01:12.000Z']);
  });

  it('starts at 08:00 when the course has no planned start time', () => {
    expect(run([stop()], { startTime: null })).toEqual(['2026-11-02T00:01:12.000Z']);
  });

  it('without a start base, reaches the first stop at the start time and measures from there', () => {
    // 08:00 at the first stop, 5 min service, 10 km more: 08:05 + 31:12 = 08:36:12.
    const etas = run([stop(), stop(north(20))], { start: null });
    expect(etas).toEqual([at('08:00'), '2026-11-01T23:36:12.000Z']);
  });

  it("adds each stop's own service minutes, or the setting", () => {
    // Stop 1 at 09:01:12 with 15 min → 09:16:12; 10 km more → 09:47:24; stop 2 uses 5 min → 09:52:24; 10 km → 10:23:36.
    const etas = run([stop({ serviceMinutes: 15 }), stop(north(20)), stop(north(30))]);
    expect(etas).toEqual([
      '2026-11-02T00:01:12.000Z',
      '2026-11-02T00:47:24.000Z',
      '2026-11-02T01:23:36.000Z',
    ]);
  });

  it('waits until a time window opens', () => {
    // Reached at 09:01:12 but the window opens at 10:00; leaves 10:05; 10 km → 10:36:12.
    const etas = run([stop({ timeWindowStart: '10:00' }), stop(north(20))]);
    expect(etas).toEqual([at('10:00'), '2026-11-02T01:36:12.000Z']);
  });

  it('gives a stop without coordinates no eta and measures the next from the last known position', () => {
    // Stop 1 at 09:01:12, leaves 09:06:12; stop 2 unknown; stop 3 is 10 km from stop 1 → 09:37:24.
    const etas = run([stop(), stop({ latitude: null, longitude: null }), stop(north(20))]);
    expect(etas).toEqual(['2026-11-02T00:01:12.000Z', null, '2026-11-02T00:37:24.000Z']);
  });

  it('restarts the clock from a completed stop at its last action', () => {
    const done = stop({
      status: 'completed',
      actions: [
        { type: 'completed', at: at('09:40') },
        { type: 'arrived', at: at('09:30') },
      ],
    });
    // Left stop 1 at 09:40; 10 km → 10:11:12.
    expect(run([done, stop(north(20))])).toEqual([null, '2026-11-02T01:11:12.000Z']);
  });

  it('while the course is in progress, never expects a stop before now plus the way there', () => {
    const done = stop({ status: 'completed', actions: [{ type: 'completed', at: at('09:40') }] });
    const now = new Date(tokyoInstant(date, '10:00'));
    // Now (10:00) is later than the last action (09:40): 10:00 + 31:12 = 10:31:12.
    expect(run([done, stop(north(20))], { now, inProgress: true })).toEqual([
      null,
      '2026-11-02T01:31:12.000Z',
    ]);
    // A planned course keeps the plan, whatever the time.
    expect(run([done, stop(north(20))], { now, inProgress: false })).toEqual([
      null,
      '2026-11-02T01:11:12.000Z',
    ]);
    // An earlier now changes nothing.
    const early = new Date(tokyoInstant(date, '09:00'));
    expect(run([done, stop(north(20))], { now: early, inProgress: true })).toEqual([
      null,
      '2026-11-02T01:11:12.000Z',
    ]);
  });

  it('a stop reached and at work leaves after its service time, or at its latest action if later', () => {
    const arrived = stop({ status: 'arrived', actions: [{ type: 'arrived', at: at('09:00') }] });
    // 09:00 + 5 min = 09:05; 10 km → 09:36:12.
    expect(run([arrived, stop(north(20))])).toEqual([null, '2026-11-02T00:36:12.000Z']);
    const loading = stop({
      status: 'arrived',
      actions: [
        { type: 'arrived', at: at('09:00') },
        { type: 'loading_ended', at: at('09:20') },
      ],
    });
    // Loading ended at 09:20, later than 09:05: 09:20 + 31:12 = 09:51:12.
    expect(run([loading, stop(north(20))])).toEqual([null, '2026-11-02T00:51:12.000Z']);
  });

  it('a skipped stop moves the clock but not the position', () => {
    const skipped = stop({ status: 'skipped', actions: [{ type: 'skipped', at: at('09:00') }] });
    // From the base (20 km = 62.4 min) starting 09:00 → 10:02:24.
    expect(run([skipped, stop(north(20))])).toEqual([null, '2026-11-02T01:02:24.000Z']);
  });

  it('a carried-over stop without actions is passed over', () => {
    const carried = stop({ status: 'carried_over' });
    expect(run([carried, stop()])).toEqual([null, '2026-11-02T00:01:12.000Z']);
  });

  it('a base stop without its own service minutes takes the loading minutes', () => {
    // Stop 1 (a base) at 09:01:12, 30 min loading → 09:31:12; 10 km → 10:02:24.
    const etas = run([stop({ type: 'base' }), stop(north(20))]);
    expect(etas).toEqual(['2026-11-02T00:01:12.000Z', '2026-11-02T01:02:24.000Z']);
  });
});
