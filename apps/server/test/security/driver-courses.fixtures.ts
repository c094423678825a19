import { todayInTokyo } from '@rikuun/contract';
import { and, eq, isNotNull } from 'drizzle-orm';
import { drivers } from '../../src/features/drivers/drivers.table.ts';
import { insertCourse } from '../support/course-rows.ts';
import { defineFixtures } from './fixture.ts';

export default defineFixtures({
  // The course is the company's signed-in driver's when it has one (so the driver's call is a real
  // one); its row is written directly: the course routes belong to the courses feature.
  async setup(api) {
    const [driver] = await api.db
      .select({ id: drivers.id })
      .from(drivers)
      .where(and(eq(drivers.companyId, api.companyId), isNotNull(drivers.userId)))
      .limit(1);
    const course = await insertCourse(api.db, api.companyId, {
      deliveryDate: todayInTokyo(),
      driverId: driver?.id ?? null,
    });
    const stop = await api.call<{ id: string }>('POST', `/v1/courses/${course.id}/destinations`, {
      name: '配送先',
    });
    return { destId: stop.id };
  },
  routes: {
    'POST /v1/self/destinations/:id/actions': ({ destId }) => ({
      params: { id: destId },
      body: { type: 'arrived' },
      readBack: `/v1/destinations/${destId}`,
      // Company staff may not call it (403), so the generic other-company check cannot reach it.
      own: "test/driver-courses.test.ts: another driver's stop, of this company or another, answers 404 and changes nothing",
    }),
  },
});
