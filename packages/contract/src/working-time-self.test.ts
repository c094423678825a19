import { describe, expect, it } from 'vitest';
import { computeDuties, type WorkEvent } from './working-time.ts';
import { limitLevels, limitWarnings, type SelfWorkingTime, selfWorkingTimeAt } from './working-time-self.ts';

const ASOF = '2026-11-02T03:00:00.000Z'; // 12:00 in Tokyo
const at = (minutesAfter: number) => new Date(Date.parse(ASOF) + minutesAfter * 60_000);

/** A duty going on and driving now, with the figures given (minutes). */
function day(
  figures: { restraint?: number; driving?: number; continuous?: number; breakCredit?: number } = {},
  over: Partial<SelfWorkingTime> = {},
): SelfWorkingTime {
  return {
    date: '2026-11-02',
    asOf: ASOF,
    state: 'on_duty',
    duty: {
      attendanceId: null,
      workDate: '2026-11-02',
      start: '2026-11-01T22:00:00.000Z',
      end: ASOF,
      ongoing: true,
      activity: 'driving',
      exceptions: [],
    },
    restraint: { minutes: figures.restraint ?? 300, limitMinutes: 780, maxMinutes: 900, because: null },
    driving: { minutes: figures.driving ?? 200, limitMinutes: 540 },
    continuousDriving: {
      minutes: figures.continuous ?? 100,
      limitMinutes: 240,
      breakMinutes: figures.breakCredit ?? 0,
      breakNeededMinutes: 30,
    },
    rest: { minutes: 660, running: false, afterDaysOff: false, minMinutes: 540, targetMinutes: 660 },
    ...over,
  };
}
const itemsOf = (d: SelfWorkingTime, now = at(0)) =>
  limitWarnings(selfWorkingTimeAt(d, now), now).map((w) => `${w.item}:${w.level}`);

describe('連続運転 warnings on the phone (4 h, then a 30-minute break)', () => {
  it('warns from 30 minutes before 4 h and again at 4 h, as the clock moves on', () => {
    const d = day({ continuous: 205 });
    expect(itemsOf(d)).toEqual([]);
    expect(itemsOf(d, at(4))).toEqual([]); // 3 h 29 min
    expect(itemsOf(d, at(5))).toEqual(['continuous_driving:near']); // 3 h 30 min
    const near = limitWarnings(selfWorkingTimeAt(d, at(5)), at(5))[0];
    expect(near?.message).toBe(
      '連続運転3時間30分。あと30分で4時間です。30分以上の休憩を取ってください（10分以上ずつ）',
    );
    expect(itemsOf(d, at(34))).toEqual(['continuous_driving:near']);
    expect(itemsOf(d, at(35))).toEqual(['continuous_driving:reached']);
    expect(limitWarnings(selfWorkingTimeAt(d, at(35)), at(35))[0]?.message).toMatch(
      /^連続運転が4時間に達しました。すぐに安全な場所で停車し、30分以上休憩してください/,
    );
  });

  it('counts the break already taken against the 30 minutes', () => {
    const [w] = limitWarnings(day({ continuous: 215, breakCredit: 10 }), at(0));
    expect(w?.message).toMatch(/あと20分の休憩を取ってください/);
  });

  it('stands still while the driver is at a stop or on a break (no driving added)', () => {
    const base = day({ continuous: 205, driving: 205 });
    const atStop = {
      ...base,
      duty: { ...(base.duty as NonNullable<SelfWorkingTime['duty']>), activity: 'stop' as const },
    };
    const moved = selfWorkingTimeAt(atStop, at(60));
    expect(moved.continuousDriving.minutes).toBe(205);
    expect(moved.driving.minutes).toBe(205);
    expect(moved.restraint.minutes).toBe(360);
    const onBreak = selfWorkingTimeAt({ ...base, state: 'on_break' }, at(60));
    expect(onBreak.continuousDriving.minutes).toBe(205);
  });
});

describe('拘束時間 and 運転時間 warnings', () => {
  it('拘束: near from 12 h 30 min, still near past 13 h, near before 15 h, reached at 15 h', () => {
    const d = day({ restraint: 749, continuous: 0 });
    expect(itemsOf(d)).toEqual([]);
    expect(itemsOf(d, at(1))).toEqual(['restraint:near']);
    expect(limitWarnings(selfWorkingTimeAt(d, at(1)), at(1))[0]?.message).toBe(
      '拘束時間12時間30分。あと30分で13時間です',
    );
    expect(limitWarnings(selfWorkingTimeAt(d, at(32)), at(32))[0]?.message).toBe(
      '拘束時間が13時間を超えました（15時間まで。14時間超は週2回まで）',
    );
    expect(limitWarnings(selfWorkingTimeAt(d, at(121)), at(121))[0]?.message).toBe(
      '拘束時間14時間30分。あと30分で上限の15時間です',
    );
    expect(itemsOf(d, at(151))).toEqual(['restraint:reached']);
  });

  it('a 特例 names itself in the warning', () => {
    const d = day({ restraint: 1200, continuous: 0 });
    const twoDrivers = { ...d, restraint: { ...d.restraint, maxMinutes: 1200, because: '2人乗務の特例' } };
    expect(limitWarnings(twoDrivers, at(0))[0]?.message).toBe(
      '拘束時間が上限の20時間に達しました（2人乗務の特例）',
    );
  });

  it('運転: near from 8 h 30 min, reached at 9 h', () => {
    const d = day({ driving: 509, continuous: 0 });
    expect(itemsOf(d)).toEqual([]);
    expect(itemsOf(d, at(1))).toEqual(['driving:near']);
    expect(itemsOf(d, at(31))).toEqual(['driving:reached']);
  });

  it('the limits reached come before the ones only near', () => {
    expect(itemsOf(day({ continuous: 240, restraint: 760, driving: 300 }))).toEqual([
      'continuous_driving:reached',
      'restraint:near',
    ]);
  });

  it('a finished duty warns of nothing', () => {
    const d = day({ continuous: 300, restraint: 950, driving: 600 });
    const done = {
      ...d,
      state: 'off_duty' as const,
      duty: { ...(d.duty as NonNullable<SelfWorkingTime['duty']>), ongoing: false },
    };
    expect(limitWarnings(done, at(0))).toEqual([]);
    expect(limitLevels(done).continuous_driving).toBe('reached');
  });
});

describe('休息期間', () => {
  it('on duty: short of 9 h is reached, short of 11 h is near', () => {
    const d = day({ continuous: 0 });
    expect(itemsOf({ ...d, rest: { ...d.rest, minutes: 500 } })).toEqual(['rest:reached']);
    expect(itemsOf({ ...d, rest: { ...d.rest, minutes: 600 } })).toEqual(['rest:near']);
    expect(itemsOf({ ...d, rest: { ...d.rest, minutes: 2000, afterDaysOff: true } })).toEqual([]);
  });

  it('off duty: the rest runs on, and says when the next 出勤 may be until it reaches 9 h', () => {
    const off: SelfWorkingTime = {
      ...day(),
      state: 'off_duty',
      duty: null,
      restraint: { minutes: 0, limitMinutes: 780, maxMinutes: 900, because: null },
      driving: { minutes: 0, limitMinutes: 540 },
      continuousDriving: { minutes: 0, limitMinutes: 240, breakMinutes: 0, breakNeededMinutes: 30 },
      rest: { minutes: 480, running: true, afterDaysOff: false, minMinutes: 540, targetMinutes: 660 },
    };
    const [w] = limitWarnings(off, at(0));
    expect(w).toEqual({
      item: 'rest',
      level: 'near',
      message: '休息が9時間になるのは13:00です。出勤はそれ以降にしてください',
    });
    expect(selfWorkingTimeAt(off, at(60)).rest.minutes).toBe(540);
    expect(limitWarnings(selfWorkingTimeAt(off, at(60)), at(60))).toEqual([]);
    expect(selfWorkingTimeAt(off, at(60 * 24)).rest.afterDaysOff).toBe(false);
    expect(selfWorkingTimeAt(off, at(60 * 25)).rest.afterDaysOff).toBe(true);
  });
});

describe('the figures the staff report and the phone share (computeDuties)', () => {
  const clockIn = (iso: string, id: string): WorkEvent => ({
    source: 'attendance',
    type: 'clock_in',
    at: iso,
    id,
  });
  const clockOut = (iso: string): WorkEvent => ({ source: 'attendance', type: 'clock_out', at: iso });

  it('marks the duty after a 休日 (rest of 9 h + 24 h or more), and not one after a night', () => {
    const duties = computeDuties(
      [
        clockIn('2026-11-02T23:00:00Z', 'a'),
        clockOut('2026-11-03T09:00:00Z'),
        clockIn('2026-11-03T23:00:00Z', 'b'), // 14 h later
        clockOut('2026-11-04T09:00:00Z'),
        clockIn('2026-11-05T17:59:00Z', 'c'), // 32 h 59 min later
        clockOut('2026-11-06T03:00:00Z'),
        clockIn('2026-11-07T12:00:00Z', 'd'), // 33 h later
        clockOut('2026-11-07T20:00:00Z'),
      ],
      new Date('2026-11-30T00:00:00Z'),
    );
    expect(duties.map((d) => [d.restBeforeMinutes, d.afterDaysOff])).toEqual([
      [null, false],
      [840, false],
      [1979, false],
      [1980, true],
    ]);
  });

  it('tells what the driver is doing now and the break already counted against 連続運転', () => {
    const events: WorkEvent[] = [
      clockIn('2026-11-02T00:00:00Z', 'a'),
      { source: 'attendance', type: 'break_start', at: '2026-11-02T02:00:00Z' },
      { source: 'attendance', type: 'break_end', at: '2026-11-02T02:15:00Z' },
      { source: 'action', type: 'arrived', at: '2026-11-02T03:00:00Z', stopId: 's' },
    ];
    const [going] = computeDuties(events, new Date('2026-11-02T03:10:00Z'));
    expect(going).toMatchObject({
      ongoing: true,
      activity: 'stop',
      currentContinuousDrivingMinutes: 165,
      currentBreakCreditMinutes: 15,
    });
    const [driving] = computeDuties(events.slice(0, 3), new Date('2026-11-02T03:10:00Z'));
    expect(driving?.activity).toBe('driving');
  });
});
