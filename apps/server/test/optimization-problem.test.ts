import { defaultRoutingDurationSettings } from '@rikuun/contract';
import { solve } from '@rikuun/optimizer';
import { describe, expect, it } from 'vitest';
import { buildProblem, type PlanInput, toResult } from '../src/features/optimization/optimization-problem.ts';
import { straightLineMatrix } from '../src/lib/routing/travel-times.ts';

const stop = (id: string, over: Partial<PlanInput['stops'][number]> = {}) => ({
  id,
  courseId: '00000000-0000-4000-8000-00000000000c',
  name: id,
  latitude: 35.7,
  longitude: 139.77,
  quantity: 3,
  weightKg: 120,
  timeWindowStart: null,
  timeWindowEnd: null,
  serviceMinutes: null,
  ...over,
});
const plan = (over: Partial<PlanInput> = {}): PlanInput => ({
  base: { id: 'b', name: '本社', latitude: 35.68, longitude: 139.76 },
  stops: [
    stop('a', { timeWindowStart: '09:00', timeWindowEnd: '10:30', serviceMinutes: 20 }),
    stop('b'),
    stop('c', { latitude: null }),
  ],
  routes: [
    {
      driverId: 'd',
      driverName: '運送 太郎',
      availableFrom: '08:00',
      availableUntil: '17:00',
      vehicleId: 'v',
      vehicleName: '品川 100 あ 1',
      maxLoadKg: 2000,
    },
  ],
  settings: {
    ...defaultRoutingDurationSettings,
    loadingMinutes: 30,
    serviceMinutes: 10,
    maxWorkingMinutes: 780,
  },
  ...over,
});

describe('optimization problem', () => {
  it('maps the settings, the driver hours and the stops to the optimizer in seconds', () => {
    const input = plan();
    const points = [input.base, ...input.stops.slice(0, 2)] as { latitude: number; longitude: number }[];
    const problem = buildProblem(input, straightLineMatrix(points, input.settings));
    expect(problem.jobs.map((j) => j.id)).toEqual(['a', 'b']);
    expect(problem.jobs[0]).toMatchObject({
      location: 1,
      service: 1200,
      timeWindows: [[32_400, 37_800]],
      demand: [120, 3],
    });
    expect(problem.jobs[1]).toMatchObject({ location: 2, service: 600, timeWindows: undefined });
    const s = input.settings;
    expect(problem.vehicles[0]).toMatchObject({
      start: 0,
      end: 0,
      shift: [8 * 3600 + 1800, 17 * 3600],
      capacity: [2000, Number.POSITIVE_INFINITY],
      maxSpan: 780 * 60 - 1800,
      maxDrivingTime: s.maxDrivingMinutes * 60,
      breaks: {
        afterDriving: s.breakAfterDrivingMinutes * 60,
        duration: s.breakMinutes * 60,
        countWaiting: false,
      },
    });
  });

  it('reports the plan in the product’s words: times of day, km, the stops without coordinates unserved', () => {
    const input = plan();
    const points = [input.base, ...input.stops.slice(0, 2)] as { latitude: number; longitude: number }[];
    const matrix = straightLineMatrix(points, input.settings);
    const solution = solve(buildProblem(input, matrix), { maxIterations: 200, timeLimitMs: 2000, seed: 1 });
    const result = toResult(input, solution, matrix.source);
    expect(result.routes).toHaveLength(1);
    const route = result.routes[0];
    expect(route?.stops.map((x) => x.stopId).sort()).toEqual(['a', 'b']);
    expect(route?.loadKg).toBe(240);
    expect(route?.quantity).toBe(6);
    const a = route?.stops.find((x) => x.stopId === 'a');
    expect(a && a.start >= '09:00' && a.start <= '10:30').toBe(true);
    // Departure is when loading starts: 30 minutes before leaving the base, never before 08:00.
    expect((route?.departure ?? '') >= '08:00').toBe(true);
    expect(result.unserved).toEqual([expect.objectContaining({ stopId: 'c', reason: 'no_coordinates' })]);
    expect(result.travelSource).toBe('straight_line');
  });

  it('leaves out a stop heavier than every vehicle, with the reason', () => {
    const input = plan({ stops: [stop('big', { weightKg: 5000 })] });
    const matrix = straightLineMatrix(
      [input.base, input.stops[0] as { latitude: number; longitude: number }],
      input.settings,
    );
    const result = toResult(
      input,
      solve(buildProblem(input, matrix), { maxIterations: 50, seed: 1 }),
      matrix.source,
    );
    expect(result.routes).toEqual([]);
    expect(result.unserved).toEqual([expect.objectContaining({ stopId: 'big', reason: 'capacity' })]);
  });

  it('reports waiting for a 指定時間 as 待機, never as a break (改善基準: 荷待ち is no 休憩)', () => {
    const input = plan({
      stops: [
        stop('x', { timeWindowStart: '09:00', timeWindowEnd: '09:30' }),
        stop('y', { timeWindowStart: '13:00', timeWindowEnd: '13:30', longitude: 139.78 }),
      ],
    });
    const matrix = straightLineMatrix(
      [input.base, ...input.stops] as { latitude: number; longitude: number }[],
      input.settings,
    );
    const result = toResult(
      input,
      solve(buildProblem(input, matrix), { maxIterations: 100, seed: 1 }),
      matrix.source,
    );
    const route = result.routes[0];
    const y = route?.stops.find((x) => x.stopId === 'y');
    expect(y?.start).toBe('13:00');
    // Served at x from 09:00 for 10 minutes, a few minutes' drive: some three hours of 待機 before 13:00.
    expect(y?.waitMinutes).toBeGreaterThan(180);
    expect(route?.waitingMinutes).toBe(route?.stops.reduce((n, x) => n + x.waitMinutes, 0));
    expect(route?.breaks.filter((b) => b.kind === 'wait')).toEqual([]);
  });
});
