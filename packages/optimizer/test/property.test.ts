import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { solve } from '../src/index.ts';
import type { Problem, Solution } from '../src/types.ts';
import { check, planBreaks } from './checker.ts';
import { randomProblem } from './generate.ts';

/** Whether job id could be added anywhere (existing route or unused vehicle) without breaking the plan. */
function insertable(problem: Problem, sol: Solution, id: string | number): boolean {
  const job = problem.jobs.find((j) => j.id === id);
  if (!job) return false;
  const base = { ...sol, unassigned: sol.unassigned.filter((u) => u.jobId !== id) };
  const candidates: Solution[] = [];
  const used = new Set(sol.routes.map((r) => r.vehicleId));
  for (const v of problem.vehicles) {
    if (used.has(v.id)) continue;
    const departure = v.shift?.[0] ?? 0;
    candidates.push({
      ...base,
      routes: [...sol.routes, { ...emptyRoute(v.id, departure), jobIds: [id] }],
    });
  }
  sol.routes.forEach((route, r) => {
    for (let p = 0; p <= route.jobIds.length; p++) {
      const jobIds = [...route.jobIds.slice(0, p), id, ...route.jobIds.slice(p)];
      const routes = sol.routes.map((x, k) => (k === r ? { ...x, jobIds } : x));
      candidates.push({ ...base, routes });
    }
  });
  return candidates.some((c) => scheduleErrors(problem, c).length === 0);
}

function emptyRoute(vehicleId: string | number, departure: number) {
  return {
    vehicleId,
    jobIds: [],
    stops: [],
    departure,
    arrival: departure,
    distance: 0,
    drivingTime: 0,
    span: 0,
    load: [],
    breaks: [],
    waitingTime: 0,
  };
}

/**
 * Constraint violations only, ignoring reported times and totals (which a hand-made plan lacks). Breaks
 * are planned by the checker's own implementation of the solver's rule.
 */
function scheduleErrors(problem: Problem, sol: Solution): string[] {
  const routes = sol.routes.map((r) => {
    const v = problem.vehicles.find((x) => x.id === r.vehicleId);
    if (!v) return r;
    return { ...r, ...planBreaks(problem, v, r.jobIds) };
  });
  // With breaks the departure is the solver's own (planned), so its span is checked too.
  const spanChecked = new Set(problem.vehicles.filter((v) => v.breaks).map((v) => `vehicle ${v.id} exceeds`));
  return check(problem, { ...sol, routes }).errors.filter(
    (e) =>
      !/reported start|distance mismatch|count mismatch|appears/.test(e) &&
      !(/working span/.test(e) && !spanChecked.has(e.replace(/ its working span$/, ''))),
  );
}

describe('random instances give feasible plans or honest unassigned jobs', () => {
  it('rich instances (skills, several windows and dimensions, depots, driving limits, priorities)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        fc.integer({ min: 0, max: 25 }),
        fc.integer({ min: 1, max: 4 }),
        fc.constantFrom('distance' as const, 'vehicles' as const),
        (seed, jobs, vehicles, objective) => {
          const problem = randomProblem(seed, { jobs, vehicles });
          const sol = solve(problem, { objective, maxIterations: 150, timeLimitMs: 60_000, seed });
          expect(check(problem, sol).errors).toEqual([]);
          for (const u of sol.unassigned) {
            expect(insertable(problem, sol, u.jobId)).toBe(false);
            const job = problem.jobs.find((j) => j.id === u.jobId);
            const skilled = problem.vehicles.filter((v) =>
              (job?.skills ?? []).every((s) => v.skills?.includes(s)),
            );
            if (u.reason === 'skills') expect(skilled).toEqual([]);
            if (u.reason === 'capacity') {
              for (const v of skilled) {
                expect(
                  (job?.demand ?? []).some((q, k) => q > (v.capacity?.[k] ?? Number.POSITIVE_INFINITY)),
                ).toBe(true);
              }
            }
          }
        },
      ),
      { numRuns: 120, seed: 7 },
    );
  });

  it('breaks: continuous driving limits, break time in windows, shifts and spans', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        fc.integer({ min: 0, max: 25 }),
        fc.integer({ min: 1, max: 4 }),
        fc.constantFrom('distance' as const, 'vehicles' as const),
        (seed, jobs, vehicles, objective) => {
          // Spans bind sometimes; the oracle checks them only for vehicles with breaks (it departs the
          // others at their shift start, not at the span-minimising time), so it runs without spans.
          const span = seed % 2 === 0;
          const problem = randomProblem(seed, { jobs, vehicles, span, breaks: true });
          const sol = solve(problem, { objective, maxIterations: 150, timeLimitMs: 60_000, seed });
          expect(check(problem, sol).errors).toEqual([]);
          if (!span) for (const u of sol.unassigned) expect(insertable(problem, sol, u.jobId)).toBe(false);
        },
      ),
      { numRuns: 120, seed: 13 },
    );
  });

  it('binding working spans are respected', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), fc.integer({ min: 1, max: 20 }), (seed, jobs) => {
        const problem = randomProblem(seed, { jobs, vehicles: 3, span: true });
        const sol = solve(problem, { maxIterations: 150, timeLimitMs: 60_000, seed });
        expect(check(problem, sol).errors).toEqual([]);
      }),
      { numRuns: 60, seed: 11 },
    );
  });
});
