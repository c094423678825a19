import { and, eq, isNotNull } from 'drizzle-orm';
import { drivers } from '../../src/features/drivers/drivers.table.ts';
import { insertCourse } from '../support/course-rows.ts';
import { defineFixtures } from './fixture.ts';

const own =
  "test/course-messages.test.ts: another driver's course, of this company or another, answers 404 and writes nothing";

export default defineFixtures({
  // The course is the company's signed-in driver's when it has one, so the driver's calls are real.
  async setup(api) {
    const [driver] = await api.db
      .select({ id: drivers.id })
      .from(drivers)
      .where(and(eq(drivers.companyId, api.companyId), isNotNull(drivers.userId)))
      .limit(1);
    const course = await insertCourse(api.db, api.companyId, { driverId: driver?.id ?? null });
    const message = await api.call<{ id: string }>('POST', `/v1/courses/${course.id}/messages`, {
      body: '確認をお願いします',
    });
    return { courseId: course.id, messageId: message.id };
  },
  routes: {
    'GET /v1/courses/:id/messages': ({ courseId, messageId }) => ({
      params: { id: courseId },
      listed: [messageId],
    }),
    'POST /v1/courses/:id/messages': ({ courseId }) => ({
      params: { id: courseId },
      body: { body: '追加の連絡です' },
      readBack: `/v1/courses/${courseId}/messages`,
    }),
    'GET /v1/self/courses/:id/messages': ({ courseId }) => ({ params: { id: courseId }, own }),
    'POST /v1/self/courses/:id/messages': ({ courseId }) => ({
      params: { id: courseId },
      body: { body: '了解しました' },
      readBack: `/v1/courses/${courseId}/messages`,
      own,
    }),
  },
});
