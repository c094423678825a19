import { haversineKm } from '@rikuun/contract';

export type TrackedPoint = {
  latitude: number;
  longitude: number;
  accuracy: number | null;
  heading: number | null;
  speed: number | null;
  recordedAt: string;
};

export type BatcherOptions = {
  /** A batch leaves at least this often while points come in. */
  intervalMs: number;
  /** ... or as soon as the phone is this far from the last point sent. */
  distanceM: number;
  /** A batch carries at most this many points: more are thinned evenly by time. */
  maxPoints: number;
};

export const DEFAULT_BATCHING: BatcherOptions = { intervalMs: 30_000, distanceM: 100, maxPoints: 10 };

/**
 * Decides when the phone's positions leave as a batch (no I/O: the tracker feeds it and sends what it
 * answers). Every 30 s, or at once when the phone moved 100 m from the last point sent (a turn at a
 * crossing shows on the map without waiting), and the first point at once (the map shows the driver
 * as soon as tracking starts). watchPosition may report every second: a batch keeps 10 points.
 */
export function createPositionBatcher(options: BatcherOptions = DEFAULT_BATCHING) {
  let pending: TrackedPoint[] = [];
  let lastSent: TrackedPoint | null = null;
  let lastSentAt = Number.NEGATIVE_INFINITY;

  function take(now: number): TrackedPoint[] | null {
    if (pending.length === 0) return null;
    const batch = thinByTime(pending, options.maxPoints);
    pending = [];
    lastSent = batch[batch.length - 1] ?? lastSent;
    lastSentAt = now;
    return batch;
  }

  return {
    /** A new position; answers the batch to send now, if any. */
    add(point: TrackedPoint, now: number): TrackedPoint[] | null {
      pending.push(point);
      const moved = !lastSent || haversineKm(lastSent, point) * 1000 >= options.distanceM;
      return moved || now - lastSentAt >= options.intervalMs ? take(now) : null;
    },
    /** Called by a timer: the batch whose 30 s are up (a phone standing still sends nothing new). */
    due(now: number): TrackedPoint[] | null {
      return now - lastSentAt >= options.intervalMs ? take(now) : null;
    },
    /** Tracking stops: whatever is left. */
    flush(now: number): TrackedPoint[] | null {
      return take(now);
    },
  };
}

/**
 * At most `max` points spread evenly over the time the points span: the first and the last always,
 * between them the point nearest each even step (a burst of fixes in one second does not crowd out
 * the rest of the half minute).
 */
export function thinByTime(points: readonly TrackedPoint[], max: number): TrackedPoint[] {
  const last = points.length - 1;
  if (points.length <= max) return [...points];
  if (max <= 1) return points.slice(-1);
  const time = (i: number) => Date.parse((points[i] as TrackedPoint).recordedAt);
  const step = (time(last) - time(0)) / (max - 1);
  const chosen = [0];
  for (let k = 1; k < max - 1; k++) {
    const target = time(0) + step * k;
    // The points are in time order: walk on from the last one chosen, leaving room for the last point.
    let best = (chosen[chosen.length - 1] as number) + 1;
    if (best >= last) break;
    for (let i = best + 1; i < last && time(i) <= target + step / 2; i++)
      if (Math.abs(time(i) - target) < Math.abs(time(best) - target)) best = i;
    chosen.push(best);
  }
  chosen.push(last);
  return chosen.map((i) => points[i] as TrackedPoint);
}

/** A browser position as the API takes it: readings out of the contract's range are left out, not refused. */
export function pointFromPosition(position: GeolocationPosition): TrackedPoint {
  const { latitude, longitude, accuracy, heading, speed } = position.coords;
  const within = (v: number | null, max: number) =>
    v !== null && Number.isFinite(v) && v >= 0 && v <= max ? v : null;
  return {
    latitude,
    longitude,
    accuracy: within(accuracy, 100_000),
    heading: within(heading, 360),
    speed: within(speed, 200),
    recordedAt: new Date(position.timestamp).toISOString(),
  };
}
