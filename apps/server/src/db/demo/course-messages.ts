import { and, asc, eq } from 'drizzle-orm';
import { courseMessages } from '../../features/course-messages/course-messages.table.ts';
import { courses } from '../../features/courses/courses.table.ts';
import { drivers } from '../../features/drivers/drivers.table.ts';
import { users } from '../../lib/auth/users.table.ts';
import type { DemoSeed } from './demo-seed.ts';

const minutesBefore = (now: Date, m: number) => new Date(now.getTime() - m * 60_000);

/**
 * A message thread on the demo driver's course under way today: the office's notice and his answer,
 * both read, and his latest message still unread, so the office's alerts show it. Runs after courses.
 */
export const seedCourseMessages: DemoSeed = async ({ tx, today, now, companyIds: [companyId] }) => {
  const [course] = await tx
    .select({ id: courses.id, driverUserId: drivers.userId })
    .from(courses)
    .innerJoin(drivers, and(eq(drivers.companyId, courses.companyId), eq(drivers.id, courses.driverId)))
    .innerJoin(users, eq(users.id, drivers.userId))
    .where(
      and(
        eq(courses.companyId, companyId),
        eq(courses.deliveryDate, today),
        eq(courses.status, 'in_progress'),
        eq(users.email, 'driver@example.com'),
      ),
    )
    .orderBy(asc(courses.startTime))
    .limit(1);
  const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'admin@example.com'));
  if (!course?.driverUserId || !admin) return;
  const at = (m: number) => minutesBefore(now, m);
  await tx.insert(courseMessages).values([
    {
      companyId,
      courseId: course.id,
      side: 'office',
      senderId: admin.id,
      body: 'おはようございます。本日、2件目の納品先は搬入口が北側ゲートに変わっています。',
      createdAt: at(90),
      readAt: at(85),
    },
    {
      companyId,
      courseId: course.id,
      side: 'driver',
      senderId: course.driverUserId,
      body: '承知しました。北側ゲートから入ります。',
      createdAt: at(84),
      readAt: at(80),
    },
    {
      companyId,
      courseId: course.id,
      side: 'driver',
      senderId: course.driverUserId,
      body: '次の配送先の前が工事中で停車できません。近くのコインパーキングを使ってもよいですか。',
      createdAt: at(5),
    },
  ]);
};
