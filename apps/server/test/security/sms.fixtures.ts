import { smsBatches } from '../../src/features/sms/sms-batches.table.ts';
import { defineFixtures } from './fixture.ts';

let serial = 0;

/**
 * The /sms routes take the company's API key, not an ID token: the generated test calls them with a
 * key it issues to the company (test/route-security.test.ts, authOf). The batch a sync would record
 * is written here directly, since setup calls with the admin's ID token.
 */
export default defineFixtures({
  async setup(api) {
    const driver = await api.call<{ id: string }>('POST', '/v1/drivers', {
      name: '連携 太郎',
      email: `security-sms-${Date.now().toString(36)}-${++serial}@example.test`,
    });
    const [batch] = await api.db.insert(smsBatches).values({ companyId: api.companyId }).returning();
    return { companyId: api.companyId, driverId: driver.id, batchId: batch?.id ?? '' };
  },
  routes: {
    'GET /v1/sms/companies': ({ companyId }) => ({ listed: [companyId] }),
    'GET /v1/sms/drivers': ({ driverId }) => ({ listed: [driverId] }),
    'POST /v1/sms/courses/sync': () => ({
      body: {
        courses: [
          {
            externalId: `SEC-${++serial}`,
            deliveryDate: '2026-04-01',
            name: '連携便',
            destinations: [{ name: '豊洲市場', latitude: 35.645, longitude: 139.785 }],
          },
        ],
      },
    }),
    'POST /v1/sms/courses/delete-with-batch': ({ batchId }) => ({ body: { batchId } }),
  },
});
