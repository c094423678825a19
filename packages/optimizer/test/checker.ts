/**
 * Feasibility checker written independently of the solver: it shares only the public types and
 * re-simulates every route from the problem data.
 */
import type { Coord, Job, Location, PlannedBreak, Problem, Solution, Vehicle } from '../src/types.ts';

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
    const breaks = new Breaks(v, route.breaks ?? [], errors);
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
      const arrival = breaks.drive(k, clock + service, t);
      const start = windowStart(job, arrival);
      if (!Number.isFinite(start)) errors.push(`job ${id}: arrival ${arrival} misses its time windows`);
      breaks.wait(k, arrival, start);
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
    const arrival = breaks.drive(route.jobIds.length, clock + service, back);
    breaks.done(route.jobIds.length);
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

function windowStart(job: Job, arrival: number): number {
  const windows = job.timeWindows ?? [[Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY]];
  let start = Number.POSITIVE_INFINITY;
  for (const [a, b] of windows) {
    const s = Math.max(arrival, a);
    if (s <= b + TOL) start = Math.min(start, s);
  }
  return start;
}

/**
 * Replays a route's reported breaks: between breaks (of at least the rule's duration, or waits for a
 * window at least that long when the rule lets waiting count) continuous driving stays within the limit;
 * a break during a leg stops the vehicle, so it arrives that much later.
 */
class Breaks {
  private cont = 0;
  private used = 0;
  private readonly limit: number;
  private readonly duration: number;
  private readonly waits: boolean;

  constructor(
    private readonly v: Vehicle,
    private readonly list: readonly PlannedBreak[],
    private readonly errors: string[],
  ) {
    this.limit = v.breaks?.afterDriving ?? Number.POSITIVE_INFINITY;
    this.duration = v.breaks?.duration ?? 0;
    this.waits = v.breaks !== undefined && v.breaks.countWaiting !== false;
    if (!v.breaks && list.length > 0) errors.push(`vehicle ${v.id} has breaks but no break rule`);
  }

  /** Leg number k (after k stops) leaving at t and driving d; returns the arrival. */
  drive(k: number, t: number, d: number): number {
    let left = d;
    for (const b of this.list) {
      if (b.afterStops !== k || b.kind === 'wait') continue;
      this.used++;
      const driving = b.start - t;
      if (driving < -TOL || driving > left + TOL) {
        this.errors.push(
          `vehicle ${this.v.id}: break at ${b.start} outside leg ${k} (${t}, ${left} to drive)`,
        );
      }
      if (b.kind === 'stop' && Math.abs(driving) > TOL)
        this.errors.push(`vehicle ${this.v.id}: stop break on the road`);
      this.cont += Math.max(0, driving);
      left -= Math.max(0, driving);
      this.over(k);
      if (b.duration < this.duration - TOL)
        this.errors.push(`vehicle ${this.v.id}: break of ${b.duration} too short`);
      this.cont = 0;
      t = b.start + b.duration;
    }
    this.cont += left;
    this.over(k);
    return t + left;
  }

  /** Waiting at the stop after leg k, from arrival to start. */
  wait(k: number, arrival: number, start: number): void {
    const w = start - arrival;
    const reported = this.list.filter((b) => b.afterStops === k && b.kind === 'wait');
    for (const b of reported) {
      this.used++;
      if (!this.waits) this.errors.push(`vehicle ${this.v.id}: waiting may not count as a break`);
      if (Math.abs(b.start - arrival) > 1e-4 || Math.abs(b.duration - w) > 1e-4)
        this.errors.push(`vehicle ${this.v.id}: wait break ${b.start}+${b.duration} is not the wait`);
    }
    if (this.waits && w > 0 && w >= this.duration - TOL) this.cont = 0;
  }

  done(k: number): void {
    if (this.used !== this.list.length)
      this.errors.push(
        `vehicle ${this.v.id}: ${this.list.length - this.used} breaks outside the route (${k} stops)`,
      );
  }

  private over(k: number): void {
    if (this.cont > this.limit + TOL)
      this.errors.push(`vehicle ${this.v.id} drives ${this.cont} without a break (leg ${k})`);
  }
}

/**
 * The solver's break plan, written again independently, for hand-made routes (tests): leave so as to
 * reach the first stop when it opens; a break at a stop before a leg that would exceed the limit; breaks
 * on the road every `afterDriving` in longer legs; a wait of at least the duration counts when allowed.
 */
export function planBreaks(
  problem: Problem,
  v: Vehicle,
  jobIds: readonly (string | number)[],
): { departure: number; breaks: PlannedBreak[] } {
  const shiftStart = v.shift?.[0] ?? 0;
  const rule = v.breaks;
  if (!rule) return { departure: shiftStart, breaks: [] };
  const A = rule.afterDriving;
  const B = rule.duration;
  const eps = 1e-7;
  const breaks: PlannedBreak[] = [];
  const jobs = jobIds.map((id) => problem.jobs.find((j) => j.id === id) as Job);
  let cont = 0;
  const legTo = (k: number, t: number, d: number): number => {
    let left = d;
    if (cont > 0 && cont + left > A + eps) {
      breaks.push({ afterStops: k, kind: 'stop', start: t, duration: B });
      t += B;
      cont = 0;
    }
    while (cont + left > A + eps) {
      const chunk = A - cont;
      t += chunk;
      left -= chunk;
      breaks.push({ afterStops: k, kind: 'road', start: t, duration: B });
      t += B;
      cont = 0;
    }
    cont += left;
    return t + left;
  };
  let departure = shiftStart;
  let here: Location = v.start;
  let clock = shiftStart;
  let service = 0;
  for (const [k, job] of jobs.entries()) {
    const arrival = legTo(k, clock + service, travel(problem, 'time', here, job.location));
    const start = windowStart(job, arrival);
    if (!Number.isFinite(start)) break;
    if (k === 0) {
      // Shift the start so there is no waiting at the first stop.
      departure = shiftStart + (start - arrival);
      for (const b of breaks) b.start += start - arrival;
    } else if (rule.countWaiting !== false && start > arrival && start - arrival >= B - eps) {
      breaks.push({ afterStops: k, kind: 'wait', start: arrival, duration: start - arrival });
      cont = 0;
    }
    clock = start;
    service = job.service ?? 0;
    here = job.location;
  }
  if (jobs.length > 0) legTo(jobs.length, clock + service, travel(problem, 'time', here, v.end ?? v.start));
  return { departure, breaks };
}
