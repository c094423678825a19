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
  /** Maximum total driving time (default: unlimited). Breaks do not count as driving. */
  maxDrivingTime?: number;
  /** Breaks 休憩 (連続運転): at most `afterDriving` of continuous driving, then a break of `duration`. */
  breaks?: BreakRule;
}

/**
 * 改善基準告示: continuous driving may not exceed `afterDriving` (4 h = 14,400 s) without a break of
 * `duration` (30 min = 1,800 s). Breaks are planned where needed (see README, "Breaks"); break time counts
 * in the working span and the shift, not in the driving time.
 */
export interface BreakRule {
  afterDriving: number;
  duration: number;
  /**
   * Whether waiting for a time window for at least `duration` is planned as the break (default true):
   * the driver is told to take the break there, so it resets continuous driving.
   */
  countWaiting?: boolean;
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
  /**
   * Waiting before the time window opens (start − arrival, less a break taken during it): 待機 in the
   * 改善基準's words, working time and not a break, whether or not `countWaiting` plans a break there.
   */
  waiting: number;
}

/**
 * A planned break. `afterStops` is the number of stops served before it (0: on the way to the first stop).
 * `stop`: at the last stop served (or the depot), before driving on, because the next leg would exceed
 * the continuous-driving limit; `road`: during a leg longer than the limit itself, after `afterDriving`
 * of driving; `wait`: the waiting before the next stop's time window, long enough to count as the break.
 */
export interface PlannedBreak {
  afterStops: number;
  kind: 'stop' | 'road' | 'wait';
  start: number;
  duration: number;
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
  /** arrival − departure (breaks included). */
  span: number;
  load: number[];
  /** Breaks in time order (empty for vehicles without a break rule). */
  breaks: PlannedBreak[];
  /** The stops' waiting summed (待機), kept apart from the breaks. */
  waitingTime: number;
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
