import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import { contracts } from '../../features/contracts/contracts.table.ts';
import { courses } from '../../features/courses/courses.table.ts';
import { destinations } from '../../features/destinations/destinations.table.ts';
import { drivers } from '../../features/drivers/drivers.table.ts';
import { expenses } from '../../features/expenses/expenses.table.ts';
import { users } from '../../lib/auth/users.table.ts';
import type { DemoSeed } from './demo-seed.ts';

/** A Tokyo wall-clock time of a date, as an instant. */
const tokyo = (date: string, hhmm: string) => new Date(`${date}T${hhmm}:00+09:00`);

/**
 * The demo driver's (山田, driver@example.com) expenses for the courses he ran: older ones approved,
 * the last two days' waiting, one sent back, today's a draft, so the driver's pages and the staff's
 * approvals both have something to show. (His daily reports: daily-reports.ts.)
 */
export const seedMoney: DemoSeed = async ({ tx, today, companyIds: [companyId] }) => {
  const [yamada] = await tx
    .select()
    .from(drivers)
    .where(eq(drivers.companyId, companyId))
    .orderBy(asc(drivers.createdAt), asc(drivers.id))
    .limit(1);
  const [admin] = await tx.select().from(users).where(eq(users.email, 'admin@example.com')).limit(1);
  if (!yamada) return;
  const runs = await tx
    .select({ course: courses, contract: contracts })
    .from(courses)
    .leftJoin(contracts, eq(contracts.id, courses.contractId))
    .where(
      and(
        eq(courses.companyId, companyId),
        eq(courses.driverId, yamada.id),
        lte(courses.deliveryDate, today),
      ),
    )
    .orderBy(asc(courses.deliveryDate));
  const past = runs.filter((r) => r.course.deliveryDate < today);
  // Expenses: the last two course days wait for approval (the staff's inbox), the day before was
  // sent back with a reason (the driver's page), older ones are approved. Tolls hang on the course's
  // first stop, parking on the whole course.
  const expenseDays = [...new Set(past.map((r) => r.course.deliveryDate))];
  const waiting = new Set(expenseDays.slice(expenseDays.length > 2 ? -2 : -1));
  const sentBack = expenseDays.length >= 4 ? expenseDays.at(-3) : undefined;
  const decided = (date: string) =>
    waiting.has(date)
      ? { approveStatus: 'requested' as const, requestedAt: tokyo(date, '13:10') }
      : {
          approveStatus: date === sentBack ? ('rejected' as const) : ('approved' as const),
          statusComment:
            date === sentBack ? '領収書の金額と入力金額が違います。確認して再申請してください。' : null,
          requestedAt: tokyo(date, '13:10'),
          decidedAt: tokyo(date, '17:30'),
          decidedBy: admin?.id ?? null,
        };
  const firstStops = new Map<string, string>();
  const pastStops =
    past.length === 0
      ? []
      : await tx
          .select({ id: destinations.id, courseId: destinations.courseId, sequence: destinations.sequence })
          .from(destinations)
          .where(
            inArray(
              destinations.courseId,
              past.map((r) => r.course.id),
            ),
          )
          .orderBy(asc(destinations.sequence));
  for (const stop of pastStops) if (!firstStops.has(stop.courseId)) firstStops.set(stop.courseId, stop.id);

  const expenseRows: (typeof expenses.$inferInsert)[] = past.map(({ course }, i) => ({
    companyId,
    courseId: course.id,
    destinationId: i % 2 === 0 ? (firstStops.get(course.id) ?? null) : null,
    driverId: yamada.id,
    expenseType: i % 2 === 0 ? ('toll' as const) : ('parking' as const),
    amount: i % 2 === 0 ? 1320 : 400,
    taxIncluded: true,
    taxRate: 10,
    paidOn: course.deliveryDate,
    memo: i % 2 === 0 ? '首都高 豊洲→京橋' : 'コインパーキング（築地）',
    billable: i % 2 === 0,
    createdBy: yamada.userId ?? null,
    ...decided(course.deliveryDate),
  }));
  // Whatever the hour of the first start: the day's course is seeded under way at any hour, and the
  // driver's pages must show an expense he can still edit (the accessibility walk opens its form).
  const todays = runs.find((r) => r.course.deliveryDate === today);
  if (todays) {
    expenseRows.push({
      companyId,
      courseId: todays.course.id,
      driverId: yamada.id,
      expenseType: 'parking',
      amount: 300,
      taxIncluded: true,
      taxRate: 10,
      paidOn: today,
      memo: '納品先前のパーキング',
      createdBy: yamada.userId ?? null,
    });
  }
  if (expenseRows.length > 0) await tx.insert(expenses).values(expenseRows);
};
