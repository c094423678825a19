import { defineFixtures } from './fixture.ts';

export default defineFixtures({
  async setup(api) {
    const base = await api.call<{ id: string }>('POST', '/v1/bases', { name: '江東営業所' });
    return { baseId: base.id };
  },
  routes: {
    'GET /v1/bases': ({ baseId }) => ({ listed: [baseId] }),
    'GET /v1/bases/:id': ({ baseId }) => ({ params: { id: baseId } }),
    'PUT /v1/bases/:id': ({ baseId }) => ({
      params: { id: baseId },
      body: { name: '書き換え' },
      readBack: `/v1/bases/${baseId}`,
    }),
    'DELETE /v1/bases/:id': ({ baseId }) => ({ params: { id: baseId }, readBack: `/v1/bases/${baseId}` }),
  },
});
