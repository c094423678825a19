import { firstStep, out, step } from './breaks.ts';
import { EPS, earliestStart, type Instance, latestStart } from './model.ts';
import type { State } from './state.ts';
import type {
  PlannedBreak,
  PlannedRoute,
  PlannedStop,
  Problem,
  Solution,
  UnassignedReason,
} from './types.ts';

/** Why job j fits no vehicle even alone; 'fleet' when it could fit a vehicle but none had room. */
export function diagnose(inst: Instance, j: number): UnassignedReason {
  const { m, size, time, service, dims } = inst;
  if (m === 0) return 'fleet';
  let reason: UnassignedReason = 'skills';
  const rank: Record<UnassignedReason, number> = {
    skills: 0,
    capacity: 1,
    time_window: 2,
    shift: 3,
    max_driving_time: 4,
    max_span: 5,
    fleet: 6,
    cancelled: 7,
  };
  const raise = (r: UnassignedReason): void => {
    if (rank[r] > rank[reason]) reason = r;
  };
  for (let v = 0; v < m; v++) {
    if (inst.compat[j * m + v] === 0) continue;
    raise('capacity');
    let fits = true;
    for (let k = 0; k < dims; k++) {
      if ((inst.demand[j * dims + k] as number) > (inst.capacity[v * dims + k] as number) + EPS) fits = false;
    }
    if (!fits) continue;
    raise('time_window');
    const s = inst.n + 2 * v;
    const e = s + 1;
    const go = time[s * size + j] as number;
    const back = time[j * size + e] as number;
    const start = earliestStart(inst, j, (inst.shiftStart[v] as number) + go);
    if (!Number.isFinite(start)) continue;
    if ((inst.brkAfter[v] as number) < Number.POSITIVE_INFINITY) {
      // Alone with its breaks, as the search plans it (breaks.ts).
      const departure = firstStep(inst, v, j);
      if (!(out.start < Number.POSITIVE_INFINITY)) continue;
      raise('shift');
      step(inst, v, j, out.start, out.cont, e);
      if (!(out.start < Number.POSITIVE_INFINITY)) continue;
      raise('max_driving_time');
      if (go + back > (inst.maxDrive[v] as number) + EPS) continue;
      raise('max_span');
      if (out.start - departure > (inst.maxSpan[v] as number) + EPS) continue;
      raise('fleet');
      continue;
    }
    raise('shift');
    const latest = latestStart(inst, j, (inst.shiftEnd[v] as number) - (service[j] as number) - back);
    if (!(start <= latest + EPS)) continue;
    raise('max_driving_time');
    if (go + back > (inst.maxDrive[v] as number) + EPS) continue;
    raise('max_span');
    const depart = Math.max(inst.shiftStart[v] as number, latest - go);
    const span = earliestStart(inst, j, depart + go) + (service[j] as number) + back - depart;
    if (span > (inst.maxSpan[v] as number) + EPS) continue;
    raise('fleet');
  }
  return reason;
}

/**
 * Departure of route r: the latest feasible departure minimises the span; it is then moved earlier as far
 * as possible without adding any waiting (same span, more slack before the shift ends).
 */
function departureOf(s: State, r: number): number {
  const inst = s.inst;
  const { size, time, service } = inst;
  const base = r * s.stride;
  const len = s.len[r] as number;
  const shiftStart = inst.shiftStart[r] as number;
  let latest = s.lat[base] as number;
  if (latest === Number.POSITIVE_INFINITY) {
    latest = shiftStart;
    for (let p = 1; p <= len; p++) {
      const j = s.nodes[base + p] as number;
      latest = Math.max(
        latest,
        inst.twStart[(inst.twOff[j] as number) + (inst.twCount[j] as number) - 1] as number,
      );
    }
  }
  latest = Math.max(shiftStart, latest);
  let slack = latest - shiftStart;
  let clock = latest;
  let prev = s.nodes[base] as number;
  for (let p = 1; p <= len; p++) {
    const cur = s.nodes[base + p] as number;
    clock = earliestStart(inst, cur, clock + (service[prev] as number) + (time[prev * size + cur] as number));
    const o = inst.twOff[cur] as number;
    for (let k = 0; k < (inst.twCount[cur] as number); k++) {
      if (clock <= (inst.twEnd[o + k] as number) + EPS) {
        slack = Math.min(slack, clock - (inst.twStart[o + k] as number));
        break;
      }
    }
    prev = cur;
  }
  return latest - Math.max(0, slack);
}

/** Turns a plan into the public solution, scheduling each route to depart as late as it can. */
export function toSolution(
  problem: Problem,
  s: State,
  iterations: number,
  elapsedMs: number,
  cancelled: boolean,
): Solution {
  const inst = s.inst;
  const { size, time, dist, service, dims } = inst;
  const routes: PlannedRoute[] = [];
  let distance = 0;
  let cost = 0;
  for (let r = 0; r < inst.m; r++) {
    const len = s.len[r] as number;
    if (len === 0) continue;
    const base = r * s.stride;
    const withBreaks = (inst.brkAfter[r] as number) < Number.POSITIVE_INFINITY;
    const departure = withBreaks ? firstStep(inst, r, s.nodes[base + 1] as number) : departureOf(s, r);
    let clock = departure;
    let cont = 0;
    let prev = s.nodes[base] as number;
    const stops: PlannedStop[] = [];
    const breaks: PlannedBreak[] = [];
    let d = 0;
    let drive = 0;
    let waitingTime = 0;
    for (let p = 1; p <= len + 1; p++) {
      const cur = s.nodes[base + p] as number;
      let arrival = clock + (service[prev] as number) + (time[prev * size + cur] as number);
      d += dist[prev * size + cur] as number;
      drive += time[prev * size + cur] as number;
      if (withBreaks) {
        arrival = plannedLeg(inst, r, p, prev, cur, clock, cont, breaks);
        clock = out.start;
        cont = out.cont;
        if (p > len) clock = arrival;
      } else clock = p <= len ? earliestStart(inst, cur, arrival) : arrival;
      if (p <= len) {
        const job = problem.jobs[cur];
        if (!job) throw new Error('internal: bad job index');
        // A wait planned as the break is the break, not 待機.
        const waitBreak = withBreaks && out.waitBreak;
        const waiting = waitBreak ? 0 : Math.max(0, clock - arrival);
        waitingTime += waiting;
        stops.push({
          jobId: job.id,
          arrival,
          start: clock,
          departure: clock + (service[cur] as number),
          waiting,
        });
      }
      prev = cur;
    }
    const vehicle = problem.vehicles[r];
    if (!vehicle) throw new Error('internal: bad vehicle index');
    routes.push({
      vehicleId: vehicle.id,
      jobIds: stops.map((x) => x.jobId),
      stops,
      departure,
      arrival: clock,
      distance: d,
      drivingTime: drive,
      span: clock - departure,
      load: Array.from(s.load.subarray(r * dims, r * dims + dims)),
      breaks,
      waitingTime,
    });
    distance += d;
    cost += d + (inst.fixedCost[r] as number);
  }
  const unassigned = Array.from(s.absent.subarray(0, s.nAbsent))
    .sort((a, b) => a - b)
    .map((j) => ({
      jobId: (problem.jobs[j] as { id: string | number }).id,
      reason: cancelled && s.nAbsent === inst.n ? ('cancelled' as const) : diagnose(inst, j),
    }));
  return { routes, unassigned, distance, vehicles: routes.length, cost, iterations, elapsedMs };
}

/**
 * Leg p of a route with breaks (from prev, served from `clock`, to cur), as planned by breaks.ts; appends
 * its breaks and returns the arrival at cur (`out` holds the start of service there).
 */
function plannedLeg(
  inst: Instance,
  r: number,
  p: number,
  prev: number,
  cur: number,
  clock: number,
  cont: number,
  breaks: PlannedBreak[],
): number {
  const after = inst.brkAfter[r] as number;
  const duration = inst.brkDur[r] as number;
  let leave = clock + (inst.service[prev] as number);
  if (p === 1) firstStep(inst, r, cur);
  else step(inst, r, prev, clock, cont, cur);
  const afterStops = p - 1;
  if (out.stopBreak) {
    breaks.push({ afterStops, kind: 'stop', start: leave, duration });
    leave += duration;
  }
  for (let k = 1; k <= out.roadBreaks; k++) {
    breaks.push({ afterStops, kind: 'road', start: leave + k * after + (k - 1) * duration, duration });
  }
  const arrival = leave + out.roadBreaks * duration + (inst.time[prev * inst.size + cur] as number);
  if (out.waitBreak) breaks.push({ afterStops, kind: 'wait', start: arrival, duration: out.start - arrival });
  return arrival;
}
