import { describe, expect, it } from 'vitest';
import {
  createPositionBatcher,
  pointFromPosition,
  type TrackedPoint,
  thinByTime,
} from './position-batcher.ts';

const T0 = Date.parse('2026-11-25T00:00:00Z');
/** A point `metres` north of Tokyo station, `seconds` after T0. */
const at = (seconds: number, metres = 0): TrackedPoint => ({
  latitude: 35.681 + metres / 111_195,
  longitude: 139.767,
  accuracy: 10,
  heading: null,
  speed: null,
  recordedAt: new Date(T0 + seconds * 1000).toISOString(),
});
const secondsOf = (batch: TrackedPoint[] | null) =>
  batch?.map((p) => (Date.parse(p.recordedAt) - T0) / 1000) ?? null;

describe('createPositionBatcher', () => {
  it('sends the first point at once, then every 30 s while standing still', () => {
    const b = createPositionBatcher();
    expect(secondsOf(b.add(at(0), T0))).toEqual([0]);
    expect(b.add(at(10, 5), T0 + 10_000)).toBeNull();
    expect(b.due(T0 + 20_000)).toBeNull();
    expect(secondsOf(b.add(at(30, 8), T0 + 30_000))).toEqual([10, 30]);
    // Nothing new: the timer sends nothing.
    expect(b.due(T0 + 90_000)).toBeNull();
    expect(b.add(at(95, 10), T0 + 95_000)).not.toBeNull();
  });

  it('sends as soon as the phone is 100 m from the last point sent', () => {
    const b = createPositionBatcher();
    b.add(at(0), T0);
    expect(b.add(at(5, 60), T0 + 5000)).toBeNull();
    expect(b.add(at(8, 99), T0 + 8000)).toBeNull();
    expect(secondsOf(b.add(at(10, 101), T0 + 10_000))).toEqual([5, 8, 10]);
    // Measured from the last point sent, not from the start.
    expect(b.add(at(12, 150), T0 + 12_000)).toBeNull();
    expect(b.add(at(14, 205), T0 + 14_000)).not.toBeNull();
  });

  it('lets the timer send what waited 30 s, and flush what is left', () => {
    const b = createPositionBatcher();
    b.add(at(0), T0);
    b.add(at(20, 10), T0 + 20_000);
    expect(b.due(T0 + 29_000)).toBeNull();
    expect(secondsOf(b.due(T0 + 30_000))).toEqual([20]);
    b.add(at(35, 12), T0 + 35_000);
    expect(secondsOf(b.flush(T0 + 36_000))).toEqual([35]);
    expect(b.flush(T0 + 37_000)).toBeNull();
  });

  it('keeps at most 10 points of a fix every second', () => {
    const b = createPositionBatcher();
    b.add(at(0), T0);
    let batch: TrackedPoint[] | null = null;
    for (let s = 1; s <= 30 && !batch; s++) batch = b.add(at(s, s), T0 + s * 1000);
    expect(batch).toHaveLength(10);
    expect(secondsOf(batch)).toEqual([1, 4, 7, 11, 14, 17, 20, 24, 27, 30]);
  });
});

describe('thinByTime', () => {
  it('keeps the first and the last and spreads the rest evenly by time, not by count', () => {
    // A burst of 20 fixes in the first two seconds, then one every 10 s.
    const burst = Array.from({ length: 20 }, (_, i) => at(i / 10));
    const points = [...burst, at(10), at(20), at(30), at(40), at(50), at(60)];
    const thinned = thinByTime(points, 4);
    expect(secondsOf(thinned)).toEqual([0, 20, 40, 60]);
  });
  it('answers short lists as they are', () => {
    expect(thinByTime([at(0), at(1)], 10)).toHaveLength(2);
  });
});

describe('pointFromPosition', () => {
  it('leaves out readings the API would refuse', () => {
    const position = {
      timestamp: T0,
      coords: { latitude: 35.6, longitude: 139.7, accuracy: 250_000, heading: Number.NaN, speed: 13.5 },
    } as unknown as GeolocationPosition;
    expect(pointFromPosition(position)).toEqual({
      latitude: 35.6,
      longitude: 139.7,
      accuracy: null,
      heading: null,
      speed: 13.5,
      recordedAt: '2026-11-25T00:00:00.000Z',
    });
  });
});
