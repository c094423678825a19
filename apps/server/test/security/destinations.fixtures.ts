import { insertCourse } from '../support/course-rows.ts';
import { defineFixtures } from './fixture.ts';

const stop = (name: string) => ({ name, type: 'delivery', latitude: 35.68, longitude: 139.76 });

export default defineFixtures({
  // The course row is written directly: its routes belong to the courses feature.
  async setup(api) {
    const course = await insertCourse(api.db, api.companyId);
    const courseId = course.id;
    const first = await api.call<{ id: string }>(
      'POST',
      `/v1/courses/${courseId}/destinations`,
      stop('配送先A'),
    );
    const second = await api.call<{ id: string }>(
      'POST',
      `/v1/courses/${courseId}/destinations`,
      stop('配送先B'),
    );
    return { courseId, destinationId: first.id, secondId: second.id };
  },
  routes: {
    'GET /v1/destinations/:id': ({ destinationId }) => ({ params: { id: destinationId } }),
    'POST /v1/courses/:courseId/destinations': ({ courseId }) => ({
      params: { courseId },
      body: stop('追加の配送先'),
      readBack: `/v1/courses/${courseId}/destinations`,
    }),
    'GET /v1/courses/:courseId/destinations': ({ courseId, destinationId }) => ({
      params: { courseId },
      listed: [destinationId],
    }),
    'GET /v1/courses/:courseId/destinations/type': ({ courseId, destinationId }) => ({
      params: { courseId },
      query: { destinationType: 'delivery' },
      listed: [destinationId],
    }),
    'POST /v1/courses/:courseId/destinations/actions/reorder': ({ courseId, destinationId, secondId }) => ({
      params: { courseId },
      body: { ids: [secondId, destinationId] },
      readBack: `/v1/courses/${courseId}/destinations`,
    }),
    'GET /v1/courses/:courseId/destinations/:id': ({ courseId, destinationId }) => ({
      params: { courseId, id: destinationId },
    }),
    'PUT /v1/courses/:courseId/destinations/:id': ({ courseId, destinationId }) => ({
      params: { courseId, id: destinationId },
      body: { ...stop('書き換え'), sequence: 2 },
      readBack: `/v1/courses/${courseId}/destinations`,
    }),
    'DELETE /v1/courses/:courseId/destinations/:id': ({ courseId, destinationId }) => ({
      params: { courseId, id: destinationId },
      readBack: `/v1/courses/${courseId}/destinations`,
    }),
  },
});
