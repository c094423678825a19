import { describe, expect, it } from 'vitest';
import { addDays } from './calendar-dates.ts';
import {
  computeDuties,
  type DutyExceptions,
  type DutyExceptionType,
  dutyExceptionsInput,
  noDutyExceptions,
  summarizeMonth,
  type WorkEvent,
  withFindings,
  workingTimeOfMonth,
} from './working-time.ts';

// The examples the 告示's explanatory material gives for each special case (domain-ja §3).

const at = (local: string) => new Date(`${local.replace(' ', 'T')}:00+09:00`).toISOString();

/**
 * A duty from `start` to `end` (Tokyo "YYYY-MM-DD HH:MM") with 休憩 `breaks`, flagged with the special
 * cases `flags` (and their details). Between the records the driver is driving.
 */
function shift(
  start: string,
  end: string,
  {
    breaks = [],
    flags = [],
    ...details
  }: { breaks?: [string, string][]; flags?: DutyExceptionType[] } & Partial<
    Omit<DutyExceptions, 'exceptions'>
  > = {},
): WorkEvent[] {
  const exceptions = { ...noDutyExceptions, ...details, exceptions: flags };
  return [
    { source: 'attendance', type: 'clock_in', at: at(start), id: `in-${start}`, exceptions },
    ...breaks.flatMap(([from, to]): WorkEvent[] => [
      { source: 'attendance', type: 'break_start', at: at(from) },
      { source: 'attendance', type: 'break_end', at: at(to) },
    ]),
    { source: 'attendance', type: 'clock_out', at: at(end) },
  ];
}

const LATER = new Date('2027-06-01T00:00:00Z');
const judge = (...events: WorkEvent[][]) => withFindings(computeDuties(events.flat(), LATER));
/** The examples are about 拘束 and 休息: the driving rules, judged elsewhere, are left out here. */
const DRIVING = ['continuous_driving', 'driving_two_day', 'driving_two_week'];
type F = { rule: string; severity: string };
const judged = <T extends F>(findings: readonly T[]) => findings.filter((f) => !DRIVING.includes(f.rule));
const rules = (d: { findings: F[] } | undefined) =>
  judged(d?.findings ?? []).map((f) => `${f.rule}:${f.severity}`);
const breaches = (duties: readonly { workDate: string; findings: F[] }[]) =>
  duties.flatMap((d) =>
    judged(d.findings.filter((f) => f.severity === 'breach')).map((f) => `${d.workDate} ${f.rule}`),
  );

/** 4 h of driving, 30 min 休憩, in turn: no driving rule is hit in the examples below. */
function drivingBreaks(date: string, from: number, to: number): [string, string][] {
  const out: [string, string][] = [];
  for (let h = from + 4; h + 0.5 <= to; h += 4.5) {
    const clock = (x: number) => `${String(Math.floor(x)).padStart(2, '0')}:${x % 1 ? '30' : '00'}`;
    if (h >= 24) break;
    out.push([`${date} ${clock(h)}`, `${date} ${clock(h + 0.5)}`]);
  }
  return out;
}

describe('分割休息 (each part ≥ 3 h; 2 parts ≥ 10 h, 3 parts ≥ 12 h)', () => {
  // 05:00 出勤, 休息 12:00–16:00 (4 h) within the duty, 23:00 退勤, next 出勤 05:00: 4 h + 6 h = 10 h.
  const day = (flags: DutyExceptionType[]) =>
    judge(
      shift('2026-11-02 05:00', '2026-11-02 23:00', {
        breaks: [
          ['2026-11-02 08:30', '2026-11-02 09:00'],
          ['2026-11-02 12:00', '2026-11-02 16:00'],
          ['2026-11-02 19:30', '2026-11-02 20:00'],
        ],
        flags,
      }),
      shift('2026-11-03 05:00', '2026-11-03 09:00'),
    );

  it('a duty of 4 h + 6 h split rest within the 特例 is no breach', () => {
    const [split, next] = day(['split_rest']);
    expect(split).toMatchObject({ splitRestMinutes: [240], restAfterMinutes: 360, restraintMinutes: 840 });
    // 14 h of 拘束: over 13 h (the extension), within 15 h; the 6 h rest after it is no breach.
    expect(rules(split)).toEqual(['restraint_daily:near']);
    expect(rules(next)).toEqual([]);
    expect(split?.breakMinutes).toBe(60);
  });

  it('the same duty without the 特例 breaks the daily 拘束 and the 休息', () => {
    const [plain, next] = day([]);
    expect(plain?.restraintMinutes).toBe(18 * 60);
    expect(rules(plain)).toEqual(['restraint_daily:breach']);
    expect(rules(next)).toEqual(['rest_period:breach']);
  });

  it('2 parts totalling under 10 h (3 h + 6 h) or a part under 3 h after the duty are breaches', () => {
    const [short] = judge(
      shift('2026-11-02 05:00', '2026-11-02 22:00', {
        breaks: [['2026-11-02 12:00', '2026-11-02 15:00']],
        flags: ['split_rest'],
      }),
      shift('2026-11-03 04:00', '2026-11-03 08:00'),
    );
    expect(short?.findings).toContainEqual(
      expect.objectContaining({ rule: 'split_rest', severity: 'breach', minutes: 540, limit: 600 }),
    );
    expect(short?.findings.find((f) => f.rule === 'split_rest')?.message).toBe(
      '分割休息が3時間＋6時間（合計9時間）で、2分割の合計10時間に足りません',
    );
    const [tail] = judge(
      shift('2026-11-02 05:00', '2026-11-03 02:00', {
        breaks: [['2026-11-02 10:00', '2026-11-02 18:00']],
        flags: ['split_rest'],
      }),
      shift('2026-11-03 04:00', '2026-11-03 08:00'),
    );
    expect(rules(tail)).toContain('split_rest:breach');
    expect(tail?.findings.find((f) => f.rule === 'split_rest')?.minutes).toBe(120);
  });

  it('3 parts need 12 h in total: 3 h + 3 h + 6 h is within, 3 h + 3 h + 5 h is not', () => {
    const three = (nextStart: string) =>
      judge(
        shift('2026-11-02 04:00', '2026-11-02 23:00', {
          breaks: [
            ['2026-11-02 08:00', '2026-11-02 11:00'],
            ['2026-11-02 15:00', '2026-11-02 18:00'],
          ],
          flags: ['split_rest'],
        }),
        shift(nextStart, '2026-11-03 10:00'),
      );
    const [ok] = three('2026-11-03 05:00');
    expect(ok).toMatchObject({ splitRestMinutes: [180, 180], restraintMinutes: 13 * 60 });
    expect(rules(ok)).toEqual([]);
    expect(rules(three('2026-11-03 04:00')[0])).toEqual(['split_rest:breach']);
  });

  it('without a 休憩 of 3 h in the duty the 特例 cannot apply: the usual limits judge it, with a note', () => {
    const [d, next] = judge(
      shift('2026-11-02 05:00', '2026-11-02 17:00', {
        breaks: [['2026-11-02 09:00', '2026-11-02 11:00']],
        flags: ['split_rest'],
      }),
      shift('2026-11-03 01:00', '2026-11-03 05:00'),
    );
    expect(rules(d)).toContain('split_rest:near');
    expect(d?.splitRestMinutes).toEqual([]);
    expect(rules(next)).toEqual(['rest_period:breach']);
  });

  it('is used in at most half of the month’s duties (judged once the month is over)', () => {
    const dates = ['2026-11-02', '2026-11-04', '2026-11-06'];
    const events = dates.flatMap((date, i) =>
      shift(`${date} 05:00`, `${date} 20:00`, {
        breaks: [[`${date} 10:00`, `${date} 14:00`]],
        flags: i < 2 ? ['split_rest'] : [],
      }),
    );
    const { summary } = workingTimeOfMonth(events, '2026-11', LATER);
    expect(summary.splitRestCount).toBe(2);
    expect(summary.findings).toContainEqual(
      expect.objectContaining({ rule: 'split_rest_share', severity: 'breach', minutes: 2, limit: 1 }),
    );
    const during = workingTimeOfMonth(events, '2026-11', new Date('2026-11-10T00:00:00Z'));
    expect(during.summary.findings.map((f) => f.rule)).not.toContain('split_rest_share');
  });
});

describe('2人乗務 (拘束 ≤ 20 h; 24 h with a berth up to the standard and ≥ 4 h rest in it; 休息 ≥ 4 h)', () => {
  const breaks = drivingBreaks('2026-11-02', 4, 24);

  it('20 h of 拘束 and 4 h of rest after it are within the 特例; 21 h is a breach', () => {
    const [d, next] = judge(
      shift('2026-11-02 04:00', '2026-11-03 00:00', { breaks, flags: ['two_drivers'] }),
      shift('2026-11-03 04:00', '2026-11-03 08:00'),
    );
    expect(d?.restraintMinutes).toBe(20 * 60);
    expect(breaches([d, next] as never)).toEqual([]);
    const [over] = judge(shift('2026-11-02 04:00', '2026-11-03 01:00', { breaks, flags: ['two_drivers'] }));
    expect(over?.findings).toContainEqual(
      expect.objectContaining({
        rule: 'restraint_daily',
        severity: 'breach',
        limit: 20 * 60,
        message: '拘束時間が21時間で、2人乗務の特例の上限の20時間を超えています',
      }),
    );
  });

  it('a rest under 4 h after it is a breach', () => {
    const [, next] = judge(
      shift('2026-11-02 04:00', '2026-11-02 20:00', { breaks, flags: ['two_drivers'] }),
      shift('2026-11-02 23:30', '2026-11-03 03:00'),
    );
    expect(rules(next)).toEqual(['rest_period:breach']);
    expect(next?.findings[0]?.limit).toBe(240);
  });

  it('with the berth: 24 h when the driver rested ≥ 4 h in it, else 20 h', () => {
    const rested = judge(
      shift('2026-11-02 04:00', '2026-11-03 03:00', {
        breaks: [...breaks.slice(0, 2), ['2026-11-02 14:00', '2026-11-02 18:00']],
        flags: ['two_drivers_flat_berth'],
      }),
    )[0];
    expect(rested?.restraintMinutes).toBe(23 * 60);
    expect(rules(rested)).not.toContain('restraint_daily:breach');
    const [tired] = judge(
      shift('2026-11-02 04:00', '2026-11-03 03:00', { breaks, flags: ['two_drivers_flat_berth'] }),
    );
    expect(tired?.findings).toContainEqual(
      expect.objectContaining({ rule: 'restraint_daily', severity: 'breach', limit: 20 * 60 }),
    );
  });
});

describe('隔日勤務 (拘束 ≤ 21 h over two days, then ≥ 20 h 休息)', () => {
  const breaks = drivingBreaks('2026-11-02', 8, 24);
  it('21 h then 20 h of rest is within; 22 h, or 19 h of rest, is a breach', () => {
    const ok = judge(
      shift('2026-11-02 08:00', '2026-11-03 05:00', { breaks, flags: ['alternate_day'] }),
      shift('2026-11-04 01:00', '2026-11-04 05:00'),
    );
    expect(ok[0]?.restraintMinutes).toBe(21 * 60);
    expect(breaches(ok)).toEqual([]);
    const bad = judge(
      shift('2026-11-02 08:00', '2026-11-03 06:00', { breaks, flags: ['alternate_day'] }),
      shift('2026-11-04 01:00', '2026-11-04 05:00'),
    );
    expect(breaches(bad)).toEqual(['2026-11-02 restraint_daily', '2026-11-04 rest_period']);
    expect(bad[1]?.findings[0]?.message).toBe('休息期間が19時間で、隔日勤務の後は最低の20時間に足りません');
  });
});

describe('フェリー (time on board is 休息)', () => {
  const ferry = {
    flags: ['ferry'] as DutyExceptionType[],
    ferryBoardedAt: at('2026-11-02 10:00'),
    ferryLandedAt: at('2026-11-02 13:00'),
  };

  it('3 h on board come off 拘束 and driving, reset 連続運転, and shorten the rest after by as much', () => {
    const [d, next] = judge(
      shift('2026-11-02 06:00', '2026-11-02 22:00', {
        ...ferry,
        breaks: [
          ['2026-11-02 17:00', '2026-11-02 17:30'],
          ['2026-11-02 20:00', '2026-11-02 20:30'],
        ],
      }),
      shift('2026-11-03 06:00', '2026-11-03 09:00'),
    );
    // 16 h span − 3 h on board = 13 h; driving 4 h, (on board), 4 h, 2 h 30 min, 1 h 30 min.
    expect(d).toMatchObject({ ferryMinutes: 180, restraintMinutes: 780, maxContinuousDrivingMinutes: 240 });
    expect(d?.findings).toEqual([]);
    // 8 h of rest: the 9 h (target 11 h) less the 3 h on board is 6 h (target 8 h).
    expect(next?.restBeforeMinutes).toBe(480);
    expect(next?.findings).toEqual([]);
  });

  it('a rest under 9 h less the time on board is still a breach', () => {
    const [, next] = judge(
      shift('2026-11-02 06:00', '2026-11-02 22:00', ferry),
      shift('2026-11-03 03:30', '2026-11-03 06:00'),
    );
    expect(rules(next)).toEqual(['rest_period:breach']);
    expect(next?.findings[0]?.message).toBe(
      '休息期間が5時間30分で、フェリー乗船3時間を休息として、最低の6時間に足りません',
    );
  });
});

describe('長距離運行 (≥ 450 km, rest away from home: 16 h and 8 h rest twice a week, then ≥ 12 h)', () => {
  const haul = (date: string, end: string, flags: DutyExceptionType[] = ['long_haul']) =>
    shift(`${date} 04:00`, end, { breaks: drivingBreaks(date, 4, 20), flags });

  it('16 h twice a week is within; the third over 15 h is a breach', () => {
    const duties = judge(
      haul('2026-11-02', '2026-11-02 20:00'),
      haul('2026-11-04', '2026-11-04 20:00'),
      haul('2026-11-06', '2026-11-06 20:00'),
    );
    expect(duties.map((d) => d.restraintMinutes)).toEqual([960, 960, 960]);
    expect(breaches(duties)).toEqual(['2026-11-06 long_haul_days', '2026-11-06 restraint_long_days']);
    expect(breaches(judge(haul('2026-11-02', '2026-11-02 21:00')))).toEqual(['2026-11-02 restraint_daily']);
  });

  it('8 h of rest twice a week between long-haul duties, then ≥ 12 h after the run', () => {
    const run = (restAfterRun: string) =>
      judge(
        shift('2026-11-02 06:00', '2026-11-02 18:00', {
          flags: ['long_haul'],
          breaks: drivingBreaks('2026-11-02', 6, 18),
        }),
        shift('2026-11-03 02:00', '2026-11-03 14:00', {
          flags: ['long_haul'],
          breaks: drivingBreaks('2026-11-03', 2, 14),
        }),
        shift('2026-11-03 22:00', '2026-11-04 08:00', {
          flags: ['long_haul'],
          breaks: drivingBreaks('2026-11-03', 22, 24),
        }),
        shift(restAfterRun, '2026-11-05 06:00'),
      );
    expect(breaches(run('2026-11-04 20:00'))).toEqual([]);
    expect(breaches(run('2026-11-04 19:00'))).toEqual(['2026-11-04 rest_period']);
  });

  it('a third 8 h rest in the week is a breach', () => {
    // 6 h on, 8 h off: 12 h of 拘束 in each 24 h, the rest shortened to 8 h three times in a week.
    const starts = ['2026-11-02 04:00', '2026-11-02 18:00', '2026-11-03 08:00', '2026-11-03 22:00'];
    const events = starts.flatMap((s) => {
      const end = new Date(Date.parse(at(s)) + 6 * 3_600_000);
      const local = new Date(end.getTime() + 9 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
      return shift(s, local, { flags: ['long_haul'] });
    });
    const duties = judge(events);
    expect(duties.map((d) => d.restBeforeMinutes)).toEqual([null, 480, 480, 480]);
    expect(breaches(duties)).toEqual(['2026-11-03 long_haul_days']);
    expect(duties[3]?.findings.find((f) => f.rule === 'long_haul_days')?.message).toBe(
      '休息期間が8時間です。長距離運行の8時間への短縮は週2回までで、今週3回目です',
    );
  });
});

describe('予期し得ない事象 (excluded from 拘束 and 運転, with its record)', () => {
  it('2 h of a road closure come off the day: 16 h of 拘束 become 14 h, no breach', () => {
    const [d] = judge(
      shift('2026-11-02 05:00', '2026-11-02 21:00', {
        breaks: drivingBreaks('2026-11-02', 5, 21),
        flags: ['unforeseen_event'],
        unforeseenMinutes: 120,
        unforeseenReason: '国道1号の事故による通行止め（道路情報の記録あり）',
      }),
    );
    expect(d).toMatchObject({ excludedMinutes: 120, restraintMinutes: 840, countedMinutes: 840 });
    expect(breaches([d] as never)).toEqual([]);
  });

  it('needs the minutes and what happened; details without their flag are refused at the field', () => {
    const result = dutyExceptionsInput.safeParse({ exceptions: ['unforeseen_event'] });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['unforeseenMinutes', '予期し得ない事象への対応時間を入力してください'],
      ['unforeseenReason', '予期し得ない事象の内容を入力してください'],
    ]);
    const stray = dutyExceptionsInput.safeParse({ exceptions: [], ferryBoardedAt: '2026-11-02T01:00:00Z' });
    expect(stray.error?.issues.map((i) => i.path.join('.'))).toEqual(['ferryBoardedAt']);
  });
});

describe('休日労働 (at most once in 2 weeks)', () => {
  const holiday = (date: string) => shift(`${date} 08:00`, `${date} 12:00`, { flags: ['holiday_work'] });
  it('two within 2 weeks are a breach; 14 days apart are not', () => {
    expect(breaches(judge(holiday('2026-11-01'), holiday('2026-11-08')))).toEqual([
      '2026-11-08 holiday_work',
    ]);
    expect(breaches(judge(holiday('2026-11-01'), holiday('2026-11-15')))).toEqual([]);
  });
});

describe('1か月・1年の拘束時間 (284 h / 3,300 h; with a 労使協定 310 h in up to 6 months, 3 in a row, 3,400 h)', () => {
  /** `days` duties of 13 h in November 2026 (each from 05:00, a 30 min 休憩 every 4 h). */
  const month = (days: number) =>
    Array.from({ length: days }, (_, i) => addDays('2026-11-01', i)).flatMap((date) =>
      shift(`${date} 05:00`, `${date} 18:00`, { breaks: drivingBreaks(date, 5, 18) }),
    );
  const summary = (days: number, laborAgreement: boolean, earlier: [string, number][] = []) =>
    summarizeMonth('2026-11', withFindings(computeDuties(month(days), LATER)), {
      settings: { laborAgreement, yearStartMonth: 4 },
      earlierMonths: new Map(earlier),
      today: '2027-06-01',
    });
  const restraintOnly = (s: ReturnType<typeof summary>) =>
    s.findings.filter((f) => f.rule.startsWith('restraint'));
  const monthRules = (s: ReturnType<typeof summary>) =>
    restraintOnly(s).map((f) => `${f.rule}:${f.severity}`);

  it('22 days of 13 h (286 h) break 284 h, but not the 310 h of a 労使協定', () => {
    expect(monthRules(summary(22, false))).toEqual(['restraint_monthly:breach']);
    const agreed = summary(22, true);
    expect(agreed).toMatchObject({
      restraintMinutes: 22 * 780,
      restraintLimitMinutes: 310 * 60,
      laborAgreement: true,
    });
    expect(monthRules(agreed)).toEqual([]);
    expect(monthRules(summary(24, true))).toEqual(['restraint_monthly:breach']);
  });

  it('with the agreement: a 4th month in a row, or a 7th in the year, over 284 h is a breach', () => {
    const over = 290 * 60;
    const inARow = summary(22, true, [
      ['2026-08', over],
      ['2026-09', over],
      ['2026-10', over],
    ]);
    expect(restraintOnly(inARow).map((f) => f.message)).toEqual([
      '284時間を超える月が4か月連続です（労使協定でも3か月連続まで）',
    ]);
    const seventh = summary(22, true, [
      ['2026-04', over],
      ['2026-05', over],
      ['2026-06', over],
      ['2026-07', 200 * 60],
      ['2026-08', over],
      ['2026-09', over],
      ['2026-10', over],
    ]);
    expect(restraintOnly(seventh).map((f) => f.message)).toContain(
      '284時間を超える月が今年7回目です（労使協定でも年6回まで）',
    );
  });

  it('the year from its first month: over 3,300 h breaks, 3,400 h with the agreement', () => {
    const earlier: [string, number][] = ['04', '05', '06', '07', '08', '09', '10'].map((m) => [
      `2026-${m}`,
      440 * 60,
    ]);
    // 7 × 440 h + 20 × 13 h = 3,340 h.
    const plain = summary(20, false, earlier);
    expect(plain).toMatchObject({ yearStartMonth: '2026-04', yearRestraintMinutes: 3340 * 60 });
    expect(monthRules(plain)).toEqual(['restraint_yearly:breach']);
    expect(monthRules(summary(20, true, earlier))).toEqual([]);
  });
});
