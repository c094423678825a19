import { defineFixtures } from './fixture.ts';

export default defineFixtures({
  async setup(api) {
    const client = await api.call<{ id: string }>('POST', '/v1/clients', { name: '株式会社東京食品' });
    const site = await api.call<{ id: string }>('POST', `/v1/clients/${client.id}/bases`, {
      name: '豊洲センター',
    });
    return { clientId: client.id, clientBaseId: site.id };
  },
  routes: {
    'GET /v1/clients': ({ clientId }) => ({ listed: [clientId] }),
    'GET /v1/clients/:id': ({ clientId }) => ({ params: { id: clientId } }),
    'PUT /v1/clients/:id': ({ clientId }) => ({
      params: { id: clientId },
      body: { name: '書き換え', honorific: '様' },
      readBack: `/v1/clients/${clientId}`,
    }),
    'POST /v1/clients/:clientId/bases': ({ clientId }) => ({
      params: { clientId },
      body: { name: '追加拠点' },
      readBack: `/v1/clients/${clientId}/bases`,
    }),
    'GET /v1/clients/:clientId/bases': ({ clientId, clientBaseId }) => ({
      params: { clientId },
      listed: [clientBaseId],
    }),
    'GET /v1/clients/:clientId/bases/:id': ({ clientId, clientBaseId }) => ({
      params: { clientId, id: clientBaseId },
    }),
    'PUT /v1/clients/:clientId/bases/:id': ({ clientId, clientBaseId }) => ({
      params: { clientId, id: clientBaseId },
      body: { name: '書き換え' },
      readBack: `/v1/clients/${clientId}/bases/${clientBaseId}`,
    }),
    'DELETE /v1/clients/:clientId/bases/:id': ({ clientId, clientBaseId }) => ({
      params: { clientId, id: clientBaseId },
      readBack: `/v1/clients/${clientId}/bases/${clientBaseId}`,
    }),
  },
});
