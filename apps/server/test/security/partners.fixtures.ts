import { companies } from '../../src/lib/tenancy/companies.table.ts';
import { defineFixtures } from './fixture.ts';

export default defineFixtures({
  // The partner is another company, written directly (companies are the system administrator's).
  async setup(api) {
    const [other] = await api.db.insert(companies).values({ name: '傭車先テスト運輸株式会社' }).returning();
    if (!other) throw new Error('company not created');
    await api.call('POST', '/v1/partners', { companyId: other.id });
    return { partnerId: other.id };
  },
  listQueries: { 'GET /v1/partners/candidates': { q: '運輸' } },
  routes: {
    'GET /v1/partners': ({ partnerId }) => ({ listed: [partnerId], rowId: 'companyId' }),
    'GET /v1/partners/candidates': () => ({
      query: { q: '運輸' },
      shared:
        'companies found by name are the platform’s, the same for every company; test/partners.test.ts checks a company never finds itself',
    }),
    'DELETE /v1/partners/:companyId': ({ partnerId }) => ({
      params: { companyId: partnerId },
      readBack: '/v1/partners',
    }),
  },
});
