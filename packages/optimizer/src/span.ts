import { earliestStart as earliestOf, latestStart as latestOf, EPS as TOLERANCE } from './model.ts';
import type { State } from './state.ts';

// Local bindings: some loaders compile imports into getter calls, which are slow in hot loops.
const EPS = TOLERANCE;
const earliestStart = earliestOf;
const latestStart = latestOf;

/**
 * Smallest span (return − departure) of route r, optionally with job u inserted before position pos:
 * departing as late as the route allows. +∞ when infeasible.
 */
export function spanOf(s: State, r: number, u: number, pos: number): number {
  const inst = s.inst;
  const { size, time, service } = inst;
  const base = r * s.stride;
  const len = s.len[r] as number;
  const total = u >= 0 ? len + 3 : len + 2;
  const at = (i: number): number => {
    if (u < 0 || i < pos) return s.nodes[base + i] as number;
    return i === pos ? u : (s.nodes[base + i - 1] as number);
  };
  let next = at(total - 1);
  let t = inst.shiftEnd[r] as number;
  for (let i = total - 2; i >= 0; i--) {
    const cur = at(i);
    t = latestStart(inst, cur, t - (service[cur] as number) - (time[cur * size + next] as number));
    next = cur;
  }
  let depart = t;
  if (!(depart >= (inst.shiftStart[r] as number) - EPS)) return Number.POSITIVE_INFINITY;
  if (depart === Number.POSITIVE_INFINITY) {
    // No window closes: leaving after every window has opened means no waiting at all.
    depart = inst.shiftStart[r] as number;
    for (let i = 1; i < total - 1; i++) {
      const cur = at(i);
      const last = inst.twStart[(inst.twOff[cur] as number) + (inst.twCount[cur] as number) - 1] as number;
      if (last > depart) depart = last;
    }
  }
  let prev = at(0);
  let clock = depart;
  for (let i = 1; i < total; i++) {
    const cur = at(i);
    clock = earliestStart(inst, cur, clock + (service[prev] as number) + (time[prev * size + cur] as number));
    prev = cur;
  }
  return clock - depart;
}
