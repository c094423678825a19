import { defineFixtures } from './fixture.ts';

let serial = 0;
/** A registration number not used yet in this run (setup runs several times in one company). */
export function freshRegistrationNumber(): string {
  serial++;
  const digits = String(1000 + (serial % 9000)).padStart(4, '0');
  return `横浜 100 え ${digits.slice(0, 2)}-${digits.slice(2)}`;
}

export default defineFixtures({
  async setup(api) {
    const vehicle = await api.call<{ id: string }>('POST', '/v1/vehicles', {
      registrationNumber: freshRegistrationNumber(),
      vehicleClass: 'large',
    });
    return { vehicleId: vehicle.id };
  },
  routes: {
    'GET /v1/vehicles': ({ vehicleId }) => ({ listed: [vehicleId] }),
    'GET /v1/vehicles/:id': ({ vehicleId }) => ({ params: { id: vehicleId } }),
    'GET /v1/vehicles/:id/history': ({ vehicleId }) => ({ params: { id: vehicleId } }),
    'PUT /v1/vehicles/:id': ({ vehicleId }) => ({
      params: { id: vehicleId },
      body: { registrationNumber: freshRegistrationNumber(), vehicleClass: 'small', name: '書き換え' },
      readBack: `/v1/vehicles/${vehicleId}`,
    }),
    'DELETE /v1/vehicles/:id': ({ vehicleId }) => ({
      params: { id: vehicleId },
      readBack: `/v1/vehicles/${vehicleId}`,
    }),
  },
});
