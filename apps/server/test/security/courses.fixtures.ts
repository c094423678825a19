import { defineFixtures } from './fixture.ts';

const body = (name: string) => ({ deliveryDate: '2026-11-24', name, startTime: '08:00', endTime: '12:00' });

export default defineFixtures({
  async setup(api) {
    const course = await api.call<{ id: string }>('POST', '/v1/courses', body('豊洲A便'));
    return { courseId: course.id };
  },
  routes: {
    'GET /v1/courses': ({ courseId }) => ({ listed: [courseId] }),
    'GET /v1/courses/timeline': ({ courseId }) => ({ listed: [courseId], query: { date: '2026-11-24' } }),
    'GET /v1/courses/:id': ({ courseId }) => ({ params: { id: courseId } }),
    'PUT /v1/courses/:id': ({ courseId }) => ({
      params: { id: courseId },
      body: { ...body('書き換え'), deliveryDate: '2026-11-25' },
      readBack: `/v1/courses/${courseId}`,
    }),
    'DELETE /v1/courses/:id': ({ courseId }) => ({
      params: { id: courseId },
      readBack: `/v1/courses/${courseId}`,
    }),
    'POST /v1/courses/:id/copy': ({ courseId }) => ({
      params: { id: courseId },
      body: { deliveryDates: ['2026-11-30', '2026-12-01'] },
      readBack: `/v1/courses/${courseId}`,
    }),
    // Without stops the owner's call answers 409 (nothing to carry over); another company's is 404 first.
    'POST /v1/courses/:id/carry-over': ({ courseId }) => ({
      params: { id: courseId },
      body: { deliveryDate: '2026-11-25' },
      readBack: `/v1/courses/${courseId}`,
    }),
  },
});
