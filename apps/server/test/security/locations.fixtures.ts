import { driverLastPositions } from '../../src/features/locations/locations.table.ts';
import { defineFixtures } from './fixture.ts';

let serial = 0;
const point = () => ({ latitude: 35.68, longitude: 139.76, recordedAt: new Date().toISOString() });

export default defineFixtures({
  // The driver's phone is the only writer of positions; its last position is written here directly.
  async setup(api) {
    const driver = await api.call<{ id: string }>('POST', '/v1/drivers', {
      name: '位置 太郎',
      email: `security-location-${Date.now().toString(36)}-${++serial}@example.test`,
    });
    await api.db
      .insert(driverLastPositions)
      .values({ companyId: api.companyId, driverId: driver.id, ...point(), recordedAt: new Date() });
    return { driverId: driver.id };
  },
  routes: {
    'POST /v1/locations': () => ({ body: { points: [point()] } }),
    'POST /v1/locations/search': ({ driverId }) => ({
      body: { driverIds: [driverId], from: '2026-01-01T00:00:00Z', to: '2026-01-02T00:00:00Z' },
    }),
    'GET /v1/locations/latest': ({ driverId }) => ({ listed: [driverId], rowId: 'driverId' }),
  },
});
