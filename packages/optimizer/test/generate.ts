import type { Job, Problem, TimeWindow, Vehicle } from '../src/types.ts';

/** mulberry32, independent of the solver's generator. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface GenOptions {
  jobs: number;
  vehicles: number;
  /** Single windows, one dimension, one depot, no skills or limits. */
  simple?: boolean;
  /** Allow a binding maximum span. */
  span?: boolean;
  /** Give most vehicles a break rule (short limits, so legs and routes need breaks). */
  breaks?: boolean;
}

/** A random problem on a 100 × 100 square with Euclidean travel. */
export function randomProblem(seed: number, o: GenOptions): Problem {
  const rnd = prng(seed);
  const int = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));
  const pt = () => ({ x: int(0, 100), y: int(0, 100) });
  const horizon = int(150, 600);
  const skillsPool = ['frozen', 'tail-lift', 'hazmat'];
  const jobs: Job[] = Array.from({ length: o.jobs }, (_, i) => {
    const windows: TimeWindow[] = [];
    const nw = o.simple ? 1 : int(0, 2);
    let t = int(0, horizon / 2);
    for (let k = 0; k < nw; k++) {
      const w = int(5, horizon / 2);
      windows.push([t, t + w]);
      t += w + int(5, 60);
    }
    const job: Job = {
      id: o.simple ? i + 1 : `job-${i + 1}`,
      location: pt(),
      service: int(0, 15),
      demand: o.simple ? [int(1, 30)] : [int(0, 30), int(0, 5)],
    };
    if (windows.length > 0) job.timeWindows = windows;
    if (!o.simple && rnd() < 0.2) job.skills = [skillsPool[int(0, 2)] as string];
    if (!o.simple && rnd() < 0.2) job.priority = int(1, 5);
    return job;
  });
  const depot = pt();
  const vehicles: Vehicle[] = Array.from({ length: o.vehicles }, (_, i) => {
    const start = o.simple ? depot : pt();
    const v: Vehicle = {
      id: o.simple ? i + 1 : `truck-${i + 1}`,
      start,
      end: o.simple || rnd() < 0.5 ? start : pt(),
      shift: [o.simple ? 0 : int(0, 50), horizon],
      capacity: o.simple ? [int(40, 100)] : [int(30, 120), int(5, 20)],
      maxSpan: Number.POSITIVE_INFINITY,
    };
    if (!o.simple) {
      v.skills = skillsPool.filter(() => rnd() < 0.5);
      v.fixedCost = int(0, 50);
      if (rnd() < 0.3) v.maxDrivingTime = int(100, 300);
      if (o.span && rnd() < 0.5) v.maxSpan = int(80, 300);
    }
    if (o.breaks && rnd() < 0.8) {
      v.breaks = { afterDriving: int(20, 120), duration: int(0, 40) };
      if (rnd() < 0.3) v.breaks.countWaiting = false;
    }
    return v;
  });
  return { jobs, vehicles };
}
