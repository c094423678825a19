import type { InsertionRules } from './insertion.ts';
import { recreate } from './recreate.ts';
import { ruin } from './ruin.ts';
import { commit, revert, type SearchContext } from './search.ts';
import type { State } from './state.ts';

/** Lower bound on the vehicles needed, from total demand and the largest capacities. */
export function vehicleLowerBound(s: State): number {
  const inst = s.inst;
  let lb = 1;
  for (let k = 0; k < inst.dims; k++) {
    let total = 0;
    for (let j = 0; j < inst.n; j++) total += inst.demand[j * inst.dims + k] as number;
    const caps = Array.from({ length: inst.m }, (_, v) => inst.capacity[v * inst.dims + k] as number);
    caps.sort((a, b) => b - a);
    let need = 0;
    let acc = 0;
    while (acc < total - 1e-9 && need < caps.length) acc += caps[need++] as number;
    lb = Math.max(lb, need);
  }
  return lb;
}

/**
 * Route elimination (fleet minimisation of SISR): remove a route, then ruin-and-recreate with the fleet
 * fixed, accepting a plan when fewer jobs are left out or when the jobs left out have been absent less
 * often (absence counters steer the search to place hard jobs). When every job is placed again, the plan
 * is recorded in `best` and the next route is removed.
 */
export function eliminateRoutes(
  cur: State,
  work: State,
  best: State,
  ctx: SearchContext,
  until: number,
): void {
  const { budget, rng } = ctx;
  const inst = cur.inst;
  const absences = new Float64Array(inst.n);
  const rules: InsertionRules = { allowNew: false, newRoutePenalty: 0, blinkRate: 0.01 };
  const lb = vehicleLowerBound(cur);
  const target = best.absentWeight();
  const positions: number[] = [];
  const absentSum = (s: State): number => {
    let a = 0;
    for (let i = 0; i < s.nAbsent; i++) a += absences[s.absent[i] as number] as number;
    return a;
  };
  let curAbsentSum = 0;
  work.clearTouched();
  for (;;) {
    if (cur.absentWeight() <= target + 1e-9) {
      if (
        cur.usedRoutes() < best.usedRoutes() ||
        (cur.usedRoutes() === best.usedRoutes() && cur.cost() < best.cost())
      ) {
        best.copyAll(cur);
        ctx.improved(best);
      }
      if (cur.usedRoutes() <= lb || budget.done) return;
      let pick = -1;
      let pickLen = Number.POSITIVE_INFINITY;
      for (let r = 0; r < inst.m; r++) {
        const l = cur.len[r] as number;
        if (l === 0) continue;
        const key = l + rng.next() * 3;
        if (key < pickLen) {
          pickLen = key;
          pick = r;
        }
      }
      positions.length = 0;
      for (let q = 1; q <= (cur.len[pick] as number); q++) positions.push(q);
      cur.removePositions(pick, positions);
      cur.clearTouched();
      work.copyAll(cur);
      work.clearTouched();
      curAbsentSum = absentSum(cur);
    }
    if (!budget.tick(until)) return;
    ruin(work, rng, ctx.ruin, true);
    recreate(work, rng, ctx.keys, rules);
    for (let i = 0; i < work.nAbsent; i++) {
      const j = work.absent[i] as number;
      absences[j] = (absences[j] as number) + 1;
    }
    const sum = absentSum(work);
    if (work.nAbsent < cur.nAbsent || sum < curAbsentSum) {
      commit(work, cur);
      curAbsentSum = sum;
    } else {
      revert(work, cur);
      curAbsentSum = absentSum(cur);
    }
  }
}
