import { todayInTokyo } from '@rikuun/contract';
import { defineFixtures } from './fixture.ts';
import { freshRegistrationNumber } from './vehicles.fixtures.ts';

export default defineFixtures({
  async setup(api) {
    const soon = new Date(`${todayInTokyo()}T00:00:00Z`);
    soon.setUTCDate(soon.getUTCDate() + 5);
    const vehicle = await api.call<{ id: string }>('POST', '/v1/vehicles', {
      registrationNumber: freshRegistrationNumber(),
      vehicleClass: 'small',
      inspectionExpiresOn: soon.toISOString().slice(0, 10),
    });
    return { vehicleId: vehicle.id };
  },
  routes: {
    'GET /v1/alerts': ({ vehicleId }) => ({ listed: [`vehicle_inspection:${vehicleId}`] }),
  },
});
