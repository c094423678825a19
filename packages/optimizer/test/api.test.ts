import { describe, expect, it } from 'vitest';
import { solve } from '../src/index.ts';
import type { Problem } from '../src/types.ts';
import { check } from './checker.ts';

const line = (n: number) => Array.from({ length: n }, (_, i) => ({ x: (i + 1) * 10, y: 0 }));
const opts = { maxIterations: 300, timeLimitMs: 60_000, seed: 3 };

describe('model features', () => {
  it('reports honest reasons for jobs nobody can serve', () => {
    const problem: Problem = {
      jobs: [
        { id: 'ok', location: { x: 10, y: 0 }, demand: [5] },
        { id: 'heavy', location: { x: 10, y: 0 }, demand: [500] },
        { id: 'skill', location: { x: 10, y: 0 }, skills: ['frozen'] },
        { id: 'late', location: { x: 100, y: 0 }, timeWindows: [[0, 50]] },
        { id: 'far', location: { x: 1000, y: 0 } },
        { id: 'drive', location: { x: 0, y: 60 } },
      ],
      vehicles: [{ id: 'v', start: { x: 0, y: 0 }, shift: [0, 1500], capacity: [100], maxDrivingTime: 100 }],
    };
    const sol = solve(problem, opts);
    expect(check(problem, sol).errors).toEqual([]);
    const reasons = Object.fromEntries(sol.unassigned.map((u) => [u.jobId, u.reason]));
    expect(reasons).toEqual({
      heavy: 'capacity',
      skill: 'skills',
      late: 'time_window',
      far: 'shift',
      drive: 'max_driving_time',
    });
  });

  it('uses several time windows, dimensions, depots and a matrix', () => {
    // locations: 0 = base A, 1 = base B, 2..5 = stops
    const pts = [{ x: 0, y: 0 }, { x: 50, y: 0 }, ...line(4)];
    const durations = pts.map((a) => pts.map((b) => Math.hypot(a.x - b.x, a.y - b.y) * 2));
    const distances = pts.map((a) => pts.map((b) => Math.hypot(a.x - b.x, a.y - b.y)));
    const problem: Problem = {
      matrix: { durations, distances: distances.flat() },
      jobs: [
        {
          id: 1,
          location: 2,
          timeWindows: [
            [0, 5],
            [100, 200],
          ],
          demand: [1, 1],
        },
        { id: 2, location: 3, timeWindows: [[0, 60]], demand: [1, 4], service: 10 },
        { id: 3, location: 4, demand: [2, 0] },
        { id: 4, location: 5, demand: [1, 1], timeWindows: [[300, 400]] },
      ],
      vehicles: [
        { id: 'a', start: 0, end: 1, shift: [0, 1000], capacity: [3, 5] },
        { id: 'b', start: 1, shift: [0, 1000], capacity: [3, 5], fixedCost: 5 },
      ],
    };
    const sol = solve(problem, opts);
    expect(check(problem, sol).errors).toEqual([]);
    expect(sol.unassigned).toEqual([]);
    const stop1 = sol.routes.flatMap((r) => r.stops).find((s) => s.jobId === 1);
    expect(stop1?.start).toBeGreaterThanOrEqual(100);
  });

  it('serves higher priority first when not everything fits', () => {
    const problem: Problem = {
      jobs: [
        { id: 'low', location: { x: 1, y: 0 }, demand: [10] },
        { id: 'high', location: { x: 30, y: 0 }, demand: [10], priority: 5 },
      ],
      vehicles: [{ id: 'v', start: { x: 0, y: 0 }, capacity: [10] }],
    };
    const sol = solve(problem, opts);
    expect(sol.routes[0]?.jobIds).toEqual(['high']);
    expect(sol.unassigned).toEqual([{ jobId: 'low', reason: 'fleet' }]);
  });

  it('limits the working span, departing as late as useful', () => {
    const problem: Problem = {
      jobs: [
        { id: 'a', location: { x: 10, y: 0 }, timeWindows: [[100, 110]] },
        { id: 'b', location: { x: 20, y: 0 }, timeWindows: [[300, 310]] },
      ],
      vehicles: [{ id: 'v', start: { x: 0, y: 0 }, shift: [0, 1000], maxSpan: 150 }],
    };
    const sol = solve(problem, opts);
    expect(check(problem, sol).errors).toEqual([]);
    expect(sol.routes).toHaveLength(1);
    expect(sol.unassigned.map((u) => u.jobId)).toHaveLength(1);
    expect(sol.routes[0]?.span).toBeLessThanOrEqual(150);
    const spanOk = solve(
      { ...problem, vehicles: [{ id: 'v', start: { x: 0, y: 0 }, shift: [0, 1000], maxSpan: 300 }] },
      opts,
    );
    expect(spanOk.unassigned).toEqual([]);
    expect(spanOk.routes[0]?.departure).toBeCloseTo(100, 6);
  });

  it('handles empty problems', () => {
    const job = { id: 1, location: { x: 1, y: 1 } };
    expect(solve({ jobs: [], vehicles: [{ id: 'v', start: { x: 0, y: 0 } }] }, opts).routes).toEqual([]);
    expect(solve({ jobs: [job], vehicles: [] }, opts).unassigned).toEqual([{ jobId: 1, reason: 'fleet' }]);
  });

  it('reports progress and stops when cancelled', () => {
    const problem: Problem = {
      jobs: line(30).map((p, i) => ({ id: i, location: p, demand: [1] })),
      vehicles: [{ id: 'v', start: { x: 0, y: 0 }, capacity: [100] }],
    };
    const costs: number[] = [];
    const sol = solve(problem, { ...opts, onProgress: (p) => costs.push(p.cost) });
    expect(costs.length).toBeGreaterThan(0);
    expect(costs.at(-1)).toBeCloseTo(sol.cost, 9);
    expect(sol.distance).toBeCloseTo(600, 6);
    const controller = new AbortController();
    controller.abort();
    const cancelled = solve(problem, { ...opts, maxIterations: 1e9, signal: controller.signal });
    expect(cancelled.unassigned.every((u) => u.reason === 'cancelled')).toBe(true);
    expect(check(problem, cancelled).errors).toEqual([]);
  });
});
