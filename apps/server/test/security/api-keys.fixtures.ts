import { defineFixtures } from './fixture.ts';

export default defineFixtures({
  async setup(api) {
    const key = await api.call<{ id: string }>('POST', '/v1/api-keys', { name: 'セキュリティ確認' });
    return { keyId: key.id };
  },
  routes: {
    'GET /v1/api-keys': ({ keyId }) => ({ listed: [keyId] }),
    'DELETE /v1/api-keys/:id': ({ keyId }) => ({ params: { id: keyId }, readBack: '/v1/api-keys' }),
  },
});
