import { haversineKm, type LatLng } from '@rikuun/contract';
import { z } from 'zod';

/**
 * Travel times between points for the route optimizer: an OSRM-compatible table service when
 * ROUTING_URL is configured, otherwise (or when it fails) straight-line distance × detour factor at the
 * company's average speed, as the ETAs do (contract eta.ts).
 */

export type TravelTimeSettings = { averageSpeedKmh: number; detourFactor: number };
export type RoutingServiceConfig = {
  /** Base URL of an OSRM-compatible service (…/table/v1/driving/… is appended); none: straight line. */
  url: string | undefined;
  timeoutMs: number;
  /** Points per block: a request asks at most block × block pairs (OSRM's max-table-size is 100). */
  blockSize?: number;
  /** Requests at a time. */
  concurrency?: number;
};

export type TravelMatrix = {
  /** Seconds and metres, [from][to]. */
  durations: number[][];
  distances: number[][];
  source: 'osrm' | 'straight_line';
  /** Pairs the service could not route (null in its answer), estimated by straight line. */
  estimatedPairs: number;
  /** Why the service was not used (straight_line with ROUTING_URL set). */
  error?: string;
};

/** Straight-line (great-circle) distance × detour factor, driven at the average speed. */
export function straightLineMatrix(points: readonly LatLng[], s: TravelTimeSettings): TravelMatrix {
  const distances = points.map((a) => points.map((b) => haversineKm(a, b) * s.detourFactor * 1000));
  const durations = distances.map((row) => row.map((m) => (m / 1000 / s.averageSpeedKmh) * 3600));
  return { durations, distances, source: 'straight_line', estimatedPairs: 0 };
}

const cell = z.number().nonnegative().nullable();
const status = z.object({ code: z.string(), message: z.string().optional() });
const tableAnswer = z.object({
  durations: z.array(z.array(cell)),
  distances: z.array(z.array(cell)),
});

/** OSRM table request for the given points, asking sources × destinations (indices into points). */
export function tableUrl(base: string, points: readonly LatLng[], sources: number[], destinations: number[]) {
  const coords = points.map((p) => `${p.longitude.toFixed(6)},${p.latitude.toFixed(6)}`).join(';');
  const params = new URLSearchParams({
    annotations: 'duration,distance',
    sources: sources.join(';'),
    destinations: destinations.join(';'),
  });
  return `${base.replace(/\/+$/, '')}/table/v1/driving/${coords}?${params.toString().replaceAll('%3B', ';')}`;
}

async function askBlock(
  config: RoutingServiceConfig & { url: string },
  points: readonly LatLng[],
  from: number[],
  to: number[],
): Promise<{ durations: (number | null)[][]; distances: (number | null)[][] }> {
  // One request per pair of blocks: the coordinates of both, sources the first, destinations the second.
  const same = from === to;
  const coords = same
    ? from.map((i) => points[i] as LatLng)
    : [...from, ...to].map((i) => points[i] as LatLng);
  const sources = from.map((_, k) => k);
  const destinations = to.map((_, k) => (same ? k : from.length + k));
  const res = await fetch(tableUrl(config.url, coords, sources, destinations), {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(config.timeoutMs),
  });
  // OSRM answers errors as JSON {code, message} with a 4xx status.
  const body: unknown = await res.json().catch(() => undefined);
  const head = status.safeParse(body);
  if (head.success && head.data.code !== 'Ok') {
    throw new Error(`routing service: ${head.data.code}${head.data.message ? ` ${head.data.message}` : ''}`);
  }
  if (!res.ok) throw new Error(`routing service answered ${res.status}`);
  const parsed = tableAnswer.safeParse(body);
  if (!head.success || !parsed.success) throw new Error('routing service answer is not an OSRM table');
  const a = parsed.data;
  const shaped = (m: (number | null)[][]) =>
    m.length === from.length && m.every((r) => r.length === to.length);
  if (!shaped(a.durations) || !shaped(a.distances))
    throw new Error('routing service table has the wrong size');
  return a;
}

/** Runs tasks with at most `limit` at a time; rejects with the first failure. */
async function pool(tasks: (() => Promise<void>)[], limit: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) await (tasks[next++] as () => Promise<void>)();
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
}

/**
 * Durations (s) and distances (m) between every pair of points. With a routing service, the table is
 * asked block by block; if any request fails or times out, the whole matrix falls back to straight line
 * (source 'straight_line' with the error), so one plan never mixes the two.
 */
export async function travelTimes(
  points: readonly LatLng[],
  settings: TravelTimeSettings,
  config: RoutingServiceConfig,
): Promise<TravelMatrix> {
  const line = straightLineMatrix(points, settings);
  const url = config.url;
  if (!url || points.length < 2) return line;
  const size = Math.max(1, config.blockSize ?? 100);
  const blocks: number[][] = [];
  for (let i = 0; i < points.length; i += size) {
    blocks.push(Array.from({ length: Math.min(size, points.length - i) }, (_, k) => i + k));
  }
  const durations = points.map(() => new Array<number>(points.length).fill(0));
  const distances = points.map(() => new Array<number>(points.length).fill(0));
  let estimatedPairs = 0;
  const tasks = blocks.flatMap((from) =>
    blocks.map((to) => async () => {
      const a = await askBlock({ ...config, url }, points, from, to);
      from.forEach((i, r) => {
        to.forEach((j, c) => {
          const d = a.durations[r]?.[c] ?? null;
          const m = a.distances[r]?.[c] ?? null;
          if (d === null || m === null) {
            if (i !== j) estimatedPairs++;
            (durations[i] as number[])[j] = line.durations[i]?.[j] as number;
            (distances[i] as number[])[j] = line.distances[i]?.[j] as number;
          } else {
            (durations[i] as number[])[j] = d;
            (distances[i] as number[])[j] = m;
          }
        });
      });
    }),
  );
  try {
    await pool(tasks, Math.max(1, config.concurrency ?? 4));
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    return { ...line, error: message };
  }
  return { durations, distances, source: 'osrm', estimatedPairs };
}
