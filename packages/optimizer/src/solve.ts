import { Budget } from './budget.ts';
import { eliminateRoutes } from './fleet.ts';
import type { InsertionRules } from './insertion.ts';
import { buildInstance } from './model.ts';
import { orderKeys, recreate } from './recreate.ts';
import { toSolution } from './report.ts';
import { Rng } from './rng.ts';
import type { RuinParams } from './ruin.ts';
import { anneal, compare, type SearchContext } from './search.ts';
import { State } from './state.ts';
import type { Problem, Solution, SolveOptions } from './types.ts';

export const DEFAULT_RUIN: RuinParams = { avgRemoved: 10, maxString: 10, splitRate: 0.5, splitDepth: 0.01 };

/** With the fewest-vehicles objective: plain distance annealing up to 10 % of the budget, route
 * elimination up to 80 %, then distance annealing with the fleet fixed. */
const DISTANCE_SHARE = 0.1;
const FLEET_SHARE = 0.8;
/** Annealing temperatures, as multiples of the average cost per job of the first plan. */
const T0 = 2;
const TF = 0.02;
/** Cooler schedule for the short distance phase before route elimination. */
const T0_SHORT = 0.5;
const TF_SHORT = 0.005;

/**
 * Solves a vehicle routing problem with time windows. Deterministic for a given seed when the budget is
 * an iteration count (`maxIterations`); with a time limit alone, the result also depends on speed.
 */
export function solve(problem: Problem, options: SolveOptions = {}): Solution {
  const objective = options.objective ?? 'distance';
  const budget = new Budget(
    options.timeLimitMs ?? 5000,
    options.maxIterations ?? Number.POSITIVE_INFINITY,
    options.signal,
  );
  const inst = buildInstance(problem);
  const rng = new Rng(options.seed ?? 1);
  const keys = orderKeys(inst);
  const cur = new State(inst);
  let lastReport = Number.NEGATIVE_INFINITY;
  const report = (s: State, force: boolean): void => {
    if (!options.onProgress) return;
    const now = budget.elapsedMs();
    if (!force && now - lastReport < 100) return;
    lastReport = now;
    options.onProgress({
      cost: s.cost(),
      distance: s.cost() - fixedCosts(s),
      vehicles: s.usedRoutes(),
      unassigned: s.nAbsent,
      iterations: budget.iterations,
      elapsedMs: now,
    });
  };
  const vehiclesFirst = objective === 'vehicles';
  let scale = 1;
  if (inst.n > 0 && inst.m > 0 && !budget.cancelled) {
    const construct: InsertionRules = {
      allowNew: true,
      newRoutePenalty: vehiclesFirst ? 1e3 * maxFinite(inst.dist) + 1 : 0,
      blinkRate: 0,
    };
    recreate(cur, rng, keys, construct);
    cur.clearTouched();
    scale = Math.max(1e-9, cur.cost() / Math.max(1, inst.n - cur.nAbsent));
  }
  const work = new State(inst);
  const best = new State(inst);
  work.copyAll(cur);
  best.copyAll(cur);
  report(best, true);
  if (inst.n > 0 && inst.m > 0 && cur.nAbsent < inst.n) {
    const ctx: SearchContext = {
      rng,
      keys,
      ruin: DEFAULT_RUIN,
      budget,
      objective,
      improved: (b) => report(b, false),
    };
    const open: InsertionRules = { allowNew: true, newRoutePenalty: 0, blinkRate: 0.01 };
    if (vehiclesFirst) {
      // Good routes make good material for elimination: minimise distance first, then remove routes,
      // then polish the distance with the fleet fixed.
      const scratch = new State(inst);
      scratch.copyAll(cur);
      const distanceCtx: SearchContext = { ...ctx, objective: 'distance', improved: () => {} };
      anneal(cur, work, scratch, distanceCtx, open, T0_SHORT * scale, TF_SHORT * scale, DISTANCE_SHARE);
      if (compare(scratch, best, 'vehicles') < 0) best.copyAll(scratch);
      cur.copyAll(best);
      work.copyAll(best);
      eliminateRoutes(cur, work, best, ctx, FLEET_SHARE);
      cur.copyAll(best);
      work.copyAll(best);
      const fixedFleet: InsertionRules = { allowNew: false, newRoutePenalty: 0, blinkRate: 0.01 };
      anneal(cur, work, best, ctx, fixedFleet, T0 * scale, TF * scale, 1);
    } else {
      anneal(cur, work, best, ctx, open, T0 * scale, TF * scale, 1);
    }
  }
  if (inst.m > 0 && best.nAbsent > 0 && !budget.cancelled) {
    // Last greedy pass without blinks: no left-out job fits anywhere afterwards.
    recreate(best, rng, keys, { allowNew: true, newRoutePenalty: 0, blinkRate: 0 });
  }
  report(best, true);
  return toSolution(problem, best, budget.iterations, budget.elapsedMs(), budget.cancelled);
}

function fixedCosts(s: State): number {
  let f = 0;
  for (let r = 0; r < s.inst.m; r++) if ((s.len[r] as number) > 0) f += s.inst.fixedCost[r] as number;
  return f;
}

function maxFinite(a: Float64Array): number {
  let mx = 0;
  for (let i = 0; i < a.length; i++) {
    const v = a[i] as number;
    if (v > mx && Number.isFinite(v)) mx = v;
  }
  return mx;
}
