import type { AttendanceType } from './attendances.ts';
import type { DestinationActionType } from './destination-actions.ts';
import type { DutyExceptions } from './working-time-exceptions.ts';
import { WORKING_TIME_LIMITS as LIMITS } from './working-time-rules.ts';

/** One record of a driver's day: an attendance record (出退勤・休憩) or an action at a stop (作業実績). */
export type WorkEvent =
  | {
      source: 'attendance';
      type: AttendanceType;
      at: string;
      workDate?: string;
      /** The record's id; a 出勤 names its duty by it. */
      id?: string;
      /** On a 出勤: the duty's 特例 set by staff (working-time-exceptions.ts). */
      exceptions?: DutyExceptions;
    }
  | { source: 'action'; type: DestinationActionType; at: string; stopId: string };

/**
 * What the driver was doing in a piece of a duty: 休息 on a ferry (rest), 休憩 (break), at a stop
 * (到着 → 完了/不在/スキップ, 荷役 included), 荷待ち (waiting), or driving (everything else).
 */
export type SegmentKind = 'rest' | 'break' | 'stop' | 'waiting' | 'driving';
export type Segment = { kind: SegmentKind; from: number; to: number };

type Interval = { kind: Exclude<SegmentKind, 'driving'>; from: number; to: number };
type ActionEvent = Extract<WorkEvent, { source: 'action' }>;

const FINISHING: readonly DestinationActionType[] = ['completed', 'absent', 'skipped'];
/** When two pieces overlap, the earlier kind here wins: a break taken while waiting is a break. */
const PRIORITY: readonly SegmentKind[] = ['rest', 'break', 'waiting', 'stop'];
const ms = (iso: string) => Date.parse(iso);

/** Pairs start → end records in order; a start left open runs to `openEnd`. */
function pairs(events: readonly { type: string; at: string }[], start: string, end: string, openEnd: number) {
  const out: [number, number][] = [];
  let open: number | undefined;
  for (const e of events) {
    if (e.type === start && open === undefined) open = ms(e.at);
    else if (e.type === end && open !== undefined) {
      out.push([open, ms(e.at)]);
      open = undefined;
    }
  }
  if (open !== undefined) out.push([open, openEnd]);
  return out;
}

/**
 * The time at each stop: from its first record (到着 as a rule) to its finishing action (完了, 不在 or
 * スキップ). A stop never finished ends at its last record — or, while the duty is going and nothing
 * has been recorded elsewhere since, now (the driver is still there). 荷待ち and 荷役 inside it too.
 */
function stopIntervals(actions: readonly ActionEvent[], end: number, ongoing: boolean): Interval[] {
  const byStop = new Map<string, ActionEvent[]>();
  for (const a of actions) byStop.set(a.stopId, [...(byStop.get(a.stopId) ?? []), a]);
  const lastAction = actions.at(-1);
  const out: Interval[] = [];
  for (const [stopId, list] of byStop) {
    const first = ms((list[0] as ActionEvent).at);
    const finish = list.find((a) => FINISHING.includes(a.type));
    const stillThere = ongoing && lastAction?.stopId === stopId;
    const to = finish ? ms(finish.at) : stillThere ? end : ms((list.at(-1) as ActionEvent).at);
    out.push({ kind: 'stop', from: first, to });
    for (const [from, until] of pairs(list, 'waiting_started', 'waiting_ended', to))
      out.push({ kind: 'waiting', from, to: until });
    for (const [from, until] of pairs(list, 'loading_started', 'loading_ended', to))
      out.push({ kind: 'stop', from, to: until });
  }
  return out;
}

/**
 * The duty from `start` to `end` cut into pieces of one kind each, in time order, adjacent pieces of
 * the same kind merged. `events` are the duty's records between its 出勤 and 退勤, in time order;
 * `rests` the times on a ferry (休息 within the duty).
 */
export function dutyTimeline(
  events: readonly WorkEvent[],
  start: number,
  end: number,
  ongoing: boolean,
  rests: readonly { from: number; to: number }[] = [],
): Segment[] {
  const breaks = pairs(
    events.filter((e) => e.source === 'attendance'),
    'break_start',
    'break_end',
    end,
  ).map(([from, to]): Interval => ({ kind: 'break', from, to }));
  const actions = events.filter((e): e is ActionEvent => e.source === 'action');
  const restIntervals = rests.map((r): Interval => ({ kind: 'rest', ...r }));
  const intervals = [...restIntervals, ...breaks, ...stopIntervals(actions, end, ongoing)]
    .map((i) => ({ ...i, from: Math.max(i.from, start), to: Math.min(i.to, end) }))
    .filter((i) => i.to > i.from);
  const cuts = [...new Set([start, end, ...intervals.flatMap((i) => [i.from, i.to])])].sort((a, b) => a - b);
  const segments: Segment[] = [];
  for (let i = 0; i + 1 < cuts.length; i++) {
    const from = cuts[i] as number;
    const to = cuts[i + 1] as number;
    const covering = new Set(intervals.filter((iv) => iv.from <= from && iv.to >= to).map((iv) => iv.kind));
    const kind = PRIORITY.find((k) => covering.has(k as Interval['kind'])) ?? 'driving';
    const last = segments.at(-1);
    if (last && last.kind === kind) last.to = to;
    else segments.push({ kind, from, to });
  }
  return segments;
}

const MINUTE = 60_000;

/**
 * 連続運転: driving adds up until interruptions total ≥ 30 minutes. Only 休憩 (or 休息, on a ferry)
 * interrupts it, and only a piece of ≥ 10 minutes counts (shorter ones are ignored: the rule's "no
 * more than 3 under 10 minutes in a row" is read strictly). 荷役, work at a stop and 荷待ち are not
 * breaks (domain-ja §3, 連続運転の中断): they neither add driving nor interrupt it, and they split
 * the pieces of a break on either side. Returns the longest run, the run still open at the end and
 * the break already credited against it (pieces of ≥ 10 minutes, short of the 30 that end it).
 */
export function continuousDriving(segments: readonly Segment[]): {
  max: number;
  current: number;
  credited: number;
} {
  let run = 0;
  let interrupted = 0;
  let max = 0;
  let pause = 0;
  const closePause = () => {
    if (pause >= LIMITS.interruptionPiece * MINUTE) interrupted += pause;
    pause = 0;
    if (interrupted >= LIMITS.interruptionTotal * MINUTE) {
      run = 0;
      interrupted = 0;
    }
  };
  for (const s of segments) {
    const length = s.to - s.from;
    if (s.kind === 'break' || s.kind === 'rest') {
      pause += length;
      continue;
    }
    closePause();
    if (s.kind === 'driving') {
      run += length;
      max = Math.max(max, run);
    }
  }
  closePause();
  return { max: max / MINUTE, current: run / MINUTE, credited: run > 0 ? interrupted / MINUTE : 0 };
}

/** Minutes of each kind in the timeline. */
export function minutesByKind(segments: readonly Segment[]): Record<SegmentKind, number> {
  const total: Record<SegmentKind, number> = { rest: 0, break: 0, stop: 0, waiting: 0, driving: 0 };
  for (const s of segments) total[s.kind] += (s.to - s.from) / MINUTE;
  return total;
}
