import { defineFixtures } from './fixture.ts';

/** Postal codes and banks are the same for every company: nothing to create, nothing to hide. */
const shared = 'reference data from npm packages, common to every company';

export default defineFixtures({
  setup: async () => ({}),
  routes: {
    'GET /v1/postal-codes/:zipCode': () => ({ params: { zipCode: '100-0001' }, shared }),
    'GET /v1/banks': () => ({ shared }),
    'GET /v1/banks/:bankCode/branches': () => ({ params: { bankCode: '0001' }, shared }),
  },
});
