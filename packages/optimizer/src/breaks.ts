import { earliestStart as earliestOf, type Instance, EPS as TOLERANCE } from './model.ts';
import type { State } from './state.ts';

// Local bindings: some loaders compile imports into getter calls, which are slow in hot loops.
const EPS = TOLERANCE;
const earliestStart = earliestOf;

/**
 * Result of the last `step` / `firstStep` (module scope: no allocation in hot loops).
 * `start`: start of service at the node reached (+∞ when its windows have closed); `cont`: continuous
 * driving at that moment; `arrival`; `stopBreak`: a break was taken before leaving; `roadBreaks`: breaks
 * taken during the leg; `waitBreak`: the wait before `start` counts as the break.
 */
export const out = {
  start: 0,
  cont: 0,
  arrival: 0,
  stopBreak: false,
  roadBreaks: 0,
  waitBreak: false,
};

/** Drives vehicle r from `from` (service starting at t) to `to`; sets `out` except start and waitBreak. */
function leg(inst: Instance, r: number, from: number, t: number, cont: number, to: number): void {
  const after = inst.brkAfter[r] as number;
  const dur = inst.brkDur[r] as number;
  const d = inst.time[from * inst.size + to] as number;
  let leave = t + (inst.service[from] as number);
  let c = cont;
  let road = 0;
  out.stopBreak = false;
  if (c + d > after + EPS) {
    if (c > 0) {
      leave += dur;
      c = 0;
      out.stopBreak = true;
    }
    if (d > after + EPS) {
      road = Math.ceil((d - EPS) / after) - 1;
      c = d - road * after;
    } else c = d;
  } else c += d;
  out.arrival = leave + road * dur + d;
  out.cont = c;
  out.roadBreaks = road;
}

/**
 * Vehicle r serves `from` starting at t with `cont` continuous driving, then drives to `to`. The break
 * rule, greedy (as late as possible): a break at `from` before leaving when the leg would take continuous
 * driving over the limit; a leg longer than the limit by itself gets breaks on the road after every
 * `afterDriving` of driving; waiting for `to`'s window at least as long as a break counts as one.
 */
export function step(inst: Instance, r: number, from: number, t: number, cont: number, to: number): void {
  leg(inst, r, from, t, cont, to);
  const arrival = out.arrival;
  const start = earliestStart(inst, to, arrival);
  const dur = inst.brkDur[r] as number;
  out.start = start;
  out.waitBreak = inst.brkWait[r] === 1 && start > arrival && start - arrival >= dur - EPS;
  if (out.waitBreak) out.cont = 0;
}

/**
 * First stop `to` of vehicle r: the vehicle leaves its start depot so as to arrive when `to`'s window
 * opens (never before the shift starts), so there is no waiting there. Returns the departure; `out` holds
 * the first stop's start of service and continuous driving.
 */
export function firstStep(inst: Instance, r: number, to: number): number {
  const shiftStart = inst.shiftStart[r] as number;
  leg(inst, r, inst.n + 2 * r, shiftStart, 0, to);
  const start = earliestStart(inst, to, out.arrival);
  const departure = start - (out.arrival - shiftStart);
  out.start = start;
  out.arrival = start;
  out.waitBreak = false;
  return departure;
}

/** Recomputes est and cont of route r (its vehicle has a break rule) from position `from` (≥ 1) on. */
export function scheduleBreaks(s: State, r: number, from: number): void {
  const inst = s.inst;
  const base = r * s.stride;
  const len = s.len[r] as number;
  const { nodes, est, cont } = s;
  let p = from;
  if (p === 1) {
    est[base] = firstStep(inst, r, nodes[base + 1] as number);
    cont[base] = 0;
    est[base + 1] = out.start;
    cont[base + 1] = out.cont;
    p = 2;
  }
  for (; p <= len + 1; p++) {
    const q = base + p;
    step(inst, r, nodes[q - 1] as number, est[q - 1] as number, cont[q - 1] as number, nodes[q] as number);
    est[q] = out.start;
    cont[q] = out.cont;
  }
}
