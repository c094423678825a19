import { type ApproveStatus, dailyReportFees, type FeeFacts, feeQuantity } from '@rikuun/contract';
import { and, asc, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import { contracts } from '../../features/contracts/contracts.table.ts';
import { courses } from '../../features/courses/courses.table.ts';
import { dailyReports } from '../../features/daily-reports/daily-reports.table.ts';
import { destinations } from '../../features/destinations/destinations.table.ts';
import { drivers } from '../../features/drivers/drivers.table.ts';
import { users } from '../../lib/auth/users.table.ts';
import type { DemoSeed } from './demo-seed.ts';

/** A Tokyo wall-clock time of a date, as an instant. */
const tokyo = (date: string, hhmm: string) => new Date(`${date}T${hhmm}:00+09:00`);

type Run = { course: typeof courses.$inferSelect; contract: typeof contracts.$inferSelect | null };
type Stop = { courseId: string; status: string; quantity: number | null };

/**
 * The approval state of 山田's report by how many course days ago it was: the last two wait for
 * approval (one when he has only two days), the third was sent back with a reason (his page shows
 * it), older ones are approved (the month close counts them); the other drivers' are all approved.
 */
function stateOf(yamada: boolean, age: number, days: number, adminId: string | null, date: string) {
  const requested = { approveStatus: 'requested' as ApproveStatus, requestedAt: tokyo(date, '13:10') };
  if (yamada && (age === 0 || (age === 1 && days >= 3))) return requested;
  const decided = { ...requested, decidedAt: tokyo(date, '17:30'), decidedBy: adminId };
  if (yamada && age === 2 && days >= 4)
    return {
      ...decided,
      approveStatus: 'rejected' as ApproveStatus,
      statusComment: '終了メーターの値を確認してください',
    };
  return { ...decided, approveStatus: 'approved' as ApproveStatus };
}

/** One report of a driver's day and contract, with the fee computed as the server does. */
function reportOf(runs: Run[], stops: Stop[], index: number, userId: string | null) {
  const { course, contract } = runs[0] as Run;
  const date = course.deliveryDate;
  const startKm = 48_210 + index * 85;
  const breaks = [
    { start: tokyo(date, '10:00').toISOString(), end: tokyo(date, '10:30').toISOString(), place: '築地' },
  ];
  const ids = new Set(runs.map((r) => r.course.id));
  const done = stops.filter((s) => ids.has(s.courseId) && s.status === 'completed');
  const facts: FeeFacts = {
    courses: runs.length,
    completedStops: done.length,
    deliveredItems: done.reduce((sum, s) => sum + (s.quantity ?? 0), 0),
    startAt: tokyo(date, '06:00').toISOString(),
    endAt: tokyo(date, '13:15').toISOString(),
    breaks,
    startOdometerKm: startKm,
    endOdometerKm: startKm + 62 + (index % 3) * 7,
  };
  const quantity = contract ? feeQuantity(contract.feeType, facts) : null;
  const waiting = {
    place: '豊洲物流センター',
    arrivedAt: tokyo(date, '06:40').toISOString(),
    departedAt: tokyo(date, '07:35').toISOString(),
    loadingStartAt: tokyo(date, '07:15').toISOString(),
    loadingEndAt: tokyo(date, '07:30').toISOString(),
    shipperConfirmed: true,
  };
  return {
    driverId: course.driverId as string,
    date,
    contractId: contract?.id ?? null,
    vehicleId: course.vehicleId,
    startAt: tokyo(date, '06:00'),
    endAt: tokyo(date, '13:15'),
    startPlace: '本社営業所',
    endPlace: '本社営業所',
    startOdometerKm: facts.startOdometerKm,
    endOdometerKm: facts.endOdometerKm,
    breaks,
    waypoints: '豊洲物流センター、江東区・中央区の配送先',
    waitingRecords: index % 4 === 1 ? [waiting] : [],
    loadStatus: `冷蔵食品 ${Math.max(
      done.reduce((sum, s) => sum + (s.quantity ?? 0), 0),
      40,
    )}ケース（ロールボックス積み）`,
    quantity,
    ...dailyReportFees(contract, quantity),
    createdBy: userId,
  };
}

/**
 * The second driver's latest report waits for approval without the place where the duty ended, where
 * he took his break and the 積載状況: approving it is refused and names those items (第8条).
 */
const incomplete = (row: ReturnType<typeof reportOf>) => ({
  ...row,
  endPlace: null,
  breaks: row.breaks.map((b) => ({ ...b, place: null })),
  loadStatus: null,
  memo: '休憩場所と積載状況は後で記入します',
});

/**
 * The demo company's daily reports (日報) of the course days before today: one per driver, day and
 * contract, fees from the contract by its fee type, each with every 第8条 item. 山田 (driver@example.com,
 * the first driver) has reports waiting and one sent back; the second driver's latest report waits
 * with items missing (incomplete); the other drivers' are approved, for the month close.
 */
export const seedDailyReports: DemoSeed = async ({ tx, today, companyIds: [companyId] }) => {
  const [admin] = await tx.select().from(users).where(eq(users.email, 'admin@example.com')).limit(1);
  const runs: Run[] = await tx
    .select({ course: courses, contract: contracts })
    .from(courses)
    .leftJoin(contracts, eq(contracts.id, courses.contractId))
    .where(
      and(eq(courses.companyId, companyId), isNotNull(courses.driverId), lt(courses.deliveryDate, today)),
    )
    .orderBy(asc(courses.deliveryDate), asc(courses.startTime), asc(courses.id));
  if (runs.length === 0) return;
  const stops = await tx
    .select({ courseId: destinations.courseId, status: destinations.status, quantity: destinations.quantity })
    .from(destinations)
    .where(
      inArray(
        destinations.courseId,
        runs.map((r) => r.course.id),
      ),
    );
  const userOf = new Map(
    (
      await tx
        .select({ id: drivers.id, userId: drivers.userId })
        .from(drivers)
        .where(eq(drivers.companyId, companyId))
    ).map((d) => [d.id, d.userId]),
  );
  const groups = new Map<string, Run[]>();
  for (const run of runs) {
    const key = `${run.course.driverId}|${run.course.deliveryDate}|${run.contract?.id ?? ''}`;
    groups.set(key, [...(groups.get(key) ?? []), run]);
  }
  const [yamada, second] = await tx
    .select({ id: drivers.id })
    .from(drivers)
    .where(eq(drivers.companyId, companyId))
    .orderBy(asc(drivers.createdAt), asc(drivers.id))
    .limit(2);
  const rows: (typeof dailyReports.$inferInsert)[] = [];
  for (const driverId of new Set(runs.map((r) => r.course.driverId as string))) {
    const own = [...groups.values()].filter((g) => g[0]?.course.driverId === driverId);
    const dates = [...new Set(own.map((g) => g[0]?.course.deliveryDate as string))];
    own.forEach((group, i) => {
      const row = reportOf(group, stops, i, userOf.get(driverId) ?? null);
      const age = dates.length - 1 - dates.indexOf(row.date);
      if (driverId === second?.id && age === 0 && i === own.length - 1) {
        const requested = { approveStatus: 'requested' as const, requestedAt: tokyo(row.date, '13:40') };
        rows.push({ companyId, ...incomplete(row), ...requested });
        return;
      }
      // Otherwise only 山田's wait: the staff's inbox names few drivers, as it would on a quiet day.
      const state = stateOf(driverId === yamada?.id, age, dates.length, admin?.id ?? null, row.date);
      rows.push({ companyId, ...row, ...state });
    });
  }
  await tx.insert(dailyReports).values(rows);
};
