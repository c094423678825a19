import { and, asc, eq, lt } from 'drizzle-orm';
import { clients } from '../../features/clients/clients.table.ts';
import { courses } from '../../features/courses/courses.table.ts';
import { expenses } from '../../features/expenses/expenses.table.ts';
import { users } from '../../lib/auth/users.table.ts';
import type { DemoSeed } from './demo-seed.ts';

/** The demo client that bears its road costs at cost (tollHandling `reimbursed`, partners.ts). */
export const REIMBURSED_DEMO_CLIENT = '横浜精密工業株式会社';

const tokyo = (date: string, hhmm: string) => new Date(`${date}T${hhmm}:00+09:00`);

/**
 * 横浜精密工業's tolls and parking on the charter courses already run, approved and billed to it: the
 * month close shows them as 立替金 (outside the tax) and issues the 立替金精算書 with each receipt's
 * payee. The other clients keep the default, so 山田's tolls (money.ts) are 運賃 at 10 %.
 */
export const seedReimbursedTolls: DemoSeed = async ({ tx, today, companyIds: [companyId] }) => {
  const [admin] = await tx.select().from(users).where(eq(users.email, 'admin@example.com')).limit(1);
  const runs = await tx
    .select({ id: courses.id, date: courses.deliveryDate, driverId: courses.driverId })
    .from(courses)
    .innerJoin(clients, eq(clients.id, courses.clientId))
    .where(
      and(
        eq(courses.companyId, companyId),
        eq(clients.name, REIMBURSED_DEMO_CLIENT),
        lt(courses.deliveryDate, today),
      ),
    )
    .orderBy(asc(courses.deliveryDate));
  const approved = (date: string) => ({
    approveStatus: 'approved' as const,
    requestedAt: tokyo(date, '16:30'),
    decidedAt: tokyo(date, '18:00'),
    decidedBy: admin?.id ?? null,
    billable: true,
    taxIncluded: true,
    taxRate: 10,
    paidOn: date,
  });
  const rows: (typeof expenses.$inferInsert)[] = runs.flatMap((run) => [
    {
      companyId,
      courseId: run.id,
      driverId: run.driverId,
      expenseType: 'toll' as const,
      amount: 1320,
      payeeName: '首都高速道路株式会社',
      memo: '湾岸線 大井→大黒ふ頭（往復）',
      ...approved(run.date),
    },
    {
      companyId,
      courseId: run.id,
      driverId: run.driverId,
      expenseType: 'parking' as const,
      amount: 600,
      payeeName: '大黒ふ頭パーキング',
      memo: '鶴見工場 搬入待ち',
      ...approved(run.date),
    },
  ]);
  if (rows.length > 0) await tx.insert(expenses).values(rows);
};
