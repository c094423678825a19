import { defineFixtures } from './fixture.ts';

export default defineFixtures({
  async setup(api) {
    const client = await api.call<{ id: string }>('POST', '/v1/clients', { name: '株式会社東京食品' });
    const contract = await api.call<{ id: string }>('POST', '/v1/contracts', {
      clientId: client.id,
      name: '豊洲定期便',
      from: '2026-04-01',
      feeType: 'per_course',
      billingUnitPrice: 32000,
    });
    return { clientId: client.id, contractId: contract.id };
  },
  routes: {
    'GET /v1/contracts': ({ contractId }) => ({ listed: [contractId] }),
    'GET /v1/contracts/:id': ({ contractId }) => ({ params: { id: contractId } }),
    'PUT /v1/contracts/:id': ({ clientId, contractId }) => ({
      params: { id: contractId },
      body: { clientId, name: '書き換え', from: '2026-05-01', feeType: 'per_day', billingUnitPrice: 1 },
      readBack: `/v1/contracts/${contractId}`,
    }),
    'POST /v1/contracts/:id/copy': ({ contractId }) => ({
      params: { id: contractId },
      body: { from: '2027-04-01', to: '2028-03-31' },
      readBack: `/v1/contracts?perPage=1000`,
    }),
  },
});
