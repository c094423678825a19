import { defineFixtures } from './fixture.ts';

let serial = 0;
const fresh = (prefix: string) => `${prefix}${Date.now().toString(36)}${serial++}`;

/**
 * Consignors are created by the system administrator; a company sees one only through a client linked
 * to it (clients.consignor_id). The link is made with POST /v1/clients, which another feature serves:
 * until it is merged (the route answers 404), the list cannot show the company a row of its own, so
 * its entry says why (shared) and test/consignors.test.ts links the client in the database instead.
 */
export default defineFixtures({
  async setup(api) {
    const consignor = await api
      .as('system_admin')
      .call<{ id: string }>('POST', '/v1/consignors', { name: fresh('セキュリティ荷主') });
    let linked = true;
    try {
      await api.call('POST', '/v1/clients', { name: fresh('荷主連携取引先'), consignorId: consignor.id });
    } catch (err) {
      if (!String(err).includes('POST /v1/clients answered 404')) throw err;
      linked = false;
    }
    return { consignorId: consignor.id, linked };
  },
  routes: {
    'GET /v1/consignors': ({ consignorId, linked }) =>
      linked
        ? { listed: [consignorId] }
        : { shared: 'no POST /v1/clients in this build to link a consignor to the company' },
    'GET /v1/consignors/:id': ({ consignorId }) => ({ params: { id: consignorId } }),
    'PUT /v1/consignors/:id': ({ consignorId }) => ({
      params: { id: consignorId },
      body: { name: fresh('書き換え荷主'), phone: '03-1234-5678' },
      readBack: `/v1/consignors/${consignorId}`,
    }),
  },
});
