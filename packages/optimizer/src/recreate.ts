import {
  bestInsertion as bestInsertionOf,
  found as foundInsertion,
  type InsertionRules,
} from './insertion.ts';
import type { Instance } from './model.ts';
import type { Rng } from './rng.ts';
import type { State } from './state.ts';

/** Per-job sort keys for the recreate order. */
export interface OrderKeys {
  demand: Float64Array;
  far: Float64Array;
  twLength: Float64Array;
}

export function orderKeys(inst: Instance): OrderKeys {
  const { n, dims } = inst;
  const maxCap = new Float64Array(dims);
  for (let k = 0; k < dims; k++) {
    let c = 0;
    for (let v = 0; v < inst.m; v++) {
      const q = inst.capacity[v * dims + k] as number;
      if (Number.isFinite(q)) c = Math.max(c, q);
    }
    maxCap[k] = c > 0 ? c : 1;
  }
  const demand = new Float64Array(n);
  const twLength = new Float64Array(n);
  for (let j = 0; j < n; j++) {
    let d = 0;
    for (let k = 0; k < dims; k++) d += (inst.demand[j * dims + k] as number) / (maxCap[k] as number);
    demand[j] = d;
    let w = 0;
    const o = inst.twOff[j] as number;
    for (let k = 0; k < (inst.twCount[j] as number); k++)
      w += (inst.twEnd[o + k] as number) - (inst.twStart[o + k] as number);
    twLength[j] = Number.isFinite(w) ? w : Number.MAX_VALUE;
  }
  return { demand, far: inst.depotDist, twLength };
}

const order: number[] = [];
// Local bindings: some loaders compile imports into getter calls, which are slow in hot loops.
const bestInsertion = bestInsertionOf;
const found = foundInsertion;

/**
 * Greedy insertion with blinks: absent jobs, in a randomly chosen order (random, largest demand,
 * farthest, closest, tightest window; higher priority always first), each at its cheapest position.
 * Jobs with no feasible position stay absent.
 */
export function recreate(s: State, rng: Rng, keys: OrderKeys, rules: InsertionRules): void {
  const inst = s.inst;
  order.length = 0;
  for (let i = 0; i < s.nAbsent; i++) order.push(s.absent[i] as number);
  for (let i = order.length - 1; i > 0; i--) {
    const k = rng.int(i + 1);
    const t = order[i] as number;
    order[i] = order[k] as number;
    order[k] = t;
  }
  const pick = rng.next() * 13;
  const w = inst.weight;
  if (pick < 4) {
    order.sort((a, b) => (w[b] as number) - (w[a] as number));
  } else if (pick < 8) {
    const d = keys.demand;
    order.sort((a, b) => (w[b] as number) - (w[a] as number) || (d[b] as number) - (d[a] as number));
  } else if (pick < 10) {
    const f = keys.far;
    order.sort((a, b) => (w[b] as number) - (w[a] as number) || (f[b] as number) - (f[a] as number));
  } else if (pick < 11) {
    const f = keys.far;
    order.sort((a, b) => (w[b] as number) - (w[a] as number) || (f[a] as number) - (f[b] as number));
  } else {
    const t = keys.twLength;
    order.sort((a, b) => (w[b] as number) - (w[a] as number) || (t[a] as number) - (t[b] as number));
  }
  for (const u of order) {
    if (bestInsertion(s, u, rules, rng)) s.insert(u, found.route, found.pos);
  }
}
