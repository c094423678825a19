import type { Rng } from './rng.ts';
import type { State } from './state.ts';

/** Parameters of the string removal (Christiaens & Vanden Berghe 2020). */
export interface RuinParams {
  /** Average number of removed jobs (c̄). */
  avgRemoved: number;
  /** Maximum string length (L_max). */
  maxString: number;
  /** Probability of the split-string variant. */
  splitRate: number;
  /** Split depth β: the preserved substring grows while a uniform draw exceeds β. */
  splitDepth: number;
}

const positions: number[] = [];
let routeStamp = new Int32Array(0);
let stampValue = 0;

/**
 * SISR ruin: removes strings of consecutive jobs from routes near a random seed job (with `nearAbsent`,
 * half of the time near a job currently left out, to make room for it). Removed jobs are
 * appended to the absent list. Routes left infeasible (possible without the triangle inequality) are
 * emptied.
 */
export function ruin(s: State, rng: Rng, p: RuinParams, nearAbsent = false): void {
  const inst = s.inst;
  const { n, m, nn, neighbors } = inst;
  if (routeStamp.length < m) routeStamp = new Int32Array(m);
  stampValue++;
  let used = 0;
  let assigned = 0;
  for (let r = 0; r < m; r++) {
    const l = s.len[r] as number;
    if (l > 0) {
      used++;
      assigned += l;
    }
  }
  if (assigned === 0) return;
  const avgLen = assigned / used;
  const lsMax = Math.min(p.maxString, avgLen);
  const ksMax = (4 * p.avgRemoved) / (1 + lsMax) - 1;
  const ks = Math.floor(rng.next() * ksMax) + 1;
  let seed = rng.int(n);
  if (nearAbsent && s.nAbsent > 0 && rng.next() < 0.5) seed = s.absent[rng.int(s.nAbsent)] as number;
  else while ((s.routeOf[seed] as number) < 0) seed = (seed + 1) % n;
  let ruined = 0;
  for (let k = -1; k < nn && ruined < ks; k++) {
    const c = k < 0 ? seed : (neighbors[seed * nn + k] as number);
    const r = s.routeOf[c] as number;
    if (r < 0 || routeStamp[r] === stampValue) continue;
    routeStamp[r] = stampValue;
    ruined++;
    const len = s.len[r] as number;
    const lMax = Math.min(len, lsMax);
    const l = Math.floor(rng.next() * lMax) + 1;
    const pos = s.posOf[c] as number;
    positions.length = 0;
    if (l < len && rng.next() < p.splitRate) {
      let keep = 1;
      while (l + keep < len && rng.next() > p.splitDepth) keep++;
      const span = l + keep;
      const lo = Math.max(1, pos - span + 1);
      const hi = Math.min(pos, len - span + 1);
      const start = lo + rng.int(hi - lo + 1);
      const keepAt = start + rng.int(l + 1);
      for (let q = start; q < start + span; q++) if (q < keepAt || q >= keepAt + keep) positions.push(q);
    } else {
      const lo = Math.max(1, pos - l + 1);
      const hi = Math.min(pos, len - l + 1);
      const start = lo + rng.int(hi - lo + 1);
      for (let q = start; q < start + l; q++) positions.push(q);
    }
    s.removePositions(r, positions);
    if (!s.feasible(r)) {
      positions.length = 0;
      for (let q = 1; q <= (s.len[r] as number); q++) positions.push(q);
      s.removePositions(r, positions);
    }
  }
}
