import { type Alert, todayInTokyo, unreadMessagesAlertMessage } from '@rikuun/contract';
import { asc, count, eq, isNull, min } from 'drizzle-orm';
import type { CompanyCtx } from '../../lib/context.ts';
import { companyRows, sameCompanyAs } from '../../lib/db/company-rows.ts';
import { courses } from '../courses/courses.table.ts';
import { courseMessages } from './course-messages.table.ts';

/**
 * 未読メッセージ: one alert per live course whose driver wrote and the office has not read yet, so a
 * driver's question is seen on the dashboard; it goes once staff open the course's messages.
 */
export async function unreadMessageAlerts(ctx: CompanyCtx): Promise<Alert[]> {
  const rows = await ctx.db
    .select({
      courseId: courseMessages.courseId,
      name: courses.name,
      waiting: count(),
      since: min(courseMessages.createdAt),
    })
    .from(courseMessages)
    .innerJoin(courses, sameCompanyAs(courses, courseMessages, eq(courses.id, courseMessages.courseId)))
    .where(
      companyRows(ctx, courseMessages).where(
        eq(courseMessages.side, 'driver'),
        isNull(courseMessages.readAt),
        isNull(courses.deletedAt),
      ),
    )
    .groupBy(courseMessages.courseId, courses.name)
    .orderBy(asc(courses.name));
  return rows.map((r) => ({
    id: `course_message:${r.courseId}`,
    kind: 'course_message',
    severity: 'warning',
    subjectType: 'course',
    subjectId: r.courseId,
    subjectName: r.name,
    dueOn: r.since ? todayInTokyo(new Date(r.since as Date | string)) : null,
    message: unreadMessagesAlertMessage(r.waiting),
  }));
}
