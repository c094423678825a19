#!/usr/bin/env node
// Scale check of @rikuun/optimizer: a generated 1,000-stop, 100-vehicle day (three bases, kg + cases,
// windows, skills, 13 h span, 9 h driving). Reports time, feasibility (independent checker) and peak memory.
// usage: node bench/optimizer/scale.mjs [--time-limit SECONDS] [--seed N] [--stops N] [--vehicles N]
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
const timeLimit = opt('time-limit', 50);
const seed = opt('seed', 1);
const nStops = opt('stops', 1000);
const nVehicles = opt('vehicles', 100);

const rnd = prng(seed);
const int = (lo, hi) => lo + Math.floor(rnd() * (hi - lo + 1));
const H = 3600;
const speed = 25_000 / H; // 25 km/h in m/s, urban average
const bases = [
  { x: 10_000, y: 10_000 },
  { x: 40_000, y: 15_000 },
  { x: 25_000, y: 40_000 },
];
const jobs = Array.from({ length: nStops }, (_, i) => {
  const kind = rnd();
  let timeWindows;
  if (kind < 0.5) {
    const s = int(8, 16) * H;
    timeWindows = [[s, s + 2 * H]];
  } else if (kind < 0.7) {
    timeWindows = [
      [9 * H, 12 * H],
      [14 * H, 17 * H],
    ];
  }
  const job = {
    id: `S${i + 1}`,
    location: { x: int(0, 50_000), y: int(0, 50_000) },
    service: int(3, 10) * 60,
    demand: [int(10, 250), int(1, 12)],
  };
  if (timeWindows) job.timeWindows = timeWindows;
  if (rnd() < 0.1) job.skills = ['frozen'];
  return job;
});
const vehicles = Array.from({ length: nVehicles }, (_, i) => {
  const base = bases[i % bases.length];
  const late = i % 4 === 0;
  return {
    id: `T${i + 1}`,
    start: base,
    end: base,
    shift: late ? [7 * H, 22 * H] : [7 * H, 20 * H],
    capacity: [2000, 100],
    skills: i % 3 === 0 ? ['frozen'] : [],
    fixedCost: 10_000,
    maxDrivingTime: 9 * H,
  };
});
const problem = {
  jobs,
  vehicles,
  travelTime: (a, b) => Math.hypot(a.x - b.x, a.y - b.y) / speed,
};

const t0 = performance.now();
let progressCalls = 0;
let firstPlan;
const sol = solve(problem, {
  objective: 'distance',
  timeLimitMs: timeLimit * 1000,
  seed,
  onProgress: (p) => {
    progressCalls++;
    firstPlan ??= {
      seconds: Math.round(p.elapsedMs) / 1000,
      distanceKm: Math.round(p.distance / 10) / 100,
      vehicles: p.vehicles,
    };
  },
});
const secs = (performance.now() - t0) / 1000;
const { errors } = check(problem, sol);
const maxRssMb = process.resourceUsage().maxRSS / 1024;
const spans = sol.routes.map((r) => r.span / H);
console.log(
  JSON.stringify(
    {
      stops: nStops,
      vehicles: nVehicles,
      timeLimitSeconds: timeLimit,
      seconds: Math.round(secs * 100) / 100,
      iterations: sol.iterations,
      feasible: errors.length === 0,
      errors: errors.slice(0, 5),
      vehiclesUsed: sol.vehicles,
      unassigned: sol.unassigned.length,
      unassignedReasons: Object.fromEntries(
        [...new Set(sol.unassigned.map((u) => u.reason))].map((r) => [
          r,
          sol.unassigned.filter((u) => u.reason === r).length,
        ]),
      ),
      distanceKm: Math.round(sol.distance / 10) / 100,
      stopsPerRoute: Math.round((nStops - sol.unassigned.length) / Math.max(1, sol.vehicles)),
      maxSpanHours: Math.round(Math.max(...spans) * 100) / 100,
      firstPlan,
      progressCalls,
      peakRssMb: Math.round(maxRssMb),
      node: process.version,
    },
    null,
    2,
  ),
);
