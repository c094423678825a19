import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A geocoder answering like the 国土地理院 address search: a JSON list of
 * {geometry: {coordinates: [lng, lat]}, properties: {title}}, empty when the address is unknown.
 */
export async function startGeocoder(
  places: Record<string, [number, number]>,
  opts: { delayMs?: number; onQuery?: (q: string) => Promise<void> } = {},
) {
  const queries: string[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  /** Runs before a query is answered (e.g. to change the record meanwhile); `onQuery` before every one. */
  const before = new Map<string, () => Promise<void>>();
  const server = http.createServer(async (req, res) => {
    const q = new URL(req.url ?? '/', 'http://x').searchParams.get('q') ?? '';
    queries.push(q);
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    await before.get(q)?.();
    await opts.onQuery?.(q);
    await new Promise((r) => setTimeout(r, opts.delayMs ?? 0));
    inFlight--;
    const point = places[q];
    const answer = point
      ? [
          {
            geometry: { coordinates: [point[1], point[0]], type: 'Point' },
            type: 'Feature',
            properties: { title: q },
          },
        ]
      : [];
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/address-search/AddressSearch?q=`;
  return {
    url,
    queries,
    maxInFlight: () => maxInFlight,
    before,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A server that accepts connections and never answers (time-out). */
export async function startSilentServer() {
  const sockets = new Set<import('node:net').Socket>();
  const server = http.createServer(() => {});
  server.on('connection', (s) => sockets.add(s));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/?q=`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A local port nothing listens on (connection refused at once). */
export async function closedPortUrl() {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/?q=`;
}
