import { describe, expect, it } from 'vitest';
import { addDays } from './calendar-dates.ts';
import { computeDuties, type WorkEvent, withFindings, workingTimeOfMonth } from './working-time.ts';

/** What the driver does next, in minutes: drive, a break, work at a stop, 荷待ち at a stop. */
type Step = ['drive' | 'break' | 'stop' | 'wait', number];

let stops = 0;
/**
 * A duty from `start` (Tokyo time "YYYY-MM-DD HH:MM") through the steps; 退勤 at the end unless
 * `open`. Every stop is 到着 … 完了 at a new destination.
 */
function duty(start: string, steps: Step[], open = false): WorkEvent[] {
  let t = Date.parse(`${start.replace(' ', 'T')}:00+09:00`);
  const at = () => new Date(t).toISOString();
  const events: WorkEvent[] = [{ source: 'attendance', type: 'clock_in', at: at() }];
  const action = (type: Extract<WorkEvent, { source: 'action' }>['type'], stopId: string) =>
    events.push({ source: 'action', type, at: at(), stopId });
  for (const [kind, minutes] of steps) {
    const stopId = `stop-${stops++}`;
    if (kind === 'break') events.push({ source: 'attendance', type: 'break_start', at: at() });
    if (kind === 'stop' || kind === 'wait') action('arrived', stopId);
    if (kind === 'wait') action('waiting_started', stopId);
    t += minutes * 60_000;
    if (kind === 'break') events.push({ source: 'attendance', type: 'break_end', at: at() });
    if (kind === 'wait') action('waiting_ended', stopId);
    if (kind === 'stop' || kind === 'wait') action('completed', stopId);
  }
  if (!open) events.push({ source: 'attendance', type: 'clock_out', at: at() });
  return events;
}

const LATER = new Date('2027-01-01T00:00:00Z');
const judge = (events: WorkEvent[], now = LATER) => withFindings(computeDuties(events, now));
const only = (events: WorkEvent[], now = LATER) => {
  const duties = judge(events, now);
  expect(duties).toHaveLength(1);
  return duties[0] as ReturnType<typeof judge>[number];
};
const rules = (d: { findings: { rule: string; severity: string }[] }) =>
  d.findings.map((f) => `${f.rule}:${f.severity}`);

describe('連続運転 (≤ 4 h, then interruptions of ≥ 10 min totalling ≥ 30 min)', () => {
  it('4 h of driving with breaks of 10 + 10 + 10 minutes is within the rule', () => {
    const d = only(
      duty('2026-11-02 08:00', [
        ['drive', 80],
        ['break', 10],
        ['drive', 80],
        ['break', 10],
        ['drive', 80],
        ['break', 10],
        ['drive', 120],
      ]),
    );
    expect(d.maxContinuousDrivingMinutes).toBe(240);
    expect(d.breakMinutes).toBe(30);
    expect(d.drivingMinutes).toBe(360);
    expect(rules(d)).toEqual([]);
  });

  it('a 5 minute break does not count: 5 + 25 is only 25 minutes, the run goes on past 4 h', () => {
    const d = only(
      duty('2026-11-02 08:00', [
        ['drive', 120],
        ['break', 5],
        ['drive', 120],
        ['break', 25],
        ['drive', 30],
      ]),
    );
    expect(d.maxContinuousDrivingMinutes).toBe(270);
    expect(d.findings).toContainEqual(
      expect.objectContaining({ rule: 'continuous_driving', severity: 'breach', minutes: 270, limit: 240 }),
    );
  });

  it('荷待ち and 荷役 are not breaks: driving resumes the same run; only 休憩 interrupts it', () => {
    const waiting = only(
      duty('2026-11-02 08:00', [
        ['drive', 120],
        ['wait', 40],
        ['drive', 150],
      ]),
    );
    expect(waiting.waitingMinutes).toBe(40);
    expect(waiting.breakMinutes).toBe(0);
    expect(waiting.drivingMinutes).toBe(270);
    expect(waiting.maxContinuousDrivingMinutes).toBe(270);
    expect(rules(waiting)).toContain('continuous_driving:breach');

    const working = only(
      duty('2026-11-02 08:00', [
        ['drive', 120],
        ['stop', 40],
        ['drive', 150],
      ]),
    );
    expect(working.maxContinuousDrivingMinutes).toBe(270);
    expect(working.drivingMinutes).toBe(270);
    expect(rules(working)).toEqual(['continuous_driving:breach']);

    const resting = only(
      duty('2026-11-02 08:00', [
        ['drive', 120],
        ['break', 40],
        ['drive', 150],
      ]),
    );
    expect(resting.maxContinuousDrivingMinutes).toBe(150);
    expect(rules(resting)).toEqual([]);
  });

  it('warns while the duty is going, 30 minutes before 4 h', () => {
    const now = new Date('2026-11-02T03:35:00Z'); // 12:35 JST: 3 h 35 min since 09:00
    const d = only(duty('2026-11-02 09:00', [], true), now);
    expect(d).toMatchObject({ ongoing: true, drivingMinutes: 215, currentContinuousDrivingMinutes: 215 });
    expect(rules(d)).toEqual(['continuous_driving:near']);
  });
});

/** A duty of `minutes` from 08:00, 45 min driving and a 45 min 休憩 in turn: no driving rule is hit. */
function longDay(date: string, minutes: number): WorkEvent[] {
  const steps: Step[] = [];
  for (let left = minutes; left > 0; ) {
    const drive = Math.min(45, left);
    steps.push(['drive', drive]);
    left -= drive;
    const rest = Math.min(45, left);
    if (rest > 0) steps.push(['break', rest]);
    left -= rest;
  }
  return duty(`${date} 08:00`, steps);
}

describe('1日の拘束時間 (13 h, at most 15 h)', () => {
  it('13 h is within the rule', () => {
    const d = only(longDay('2026-11-02', 13 * 60));
    expect(d.restraintMinutes).toBe(780);
    expect(rules(d)).toEqual([]);
  });
  it('13 h 30 min is the extension (near), 15 h 30 min a breach', () => {
    expect(rules(only(longDay('2026-11-02', 810)))).toEqual(['restraint_daily:near']);
    const over = only(longDay('2026-11-02', 930));
    expect(over.findings).toEqual([
      expect.objectContaining({ rule: 'restraint_daily', severity: 'breach', minutes: 930, limit: 900 }),
    ]);
    expect(over.findings[0]?.message).toBe('拘束時間が15時間30分で、上限の15時間を超えています');
  });
  it('a duty still going is near 30 minutes before 13 h', () => {
    const now = new Date('2026-11-02T10:40:00Z'); // 19:40 JST, 12 h 40 min after 07:00
    const d = only(duty('2026-11-02 07:00', [['stop', 12 * 60 + 40]], true), now);
    expect(d.restraintMinutes).toBe(760);
    expect(d.findings).toEqual([
      expect.objectContaining({ rule: 'restraint_daily', severity: 'near', limit: 780 }),
    ]);
  });
  it('counts the next duty started within 24 h of this 出勤 (the rule day)', () => {
    const [first, second] = judge([
      ...longDay('2026-11-02', 11 * 60),
      ...duty('2026-11-03 06:00', [['stop', 180]]),
    ]);
    expect(first).toMatchObject({ spanMinutes: 660, restraintMinutes: 780 });
    expect(second).toMatchObject({ restBeforeMinutes: 660, restraintMinutes: 180 });
  });
  it('over 14 h a third time in one week is a breach', () => {
    const days = ['2026-11-02', '2026-11-04', '2026-11-06'].flatMap((d) => longDay(d, 14 * 60 + 30));
    const duties = judge(days);
    expect(duties.map((d) => d.findings.some((f) => f.rule === 'restraint_long_days'))).toEqual([
      false,
      false,
      true,
    ]);
  });
  it('a duty crossing midnight keeps its 出勤 date', () => {
    const d = only(duty('2026-11-02 20:00', [['stop', 600]]));
    expect(d).toMatchObject({ workDate: '2026-11-02', spanMinutes: 600, end: '2026-11-02T21:00:00.000Z' });
    const { duties, summary } = workingTimeOfMonth(
      duty('2026-11-30 20:00', [['stop', 600]]),
      '2026-11',
      LATER,
    );
    expect(duties).toHaveLength(1);
    expect(summary.restraintMinutes).toBe(600);
  });
});

describe('休息期間 (aim 11 h, never below 9 h)', () => {
  it('8 h is a breach, 10 h below the target, 11 h fine', () => {
    const rest = (hours: number) => {
      const [, second] = judge([
        ...duty('2026-11-02 08:00', [['stop', 600]]),
        ...duty(`2026-11-0${hours >= 6 ? 3 : 2} ${String((18 + hours) % 24).padStart(2, '0')}:00`, [
          ['stop', 60],
        ]),
      ]);
      return second;
    };
    expect(rest(8)).toMatchObject({ restBeforeMinutes: 480 });
    expect(rules(rest(8) as never)).toContain('rest_period:breach');
    expect(rules(rest(10) as never)).toContain('rest_period:near');
    expect(rules(rest(11) as never)).not.toContain('rest_period:near');
  });
});

/** A day with `minutes` of driving in 2 h runs, each followed by a 30 min break. */
function drivingDay(date: string, minutes: number): WorkEvent[] {
  const steps: Step[] = [];
  for (let left = minutes; left > 0; left -= 120) steps.push(['drive', Math.min(120, left)], ['break', 30]);
  return duty(`${date} 06:00`, steps);
}

describe('運転時間 (9 h a day over 2 days, 44 h a week over 2 weeks)', () => {
  it('breaks when the day averages over 9 h with the day before and with the day after', () => {
    const duties = judge([
      ...drivingDay('2026-11-02', 600),
      ...drivingDay('2026-11-03', 600),
      ...drivingDay('2026-11-04', 540),
    ]);
    expect(duties.map((d) => d.drivingMinutes)).toEqual([600, 600, 540]);
    expect(duties.map((d) => rules(d).includes('driving_two_day:breach'))).toEqual([false, true, false]);
  });
  it('is within the rule when either average is 9 h or less', () => {
    const duties = judge([
      ...drivingDay('2026-11-02', 600),
      ...drivingDay('2026-11-03', 600),
      ...drivingDay('2026-11-04', 420),
    ]);
    expect(duties.flatMap((d) => rules(d))).toEqual([]);
  });
  it('flags a week whose average with the week before is over 44 h', () => {
    const dates = Array.from({ length: 12 }, (_, i) => addDays('2026-11-02', i)).filter(
      (d) => d !== '2026-11-08',
    );
    const events = dates.flatMap((d) => drivingDay(d, 510));
    const { summary } = workingTimeOfMonth(events, '2026-11', LATER);
    const week = summary.weeks.find((w) => w.weekStart === '2026-11-09');
    expect(week).toMatchObject({ drivingMinutes: 5 * 510, twoWeekAverageMinutes: (6 * 510 + 5 * 510) / 2 });
    expect(summary.findings.map((f) => f.rule)).toEqual(['driving_two_week']);
  });
});

describe('1か月の拘束時間 (284 h)', () => {
  it('22 days of 13 h (286 h) break the month; 21 days (273 h, ≥ 95 %) are near', () => {
    const dates = Array.from({ length: 30 }, (_, i) => addDays('2026-11-01', i)).filter(
      (d) => new Date(`${d}T00:00:00Z`).getUTCDay() !== 0,
    );
    const events = (n: number) => dates.slice(0, n).flatMap((d) => longDay(d, 780));
    const over = workingTimeOfMonth(events(22), '2026-11', LATER).summary;
    expect(over).toMatchObject({ restraintMinutes: 22 * 780, dutyCount: 22, daysOver13h: 0 });
    expect(over.findings).toEqual([
      expect.objectContaining({ rule: 'restraint_monthly', severity: 'breach', limit: 284 * 60 }),
    ]);
    const near = workingTimeOfMonth(events(21), '2026-11', LATER).summary;
    expect(near.findings.map((f) => `${f.rule}:${f.severity}`)).toEqual(['restraint_monthly:near']);
  });
});

describe('duties', () => {
  it('a duty still going runs to now; one left open over 24 h is a forgotten 退勤', () => {
    const events = duty('2026-11-02 08:00', [['stop', 60]], true);
    const going = only(events, new Date('2026-11-02T02:00:00Z'));
    expect(going).toMatchObject({ ongoing: true, spanMinutes: 180, clockOutMissing: false });
    const stale = only(events, new Date('2026-11-04T00:00:00Z'));
    expect(stale).toMatchObject({ ongoing: false, clockOutMissing: true, spanMinutes: 60 });
    expect(rules(stale)).toEqual(['clock_out_missing:near']);
  });
  it('ignores records outside any duty', () => {
    const stray: WorkEvent = { source: 'action', type: 'arrived', at: '2026-11-02T00:00:00Z', stopId: 'x' };
    expect(judge([stray])).toEqual([]);
  });
});
