import type { Budget } from './budget.ts';
import type { InsertionRules } from './insertion.ts';
import type { OrderKeys } from './recreate.ts';
import { recreate } from './recreate.ts';
import type { Rng } from './rng.ts';
import { type RuinParams, ruin } from './ruin.ts';
import type { State } from './state.ts';
import type { Objective } from './types.ts';

export interface SearchContext {
  rng: Rng;
  keys: OrderKeys;
  ruin: RuinParams;
  budget: Budget;
  objective: Objective;
  /** Called whenever the best plan improves. */
  improved: (best: State) => void;
}

const TOL = 1e-9;

/** Lexicographic comparison: absent weight, then (vehicles objective) vehicles, then cost. */
export function compare(a: State, b: State, objective: Objective): number {
  const wa = a.absentWeight();
  const wb = b.absentWeight();
  if (wa < wb - TOL) return -1;
  if (wa > wb + TOL) return 1;
  if (objective === 'vehicles') {
    const d = a.usedRoutes() - b.usedRoutes();
    if (d !== 0) return d;
  }
  return a.cost() - b.cost();
}

/** Makes `work` equal to `cur` again after a rejected move, copying only the routes it touched. */
export function revert(work: State, cur: State): void {
  for (let i = 0; i < work.nTouched; i++) work.copyRoute(cur, work.touchedList[i] as number);
  work.copyAbsent(cur);
  work.clearTouched();
}

/** Commits an accepted move of `work` into `cur`. */
export function commit(work: State, cur: State): void {
  for (let i = 0; i < work.nTouched; i++) cur.copyRoute(work, work.touchedList[i] as number);
  cur.copyAbsent(work);
  work.clearTouched();
}

/**
 * Ruin-and-recreate with simulated-annealing acceptance (SISR). `cur` and `work` hold the same plan on
 * entry; `best` is updated in place. Runs until the budget fraction reaches `until`.
 */
export function anneal(
  cur: State,
  work: State,
  best: State,
  ctx: SearchContext,
  rules: InsertionRules,
  t0: number,
  tf: number,
  until: number,
): void {
  const { budget, rng } = ctx;
  const from = budget.fraction();
  const spanFrac = Math.max(1e-9, until - from);
  let curWeight = cur.absentWeight();
  let curRoutes = cur.usedRoutes();
  let curCost = cur.cost();
  let bestCost = best.cost();
  let bestWeight = best.absentWeight();
  let bestRoutes = best.usedRoutes();
  const vehiclesFirst = ctx.objective === 'vehicles';
  work.clearTouched();
  while (budget.tick(until)) {
    const frac = Math.min(1, Math.max(0, (budget.fraction() - from) / spanFrac));
    const temp = t0 * (tf / t0) ** frac;
    ruin(work, rng, ctx.ruin);
    recreate(work, rng, ctx.keys, rules);
    const w = work.absentWeight();
    const routes = work.usedRoutes();
    const cost = work.cost();
    const threshold = -temp * Math.log(rng.next());
    let accept: boolean;
    if (w < curWeight - TOL) accept = true;
    else if (w > curWeight + TOL) accept = false;
    else if (vehiclesFirst && routes !== curRoutes) accept = routes < curRoutes;
    else accept = cost < curCost + threshold;
    if (!accept) {
      revert(work, cur);
      continue;
    }
    commit(work, cur);
    curWeight = w;
    curRoutes = routes;
    curCost = cost;
    const better =
      w < bestWeight - TOL ||
      (w <= bestWeight + TOL &&
        ((vehiclesFirst && routes < bestRoutes) ||
          ((!vehiclesFirst || routes === bestRoutes) && cost < bestCost - TOL)));
    if (better) {
      best.copyAll(cur);
      bestWeight = w;
      bestRoutes = routes;
      bestCost = cost;
      ctx.improved(best);
    }
  }
}
