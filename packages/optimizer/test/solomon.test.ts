import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseArgs, runSolomon } from '../src/cli.ts';
import { parseSolomon, solve } from '../src/index.ts';
import { check } from './checker.ts';

const tiny = fileURLToPath(new URL('./fixtures/tiny.txt', import.meta.url));
const bin = fileURLToPath(new URL('../bin/rikuun-optimize.mjs', import.meta.url));
const c101 = fileURLToPath(new URL('./fixtures/C101.txt', import.meta.url));

describe('Solomon format', () => {
  it('parses fleet, capacity, depot and customers', () => {
    const { name, fleetSize, capacity, problem } = parseSolomon(readFileSync(tiny, 'utf8'));
    expect([name, fleetSize, capacity]).toEqual(['TINY', 25, 200]);
    expect(problem.jobs).toHaveLength(9);
    expect(problem.jobs[0]).toEqual({
      id: 1,
      location: { x: 45, y: 68 },
      demand: [10],
      timeWindows: [[912, 967]],
      service: 90,
    });
    expect(problem.vehicles[0]?.shift).toEqual([0, 1236]);
  });

  it('prints the CLI JSON (in-process and through the bin)', () => {
    const argv = [
      'solomon',
      tiny,
      '--time-limit',
      '30',
      '--objective',
      'vehicles',
      '--seed',
      '3',
      '--max-iterations',
      '200',
    ];
    const out = JSON.parse(runSolomon(parseArgs(argv)));
    expect(Object.keys(out)).toEqual(['routes', 'distance', 'vehicles', 'unassigned']);
    expect(out.routes.flat().sort((a: number, b: number) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(out.vehicles).toBe(out.routes.length);
    expect(out.unassigned).toEqual([]);
    const run = spawnSync(process.execPath, [bin, ...argv], { encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual(out);
    expect(() => parseArgs(['solomon', tiny, '--objective', 'cheapest'])).toThrow(/usage/);
  });

  it('solves C101 to its optimum', () => {
    const { problem } = parseSolomon(readFileSync(c101, 'utf8'));
    const sol = solve(problem, { objective: 'vehicles', maxIterations: 3000, timeLimitMs: 60_000, seed: 1 });
    expect(check(problem, sol).errors).toEqual([]);
    expect(sol.vehicles).toBe(10);
    expect(Math.round(sol.distance * 100) / 100).toBe(828.94);
  });
});
