import { defineFixtures } from './fixture.ts';

let serial = 0;
const freshName = () => `セキュリティ班 ${++serial}`;

export default defineFixtures({
  async setup(api) {
    const group = await api.call<{ id: string }>('POST', '/v1/groups', { name: freshName() });
    return { groupId: group.id };
  },
  routes: {
    'GET /v1/groups': ({ groupId }) => ({ listed: [groupId] }),
    'GET /v1/groups/:id': ({ groupId }) => ({ params: { id: groupId } }),
    'PUT /v1/groups/:id': ({ groupId }) => ({
      params: { id: groupId },
      body: { name: freshName(), memo: '書き換え' },
      readBack: `/v1/groups/${groupId}`,
    }),
  },
});
