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

/** Share of the budget given to route elimination with the fewest-vehicles objective. */
const FLEET_SHARE = 0.8;
/** Share of the budget spent on plain distance minimisation before route elimination. */
const DISTANCE_SHARE = 0.1;
/** Penalty per job left out during the fixed-fleet distance phase, × the average cost per job. */
const ABSENT_PENALTY = Number(process.env.RK_PEN ?? 2);
const FLEET_FIRST = Number(process.env.RK_FF ?? 0);
const T0 = Number(process.env.RK_T0 ?? 0.5);
const TF = Number(process.env.RK_TF ?? 0.005);

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
    const rules: InsertionRules = {
      allowNew: true,
      newRoutePenalty: vehiclesFirst ? 1e3 * maxFinite(inst.dist) + 1 : 0,
      blinkRate: 0.01,
    };
    if (vehiclesFirst) {
      // Minimise distance first (good routes make good material for elimination), then remove routes,
      // then polish the distance with the fleet fixed.
      const scratch = new State(inst);
      scratch.copyAll(cur);
      const plain: InsertionRules = { allowNew: true, newRoutePenalty: 0, blinkRate: 0.01 };
      anneal(
        cur,
        work,
        scratch,
        { ...ctx, objective: 'distance', improved: () => {} },
        plain,
        0.5 * scale,
        0.005 * scale,
        DISTANCE_SHARE,
      );
      if (compare(scratch, best, 'vehicles') < 0) best.copyAll(scratch);
      cur.copyAll(best);
      work.copyAll(best);
      eliminateRoutes(cur, work, best, ctx, FLEET_SHARE);
      cur.copyAll(best);
      work.copyAll(best);
    }
    if (vehiclesFirst) {
      const fixedFleet: InsertionRules = { allowNew: false, newRoutePenalty: 0, blinkRate: 0.01 };
      anneal(cur, work, best, ctx, fixedFleet, 0.5 * scale, 0.005 * scale, 1, ABSENT_PENALTY * scale);
    } else {
      if (FLEET_FIRST > 0) {
        const fewest = new State(inst);
        fewest.copyAll(cur);
        eliminateRoutes(
          cur,
          work,
          fewest,
          { ...ctx, objective: 'vehicles', improved: () => {} },
          FLEET_FIRST,
        );
        if (compare(fewest, best, 'distance') < 0) best.copyAll(fewest);
        cur.copyAll(fewest);
        work.copyAll(fewest);
      }
      anneal(cur, work, best, ctx, rules, T0 * scale, TF * scale, 1);
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
