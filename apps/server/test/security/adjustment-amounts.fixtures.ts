import { defineFixtures } from './fixture.ts';

let serial = 0;
const adjustment = { accountingMonth: '2026-11', title: '繁忙期手当', amount: 15000 };
const replaced = { accountingMonth: '2026-11', items: [{ title: '置き換え', amount: -100 }] };

export default defineFixtures({
  async setup(api) {
    const client = await api.call<{ id: string }>('POST', '/v1/clients', { name: '株式会社東京食品' });
    const driver = await api.call<{ id: string }>('POST', '/v1/drivers', {
      name: '調整 太郎',
      email: `security-adjustment-${Date.now().toString(36)}-${++serial}@example.test`,
      employmentType: 'contractor',
    });
    const clientAdjustment = await api.call<{ id: string }>(
      'POST',
      `/v1/clients/${client.id}/adjustment-amounts`,
      adjustment,
    );
    const driverAdjustment = await api.call<{ id: string }>(
      'POST',
      `/v1/drivers/${driver.id}/adjustment-amounts`,
      adjustment,
    );
    return {
      clientId: client.id,
      driverId: driver.id,
      clientAdjustmentId: clientAdjustment.id,
      driverAdjustmentId: driverAdjustment.id,
    };
  },
  routes: {
    'GET /v1/clients/:clientId/adjustment-amounts': ({ clientId, clientAdjustmentId }) => ({
      params: { clientId },
      listed: [clientAdjustmentId],
    }),
    'POST /v1/clients/:clientId/adjustment-amounts': ({ clientId }) => ({
      params: { clientId },
      body: adjustment,
      readBack: `/v1/clients/${clientId}/adjustment-amounts`,
    }),
    'POST /v1/clients/:clientId/adjustment-amounts/replace': ({ clientId }) => ({
      params: { clientId },
      body: replaced,
      readBack: `/v1/clients/${clientId}/adjustment-amounts`,
    }),
    'GET /v1/clients/:clientId/adjustment-amounts/:id': ({ clientId, clientAdjustmentId }) => ({
      params: { clientId, id: clientAdjustmentId },
    }),
    'PUT /v1/clients/:clientId/adjustment-amounts/:id': ({ clientId, clientAdjustmentId }) => ({
      params: { clientId, id: clientAdjustmentId },
      body: { ...adjustment, amount: -500 },
      readBack: `/v1/clients/${clientId}/adjustment-amounts/${clientAdjustmentId}`,
    }),
    'DELETE /v1/clients/:clientId/adjustment-amounts/:id': ({ clientId, clientAdjustmentId }) => ({
      params: { clientId, id: clientAdjustmentId },
      readBack: `/v1/clients/${clientId}/adjustment-amounts/${clientAdjustmentId}`,
    }),
    'GET /v1/clients/:clientId/adjustment-amounts/:id/history': ({ clientId, clientAdjustmentId }) => ({
      params: { clientId, id: clientAdjustmentId },
    }),
    'GET /v1/drivers/:driverId/adjustment-amounts': ({ driverId, driverAdjustmentId }) => ({
      params: { driverId },
      listed: [driverAdjustmentId],
    }),
    'POST /v1/drivers/:driverId/adjustment-amounts': ({ driverId }) => ({
      params: { driverId },
      body: adjustment,
      readBack: `/v1/drivers/${driverId}/adjustment-amounts`,
    }),
    'POST /v1/drivers/:driverId/adjustment-amounts/replace': ({ driverId }) => ({
      params: { driverId },
      body: replaced,
      readBack: `/v1/drivers/${driverId}/adjustment-amounts`,
    }),
    'GET /v1/drivers/:driverId/adjustment-amounts/:id': ({ driverId, driverAdjustmentId }) => ({
      params: { driverId, id: driverAdjustmentId },
    }),
    'PUT /v1/drivers/:driverId/adjustment-amounts/:id': ({ driverId, driverAdjustmentId }) => ({
      params: { driverId, id: driverAdjustmentId },
      body: { ...adjustment, amount: -500 },
      readBack: `/v1/drivers/${driverId}/adjustment-amounts/${driverAdjustmentId}`,
    }),
    'DELETE /v1/drivers/:driverId/adjustment-amounts/:id': ({ driverId, driverAdjustmentId }) => ({
      params: { driverId, id: driverAdjustmentId },
      readBack: `/v1/drivers/${driverId}/adjustment-amounts/${driverAdjustmentId}`,
    }),
    'GET /v1/drivers/:driverId/adjustment-amounts/:id/history': ({ driverId, driverAdjustmentId }) => ({
      params: { driverId, id: driverAdjustmentId },
    }),
  },
});
