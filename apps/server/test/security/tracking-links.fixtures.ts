import { todayInTokyo } from '@rikuun/contract';
import { insertCourse } from '../support/course-rows.ts';
import { defineFixtures } from './fixture.ts';

/**
 * A course of today (a link cannot be made for a past day) of the generated test's consignor, with one
 * stop. GET /track/:token is public; test/tracking-links.test.ts covers it and the shipper's 404s.
 */
export default defineFixtures({
  async setup(api) {
    const users = await api
      .as('consignor_user')
      .call<{ data: { consignorId: string }[] }>('GET', '/v1/consignor/users');
    const consignorId = users.data[0]?.consignorId;
    const course = await insertCourse(api.db, api.companyId, { consignorId, deliveryDate: todayInTokyo() });
    const stop = await api.call<{ id: string }>('POST', `/v1/courses/${course.id}/destinations`, {
      name: '追跡先',
      type: 'delivery',
    });
    return { courseId: course.id, destinationId: stop.id };
  },
  routes: {
    'POST /v1/courses/:courseId/destinations/:id/tracking-link': ({ courseId, destinationId }) => ({
      params: { courseId, id: destinationId },
      readBack: `/v1/courses/${courseId}/destinations/${destinationId}`,
    }),
    'POST /v1/consignor/destinations/:id/tracking-link': ({ destinationId }) => ({
      params: { id: destinationId },
    }),
  },
});
