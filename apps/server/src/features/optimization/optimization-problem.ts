import type { OptimizationResult, RoutingDurationSettingsValues, UnservedReason } from '@rikuun/contract';
import type { Problem, Solution, Vehicle } from '@rikuun/optimizer';
import type { TravelMatrix } from '../../lib/routing/travel-times.ts';

/** A stop to plan, a route (driver with vehicle) to fill, and the base all routes start and end at. */
export type PlanStop = {
  id: string;
  courseId: string;
  name: string;
  latitude: number | null;
  longitude: number | null;
  quantity: number | null;
  weightKg: number | null;
  timeWindowStart: string | null;
  timeWindowEnd: string | null;
  serviceMinutes: number | null;
};
export type PlanRoute = {
  driverId: string;
  driverName: string;
  availableFrom: string | null;
  availableUntil: string | null;
  vehicleId: string;
  vehicleName: string;
  maxLoadKg: number | null;
};
export type PlanBase = { id: string; name: string; latitude: number; longitude: number };
export type PlanInput = {
  base: PlanBase;
  stops: PlanStop[];
  routes: PlanRoute[];
  settings: RoutingDurationSettingsValues;
  /** A replan's stops, each kept on the route (index into routes) staff gave it. */
  pins?: Record<string, number>;
};

/** The skill that ties a pinned stop to its route's vehicle. */
const routeSkill = (i: number) => `route-${i}`;

const DAY = 86_400;
const seconds = (hhmm: string | null) => {
  const m = hhmm ? /^(\d{1,2}):(\d{2})/.exec(hhmm) : null;
  return m ? Number(m[1]) * 3600 + Number(m[2]) * 60 : null;
};
/** Seconds since midnight as HH:mm (past midnight: 25:10). */
export const clock = (s: number) => {
  const m = Math.round(s / 60);
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

export const located = (s: PlanStop) => s.latitude !== null && s.longitude !== null;

/**
 * The optimizer's problem: location 0 is the base, stop k (of the located stops) is k + 1. Each route's
 * shift is the driver's hours (the whole day without them), starting after loading at the base; the
 * working span 拘束時間 is maxWorkingMinutes less the loading; breaks as the company's settings say.
 */
export function buildProblem(input: PlanInput, matrix: TravelMatrix): Problem {
  const s = input.settings;
  const loading = s.loadingMinutes * 60;
  const jobs = input.stops.filter(located).map((stop, k) => {
    const from = seconds(stop.timeWindowStart);
    const until = seconds(stop.timeWindowEnd);
    return {
      id: stop.id,
      location: k + 1,
      service: (stop.serviceMinutes ?? s.serviceMinutes) * 60,
      timeWindows: from !== null || until !== null ? [[from ?? 0, until ?? DAY] as const] : undefined,
      demand: [stop.weightKg ?? 0, stop.quantity ?? 0],
      skills: input.pins?.[stop.id] !== undefined ? [routeSkill(input.pins[stop.id] as number)] : undefined,
    };
  });
  const vehicles: Vehicle[] = input.routes.map((r, i) => ({
    id: i,
    start: 0,
    end: 0,
    shift: [(seconds(r.availableFrom) ?? 0) + loading, seconds(r.availableUntil) ?? DAY],
    capacity: [r.maxLoadKg ?? Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY],
    maxSpan: Math.max(0, s.maxWorkingMinutes * 60 - loading),
    maxDrivingTime: s.maxDrivingMinutes * 60,
    // Waiting for a 指定時間 is 待機 (working time), never the break the 連続運転 limit asks for.
    breaks: {
      afterDriving: s.breakAfterDrivingMinutes * 60,
      duration: s.breakMinutes * 60,
      countWaiting: false,
    },
    skills: input.pins ? [routeSkill(i)] : undefined,
  }));
  return { jobs, vehicles, matrix: { durations: matrix.durations, distances: matrix.distances } };
}

const km = (m: number) => Math.round(m / 10) / 100;

/** The solution in the product's words: per route its driver, vehicle, stops and times; the rest unserved. */
export function toResult(
  input: PlanInput,
  solution: Solution,
  source: TravelMatrix['source'],
): OptimizationResult {
  const byId = new Map(input.stops.map((s) => [s.id, s]));
  const ref = (id: string) => {
    const s = byId.get(id) as PlanStop;
    return { stopId: s.id, courseId: s.courseId, name: s.name, latitude: s.latitude, longitude: s.longitude };
  };
  const loading = input.settings.loadingMinutes * 60;
  const routes = solution.routes
    .filter((r) => r.stops.length > 0)
    .map((r) => {
      const route = input.routes[Number(r.vehicleId)] as PlanRoute;
      const stops = r.stops.map((p) => ({
        ...ref(String(p.jobId)),
        arrival: clock(p.arrival),
        start: clock(p.start),
        departure: clock(p.departure),
        waitMinutes: Math.round(p.waiting / 60),
      }));
      return {
        driverId: route.driverId,
        driverName: route.driverName,
        vehicleId: route.vehicleId,
        vehicleName: route.vehicleName,
        departure: clock(r.departure - loading),
        arrival: clock(r.arrival),
        distanceKm: km(r.distance),
        durationMinutes: Math.round((r.span + loading) / 60),
        drivingMinutes: Math.round(r.drivingTime / 60),
        loadKg: r.load[0] ?? 0,
        quantity: Math.round(r.load[1] ?? 0),
        stops,
        waitingMinutes: Math.round(r.waitingTime / 60),
        breaks: r.breaks.map((b) => ({
          afterStops: b.afterStops,
          kind: b.kind,
          start: clock(b.start),
          minutes: Math.round(b.duration / 60),
        })),
      };
    });
  const unserved = [
    ...input.stops
      .filter((s) => !located(s))
      .map((s) => ({ ...ref(s.id), reason: 'no_coordinates' as const })),
    ...solution.unassigned.map((u) => ({ ...ref(String(u.jobId)), reason: u.reason as UnservedReason })),
  ];
  return {
    base: input.base,
    routes,
    unserved,
    distanceKm: km(solution.distance),
    travelSource: source,
  };
}
