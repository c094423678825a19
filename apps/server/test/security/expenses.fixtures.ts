import { todayInTokyo } from '@rikuun/contract';
import { insertCourse } from '../support/course-rows.ts';
import { defineFixtures } from './fixture.ts';

const today = todayInTokyo();
const body = { expenseType: 'toll', amount: 1320, paidOn: today, billable: true };
const decision = { status: 'approved', comment: null };

export default defineFixtures({
  // The course row is written directly: its routes belong to the courses feature. One requested
  // expense under a stop, one under the course, and an approved billable one for the client's month.
  async setup(api) {
    const client = await api.call<{ id: string }>('POST', '/v1/clients', { name: '経費の荷主' });
    const contract = await api.call<{ id: string }>('POST', '/v1/contracts', {
      clientId: client.id,
      name: '経費の契約',
      from: '2026-01-01',
      feeType: 'per_course',
      billingUnitPrice: 30000,
    });
    const course = await insertCourse(api.db, api.companyId, {
      deliveryDate: today,
      contractId: contract.id,
    });
    const stop = await api.call<{ id: string }>('POST', `/v1/courses/${course.id}/destinations`, {
      name: '配送先',
    });
    const stopUrl = `/v1/destinations/${stop.id}/expenses`;
    const requested = await api.call<{ id: string }>('POST', stopUrl, body);
    await api.call('POST', `${stopUrl}/${requested.id}/request-approval`);
    const approved = await api.call<{ id: string }>('POST', stopUrl, body);
    await api.call('POST', `${stopUrl}/${approved.id}/request-approval`);
    await api.call('POST', `${stopUrl}/${approved.id}/update-status`, decision);
    const own = await api.call<{ id: string }>('POST', `/v1/course-expenses/${course.id}`, body);
    const draft = await api.call<{ id: string }>('POST', stopUrl, body);
    return {
      courseId: course.id,
      destId: stop.id,
      requestedId: requested.id,
      approvedId: approved.id,
      draftId: draft.id,
      courseExpenseId: own.id,
      clientId: client.id,
    };
  },
  routes: {
    'POST /v1/destinations/:destId/expenses': ({ destId }) => ({
      params: { destId },
      body,
      readBack: `/v1/destinations/${destId}/expenses`,
    }),
    'GET /v1/destinations/:destId/expenses': ({ destId, requestedId }) => ({
      params: { destId },
      listed: [requestedId],
    }),
    'PUT /v1/destinations/:destId/expenses/:id': ({ destId, draftId }) => ({
      params: { destId, id: draftId },
      body: { ...body, amount: 999 },
      readBack: `/v1/destinations/${destId}/expenses`,
    }),
    'POST /v1/destinations/:destId/expenses/:id/request-approval': ({ destId, draftId }) => ({
      params: { destId, id: draftId },
      readBack: `/v1/destinations/${destId}/expenses`,
    }),
    'POST /v1/destinations/:destId/expenses/:id/update-status': ({ destId, requestedId }) => ({
      params: { destId, id: requestedId },
      body: decision,
      readBack: `/v1/destinations/${destId}/expenses`,
    }),
    'POST /v1/course-expenses/:courseId': ({ courseId }) => ({
      params: { courseId },
      body,
      readBack: `/v1/course-expenses/${courseId}`,
    }),
    'PUT /v1/course-expenses/:courseId/:id': ({ courseId, courseExpenseId }) => ({
      params: { courseId, id: courseExpenseId },
      body: { ...body, amount: 999 },
      readBack: `/v1/course-expenses/${courseId}`,
    }),
    'POST /v1/course-expenses/:courseId/:id/request-approval': ({ courseId, courseExpenseId }) => ({
      params: { courseId, id: courseExpenseId },
      readBack: `/v1/course-expenses/${courseId}`,
    }),
    'POST /v1/course-expenses/:courseId/:id/update-status': ({ courseId, courseExpenseId }) => ({
      params: { courseId, id: courseExpenseId },
      body: decision,
      readBack: `/v1/course-expenses/${courseId}`,
    }),
    'GET /v1/course-expenses': ({ courseId }) => ({ listed: [courseId], rowId: 'courseId' }),
    'GET /v1/course-expenses/:courseId': ({ courseId, requestedId, courseExpenseId }) => ({
      params: { courseId },
      listed: [requestedId, courseExpenseId],
    }),
    'GET /v1/expenses': ({ requestedId, approvedId }) => ({ listed: [requestedId, approvedId] }),
    'GET /v1/expenses/by-client': ({ clientId }) => ({
      query: { accountingMonth: today.slice(0, 7), clientId },
    }),
    'GET /v1/expenses/:id': ({ approvedId }) => ({ params: { id: approvedId } }),
    'GET /v1/expenses/:id/history': ({ approvedId }) => ({ params: { id: approvedId }, listed: [] }),
    'POST /v1/expenses/actions/update-status': ({ requestedId }) => ({
      body: { ids: [requestedId], ...decision },
    }),
  },
});
