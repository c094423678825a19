import { pngBytes } from '../support/samples.ts';
import { defineFixtures } from './fixture.ts';

let drivers = 0;

/** A driver made through the drivers API (POST /v1/drivers), as a carrier's admin would. */
export async function createFixtureDriver(api: {
  call<T>(method: 'POST', url: string, body: unknown): Promise<T>;
}) {
  const n = `${Date.now().toString(36)}${drivers++}`;
  const driver = await api.call<{ id: string }>('POST', '/v1/drivers', {
    name: `試験 太郎${n}`,
    nameKana: 'シケン タロウ',
    email: `fixture-driver-${n}@example.test`,
    employmentType: 'contractor',
  });
  return driver.id;
}

const training = () => ({ kind: 'general', conductedOn: '2026-04-01', content: '点呼の受け方', minutes: 30 });
const aptitudeTest = () => ({ kind: 'initial', takenOn: '2026-04-01', institution: 'NASVA' });

export default defineFixtures({
  async setup(api) {
    const driverId = await createFixtureDriver(api);
    const profile = await api.form<{ images: { id: string }[] }>(`/v1/drivers/${driverId}/profile-detail`, [
      { name: 'driverLicenseExpired', value: '2030-01-31' },
      { name: 'images', fileName: 'licence.png', data: pngBytes() },
    ]);
    const imageId = profile.images[0]?.id;
    if (!imageId) throw new Error('profile image not created');
    const guidance = await api.call<{ id: string }>('POST', `/v1/drivers/${driverId}/trainings`, training());
    const test = await api.call<{ id: string }>(
      'POST',
      `/v1/drivers/${driverId}/aptitude-tests`,
      aptitudeTest(),
    );
    return { driverId, imageId, trainingId: guidance.id, testId: test.id };
  },
  routes: {
    'GET /v1/master/job-type': () => ({ shared: '職種は全社共通のマスタ' }),
    'GET /v1/drivers/:id/profile-detail': ({ driverId }) => ({ params: { id: driverId } }),
    'POST /v1/drivers/:id/profile-detail': ({ driverId }) => ({
      params: { id: driverId },
      form: [{ name: 'memo', value: '他社からの登録' }],
      readBack: `/v1/drivers/${driverId}/profile-detail`,
    }),
    'PUT /v1/drivers/:id/profile-detail': ({ driverId }) => ({
      params: { id: driverId },
      form: [{ name: 'memo', value: '他社からの更新' }],
      readBack: `/v1/drivers/${driverId}/profile-detail`,
    }),
    'GET /v1/drivers/:id/register': ({ driverId }) => ({ params: { id: driverId } }),
    'GET /v1/drivers/:id/register/pdf': ({ driverId }) => ({ params: { id: driverId } }),
    'POST /v1/drivers/:id/register/photo': ({ driverId }) => ({
      params: { id: driverId },
      form: [
        { name: 'takenOn', value: '2026-04-01' },
        { name: 'photo', fileName: 'face.png', data: pngBytes() },
      ],
      readBack: `/v1/drivers/${driverId}/register`,
    }),
    'GET /v1/drivers/:id/trainings': ({ driverId }) => ({ params: { id: driverId } }),
    'POST /v1/drivers/:id/trainings': ({ driverId }) => ({
      params: { id: driverId },
      body: training(),
      readBack: `/v1/drivers/${driverId}/trainings`,
    }),
    'PUT /v1/drivers/:id/trainings/:recordId': ({ driverId, trainingId }) => ({
      params: { id: driverId, recordId: trainingId },
      body: { ...training(), content: '他社からの訂正' },
      readBack: `/v1/drivers/${driverId}/trainings`,
    }),
    'DELETE /v1/drivers/:id/trainings/:recordId': ({ driverId, trainingId }) => ({
      params: { id: driverId, recordId: trainingId },
      readBack: `/v1/drivers/${driverId}/trainings`,
    }),
    'GET /v1/drivers/:id/aptitude-tests': ({ driverId }) => ({ params: { id: driverId } }),
    'POST /v1/drivers/:id/aptitude-tests': ({ driverId }) => ({
      params: { id: driverId },
      body: aptitudeTest(),
      readBack: `/v1/drivers/${driverId}/aptitude-tests`,
    }),
    'PUT /v1/drivers/:id/aptitude-tests/:recordId': ({ driverId, testId }) => ({
      params: { id: driverId, recordId: testId },
      body: { ...aptitudeTest(), institution: '他社からの訂正' },
      readBack: `/v1/drivers/${driverId}/aptitude-tests`,
    }),
    'DELETE /v1/drivers/:id/aptitude-tests/:recordId': ({ driverId, testId }) => ({
      params: { id: driverId, recordId: testId },
      readBack: `/v1/drivers/${driverId}/aptitude-tests`,
    }),
    'DELETE /v1/drivers/:id/profile-detail/images/:imageId': ({ driverId, imageId }) => ({
      params: { id: driverId, imageId },
      readBack: `/v1/drivers/${driverId}/profile-detail`,
    }),
  },
});
