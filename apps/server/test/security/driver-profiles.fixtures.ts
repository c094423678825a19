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

export default defineFixtures({
  async setup(api) {
    const driverId = await createFixtureDriver(api);
    const profile = await api.form<{ images: { id: string }[] }>(`/v1/drivers/${driverId}/profile-detail`, [
      { name: 'driverLicenseExpired', value: '2030-01-31' },
      { name: 'images', fileName: 'licence.png', data: pngBytes() },
    ]);
    const imageId = profile.images[0]?.id;
    if (!imageId) throw new Error('profile image not created');
    return { driverId, imageId };
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
    'DELETE /v1/drivers/:id/profile-detail/images/:imageId': ({ driverId, imageId }) => ({
      params: { id: driverId, imageId },
      readBack: `/v1/drivers/${driverId}/profile-detail`,
    }),
  },
});
