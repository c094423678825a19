import { describe, expect, it } from 'vitest';
import { solve } from '../src/index.ts';
import type { BreakRule, Job, Problem } from '../src/types.ts';
import { check } from './checker.ts';

// Stops on a line, coordinates in seconds of driving (time = distance by default).
const H = 3600;
const rule: BreakRule = { afterDriving: 4 * H, duration: 1800 };
const opts = { maxIterations: 200, timeLimitMs: 60_000, seed: 5 };
const at = (x: number) => ({ x, y: 0 });

function one(jobs: Job[], breaks: BreakRule = rule, extra = {}): Problem {
  return { jobs, vehicles: [{ id: 'T1', start: at(0), shift: [0, 60_000], breaks, ...extra }] };
}

function solved(problem: Problem) {
  const sol = solve(problem, opts);
  expect(check(problem, sol).errors).toEqual([]);
  return sol;
}

// Three stops 1.5 h apart (windows fix the order), then 4.5 h back to the depot.
const three = (w2: [number, number] = [0, 60_000]): Job[] => [
  { id: 'S1', location: at(5400), timeWindows: [[0, 6000]] },
  { id: 'S2', location: at(10_800), timeWindows: [w2] },
  { id: 'S3', location: at(16_200), timeWindows: [[15_000, 60_000]] },
];

describe('breaks (休憩, 連続運転)', () => {
  it('takes a break at the stop before a leg that would exceed 4 h, and on the road in a longer leg', () => {
    const sol = solved(one(three()));
    const route = sol.routes[0];
    expect(route?.jobIds).toEqual(['S1', 'S2', 'S3']);
    expect(route?.breaks).toEqual([
      { afterStops: 2, kind: 'stop', start: 10_800, duration: 1800 },
      { afterStops: 3, kind: 'stop', start: 18_000, duration: 1800 },
      { afterStops: 3, kind: 'road', start: 34_200, duration: 1800 },
    ]);
    expect(route?.stops.map((s) => s.start)).toEqual([5400, 10_800, 18_000]);
    expect(route?.arrival).toBe(37_800);
    expect(route?.drivingTime).toBe(32_400);
    expect(route?.span).toBe(37_800);
  });

  it('plans a wait of at least the break duration as the break, unless waiting may not count', () => {
    const waited = solved(one(three([12_600, 60_000]))).routes[0];
    expect(waited?.breaks[0]).toEqual({ afterStops: 1, kind: 'wait', start: 10_800, duration: 1800 });
    expect(waited?.breaks.filter((b) => b.afterStops === 2)).toEqual([]);
    expect(waited?.stops.map((s) => s.start)).toEqual([5400, 12_600, 18_000]);
    // The wait taken as the break is the break, not 待機.
    expect(waited?.waitingTime).toBe(0);

    const strict = solved(one(three([12_600, 60_000]), { ...rule, countWaiting: false })).routes[0];
    expect(strict?.breaks[0]).toEqual({ afterStops: 2, kind: 'stop', start: 12_600, duration: 1800 });
    expect(strict?.stops.map((s) => s.start)).toEqual([5400, 12_600, 19_800]);
    // Waiting that is no break is 待機: reported at its stop and summed per route, apart from the breaks.
    expect(strict?.stops.map((s) => s.waiting)).toEqual([0, 1800, 0]);
    expect(strict?.waitingTime).toBe(1800);
  });

  it('leaves so as to reach the first stop when it opens', () => {
    const route = solved(one([{ id: 'S', location: at(5400), timeWindows: [[30_000, 40_000]] }])).routes[0];
    expect(route?.departure).toBe(24_600);
    expect(route?.stops[0]?.arrival).toBe(30_000);
  });

  it('counts breaks in the working span and the shift, not in the driving time', () => {
    // 2.5 h out and 2.5 h back: a 30 min break at the stop, 5 h 30 min in all, 5 h driving.
    const job: Job = { id: 'S', location: at(9000) };
    const tight = solved(one([job], rule, { maxSpan: 19_000, maxDrivingTime: 18_000 }));
    expect(tight.unassigned).toEqual([{ jobId: 'S', reason: 'max_span' }]);
    const shift = solved(one([job], rule, { shift: [0, 19_000] }));
    expect(shift.unassigned).toEqual([{ jobId: 'S', reason: 'shift' }]);
    const ok = solved(one([job], rule, { maxSpan: 19_800, maxDrivingTime: 18_000 })).routes[0];
    expect(ok?.span).toBe(19_800);
    expect(ok?.drivingTime).toBe(18_000);
    expect(ok?.breaks).toEqual([{ afterStops: 1, kind: 'stop', start: 9000, duration: 1800 }]);
  });

  it('misses a window because of a break: another vehicle without the delay serves it', () => {
    // S2 closes at 15,000: T1 reaches it at 14,400 only without a break (3 h + 1 h driving).
    const jobs: Job[] = [
      { id: 'S1', location: at(10_800), timeWindows: [[0, 11_000]] },
      { id: 'S2', location: at(14_400), timeWindows: [[0, 15_000]] },
    ];
    const problem: Problem = {
      jobs,
      vehicles: [
        { id: 'T1', start: at(0), shift: [0, 60_000], breaks: { ...rule, afterDriving: 3.5 * H } },
        { id: 'T2', start: at(0), shift: [0, 60_000], breaks: rule },
      ],
    };
    const sol = solved(problem);
    expect(sol.unassigned).toEqual([]);
    expect(sol.routes.find((r) => r.jobIds.includes('S2'))?.vehicleId).toBe('T2');
  });

  it('vehicles without a rule report no breaks', () => {
    const sol = solved({ jobs: three(), vehicles: [{ id: 'T', start: at(0), shift: [0, 60_000] }] });
    expect(sol.routes[0]?.breaks).toEqual([]);
    expect(sol.routes[0]?.arrival).toBe(32_400);
  });
});
