import type { RoutingDurationSettingsValues } from './company-settings.ts';
import type { DestinationActionType } from './destination-actions.ts';
import { type DestinationStatus, type DestinationType, finishedDestinationStatuses } from './destinations.ts';

/**
 * Estimated arrival times of a course's stops (domain-model §3, issue 9): straight-line distance ×
 * detour factor ÷ average speed, waiting for a time window to open, plus the stop's service minutes.
 * Recomputed on every read from what has happened so far, so it follows the actions as they arrive.
 * Times of day are Asia/Tokyo (UTC+9, no daylight saving).
 */

export type EtaSettings = Pick<
  RoutingDurationSettingsValues,
  'averageSpeedKmh' | 'detourFactor' | 'serviceMinutes' | 'loadingMinutes'
>;

export type LatLng = { latitude: number; longitude: number };

export type EtaStop = {
  type?: DestinationType;
  latitude: number | null;
  longitude: number | null;
  status: DestinationStatus;
  serviceMinutes: number | null;
  timeWindowStart: string | null;
  /** Its recorded actions; any order (sorted here by time). */
  actions: readonly { type: DestinationActionType; at: string }[];
};

export type EtaInput = {
  deliveryDate: string;
  /** Planned start HH:mm; DEFAULT_START_TIME when absent. */
  startTime: string | null;
  /** The start base's coordinates; null when the course has no base or the base has none. */
  start: LatLng | null;
  settings: EtaSettings;
  /** The stops in sequence order. */
  stops: readonly EtaStop[];
  /** Now; a course in progress never expects a pending stop before now + the way there. */
  now: Date;
  inProgress: boolean;
};

export const DEFAULT_START_TIME = '08:00';
const EARTH_RADIUS_KM = 6371;
const MINUTE_MS = 60_000;
const TOKYO_OFFSET_MS = 9 * 60 * MINUTE_MS;

/** Great-circle distance in km. */
export function haversineKm(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Minutes of driving between two points under the settings. */
export function travelMinutes(
  a: LatLng,
  b: LatLng,
  s: Pick<EtaSettings, 'averageSpeedKmh' | 'detourFactor'>,
) {
  return ((haversineKm(a, b) * s.detourFactor) / s.averageSpeedKmh) * 60;
}

/** The instant of a Tokyo date and time of day (HH:mm). */
export function tokyoInstant(date: string, time: string): number {
  const [h, m] = time.split(':').map(Number);
  return Date.parse(`${date}T00:00:00Z`) + ((h ?? 0) * 60 + (m ?? 0)) * MINUTE_MS - TOKYO_OFFSET_MS;
}

const pointOf = (s: { latitude: number | null; longitude: number | null }): LatLng | null =>
  s.latitude === null || s.longitude === null ? null : { latitude: s.latitude, longitude: s.longitude };

const serviceOf = (stop: EtaStop, s: EtaSettings) =>
  stop.serviceMinutes ?? (stop.type === 'base' ? s.loadingMinutes : s.serviceMinutes);

/**
 * Each stop's eta (ISO instant) in the stops' order: null for a stop already reached or finished and
 * for a stop without coordinates. Reached and finished stops anchor the chain at their actual times
 * (the clock restarts there); a stop without coordinates is passed over, and the next one is measured
 * from the last known position. The first stop is reached at the start time (plus loading at the
 * base when the course starts from one).
 */
export function computeEtas(input: EtaInput): (string | null)[] {
  const { settings, now } = input;
  const nowMs = now.getTime();
  let clock = tokyoInstant(input.deliveryDate, input.startTime ?? DEFAULT_START_TIME);
  let position = input.start;
  if (position) clock += settings.loadingMinutes * MINUTE_MS;

  return input.stops.map((stop) => {
    const point = pointOf(stop);
    const times = stop.actions.map((a) => Date.parse(a.at)).sort((a, b) => a - b);
    const last = times.at(-1);

    if (stop.status !== 'pending') {
      if (finishedDestinationStatuses.includes(stop.status)) {
        // Left at its last action; a skipped or carried-over stop was not driven to.
        if (last !== undefined) clock = last;
        if (point && (stop.status === 'completed' || stop.status === 'absent')) position = point;
      } else {
        // Arrived and still at work: leaves after its service time, or at its latest action if later.
        const arrivedAt = times[0] ?? clock;
        clock = Math.max(arrivedAt + serviceOf(stop, settings) * MINUTE_MS, last ?? arrivedAt);
        if (point) position = point;
      }
      return null;
    }

    if (!point) return null;
    const departure = input.inProgress ? Math.max(clock, nowMs) : clock;
    let arrival = position ? departure + travelMinutes(position, point, settings) * MINUTE_MS : departure;
    if (stop.timeWindowStart)
      arrival = Math.max(arrival, tokyoInstant(input.deliveryDate, stop.timeWindowStart));
    clock = arrival + serviceOf(stop, settings) * MINUTE_MS;
    position = point;
    return new Date(Math.round(arrival)).toISOString();
  });
}
