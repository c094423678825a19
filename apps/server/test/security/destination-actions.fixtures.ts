import { insertCourse } from '../support/course-rows.ts';
import { defineFixtures } from './fixture.ts';

export default defineFixtures({
  // The course row is written directly: its routes belong to the courses feature.
  async setup(api) {
    const course = await insertCourse(api.db, api.companyId, {
      deliveryDate: new Date().toISOString().slice(0, 10),
    });
    const stop = await api.call<{ id: string }>('POST', `/v1/courses/${course.id}/destinations`, {
      name: '配送先',
    });
    const action = await api.call<{ id: string }>('POST', `/v1/destinations/${stop.id}/actions`, {
      type: 'arrived',
    });
    return { destId: stop.id, actionId: action.id };
  },
  routes: {
    'POST /v1/destinations/:destId/actions': ({ destId }) => ({
      params: { destId },
      body: { type: 'completed' },
      readBack: `/v1/destinations/${destId}`,
    }),
    'GET /v1/destinations/:destId/actions': ({ destId }) => ({ params: { destId } }),
    'GET /v1/destinations/:destId/actions/:id': ({ destId, actionId }) => ({
      params: { destId, id: actionId },
    }),
    'DELETE /v1/destinations/:destId/actions/:id': ({ destId, actionId }) => ({
      params: { destId, id: actionId },
      readBack: `/v1/destinations/${destId}`,
    }),
  },
});
