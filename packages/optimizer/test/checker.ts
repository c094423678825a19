/**
 * Feasibility checker written independently of the solver: it shares only the public types and
 * re-simulates every route from the problem data.
 */
import type { Coord, Location, Problem, Solution } from '../src/types.ts';

const TOL = 1e-6;

function travel(problem: Problem, kind: 'time' | 'dist', a: Location, b: Location): number {
  if (problem.matrix) {
    const m =
      kind === 'dist' ? (problem.matrix.distances ?? problem.matrix.durations) : problem.matrix.durations;
    const ai = a as number;
    const bi = b as number;
    const first = (m as ArrayLike<unknown>)[0];
    if (typeof first === 'number') {
      const flat = m as ArrayLike<number>;
      const side = Math.sqrt(flat.length);
      return flat[ai * side + bi] as number;
    }
    return (m as ArrayLike<number>[])[ai]?.[bi] as number;
  }
  const pa = a as Coord;
  const pb = b as Coord;
  const fn = kind === 'dist' ? problem.distance : (problem.travelTime ?? problem.distance);
  return fn ? fn(pa, pb) : Math.sqrt((pa.x - pb.x) ** 2 + (pa.y - pb.y) ** 2);
}

export interface CheckResult {
  errors: string[];
  distance: number;
}

/** Returns every violated constraint (empty when the solution is feasible) and the recomputed distance. */
export function check(problem: Problem, solution: Solution): CheckResult {
  const errors: string[] = [];
  const jobById = new Map(problem.jobs.map((j) => [j.id, j]));
  const vehicleById = new Map(problem.vehicles.map((v) => [v.id, v]));
  const seen = new Map<string | number, number>();
  const mark = (id: string | number): void => {
    seen.set(id, (seen.get(id) ?? 0) + 1);
  };
  const usedVehicles = new Set<string | number>();
  let total = 0;
  for (const route of solution.routes) {
    const v = vehicleById.get(route.vehicleId);
    if (!v) {
      errors.push(`unknown vehicle ${route.vehicleId}`);
      continue;
    }
    if (usedVehicles.has(v.id)) errors.push(`vehicle ${v.id} used twice`);
    usedVehicles.add(v.id);
    const shiftStart = v.shift?.[0] ?? 0;
    const shiftEnd = v.shift?.[1] ?? Number.POSITIVE_INFINITY;
    if (route.departure < shiftStart - TOL) errors.push(`vehicle ${v.id} leaves before its shift`);
    const load: number[] = [];
    let here: Location = v.start;
    let clock = route.departure;
    let dist = 0;
    let drive = 0;
    let service = 0;
    route.jobIds.forEach((id, k) => {
      mark(id);
      const job = jobById.get(id);
      if (!job) {
        errors.push(`unknown job ${id}`);
        return;
      }
      for (const s of job.skills ?? []) {
        if (!(v.skills ?? []).includes(s)) errors.push(`vehicle ${v.id} lacks skill ${s} for job ${id}`);
      }
      (job.demand ?? []).forEach((q, d) => {
        load[d] = (load[d] ?? 0) + q;
      });
      const t = travel(problem, 'time', here, job.location);
      dist += travel(problem, 'dist', here, job.location);
      drive += t;
      const arrival = clock + service + t;
      const windows = job.timeWindows ?? [[Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY]];
      let start = Number.POSITIVE_INFINITY;
      for (const [a, b] of windows) {
        const s = Math.max(arrival, a);
        if (s <= b + TOL) start = Math.min(start, s);
      }
      if (!Number.isFinite(start)) errors.push(`job ${id}: arrival ${arrival} misses its time windows`);
      const stop = route.stops[k];
      if (!stop || stop.jobId !== id || Math.abs(stop.start - start) > 1e-4) {
        errors.push(`job ${id}: reported start ${stop?.start} differs from ${start}`);
      }
      clock = start;
      service = job.service ?? 0;
      here = job.location;
    });
    const end = v.end ?? v.start;
    const back = travel(problem, 'time', here, end);
    dist += travel(problem, 'dist', here, end);
    drive += back;
    const arrival = clock + service + back;
    if (arrival > shiftEnd + TOL)
      errors.push(`vehicle ${v.id} returns at ${arrival} after shift end ${shiftEnd}`);
    (v.capacity ?? []).forEach((cap, d) => {
      if ((load[d] ?? 0) > cap + TOL) errors.push(`vehicle ${v.id} overloaded in dimension ${d}`);
    });
    const maxSpan = v.maxSpan ?? 13 * 3600;
    if (arrival - route.departure > maxSpan + TOL) errors.push(`vehicle ${v.id} exceeds its working span`);
    if (drive > (v.maxDrivingTime ?? Number.POSITIVE_INFINITY) + TOL)
      errors.push(`vehicle ${v.id} drives too long`);
    if (Math.abs(dist - route.distance) > 1e-6 * Math.max(1, dist))
      errors.push(`route ${v.id}: distance mismatch`);
    total += dist;
  }
  for (const u of solution.unassigned) mark(u.jobId);
  for (const job of problem.jobs) {
    const c = seen.get(job.id) ?? 0;
    if (c !== 1) errors.push(`job ${job.id} appears ${c} times`);
  }
  if (seen.size !== problem.jobs.length) errors.push('solution mentions jobs not in the problem');
  if (Math.abs(total - solution.distance) > 1e-6 * Math.max(1, total)) errors.push('total distance mismatch');
  if (solution.vehicles !== solution.routes.length) errors.push('vehicle count mismatch');
  return { errors, distance: total };
}
