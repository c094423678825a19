import { describe, expect, it } from 'vitest';
import { solve } from '../src/index.ts';
import { randomProblem } from './generate.ts';

describe('determinism', () => {
  const problem = randomProblem(2024, { jobs: 40, vehicles: 6 });
  for (const objective of ['distance', 'vehicles'] as const) {
    it(`same seed and iteration budget give the same plan (${objective})`, () => {
      const run = (seed: number) => {
        const { elapsedMs: _elapsed, ...rest } = solve(problem, {
          objective,
          seed,
          maxIterations: 400,
          timeLimitMs: 600_000,
        });
        return JSON.stringify(rest);
      };
      expect(run(5)).toBe(run(5));
      expect(run(9)).toBe(run(9));
    });
  }
});
