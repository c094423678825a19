import { z } from 'zod';

export type GeoPoint = { latitude: number; longitude: number };
export type GeocoderConfig = { url: string; timeoutMs: number };

/** No usable answer (no network, time-out, an error status, not GSI-shaped JSON): try again later. */
export class GeocoderUnavailableError extends Error {
  override name = 'GeocoderUnavailableError';
}

/** The 国土地理院 address search's answer: GeoJSON-like features, coordinates [longitude, latitude]. */
const answerSchema = z.array(
  z.object({ geometry: z.object({ coordinates: z.array(z.unknown()) }).optional() }).loose(),
);

/** The request URL: the address URL-encoded in place of {q}, or appended (the default ends in ?q=). */
export function geocoderRequestUrl(base: string, query: string): string {
  const q = encodeURIComponent(query);
  return base.includes('{q}') ? base.replace('{q}', q) : base + q;
}

/**
 * The first point the geocoder finds for an address, or null when it finds none. Throws
 * GeocoderUnavailableError when it cannot be asked or does not answer usefully within the time-out.
 */
export async function geocodeAddress(config: GeocoderConfig, query: string): Promise<GeoPoint | null> {
  let body: unknown;
  try {
    const res = await fetch(geocoderRequestUrl(config.url, query), {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    if (!res.ok) throw new GeocoderUnavailableError(`geocoder answered ${res.status}`);
    body = await res.json();
  } catch (err) {
    if (err instanceof GeocoderUnavailableError) throw err;
    throw new GeocoderUnavailableError(`geocoder unreachable: ${err instanceof Error ? err.message : err}`);
  }
  const parsed = answerSchema.safeParse(body);
  if (!parsed.success) throw new GeocoderUnavailableError('geocoder answer is not a list of places');
  for (const place of parsed.data) {
    const [longitude, latitude] = place.geometry?.coordinates ?? [];
    if (isCoordinate(latitude, 90) && isCoordinate(longitude, 180)) return { latitude, longitude };
  }
  return null;
}

const isCoordinate = (v: unknown, limit: number): v is number =>
  typeof v === 'number' && Number.isFinite(v) && Math.abs(v) <= limit;
