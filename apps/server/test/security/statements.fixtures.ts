import { defineFixtures } from './fixture.ts';

let serial = 0;
const month = { accountingMonth: '2026-11' };

export default defineFixtures({
  async setup(api) {
    const client = await api.call<{ id: string }>('POST', '/v1/clients', { name: '株式会社東京食品' });
    const driver = await api.call<{ id: string }>('POST', '/v1/drivers', {
      name: '締め 太郎',
      email: `security-statement-${Date.now().toString(36)}-${++serial}@example.test`,
      employmentType: 'contractor',
    });
    return { clientId: client.id, driverId: driver.id };
  },
  listQueries: { 'GET /v1/statements/clients': month, 'GET /v1/statements/drivers': month },
  routes: {
    'GET /v1/statements/clients': ({ clientId }) => ({ query: month, listed: [clientId], rowId: 'clientId' }),
    'GET /v1/statements/clients/:clientId': ({ clientId }) => ({ params: { clientId }, query: month }),
    'GET /v1/statements/drivers': ({ driverId }) => ({ query: month, listed: [driverId], rowId: 'driverId' }),
    'GET /v1/statements/drivers/:driverId': ({ driverId }) => ({ params: { driverId }, query: month }),
  },
});
