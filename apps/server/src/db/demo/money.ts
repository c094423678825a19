import { and, asc, eq, lte } from 'drizzle-orm';
import { contracts } from '../../features/contracts/contracts.table.ts';
import { courses } from '../../features/courses/courses.table.ts';
import { dailyReports } from '../../features/daily-reports/daily-reports.table.ts';
import { drivers } from '../../features/drivers/drivers.table.ts';
import { expenses } from '../../features/expenses/expenses.table.ts';
import { users } from '../../lib/auth/users.table.ts';
import type { DemoSeed } from './demo-seed.ts';

/** A Tokyo wall-clock time of a date, as an instant. */
const tokyo = (date: string, hhmm: string) => new Date(`${date}T${hhmm}:00+09:00`);

/**
 * The demo driver's (山田, driver@example.com) expenses and daily reports for the courses he ran:
 * older ones approved, yesterday's waiting for approval, today's expense a draft, so the driver's
 * pages and the staff's approvals both have something to show.
 */
export const seedMoney: DemoSeed = async ({ tx, today, now, companyIds: [companyId] }) => {
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
  const yesterday = past.at(-1)?.course.deliveryDate;
  const decided = (date: string) =>
    date === yesterday
      ? { approveStatus: 'requested' as const, requestedAt: tokyo(date, '13:10') }
      : {
          approveStatus: 'approved' as const,
          requestedAt: tokyo(date, '13:10'),
          decidedAt: tokyo(date, '17:30'),
          decidedBy: admin?.id ?? null,
        };

  const expenseRows: (typeof expenses.$inferInsert)[] = past.map(({ course }, i) => ({
    companyId,
    courseId: course.id,
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
  const todays = runs.find((r) => r.course.deliveryDate === today);
  if (todays && now > tokyo(today, '08:00')) {
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

  const reportRows: (typeof dailyReports.$inferInsert)[] = past.map(({ course, contract }, i) => {
    const startKm = 48_210 + i * 85;
    return {
      companyId,
      driverId: yamada.id,
      date: course.deliveryDate,
      contractId: contract?.id ?? null,
      vehicleId: course.vehicleId,
      startAt: tokyo(course.deliveryDate, '06:00'),
      endAt: tokyo(course.deliveryDate, '13:15'),
      startPlace: '本社営業所',
      endPlace: '本社営業所',
      startOdometerKm: startKm,
      endOdometerKm: startKm + 62 + (i % 3) * 7,
      breaks: [
        {
          start: tokyo(course.deliveryDate, '10:00').toISOString(),
          end: tokyo(course.deliveryDate, '10:30').toISOString(),
          place: '築地',
        },
      ],
      waypoints: '豊洲物流センター、江東区・中央区の配送先',
      quantity: 1,
      billingAmount: contract?.feeType === 'per_course' ? contract.billingUnitPrice : null,
      paymentAmount: contract?.feeType === 'per_course' ? contract.paymentUnitPrice : null,
      createdBy: yamada.userId ?? null,
      ...decided(course.deliveryDate),
    };
  });
  if (reportRows.length > 0) await tx.insert(dailyReports).values(reportRows);
};
