#!/usr/bin/env node
// Breaks check of @rikuun/optimizer (issue 12's day): 300 stops, 20 vehicles with 改善基準 breaks (30 min
// after 4 h of continuous driving), 13 h shifts and spans, 9 h driving; straight line × 1.3 at 25 km/h
// (the product's default routing settings). Reports when the first plan and the first plan serving
// every stop arrive, the final plan, its breaks and the independent checker's verdict.
// usage: node bench/optimizer/breaks.mjs [--time-limit SECONDS] [--seed N] [--stops N] [--vehicles N] [--area KM] [--no-breaks]
// --area: side of the square the stops lie in (default 60 km; 150 km makes long legs and many breaks)
import { register } from 'tsx/esm/api';

register();
const { solve } = await import('../../packages/optimizer/src/index.ts');
const { check } = await import('../../packages/optimizer/test/checker.ts');
const { prng } = await import('../../packages/optimizer/test/generate.ts');

const argv = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? Number(argv[i + 1]) : dflt;
};
const timeLimit = opt('time-limit', 30);
const seed = opt('seed', 1);
const nStops = opt('stops', 300);
const nVehicles = opt('vehicles', 20);
const withBreaks = !argv.includes('--no-breaks');
const side = opt('area', 60) * 1000;

const rnd = prng(seed);
const int = (lo, hi) => lo + Math.floor(rnd() * (hi - lo + 1));
const H = 3600;
const speed = 25_000 / H / 1.3; // 25 km/h over straight line × 1.3 detour, in m/s of straight line
const bases = [
  { x: side / 3, y: side / 3 },
  { x: (side * 3) / 4, y: (side * 7) / 12 },
];
const jobs = Array.from({ length: nStops }, (_, i) => {
  const kind = rnd();
  let timeWindows;
  if (kind < 0.4) {
    const s = int(8, 17) * H;
    timeWindows = [[s, s + 2 * H]];
  } else if (kind < 0.6) {
    timeWindows = [
      [9 * H, 12 * H],
      [14 * H, 18 * H],
    ];
  }
  const job = {
    id: `S${i + 1}`,
    location: { x: int(0, side), y: int(0, side) },
    service: int(5, 15) * 60,
    demand: [int(10, 200), int(1, 10)],
  };
  if (timeWindows) job.timeWindows = timeWindows;
  return job;
});
const vehicles = Array.from({ length: nVehicles }, (_, i) => {
  const base = bases[i % bases.length];
  const v = {
    id: `T${i + 1}`,
    start: base,
    end: base,
    shift: [7 * H, 20 * H],
    maxSpan: 13 * H,
    maxDrivingTime: 9 * H,
    capacity: [3000, 150],
    fixedCost: 10_000,
  };
  if (withBreaks) v.breaks = { afterDriving: 4 * H, duration: 30 * 60 };
  return v;
});
const problem = {
  jobs,
  vehicles,
  travelTime: (a, b) => Math.hypot(a.x - b.x, a.y - b.y) / speed,
  distance: (a, b) => Math.hypot(a.x - b.x, a.y - b.y) * 1.3,
};

const t0 = performance.now();
let firstPlan;
let allServed;
const sol = solve(problem, {
  objective: 'distance',
  timeLimitMs: timeLimit * 1000,
  seed,
  onProgress: (p) => {
    const at = {
      seconds: Math.round(p.elapsedMs) / 1000,
      distanceKm: Math.round(p.distance / 10) / 100,
      vehicles: p.vehicles,
      unassigned: p.unassigned,
    };
    firstPlan ??= at;
    if (p.unassigned === 0) allServed ??= at;
  },
});
const secs = (performance.now() - t0) / 1000;
const { errors } = check(problem, sol);
const breaks = sol.routes.flatMap((r) => r.breaks);
const round2 = (x) => Math.round(x * 100) / 100;
console.log(
  JSON.stringify(
    {
      stops: nStops,
      vehicles: nVehicles,
      breaks: withBreaks,
      areaKm: side / 1000,
      timeLimitSeconds: timeLimit,
      seconds: round2(secs),
      iterations: sol.iterations,
      iterationsPerSecond: Math.round(sol.iterations / secs),
      feasible: errors.length === 0,
      errors: errors.slice(0, 5),
      firstPlan,
      firstPlanServingAll: allServed ?? null,
      vehiclesUsed: sol.vehicles,
      unassigned: sol.unassigned.length,
      unassignedReasons: Object.fromEntries(
        [...new Set(sol.unassigned.map((u) => u.reason))].map((r) => [
          r,
          sol.unassigned.filter((u) => u.reason === r).length,
        ]),
      ),
      distanceKm: round2(sol.distance / 1000),
      plannedBreaks: {
        stop: breaks.filter((b) => b.kind === 'stop').length,
        road: breaks.filter((b) => b.kind === 'road').length,
        wait: breaks.filter((b) => b.kind === 'wait').length,
      },
      maxSpanHours: round2(Math.max(...sol.routes.map((r) => r.span)) / H),
      maxDrivingHours: round2(Math.max(...sol.routes.map((r) => r.drivingTime)) / H),
      node: process.version,
    },
    null,
    2,
  ),
);
