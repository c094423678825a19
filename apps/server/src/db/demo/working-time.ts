import { addDays } from '@rikuun/contract';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { attendances } from '../../features/attendances/attendances.table.ts';
import { drivers } from '../../features/drivers/drivers.table.ts';
import { dutyExceptions } from '../../features/working-time/working-time.table.ts';
import { users } from '../../lib/auth/users.table.ts';
import type { DemoSeed } from './demo-seed.ts';

type Row = typeof attendances.$inferSelect;
const HOUR = 3_600_000;

/**
 * A 分割休息 duty for 労働時間 (改善基準告示 §3): one demo driver other than 山田 (driver@example.com),
 * between 3 and 10 days ago, works 3 h 30 min, rests 4 h (休憩 recorded, the first part), works 4 h and
 * clocks out 8 h before the next day's 出勤 (the second part): 4 h + 8 h = 12 h ≥ 10 h. Flagged 分割休息
 * by the office, the day is within the 特例; without the flag the 8 h rest would be a breach. The
 * duty's own 点呼 rows keep their contents, only their times move.
 */
export const seedWorkingTime: DemoSeed = async ({ tx, today, companyIds: [companyId] }) => {
  const [yamada] = await tx
    .select({ id: drivers.id })
    .from(drivers)
    .innerJoin(users, eq(users.id, drivers.userId))
    .where(eq(users.email, 'driver@example.com'));
  const rows = await tx
    .select()
    .from(attendances)
    .where(
      and(eq(attendances.companyId, companyId), yamada ? ne(attendances.driverId, yamada.id) : undefined),
    )
    .orderBy(asc(attendances.at));
  const byDuty = new Map<string, Row[]>();
  for (const r of rows) {
    const key = `${r.driverId}:${r.workDate}`;
    byDuty.set(key, [...(byDuty.get(key) ?? []), r]);
  }
  const span = (list: Row[] | undefined) => {
    const inAt = list?.find((r) => r.type === 'clock_in')?.at;
    const outAt = list?.find((r) => r.type === 'clock_out')?.at;
    return inAt && outAt ? { inAt, outAt } : undefined;
  };
  // A plain day (neither the demo's long day nor its short rest) followed by a duty the next day.
  const ordinary = (s: { inAt: Date; outAt: Date } | undefined) =>
    s && s.outAt.getTime() - s.inAt.getTime() < 13 * HOUR;
  for (let back = 3; back <= 10; back++) {
    const date = addDays(today, -back);
    for (const [key, list] of byDuty) {
      if (!key.endsWith(`:${date}`)) continue;
      const driverId = key.slice(0, key.indexOf(':'));
      const day = span(list);
      const next = span(byDuty.get(`${driverId}:${addDays(date, 1)}`));
      const before = span(byDuty.get(`${driverId}:${addDays(date, -1)}`));
      if (!day || !next || !ordinary(day) || !ordinary(next) || !ordinary(before ?? day)) continue;
      const end = new Date(next.inAt.getTime() - 8 * HOUR);
      const start = new Date(end.getTime() - 11.5 * HOUR);
      if (before && start.getTime() - before.outAt.getTime() < 11 * HOUR) continue;
      await rewrite(tx, list, start, end);
      const [admin] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, 'admin@example.com'));
      const clockIn = list.find((r) => r.type === 'clock_in') as Row;
      await tx.insert(dutyExceptions).values({
        companyId,
        attendanceId: clockIn.id,
        driverId,
        exceptions: ['split_rest'],
        updatedBy: admin?.id ?? null,
      });
      return;
    }
  }
};

/** The duty's 出勤 and 退勤 move to `start` and `end`; its breaks become the one 4 h 休憩. */
async function rewrite(tx: Parameters<DemoSeed>[0]['tx'], list: Row[], start: Date, end: Date) {
  const clockIn = list.find((r) => r.type === 'clock_in') as Row;
  const clockOut = list.find((r) => r.type === 'clock_out') as Row;
  await tx.update(attendances).set({ at: start }).where(eq(attendances.id, clockIn.id));
  await tx.update(attendances).set({ at: end }).where(eq(attendances.id, clockOut.id));
  const breaks = list.filter((r) => r.type === 'break_start' || r.type === 'break_end');
  if (breaks.length)
    await tx.delete(attendances).where(
      inArray(
        attendances.id,
        breaks.map((b) => b.id),
      ),
    );
  const base = {
    companyId: clockIn.companyId,
    driverId: clockIn.driverId,
    workDate: clockIn.workDate,
    recordedBy: clockIn.recordedBy,
  };
  await tx.insert(attendances).values([
    { ...base, type: 'break_start', at: new Date(start.getTime() + 3.5 * HOUR) },
    { ...base, type: 'break_end', at: new Date(start.getTime() + 7.5 * HOUR) },
  ]);
}
