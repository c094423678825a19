import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { straightLineMatrix, travelTimes } from '../src/lib/routing/travel-times.ts';

const settings = { averageSpeedKmh: 25, detourFactor: 1.3 };
// Around Tokyo station, 0.01° apart.
const points = Array.from({ length: 7 }, (_, i) => ({
  latitude: 35.68 + i * 0.01,
  longitude: 139.76 + i * 0.005,
}));

/** What the fake service answers for a pair: recognisable and different from the straight line. */
const fakeDuration = (a: number[], b: number[]) =>
  Math.round(
    (Math.abs((a[0] as number) - (b[0] as number)) + Math.abs((a[1] as number) - (b[1] as number))) * 1e5,
  );

type Mode = 'ok' | 'error' | 'hang' | 'not-ok' | 'nulls';
let mode: Mode = 'ok';
const requests: string[] = [];
let server: Server;
let url = '';

beforeAll(async () => {
  // An OSRM-compatible table service: GET /table/v1/driving/{lng,lat;…}?annotations=…&sources=…&destinations=…
  server = createServer((req, res) => {
    requests.push(req.url ?? '');
    const u = new URL(req.url ?? '/', 'http://x');
    const m = /^\/osrm\/table\/v1\/driving\/(.+)$/.exec(u.pathname);
    if (mode === 'hang') return;
    if (mode === 'error' || !m) {
      res.writeHead(500).end('boom');
      return;
    }
    const coords = decodeURIComponent(m[1] as string)
      .split(';')
      .map((c) => c.split(',').map(Number));
    const all = coords.map((_, i) => i);
    const pick = (name: string) => u.searchParams.get(name)?.split(';').map(Number) ?? all;
    const sources = pick('sources');
    const destinations = pick('destinations');
    const table = (f: (a: number[], b: number[]) => number | null) =>
      sources.map((s) => destinations.map((d) => f(coords[s] as number[], coords[d] as number[])));
    const body =
      mode === 'not-ok'
        ? { code: 'TooBig', message: 'Too many table coordinates' }
        : {
            code: 'Ok',
            durations: table((a, b) =>
              mode === 'nulls' && a[1] === Number(points[6]?.latitude.toFixed(6)) && a !== b
                ? null
                : fakeDuration(a, b),
            ),
            distances: table((a, b) => fakeDuration(a, b) * 10),
          };
    res
      .writeHead(mode === 'not-ok' ? 400 : 200, { 'content-type': 'application/json' })
      .end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/osrm/`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const coordOf = (p: { latitude: number; longitude: number }) => [
  Number(p.longitude.toFixed(6)),
  Number(p.latitude.toFixed(6)),
];

describe('travel times', () => {
  it('straight line × detour factor at the average speed, without ROUTING_URL', async () => {
    const a = { latitude: 35, longitude: 139 };
    const b = { latitude: 36, longitude: 139 };
    const m = await travelTimes([a, b], settings, { url: undefined, timeoutMs: 1000 });
    expect(m.source).toBe('straight_line');
    // 1° of latitude is 111.19 km on the 6,371 km sphere.
    expect(m.distances[0]?.[1]).toBeCloseTo(111_194.93 * 1.3, 0);
    expect(m.durations[0]?.[1]).toBeCloseTo(((111.19493 * 1.3) / 25) * 3600, 0);
    expect(m.durations[1]?.[0]).toBeCloseTo(m.durations[0]?.[1] as number, 6);
    expect(m.durations[0]?.[0]).toBe(0);
    expect(m.error).toBeUndefined();
  });

  it('asks an OSRM-compatible table service block by block and assembles the whole matrix', async () => {
    mode = 'ok';
    requests.length = 0;
    const m = await travelTimes(points, settings, { url, timeoutMs: 2000, blockSize: 3, concurrency: 2 });
    expect(m.source).toBe('osrm');
    expect(m.estimatedPairs).toBe(0);
    // 7 points in blocks of 3: 3 × 3 block pairs.
    expect(requests).toHaveLength(9);
    expect(requests.every((r) => r.includes('annotations=duration%2Cdistance'))).toBe(true);
    points.forEach((a, i) => {
      points.forEach((b, j) => {
        expect(m.durations[i]?.[j]).toBe(fakeDuration(coordOf(a), coordOf(b)));
        expect(m.distances[i]?.[j]).toBe(fakeDuration(coordOf(a), coordOf(b)) * 10);
      });
    });
  });

  it('one request for a few points, and none for fewer than two', async () => {
    mode = 'ok';
    requests.length = 0;
    const m = await travelTimes(points.slice(0, 4), settings, { url, timeoutMs: 2000 });
    expect(m.source).toBe('osrm');
    expect(requests).toHaveLength(1);
    expect(requests[0]).toContain('/osrm/table/v1/driving/139.760000,35.680000;139.765000,35.690000;');
    const one = await travelTimes(points.slice(0, 1), settings, { url, timeoutMs: 2000 });
    expect(one).toMatchObject({ durations: [[0]], distances: [[0]] });
    expect(requests).toHaveLength(1);
  });

  it.each([
    ['an error status', 'error' as const, /500/],
    ['an answer that is not Ok', 'not-ok' as const, /TooBig/],
    ['no answer within the time-out', 'hang' as const, /abort|time/i],
  ])('falls back to the straight line on %s, and says so', async (_, m, error) => {
    mode = m;
    const result = await travelTimes(points, settings, { url, timeoutMs: 300, blockSize: 4 });
    expect(result.source).toBe('straight_line');
    expect(result.error).toMatch(error);
    expect(result.durations).toEqual(straightLineMatrix(points, settings).durations);
  });

  it('falls back when the service cannot be reached at all', async () => {
    const result = await travelTimes(points, settings, { url: 'http://127.0.0.1:1/', timeoutMs: 1000 });
    expect(result.source).toBe('straight_line');
    expect(result.error).toBeTruthy();
  });

  it('estimates by straight line the pairs the service cannot route', async () => {
    mode = 'nulls';
    const m = await travelTimes(points, settings, { url, timeoutMs: 2000 });
    const line = straightLineMatrix(points, settings);
    expect(m.source).toBe('osrm');
    expect(m.estimatedPairs).toBe(6);
    expect(m.durations[6]?.[0]).toBe(line.durations[6]?.[0]);
    expect(m.durations[0]?.[6]).toBe(fakeDuration(coordOf(points[0] as never), coordOf(points[6] as never)));
  });
});
