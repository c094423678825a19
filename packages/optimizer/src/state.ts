import { scheduleBreaks as scheduleBreaksOf } from './breaks.ts';
import {
  earliestStart as earliestOf,
  type Instance,
  latestStart as latestOf,
  EPS as TOLERANCE,
} from './model.ts';
import { spanOf as spanOfRoute } from './span.ts';

// Local bindings: some loaders compile imports into getter calls, which are slow in hot loops.
const EPS = TOLERANCE;
const earliestStart = earliestOf;
const latestStart = latestOf;
const spanOf = spanOfRoute;
const scheduleBreaks = scheduleBreaksOf;

/**
 * Mutable plan in flat typed arrays. Route r occupies nodes[r * stride .. r * stride + len[r] + 1]:
 * its start node, its jobs, its end node. est/lat hold, per position, the earliest and latest feasible
 * start of service, which make insertion checks constant-time.
 *
 * Vehicles with a break rule: est is the planned schedule with its breaks (departure at position 0, see
 * breaks.ts) and `cont` the continuous driving at each start of service; lat ignores breaks, so it stays a
 * bound that prunes the exact check of an insertion (breaks only ever delay).
 */
export class State {
  readonly stride: number;
  readonly nodes: Int32Array;
  readonly len: Int32Array;
  readonly est: Float64Array;
  readonly lat: Float64Array;
  readonly cont: Float64Array;
  readonly load: Float64Array;
  readonly rdist: Float64Array;
  readonly rdrive: Float64Array;
  readonly routeOf: Int32Array;
  readonly posOf: Int32Array;
  readonly absent: Int32Array;
  nAbsent = 0;
  /** Routes changed since the last `clearTouched`. */
  readonly touched: Uint8Array;
  readonly touchedList: Int32Array;
  nTouched = 0;

  constructor(readonly inst: Instance) {
    const { n, m, dims } = inst;
    this.stride = n + 2;
    this.nodes = new Int32Array(m * this.stride);
    this.len = new Int32Array(m);
    this.est = new Float64Array(m * this.stride);
    this.lat = new Float64Array(m * this.stride);
    this.cont = new Float64Array(m * this.stride);
    this.load = new Float64Array(m * dims);
    this.rdist = new Float64Array(m);
    this.rdrive = new Float64Array(m);
    this.routeOf = new Int32Array(n).fill(-1);
    this.posOf = new Int32Array(n);
    this.absent = new Int32Array(n);
    this.touched = new Uint8Array(m);
    this.touchedList = new Int32Array(m);
    for (let r = 0; r < m; r++) {
      this.nodes[r * this.stride] = n + 2 * r;
      this.nodes[r * this.stride + 1] = n + 2 * r + 1;
      this.update(r);
    }
    for (let j = 0; j < n; j++) this.absent[this.nAbsent++] = j;
  }

  touch(r: number): void {
    if (this.touched[r] === 0) {
      this.touched[r] = 1;
      this.touchedList[this.nTouched++] = r;
    }
  }

  clearTouched(): void {
    for (let i = 0; i < this.nTouched; i++) this.touched[this.touchedList[i] as number] = 0;
    this.nTouched = 0;
  }

  /** Recomputes the cached data of route r from its node sequence. */
  update(r: number): void {
    const inst = this.inst;
    const { size, time, dist, service, dims, demand } = inst;
    const base = r * this.stride;
    const len = this.len[r] as number;
    const nodes = this.nodes;
    const est = this.est;
    const lat = this.lat;
    let prev = nodes[base] as number;
    est[base] = inst.shiftStart[r] as number;
    let d = 0;
    let drive = 0;
    for (let k = 0; k < dims; k++) this.load[r * dims + k] = 0;
    for (let p = 1; p <= len + 1; p++) {
      const cur = nodes[base + p] as number;
      const t = time[prev * size + cur] as number;
      d += dist[prev * size + cur] as number;
      drive += t;
      est[base + p] = earliestStart(inst, cur, (est[base + p - 1] as number) + (service[prev] as number) + t);
      if (p <= len) {
        this.routeOf[cur] = r;
        this.posOf[cur] = p;
        for (let k = 0; k < dims; k++) {
          this.load[r * dims + k] = (this.load[r * dims + k] as number) + (demand[cur * dims + k] as number);
        }
      }
      prev = cur;
    }
    this.rdist[r] = d;
    this.rdrive[r] = drive;
    if ((inst.brkAfter[r] as number) < Number.POSITIVE_INFINITY) scheduleBreaks(this, r, 1);
    let next = nodes[base + len + 1] as number;
    lat[base + len + 1] = inst.shiftEnd[r] as number;
    for (let p = len; p >= 0; p--) {
      const cur = nodes[base + p] as number;
      const t =
        (lat[base + p + 1] as number) - (service[cur] as number) - (time[cur * size + next] as number);
      lat[base + p] = latestStart(inst, cur, t);
      next = cur;
    }
  }

  /** True when route r meets its time windows, shift, driving time, span and breaks. */
  feasible(r: number): boolean {
    const base = r * this.stride;
    const inst = this.inst;
    const breaks = (inst.brkAfter[r] as number) < Number.POSITIVE_INFINITY;
    if (breaks) {
      // est is the planned schedule: +∞ once a window or the shift end is missed.
      if (!((this.est[base + (this.len[r] as number) + 1] as number) < Number.POSITIVE_INFINITY))
        return false;
    } else if (!((this.est[base] as number) <= (this.lat[base] as number) + EPS)) return false;
    if ((this.rdrive[r] as number) > (inst.maxDrive[r] as number) + EPS) return false;
    for (let k = 0; k < inst.dims; k++) {
      if ((this.load[r * inst.dims + k] as number) > (inst.capacity[r * inst.dims + k] as number) + EPS)
        return false;
    }
    if (inst.spanBinds[r] === 1) {
      const span = breaks
        ? (this.est[base + (this.len[r] as number) + 1] as number) - (this.est[base] as number)
        : spanOf(this, r, -1, -1);
      return span <= (inst.maxSpan[r] as number) + EPS;
    }
    return true;
  }

  /** Removes the jobs at the given positions (sorted ascending) of route r; they become absent. */
  removePositions(r: number, positions: readonly number[]): void {
    const base = r * this.stride;
    const len = this.len[r] as number;
    let w = 1;
    let k = 0;
    for (let p = 1; p <= len + 1; p++) {
      if (k < positions.length && positions[k] === p) {
        const j = this.nodes[base + p] as number;
        this.routeOf[j] = -1;
        this.absent[this.nAbsent++] = j;
        k++;
        continue;
      }
      this.nodes[base + w++] = this.nodes[base + p] as number;
    }
    this.len[r] = len - positions.length;
    this.touch(r);
    this.update(r);
  }

  /** Inserts absent job j into route r before position pos (1..len+1). */
  insert(j: number, r: number, pos: number): void {
    const base = r * this.stride;
    const len = this.len[r] as number;
    this.nodes.copyWithin(base + pos + 1, base + pos, base + len + 2);
    this.lat.copyWithin(base + pos + 1, base + pos, base + len + 2);
    this.nodes[base + pos] = j;
    this.len[r] = len + 1;
    for (let i = 0; i < this.nAbsent; i++) {
      if (this.absent[i] === j) {
        this.absent[i] = this.absent[--this.nAbsent] as number;
        break;
      }
    }
    this.touch(r);
    this.updateAround(r, pos);
  }

  /** Updates route r after the insertion at pos: est after it, lat before it, totals by difference. */
  private updateAround(r: number, pos: number): void {
    const inst = this.inst;
    const { size, time, dist, service, dims, demand } = inst;
    const base = r * this.stride;
    const len = this.len[r] as number;
    const nodes = this.nodes;
    const est = this.est;
    const lat = this.lat;
    const j = nodes[base + pos] as number;
    const a = nodes[base + pos - 1] as number;
    const b = nodes[base + pos + 1] as number;
    this.rdist[r] =
      (this.rdist[r] as number) +
      (dist[a * size + j] as number) +
      (dist[j * size + b] as number) -
      (dist[a * size + b] as number);
    this.rdrive[r] =
      (this.rdrive[r] as number) +
      (time[a * size + j] as number) +
      (time[j * size + b] as number) -
      (time[a * size + b] as number);
    for (let k = 0; k < dims; k++) {
      this.load[r * dims + k] = (this.load[r * dims + k] as number) + (demand[j * dims + k] as number);
    }
    let prev = a;
    for (let p = pos; p <= len + 1; p++) {
      const cur = nodes[base + p] as number;
      const arrival =
        (est[base + p - 1] as number) + (service[prev] as number) + (time[prev * size + cur] as number);
      est[base + p] = earliestStart(inst, cur, arrival);
      if (p <= len) {
        this.routeOf[cur] = r;
        this.posOf[cur] = p;
      }
      prev = cur;
    }
    if ((inst.brkAfter[r] as number) < Number.POSITIVE_INFINITY) scheduleBreaks(this, r, pos);
    let next = nodes[base + pos + 1] as number;
    for (let p = pos; p >= 0; p--) {
      const cur = nodes[base + p] as number;
      const t =
        (lat[base + p + 1] as number) - (service[cur] as number) - (time[cur * size + next] as number);
      lat[base + p] = latestStart(inst, cur, t);
      next = cur;
    }
  }

  /** Copies route r (and the job bookkeeping of its jobs) from another state of the same instance. */
  copyRoute(from: State, r: number): void {
    const base = r * this.stride;
    const end = base + (from.len[r] as number) + 2;
    this.nodes.set(from.nodes.subarray(base, end), base);
    this.est.set(from.est.subarray(base, end), base);
    this.lat.set(from.lat.subarray(base, end), base);
    this.cont.set(from.cont.subarray(base, end), base);
    const dims = this.inst.dims;
    this.load.set(from.load.subarray(r * dims, r * dims + dims), r * dims);
    this.len[r] = from.len[r] as number;
    this.rdist[r] = from.rdist[r] as number;
    this.rdrive[r] = from.rdrive[r] as number;
    for (let p = 1; p <= (from.len[r] as number); p++) {
      const j = this.nodes[base + p] as number;
      this.routeOf[j] = r;
      this.posOf[j] = p;
    }
  }

  copyAbsent(from: State): void {
    this.nAbsent = from.nAbsent;
    this.absent.set(from.absent.subarray(0, from.nAbsent));
    for (let i = 0; i < from.nAbsent; i++) this.routeOf[from.absent[i] as number] = -1;
  }

  copyAll(from: State): void {
    for (let r = 0; r < this.inst.m; r++) this.copyRoute(from, r);
    this.copyAbsent(from);
  }

  usedRoutes(): number {
    let k = 0;
    for (let r = 0; r < this.inst.m; r++) if ((this.len[r] as number) > 0) k++;
    return k;
  }

  /** Distance plus fixed costs of used vehicles. */
  cost(): number {
    let c = 0;
    for (let r = 0; r < this.inst.m; r++) {
      if ((this.len[r] as number) > 0) c += (this.rdist[r] as number) + (this.inst.fixedCost[r] as number);
    }
    return c;
  }

  absentWeight(): number {
    let w = 0;
    for (let i = 0; i < this.nAbsent; i++) w += this.inst.weight[this.absent[i] as number] as number;
    return w;
  }
}
