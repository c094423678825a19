import { defineFixtures } from './fixture.ts';

let serial = 0;
const freshEmail = () => `fixture-${Date.now().toString(36)}-${serial++}@example.test`;

/**
 * Consignor users belong to a consignor, not a company: the consignor user of the generated test adds
 * one to his own consignor. The routes are not company routes, so the generated tenancy checks skip
 * them; test/consignor-users.test.ts checks that another consignor's user answers 404.
 */
export default defineFixtures({
  async setup(api) {
    const user = await api
      .as('consignor_user')
      .call<{ id: string }>('POST', '/v1/consignor/users', { name: '荷主 四郎', email: freshEmail() });
    return { userId: user.id };
  },
  routes: {
    'GET /v1/consignor/users': ({ userId }) => ({ listed: [userId] }),
    'GET /v1/consignor/users/:id': ({ userId }) => ({ params: { id: userId } }),
    'PUT /v1/consignor/users/:id': ({ userId }) => ({
      params: { id: userId },
      body: { name: '荷主 五郎', email: freshEmail(), phone: '090-1234-5678', active: true },
      readBack: `/v1/consignor/users/${userId}`,
    }),
  },
});
