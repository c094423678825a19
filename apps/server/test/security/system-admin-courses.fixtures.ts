import { defineFixtures } from './fixture.ts';
import { FIXTURE_DAY, fixtureFile } from './routing-source.fixtures.ts';

/**
 * The system administrator's courses belong to no company until assigned: setup uploads the consignor
 * user's rows and imports them as the system administrator; assigning hands one to the fixture's
 * company. Not company routes, so the generated tenancy checks skip them; test/system-admin-courses.test.ts
 * checks the assignment and the 409s.
 */
export default defineFixtures({
  async setup(api) {
    const upload = await api
      .as('consignor_user')
      .form<{ consignorId: string }>('/v1/consignor/routing-source/upload-csv', [fixtureFile()]);
    const made = await api
      .as('system_admin')
      .call<{ courses: { id: string }[] }>('POST', '/v1/system-admin/courses/import', {
        consignorId: upload.consignorId,
        deliveryDate: FIXTURE_DAY,
      });
    await api.as('consignor_user').form('/v1/consignor/routing-source/upload-csv', [fixtureFile()]);
    return {
      consignorId: upload.consignorId,
      courseIds: made.courses.map((c) => c.id),
      companyId: api.companyId,
    };
  },
  routes: {
    'GET /v1/system-admin/courses': ({ courseIds, consignorId }) => ({
      query: { consignorId, deliveryDate: FIXTURE_DAY, perPage: '1000' },
      listed: courseIds,
    }),
    'POST /v1/system-admin/courses/import': ({ consignorId }) => ({
      body: { consignorId, deliveryDate: FIXTURE_DAY },
    }),
    'POST /v1/system-admin/courses/:id/assign-company': ({ courseIds, companyId }) => ({
      params: { id: courseIds[0] ?? '' },
      body: { companyId },
    }),
  },
});
