import type { Coord, Location, Problem } from './types.ts';

/** Default maximum working span (拘束時間): 13 hours in seconds. */
export const DEFAULT_MAX_SPAN = 13 * 3600;

/**
 * Internal, flat form of a problem. Nodes 0..n-1 are jobs; vehicle v has its own start node n + 2v and
 * end node n + 2v + 1, so depot windows can carry that vehicle's shift.
 */
export interface Instance {
  n: number;
  m: number;
  size: number;
  dims: number;
  time: Float64Array;
  dist: Float64Array;
  service: Float64Array;
  /** Windows of node i: twStart/twEnd[twOff[i] .. twOff[i] + twCount[i]), sorted. */
  twOff: Int32Array;
  twCount: Int32Array;
  twStart: Float64Array;
  twEnd: Float64Array;
  /** First window start and last window end per node. */
  ready: Float64Array;
  due: Float64Array;
  demand: Float64Array;
  weight: Float64Array;
  capacity: Float64Array;
  /** compat[job * m + v] = 1 when vehicle v has every skill job needs. */
  compat: Uint8Array;
  shiftStart: Float64Array;
  shiftEnd: Float64Array;
  fixedCost: Float64Array;
  maxSpan: Float64Array;
  maxDrive: Float64Array;
  /** Break rule per vehicle: continuous-driving limit (+∞: none), break duration, waits count (1/0). */
  brkAfter: Float64Array;
  brkDur: Float64Array;
  brkWait: Uint8Array;
  /** 1 when maxSpan may bind (shorter than the shift). */
  spanBinds: Uint8Array;
  /** Vehicles with equal class are interchangeable. */
  vclass: Int32Array;
  /** Nearest jobs of each job, nn per job. */
  nn: number;
  neighbors: Int32Array;
  /** Distance from the nearest start depot, for ordering. */
  depotDist: Float64Array;
}

type MatrixInput = ArrayLike<number> | readonly ArrayLike<number>[];

function matrixGetter(mat: MatrixInput): (a: number, b: number) => number {
  const first = (mat as ArrayLike<unknown>)[0];
  if (typeof first === 'number' || mat.length === 0) {
    const flat = mat as ArrayLike<number>;
    const side = Math.round(Math.sqrt(flat.length));
    if (side * side !== flat.length) throw new Error('flat matrix length is not a square');
    return (a, b) => {
      if (a >= side || b >= side || a < 0 || b < 0) throw new Error(`location ${a} or ${b} outside matrix`);
      return flat[a * side + b] as number;
    };
  }
  const rows = mat as readonly ArrayLike<number>[];
  return (a, b) => {
    const v = rows[a]?.[b];
    if (v === undefined) throw new Error(`location ${a} or ${b} outside matrix`);
    return v;
  };
}

const euclid = (a: Coord, b: Coord): number => Math.hypot(a.x - b.x, a.y - b.y);

function locationMetric(problem: Problem): {
  time: (a: Location, b: Location) => number;
  dist: (a: Location, b: Location) => number;
} {
  if (problem.matrix) {
    const t = matrixGetter(problem.matrix.durations);
    const d = problem.matrix.distances ? matrixGetter(problem.matrix.distances) : t;
    const idx = (l: Location): number => {
      if (typeof l !== 'number' || !Number.isInteger(l))
        throw new Error('with a matrix, locations are indices');
      return l;
    };
    return { time: (a, b) => t(idx(a), idx(b)), dist: (a, b) => d(idx(a), idx(b)) };
  }
  const dfn = problem.distance ?? euclid;
  const tfn = problem.travelTime ?? dfn;
  const co = (l: Location): Coord => {
    if (typeof l === 'number') throw new Error('location index given but no matrix supplied');
    return l;
  };
  return { time: (a, b) => tfn(co(a), co(b)), dist: (a, b) => dfn(co(a), co(b)) };
}

function requireFinite(v: number, what: string): number {
  if (Number.isNaN(v)) throw new Error(`${what} is NaN`);
  return v;
}

export function buildInstance(problem: Problem): Instance {
  const { jobs, vehicles } = problem;
  const n = jobs.length;
  const m = vehicles.length;
  const size = n + 2 * m;
  const locs: Location[] = jobs.map((j) => j.location);
  for (const v of vehicles) locs.push(v.start, v.end ?? v.start);
  const metric = locationMetric(problem);
  const time = new Float64Array(size * size);
  const dist = new Float64Array(size * size);
  for (let a = 0; a < size; a++) {
    const la = locs[a] as Location;
    for (let b = 0; b < size; b++) {
      if (a === b) continue;
      const lb = locs[b] as Location;
      time[a * size + b] = requireFinite(metric.time(la, lb), 'travel time');
      dist[a * size + b] = requireFinite(metric.dist(la, lb), 'distance');
    }
  }
  let dims = 0;
  for (const j of jobs) dims = Math.max(dims, j.demand?.length ?? 0);
  for (const v of vehicles) dims = Math.max(dims, v.capacity?.length ?? 0);
  const demand = new Float64Array(n * dims);
  const capacity = new Float64Array(m * dims).fill(Number.POSITIVE_INFINITY);
  const weight = new Float64Array(n);
  const service = new Float64Array(size);
  const windows: [number, number][][] = [];
  jobs.forEach((j, i) => {
    j.demand?.forEach((q, k) => {
      demand[i * dims + k] = q;
    });
    weight[i] = 1 + Math.max(0, j.priority ?? 0);
    service[i] = j.service ?? 0;
    const tws = (j.timeWindows ?? [[Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY]]).map(
      (w) => [w[0], w[1]] as [number, number],
    );
    tws.sort((x, y) => x[0] - y[0]);
    windows.push(tws.filter((w) => w[1] >= w[0]));
  });
  const shiftStart = new Float64Array(m);
  const shiftEnd = new Float64Array(m);
  const fixedCost = new Float64Array(m);
  const maxSpan = new Float64Array(m);
  const maxDrive = new Float64Array(m);
  const spanBinds = new Uint8Array(m);
  const brkAfter = new Float64Array(m).fill(Number.POSITIVE_INFINITY);
  const brkDur = new Float64Array(m);
  const brkWait = new Uint8Array(m);
  vehicles.forEach((v, i) => {
    if (v.breaks) {
      const { afterDriving, duration } = v.breaks;
      if (!(afterDriving > 0) || !(duration >= 0))
        throw new Error('breaks need afterDriving > 0, duration ≥ 0');
      brkAfter[i] = afterDriving;
      brkDur[i] = duration;
      brkWait[i] = v.breaks.countWaiting === false ? 0 : 1;
    }
    v.capacity?.forEach((q, k) => {
      capacity[i * dims + k] = q;
    });
    shiftStart[i] = v.shift?.[0] ?? 0;
    shiftEnd[i] = v.shift?.[1] ?? Number.POSITIVE_INFINITY;
    fixedCost[i] = v.fixedCost ?? 0;
    maxSpan[i] = v.maxSpan ?? DEFAULT_MAX_SPAN;
    maxDrive[i] = v.maxDrivingTime ?? Number.POSITIVE_INFINITY;
    spanBinds[i] = maxSpan[i] < shiftEnd[i] - shiftStart[i] ? 1 : 0;
    const w: [number, number] = [shiftStart[i], shiftEnd[i]];
    windows[n + 2 * i] = [w];
    windows[n + 2 * i + 1] = [w];
  });
  let total = 0;
  for (const w of windows) total += w.length;
  const twOff = new Int32Array(size);
  const twCount = new Int32Array(size);
  const twStart = new Float64Array(total);
  const twEnd = new Float64Array(total);
  const ready = new Float64Array(size);
  const due = new Float64Array(size);
  let off = 0;
  for (let i = 0; i < size; i++) {
    const w = windows[i] ?? [];
    twOff[i] = off;
    twCount[i] = w.length;
    ready[i] = w[0]?.[0] ?? Number.POSITIVE_INFINITY;
    due[i] = w[w.length - 1]?.[1] ?? Number.NEGATIVE_INFINITY;
    for (const [s, e] of w) {
      twStart[off] = s;
      twEnd[off] = e;
      off++;
    }
  }
  const compat = new Uint8Array(n * m);
  const vskills = vehicles.map((v) => new Set(v.skills ?? []));
  jobs.forEach((j, i) => {
    vskills.forEach((s, v) => {
      compat[i * m + v] = (j.skills ?? []).every((k) => s.has(k)) ? 1 : 0;
    });
  });
  const vclass = new Int32Array(m);
  const classKeys = new Map<string, number>();
  vehicles.forEach((v, i) => {
    const key = JSON.stringify([
      v.start,
      v.end ?? v.start,
      shiftStart[i],
      shiftEnd[i],
      Array.from(capacity.subarray(i * dims, i * dims + dims)),
      [...(v.skills ?? [])].sort(),
      fixedCost[i],
      maxSpan[i],
      maxDrive[i],
      brkAfter[i],
      brkDur[i],
      brkWait[i],
    ]);
    let c = classKeys.get(key);
    if (c === undefined) {
      c = classKeys.size;
      classKeys.set(key, c);
    }
    vclass[i] = c;
  });
  const nn = Math.max(0, Math.min(n - 1, 100));
  const neighbors = new Int32Array(n * nn);
  const key = new Float64Array(n);
  const order: number[] = [];
  for (let i = 0; i < n; i++) {
    order.length = 0;
    for (let j = 0; j < n; j++) {
      key[j] = (dist[i * size + j] as number) + (dist[j * size + i] as number);
      if (j !== i) order.push(j);
    }
    order.sort((a, b) => (key[a] as number) - (key[b] as number));
    for (let k = 0; k < nn; k++) neighbors[i * nn + k] = order[k] as number;
  }
  const depotDist = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    let best = Number.POSITIVE_INFINITY;
    for (let v = 0; v < Math.min(m, 16); v++) best = Math.min(best, dist[(n + 2 * v) * size + i] as number);
    depotDist[i] = Number.isFinite(best) ? best : 0;
  }
  return {
    n,
    m,
    size,
    dims,
    time,
    dist,
    service,
    twOff,
    twCount,
    twStart,
    twEnd,
    ready,
    due,
    demand,
    weight,
    capacity,
    compat,
    shiftStart,
    shiftEnd,
    fixedCost,
    maxSpan,
    maxDrive,
    brkAfter,
    brkDur,
    brkWait,
    spanBinds,
    vclass,
    nn,
    neighbors,
    depotDist,
  };
}

/** Earliest service start at node i when arriving at time a, or +∞ when every window has closed. */
export function earliestStart(inst: Instance, i: number, a: number): number {
  const c = inst.twCount[i] as number;
  const o = inst.twOff[i] as number;
  for (let k = 0; k < c; k++) {
    const e = inst.twEnd[o + k] as number;
    if (a <= e + EPS) {
      const s = inst.twStart[o + k] as number;
      return Math.max(a, s);
    }
  }
  return Number.POSITIVE_INFINITY;
}

/** Latest service start at node i not after t, or −∞. */
export function latestStart(inst: Instance, i: number, t: number): number {
  const c = inst.twCount[i] as number;
  const o = inst.twOff[i] as number;
  for (let k = c - 1; k >= 0; k--) {
    const s = inst.twStart[o + k] as number;
    if (t >= s - EPS) {
      const e = inst.twEnd[o + k] as number;
      return Math.min(t, e);
    }
  }
  return Number.NEGATIVE_INFINITY;
}

/** Tolerance for time comparisons. */
export const EPS = 1e-7;
