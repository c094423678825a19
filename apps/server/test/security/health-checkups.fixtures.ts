import { pdfBytes } from '../support/samples.ts';
import { createFixtureDriver } from './driver-profiles.fixtures.ts';
import { defineFixtures } from './fixture.ts';

type Checkup = { id: string; files: { id: string }[] };

export default defineFixtures({
  async setup(api) {
    const driverId = await createFixtureDriver(api);
    const checkup = await api.form<Checkup>(`/v1/drivers/${driverId}/health-checkup`, [
      { name: 'checkupDate', value: '2026-04-01' },
      { name: 'create[files]', fileName: 'result.pdf', data: pdfBytes() },
    ]);
    const fileId = checkup.files[0]?.id;
    if (!fileId) throw new Error('checkup file not created');
    return { driverId, checkupId: checkup.id, fileId };
  },
  routes: {
    'GET /v1/drivers/:driverId/health-checkup': ({ driverId }) => ({ params: { driverId } }),
    'POST /v1/drivers/:driverId/health-checkup': ({ driverId }) => ({
      params: { driverId },
      form: [{ name: 'checkupDate', value: '2026-05-01' }],
      readBack: `/v1/drivers/${driverId}/health-checkup`,
    }),
    'PUT /v1/drivers/:driverId/health-checkup/:id': ({ driverId, checkupId }) => ({
      params: { driverId, id: checkupId },
      form: [{ name: 'checkupDate', value: '2026-05-02' }],
      readBack: `/v1/drivers/${driverId}/health-checkup`,
    }),
    'DELETE /v1/drivers/:driverId/health-checkup/:id': ({ driverId, checkupId }) => ({
      params: { driverId, id: checkupId },
      readBack: `/v1/drivers/${driverId}/health-checkup`,
    }),
    'GET /v1/drivers/:driverId/health-checkup-files/:id': ({ driverId, fileId }) => ({
      params: { driverId, id: fileId },
    }),
  },
});
