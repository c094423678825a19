import { firstStep as firstStepOf, step as stepOf, out as stepOut } from './breaks.ts';
import { earliestStart as earliestStartOf, EPS as TOLERANCE } from './model.ts';
import type { Rng } from './rng.ts';
import { spanOf as spanOfRoute } from './span.ts';
import type { State } from './state.ts';

// Local bindings: some loaders compile imports into getter calls, which are slow in hot loops.
const EPS = TOLERANCE;
const earliestStart = earliestStartOf;
const spanOf = spanOfRoute;
const step = stepOf;
const firstStep = firstStepOf;
const out = stepOut;

/** Result of the last `bestInsertion` call (kept in module scope to avoid allocation). */
export const found = { route: -1, pos: -1, cost: Number.POSITIVE_INFINITY };

export interface InsertionRules {
  /** Whether empty routes (unused vehicles) may be opened. */
  allowNew: boolean;
  /** Extra cost for opening a vehicle (large with the fewest-vehicles objective). */
  newRoutePenalty: number;
  /** Probability of skipping a position (SISR "blinks"). */
  blinkRate: number;
}

let classStamp = new Int32Array(0);
let stamp = 0;

/**
 * Cheapest feasible insertion of absent job u over all routes, in O(1) per position using the
 * earliest/latest start times of each route. Sets `found` and returns whether a position exists.
 */
export function bestInsertion(s: State, u: number, rules: InsertionRules, rng: Rng | null): boolean {
  const inst = s.inst;
  const { m, size, time, dist, service, dims, demand, capacity, compat } = inst;
  const nodes = s.nodes;
  const est = s.est;
  const lat = s.lat;
  if (classStamp.length < m) classStamp = new Int32Array(m);
  stamp++;
  found.route = -1;
  found.pos = -1;
  found.cost = Number.POSITIVE_INFINITY;
  const readyU = inst.ready[u] as number;
  const dueU = inst.due[u] as number;
  const svcU = service[u] as number;
  const singleU = inst.twCount[u] === 1;
  const blink = rng !== null && rules.blinkRate > 0;
  for (let r = 0; r < m; r++) {
    if (compat[u * m + r] === 0) continue;
    const len = s.len[r] as number;
    let extra = 0;
    if (len === 0) {
      if (!rules.allowNew) continue;
      const c = inst.vclass[r] as number;
      if (classStamp[c] === stamp) continue;
      classStamp[c] = stamp;
      extra = (inst.fixedCost[r] as number) + rules.newRoutePenalty;
    }
    let fits = true;
    for (let k = 0; k < dims; k++) {
      if (
        (s.load[r * dims + k] as number) + (demand[u * dims + k] as number) >
        (capacity[r * dims + k] as number) + EPS
      ) {
        fits = false;
        break;
      }
    }
    if (!fits) continue;
    const base = r * s.stride;
    const driveLeft = (inst.maxDrive[r] as number) - (s.rdrive[r] as number) + EPS;
    const breaks = (inst.brkAfter[r] as number) < Number.POSITIVE_INFINITY;
    const spanBinds = inst.spanBinds[r] === 1;
    const spanCheck = spanBinds && !breaks;
    const noBreakDrive = (inst.brkAfter[r] as number) - (s.rdrive[r] as number) + EPS;
    let prev = nodes[base] as number;
    // With breaks the planned departure (est at 0) depends on the first stop: bound it by the shift start.
    let prevEst = inst.shiftStart[r] as number;
    for (let p = 1; p <= len + 1; p++) {
      const next = nodes[base + p] as number;
      const leave = prevEst + (service[prev] as number);
      prevEst = est[base + p] as number;
      if (leave > dueU + EPS) break;
      const tpu = time[prev * size + u] as number;
      const arrU = leave + tpu;
      if (arrU <= dueU + EPS) {
        const delta =
          (dist[prev * size + u] as number) +
          (dist[u * size + next] as number) -
          (dist[prev * size + next] as number) +
          extra;
        if (delta < found.cost && !(blink && (rng as Rng).next() < rules.blinkRate)) {
          let startU: number;
          if (singleU) startU = Math.max(arrU, readyU);
          else startU = earliestStart(inst, u, arrU);
          const tun = time[u * size + next] as number;
          const arrN = startU + svcU + tun;
          const detour = tpu + tun - (time[prev * size + next] as number);
          const latN = lat[base + p] as number;
          if (
            arrN <= latN + EPS &&
            (inst.twCount[next] === 1 || earliestStart(inst, next, arrN) <= latN + EPS) &&
            detour <= driveLeft &&
            (!spanCheck || spanOf(s, r, u, p) <= (inst.maxSpan[r] as number) + EPS) &&
            // A route that drives no longer than the break limit in all needs no break: the checks
            // above are then exact (unless the span binds).
            (!breaks || (noBreakDrive - detour >= 0 && !spanBinds) || breaksFit(s, r, u, p))
          ) {
            found.route = r;
            found.pos = p;
            found.cost = delta;
          }
        }
      }
      prev = next;
    }
  }
  return found.route >= 0;
}

/**
 * Exact check of inserting u before position p of route r, whose vehicle has a break rule: replays the
 * planned schedule (breaks.ts) from p until it meets the route's current schedule again (same start and
 * continuous driving: the rest is unchanged, and feasible) or ends; lat (no breaks) prunes early.
 */
function breaksFit(s: State, r: number, u: number, p: number): boolean {
  const inst = s.inst;
  const base = r * s.stride;
  const len = s.len[r] as number;
  const nodes = s.nodes;
  const est = s.est;
  const cont = s.cont;
  const lat = s.lat;
  let departure = est[base] as number;
  if (p === 1) departure = firstStep(inst, r, u);
  else {
    const q = base + p - 1;
    step(inst, r, nodes[q] as number, est[q] as number, cont[q] as number, u);
  }
  let t = out.start;
  let c = out.cont;
  if (!(t < Number.POSITIVE_INFINITY)) return false;
  let prev = u;
  for (let q = base + p; q <= base + len + 1; q++) {
    const node = nodes[q] as number;
    step(inst, r, prev, t, c, node);
    t = out.start;
    c = out.cont;
    if (!(t <= (lat[q] as number) + EPS)) return false;
    if (t === est[q] && c === cont[q]) {
      t = est[base + len + 1] as number;
      break;
    }
    prev = node;
  }
  if (!(t < Number.POSITIVE_INFINITY)) return false;
  return inst.spanBinds[r] === 0 || t - departure <= (inst.maxSpan[r] as number) + EPS;
}
