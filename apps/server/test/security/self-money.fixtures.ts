import { defineFixtures } from './fixture.ts';

export default defineFixtures({
  async setup() {
    return {};
  },
  routes: {
    'GET /v1/self/expenses': () => ({ own: 'test/self-money.test.ts: another driver’s expense of the day' }),
    'GET /v1/self/daily-reports': () => ({
      own: 'test/self-money.test.ts: own reports by date and contract',
    }),
  },
});
