import { addDays } from '@rikuun/contract';
import { and, asc, eq, lt, min } from 'drizzle-orm';
import { attendances } from '../../features/attendances/attendances.table.ts';
import { courses } from '../../features/courses/courses.table.ts';
import { destinationActions } from '../../features/destination-actions/destination-actions.table.ts';
import { drivers } from '../../features/drivers/drivers.table.ts';
import { users } from '../../lib/auth/users.table.ts';
import type { DemoSeed } from './demo-seed.ts';

type Row = typeof attendances.$inferInsert;
/** One driver's planned day: from the first course's start to the last one's end (minutes of the day). */
type Duty = {
  driverId: string;
  userId: string | null;
  date: string;
  start: number;
  end: number;
  vehicleId: string | null;
};

const minutes = (hhmm: string | null) =>
  hhmm ? Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5)) : null;
const at = (date: string, minute: number) => new Date(Date.parse(`${date}T00:00:00+09:00`) + minute * 60_000);
const isWeekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() % 6 !== 0;
/** Varies by driver and day, always the same for the same pair (the demo is reproducible). */
const spread = (key: string, range: number) =>
  [...key].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 9973, 7) % (range + 1);

/** The 運行管理者 who confirms the demo 点呼 (admin@example.com), once the seed knows him. */
let checker: string | null = null;

/**
 * The 点呼 of a demo 出勤 or 退勤: nothing detected; confirmed by the 運行管理者 a few minutes later,
 * face to face, or by phone for a duty ending late away from the base.
 */
const rollCall = (duty: Duty, type: 'clock_in' | 'clock_out', when: Date, odometerKm: number): Row => ({
  companyId: '',
  driverId: duty.driverId,
  type,
  at: when,
  workDate: duty.date,
  latitude: 35.6535,
  longitude: 139.7966,
  vehicleId: duty.vehicleId,
  odometerKm,
  alcoholDetected: false,
  alcoholValue: 0,
  detectorUsed: true,
  healthCondition: 'good',
  sleepHours: type === 'clock_in' ? 6 + spread(duty.driverId + duty.date, 4) / 2 : null,
  dailyInspectionDone: type === 'clock_in' ? true : null,
  awayFromBase: type === 'clock_out' && duty.end >= 17 * 60,
  vehicleRoadReport: type === 'clock_out' ? '車両・道路・運行とも異常なし' : null,
  memo: null,
  confirmedBy: checker,
  confirmedAt: checker ? new Date(when.getTime() + 5 * 60_000) : null,
  method: type === 'clock_out' && duty.end >= 17 * 60 ? 'phone' : 'in_person',
  instructions: type === 'clock_in' ? '車間距離を十分にとり、安全運転に努めること' : null,
  recordedBy: duty.userId,
});

/** Today's 点呼 are still waiting for the 運行管理者 (the 点呼記録 page shows them to confirm). */
const unconfirmed = (row: Row): Row => ({
  ...row,
  confirmedBy: null,
  confirmedAt: null,
  method: null,
  instructions: null,
});

/**
 * デモ運送株式会社's 出退勤・点呼 for the weekdays of the last two weeks and today, from the demo
 * courses (courses.ts): 出勤 30–60 min before the first course, a 45–60 min break around noon, 退勤
 * after the last. Days before the seeded courses repeat the same weekday's courses a week or two later.
 * Today only 出勤, for drivers whose course is under way, except 山田 (driver@example.com): the browser
 * tests clock him in. One driver has a 14.5 h day followed by an 8 h rest, for the 改善基準 monitoring.
 * 点呼 before today are confirmed by the 運行管理者 (admin@example.com); today's wait for him. One
 * driver other than 山田 had a positive reading on a day without seeded courses: that 出勤 started no
 * duty, and its 措置 is recorded.
 */
export const seedAttendances: DemoSeed = async ({ tx, today, now, companyIds: [companyId] }) => {
  const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'admin@example.com'));
  checker = admin?.id ?? null;
  const rows = await tx
    .select({
      date: courses.deliveryDate,
      driverId: drivers.id,
      userId: drivers.userId,
      email: users.email,
      start: courses.startTime,
      end: courses.endTime,
      status: courses.status,
      vehicleId: courses.vehicleId,
      firstAction: min(destinationActions.at),
    })
    .from(courses)
    .innerJoin(drivers, eq(drivers.id, courses.driverId))
    .leftJoin(users, eq(users.id, drivers.userId))
    .leftJoin(destinationActions, eq(destinationActions.courseId, courses.id))
    .where(and(eq(courses.companyId, companyId), lt(courses.deliveryDate, addDays(today, 15))))
    .groupBy(courses.companyId, courses.id, drivers.companyId, drivers.id, users.email)
    .orderBy(asc(courses.deliveryDate), asc(courses.startTime));
  const seededDates = new Set(rows.map((r) => r.date));

  const duties = new Map<string, Duty>();
  const add = (date: string, r: (typeof rows)[number]) => {
    const start = minutes(r.start) ?? 9 * 60;
    const end = minutes(r.end) ?? 17 * 60;
    const key = `${r.driverId}:${date}`;
    const known = duties.get(key);
    if (known) {
      known.start = Math.min(known.start, start);
      known.end = Math.max(known.end, end);
      known.vehicleId ??= r.vehicleId;
    } else
      duties.set(key, { driverId: r.driverId, userId: r.userId, date, start, end, vehicleId: r.vehicleId });
  };
  for (let back = 14; back >= 1; back--) {
    const date = addDays(today, -back);
    if (!isWeekday(date) && !seededDates.has(date)) continue;
    // A day without seeded courses repeats the same weekday a week or two later.
    const source = [date, addDays(date, 7), addDays(date, 14)].find((d) => seededDates.has(d));
    for (const r of rows.filter((x) => x.date === source)) add(date, r);
  }

  const out: Row[] = [];
  const odometer = new Map<string, number>();
  const drive = (duty: Duty, km: number) => {
    const key = duty.vehicleId ?? duty.driverId;
    const reading = (odometer.get(key) ?? 48_000 + spread(key, 40_000)) + km;
    odometer.set(key, reading);
    return reading;
  };
  const sorted = [...duties.values()].sort((a, b) => a.date.localeCompare(b.date));
  const yamada = rows.find((r) => r.email === 'driver@example.com')?.driverId;
  const long = longDayOf(sorted.filter((d) => d.driverId !== yamada));
  const barred = barredDutyOf(sorted, seededDates, yamada, long);
  for (const duty of sorted) {
    const vary = (range: number, salt: string) => spread(duty.driverId + duty.date + salt, range);
    let clockIn = duty.start - 30 - vary(30, 'in');
    let clockOut = duty.end + 15 + vary(30, 'out');
    if (long && duty === long.first) {
      clockIn = 5 * 60;
      clockOut = clockIn + 14.5 * 60;
    } else if (long && duty === long.second) clockIn = 19 * 60 + 30 + 8 * 60 - 24 * 60;
    if (duty === barred) {
      out.push(positiveReading(duty, at(duty.date, clockIn)));
      continue;
    }
    out.push(rollCall(duty, 'clock_in', at(duty.date, clockIn), drive(duty, 0)));
    if (clockIn <= 11 * 60 + 30 && clockOut >= 13 * 60 + 30) {
      const start = 11 * 60 + 45 + vary(30, 'break');
      out.push({ ...bare(duty), type: 'break_start', at: at(duty.date, start) });
      out.push({ ...bare(duty), type: 'break_end', at: at(duty.date, start + 45 + vary(15, 'rest')) });
    }
    out.push(rollCall(duty, 'clock_out', at(duty.date, clockOut), drive(duty, 60 + vary(80, 'km'))));
  }

  // Today: 出勤 only, for the drivers whose course is under way (before its first action).
  for (const r of rows.filter((x) => x.date === today && x.status === 'in_progress')) {
    if (r.driverId === yamada || out.some((o) => o.driverId === r.driverId && o.workDate === today)) continue;
    const duty: Duty = {
      driverId: r.driverId,
      userId: r.userId,
      date: today,
      start: 0,
      end: 0,
      vehicleId: r.vehicleId,
    };
    const planned = at(today, (minutes(r.start) ?? 9 * 60) - 40).getTime();
    const first = r.firstAction ? new Date(r.firstAction).getTime() - 10 * 60_000 : planned;
    const when = new Date(Math.min(planned, first, now.getTime() - 5 * 60_000));
    out.push(unconfirmed(rollCall(duty, 'clock_in', when, drive(duty, 0))));
  }
  // The latest 退勤 before today waits too, so an unconfirmed 点呼 shows on every day of the week.
  const lastOut = out.findLastIndex((r) => r.type === 'clock_out' && r.workDate < today);
  if (lastOut >= 0) out[lastOut] = unconfirmed(out[lastOut] as Row);
  if (out.length > 0) await tx.insert(attendances).values(out.map((r) => ({ ...r, companyId })));
};

const bare = (duty: Duty) => ({
  companyId: '',
  driverId: duty.driverId,
  workDate: duty.date,
  recordedBy: duty.userId,
});

/**
 * The long day: the latest pair of consecutive days (both before yesterday) of one driver other than
 * 山田, the first stretched to 14.5 h and the second starting after 8 h.
 */
function longDayOf(duties: Duty[]): { first: Duty; second: Duty } | undefined {
  for (let i = duties.length - 1; i >= 0; i--) {
    const second = duties[i] as Duty;
    const first = duties.find((d) => d.driverId === second.driverId && d.date === addDays(second.date, -1));
    if (first && second.start >= 8 * 60) return { first, second };
  }
  return undefined;
}

/** The 出勤 that found alcohol (0.10 mg/L): recorded, no duty started, the 措置 confirmed. */
function positiveReading(duty: Duty, when: Date): Row {
  return {
    ...rollCall(duty, 'clock_in', when, 0),
    odometerKm: null,
    alcoholDetected: true,
    alcoholValue: 0.1,
    instructions: '本日の乗務を禁止。明日の乗務前点呼で再確認する',
    alcoholOutcome: '乗務禁止とし帰宅させた。当日の便は代務の運転者を手配済み',
  };
}

/**
 * The duty that becomes the positive reading: a past day with no seeded courses (so no stop was
 * worked), not 山田's and not one of the long-day pair.
 */
function barredDutyOf(
  duties: Duty[],
  seededDates: Set<string>,
  yamada: string | undefined,
  long: { first: Duty; second: Duty } | undefined,
): Duty | undefined {
  return [...duties]
    .reverse()
    .find(
      (d) => d.driverId !== yamada && !seededDates.has(d.date) && d !== long?.first && d !== long?.second,
    );
}
