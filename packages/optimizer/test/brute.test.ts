import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { solve } from '../src/index.ts';
import type { Job, Problem, Vehicle } from '../src/types.ts';
import { check } from './checker.ts';
import { randomProblem } from './generate.ts';

/** Cost of visiting `order` with vehicle v (departing at shift start), or +∞ when infeasible. */
function routeCost(_problem: Problem, v: Vehicle, order: Job[]): number {
  const d = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y);
  const pos = (l: unknown) => l as { x: number; y: number };
  let here = pos(v.start);
  let clock = v.shift?.[0] ?? 0;
  let dist = 0;
  const load: number[] = [];
  for (const j of order) {
    const t = d(here, pos(j.location));
    dist += t;
    const arrival = clock + t;
    const w = j.timeWindows?.[0] ?? [0, Number.POSITIVE_INFINITY];
    if (arrival > w[1] + 1e-9) return Number.POSITIVE_INFINITY;
    clock = Math.max(arrival, w[0]) + (j.service ?? 0);
    (j.demand ?? []).forEach((q, k) => {
      load[k] = (load[k] ?? 0) + q;
    });
    here = pos(j.location);
  }
  const back = d(here, pos(v.end ?? v.start));
  if (clock + back > (v.shift?.[1] ?? Number.POSITIVE_INFINITY) + 1e-9) return Number.POSITIVE_INFINITY;
  if ((v.capacity ?? []).some((c, k) => (load[k] ?? 0) > c + 1e-9)) return Number.POSITIVE_INFINITY;
  return dist + back;
}

function permutations<T>(xs: T[]): T[][] {
  if (xs.length <= 1) return [xs];
  return xs.flatMap((x, i) => permutations([...xs.slice(0, i), ...xs.slice(i + 1)]).map((p) => [x, ...p]));
}

/** Exhaustive optimum: [unassigned, vehicles, distance] minimised lexicographically per objective. */
function bruteForce(problem: Problem, objective: 'distance' | 'vehicles'): [number, number, number] {
  const { jobs, vehicles } = problem;
  const bestRoute = vehicles.map(() => new Map<number, number>());
  const subsetCost = (v: number, mask: number): number => {
    const cache = bestRoute[v] as Map<number, number>;
    const hit = cache.get(mask);
    if (hit !== undefined) return hit;
    const members = jobs.filter((_, i) => mask & (1 << i));
    let best = Number.POSITIVE_INFINITY;
    for (const p of permutations(members))
      best = Math.min(best, routeCost(problem, vehicles[v] as Vehicle, p));
    cache.set(mask, best);
    return best;
  };
  let best: [number, number, number] = [jobs.length, 0, 0];
  const better = (a: [number, number, number], b: [number, number, number]): boolean => {
    if (a[0] !== b[0]) return a[0] < b[0];
    if (objective === 'vehicles' && a[1] !== b[1]) return a[1] < b[1];
    return a[2] < b[2] - 1e-9;
  };
  const labels = new Array<number>(jobs.length).fill(0);
  const total = (vehicles.length + 1) ** jobs.length;
  for (let code = 0; code < total; code++) {
    let c = code;
    for (let i = 0; i < jobs.length; i++) {
      labels[i] = c % (vehicles.length + 1);
      c = Math.floor(c / (vehicles.length + 1));
    }
    let unassigned = 0;
    let used = 0;
    let dist = 0;
    for (let v = 0; v <= vehicles.length && Number.isFinite(dist); v++) {
      let mask = 0;
      labels.forEach((l, i) => {
        if (l === v) mask |= 1 << i;
      });
      if (v === vehicles.length) unassigned = labels.filter((l) => l === v).length;
      else if (mask) {
        used++;
        dist += subsetCost(v, mask);
      }
    }
    if (Number.isFinite(dist) && better([unassigned, used, dist], best)) best = [unassigned, used, dist];
  }
  return best;
}

describe('optimal answers on tiny instances (brute force)', () => {
  for (const objective of ['distance', 'vehicles'] as const) {
    it(`matches the exhaustive optimum, objective ${objective}`, () => {
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
          const problem = randomProblem(seed, { jobs: 6, vehicles: 2, simple: true });
          const expected = bruteForce(problem, objective);
          const sol = solve(problem, { objective, maxIterations: 5000, timeLimitMs: 60_000, seed: 7 });
          expect(check(problem, sol).errors).toEqual([]);
          expect(sol.unassigned.length).toBe(expected[0]);
          if (objective === 'vehicles') expect(sol.vehicles).toBe(expected[1]);
          expect(sol.distance).toBeCloseTo(expected[2], 6);
        }),
        { numRuns: 25, seed: 42 },
      );
    });
  }
});
