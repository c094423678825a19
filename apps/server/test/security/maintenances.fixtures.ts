import { pngBytes } from '../support/samples.ts';
import { defineFixtures } from './fixture.ts';
import { freshRegistrationNumber } from './vehicles.fixtures.ts';

type Created = { id: string; images: { id: string }[] };

export default defineFixtures({
  async setup(api) {
    const vehicle = await api.call<{ id: string }>('POST', '/v1/vehicles', {
      registrationNumber: freshRegistrationNumber(),
      vehicleClass: 'medium',
    });
    const maintenance = await api.form<Created>(
      `/v1/vehicles/${vehicle.id}/maintenances/actions/create-with-images`,
      [
        { name: 'maintained', value: '2026-01-10' },
        { name: 'memo', value: 'オイル交換' },
        { name: 'images', fileName: 'image.png', data: pngBytes() },
      ],
    );
    const imageId = maintenance.images[0]?.id;
    if (!imageId) throw new Error('maintenance image not created');
    return { vehicleId: vehicle.id, maintenanceId: maintenance.id, imageId };
  },
  routes: {
    'GET /v1/master/maintenance-task': () => ({ shared: '点検・整備項目は全社共通のマスタ' }),
    'GET /v1/vehicles/:vehicleId/maintenances': ({ vehicleId }) => ({ params: { vehicleId } }),
    'POST /v1/vehicles/:vehicleId/maintenances': ({ vehicleId }) => ({
      params: { vehicleId },
      body: { maintained: '2026-01-11', memo: '追加' },
      readBack: `/v1/vehicles/${vehicleId}/maintenances`,
    }),
    'POST /v1/vehicles/:vehicleId/maintenances/actions/create-with-images': ({ vehicleId }) => ({
      params: { vehicleId },
      form: [
        { name: 'maintained', value: '2026-01-12' },
        { name: 'images', fileName: 'image.png', data: pngBytes() },
      ],
      readBack: `/v1/vehicles/${vehicleId}/maintenances`,
    }),
    'PUT /v1/vehicles/:vehicleId/maintenances/:maintenanceId': ({ vehicleId, maintenanceId }) => ({
      params: { vehicleId, maintenanceId },
      body: { maintained: '2026-01-13', memo: '修正' },
      readBack: `/v1/vehicles/${vehicleId}/maintenances`,
    }),
    'POST /v1/vehicles/:vehicleId/maintenances/:maintenanceId/images': ({ vehicleId, maintenanceId }) => ({
      params: { vehicleId, maintenanceId },
      form: [{ name: 'images', fileName: 'image.png', data: pngBytes() }],
      readBack: `/v1/vehicles/${vehicleId}/maintenances`,
    }),
    'DELETE /v1/vehicles/:vehicleId/maintenances/:maintenanceId': ({ vehicleId, maintenanceId }) => ({
      params: { vehicleId, maintenanceId },
      readBack: `/v1/vehicles/${vehicleId}/maintenances`,
    }),
    'DELETE /v1/vehicles/:vehicleId/maintenances/:maintenanceId/images/:imageId': (ids) => ({
      params: ids,
      readBack: `/v1/vehicles/${ids.vehicleId}/maintenances`,
    }),
  },
});
