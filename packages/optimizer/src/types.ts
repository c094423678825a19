/** Public model of the optimizer. Times are in seconds unless the caller uses another unit consistently. */

/** A point in the plane, used with `Problem.distance` (Euclidean by default). */
export interface Coord {
  x: number;
  y: number;
}

/** A location: an index into the caller's matrix, or a coordinate. */
export type Location = number | Coord;

/** A closed interval [start, end]. */
export type TimeWindow = readonly [number, number];

export interface Job {
  id: string | number;
  location: Location;
  /** Service duration at the stop (default 0). */
  service?: number;
  /** Windows for the start of service; early arrival waits. Default: always open. */
  timeWindows?: readonly TimeWindow[];
  /** Demand per capacity dimension (kg, cases, m³…). Missing dimensions count as 0. */
  demand?: readonly number[];
  /** Skills a vehicle must all have to serve this job. */
  skills?: readonly string[];
  /** Priority ≥ 0: leaving this job unassigned costs 1 + priority (default 0). */
  priority?: number;
}

export interface Vehicle {
  id: string | number;
  start: Location;
  /** End depot (default: the start depot). */
  end?: Location;
  /** Earliest departure and latest return (default: [0, +∞)). */
  shift?: TimeWindow;
  /** Capacity per dimension (default: unlimited). */
  capacity?: readonly number[];
  skills?: readonly string[];
  /** Cost added when the vehicle is used (same unit as distance). */
  fixedCost?: number;
  /** Maximum working span 拘束時間, return − departure (default 13 h = 46,800 s). */
  maxSpan?: number;
  /** Maximum total driving time (default: unlimited). */
  maxDrivingTime?: number;
}

/** Travel matrices indexed by location index: `flat[from * size + to]` or `rows[from][to]`. */
export interface Matrix {
  durations: ArrayLike<number> | readonly ArrayLike<number>[];
  /** Default: the durations. */
  distances?: ArrayLike<number> | readonly ArrayLike<number>[];
}

export interface Problem {
  jobs: readonly Job[];
  vehicles: readonly Vehicle[];
  /** Required when locations are matrix indices. */
  matrix?: Matrix;
  /** Distance between coordinates (default: Euclidean, double precision, unrounded). */
  distance?: (a: Coord, b: Coord) => number;
  /** Travel time between coordinates (default: equal to the distance). */
  travelTime?: (a: Coord, b: Coord) => number;
}

/**
 * `distance`: serve as many jobs as possible, then minimise distance plus fixed costs.
 * `vehicles`: serve as many jobs as possible, then fewest vehicles, then distance plus fixed costs.
 */
export type Objective = 'distance' | 'vehicles';

export interface Progress {
  /** Best cost so far: distance plus fixed costs of the best plan found. */
  cost: number;
  distance: number;
  vehicles: number;
  unassigned: number;
  iterations: number;
  elapsedMs: number;
}

export interface SolveOptions {
  objective?: Objective;
  /** Wall-clock budget in milliseconds (default 5,000). */
  timeLimitMs?: number;
  /**
   * Iteration budget. With an iteration budget and no binding time limit the answer is a pure
   * function of (problem, options, seed). Default: unlimited.
   */
  maxIterations?: number;
  seed?: number;
  onProgress?: (progress: Progress) => void;
  signal?: AbortSignal;
}

export type UnassignedReason =
  | 'skills'
  | 'capacity'
  | 'time_window'
  | 'shift'
  | 'max_span'
  | 'max_driving_time'
  | 'fleet'
  | 'cancelled';

export interface PlannedStop {
  jobId: string | number;
  arrival: number;
  /** Start of service. */
  start: number;
  departure: number;
}

export interface PlannedRoute {
  vehicleId: string | number;
  jobIds: (string | number)[];
  stops: PlannedStop[];
  /** Departure from the start depot and arrival at the end depot. */
  departure: number;
  arrival: number;
  distance: number;
  drivingTime: number;
  /** arrival − departure. */
  span: number;
  load: number[];
}

export interface Solution {
  routes: PlannedRoute[];
  unassigned: { jobId: string | number; reason: UnassignedReason }[];
  distance: number;
  vehicles: number;
  /** distance + fixed costs of the vehicles used. */
  cost: number;
  iterations: number;
  elapsedMs: number;
}
