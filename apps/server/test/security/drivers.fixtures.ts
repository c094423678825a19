import { defineFixtures } from './fixture.ts';

let serial = 0;
const freshEmail = () => `security-driver-${Date.now().toString(36)}-${++serial}@example.test`;

export default defineFixtures({
  async setup(api) {
    const driver = await api.call<{ id: string }>('POST', '/v1/drivers', {
      name: '保安 太郎',
      nameKana: 'ホアン タロウ',
      email: freshEmail(),
    });
    return { driverId: driver.id };
  },
  routes: {
    'GET /v1/drivers': ({ driverId }) => ({ listed: [driverId] }),
    'GET /v1/drivers/:id': ({ driverId }) => ({ params: { id: driverId } }),
    'PUT /v1/drivers/:id': ({ driverId }) => ({
      params: { id: driverId },
      body: { name: '書き換え 花子', email: freshEmail() },
      readBack: `/v1/drivers/${driverId}`,
    }),
    'PUT /v1/drivers/:id/status': ({ driverId }) => ({
      params: { id: driverId },
      body: { status: 'inactive' },
      readBack: `/v1/drivers/${driverId}`,
    }),
    'POST /v1/drivers/:id/resendInvitationMail': ({ driverId }) => ({
      params: { id: driverId },
      readBack: `/v1/drivers/${driverId}`,
    }),
    'POST /v1/drivers/:id/login-code': ({ driverId }) => ({
      params: { id: driverId },
      readBack: `/v1/drivers/${driverId}`,
    }),
  },
});
