import { todayInTokyo } from '@rikuun/contract';
import { defineFixtures } from './fixture.ts';

let serial = 0;

export default defineFixtures({
  async setup(api) {
    const driver = await api.call<{ id: string }>('POST', '/v1/drivers', {
      name: '労働 時間',
      email: `security-working-time-${Date.now().toString(36)}-${++serial}@example.test`,
    });
    return { driverId: driver.id };
  },
  routes: {
    // One row per driver (its id is the driver's): another company must see none of them.
    'GET /v1/working-time': ({ driverId }) => ({
      query: { month: todayInTokyo().slice(0, 7) },
      listed: [driverId],
    }),
  },
});
