import { drivers } from '../../src/features/drivers/drivers.table.ts';
import { defineFixtures } from './fixture.ts';

const DAY = '2026-11-02';
const body = (driverId: string, contractId: string) => ({
  driverId,
  contractId,
  date: DAY,
  startAt: `${DAY}T06:00:00+09:00`,
  endAt: `${DAY}T15:00:00+09:00`,
  startOdometerKm: 100,
  endOdometerKm: 180,
  memo: '書き換え',
});

export default defineFixtures({
  // The report's driver is written directly (a driver's own routes belong to the drivers feature);
  // one report is a draft, another requested (for the staff decision).
  async setup(api) {
    const [driver] = await api.db
      .insert(drivers)
      .values({ companyId: api.companyId, name: '日報 太郎' })
      .returning({ id: drivers.id });
    const driverId = driver?.id ?? '';
    const client = await api.call<{ id: string }>('POST', '/v1/clients', { name: '株式会社東京食品' });
    const contract = await api.call<{ id: string }>('POST', '/v1/contracts', {
      clientId: client.id,
      name: '店舗配送（日当）',
      from: '2026-04-01',
      feeType: 'per_day',
      billingUnitPrice: 30000,
      paymentUnitPrice: 24000,
    });
    const draft = await api.call<{ id: string }>('POST', '/v1/daily-reports', body(driverId, contract.id));
    const requested = await api.call<{ id: string }>('POST', '/v1/daily-reports', {
      ...body(driverId, contract.id),
      date: '2026-11-03',
      startAt: null,
      endAt: null,
    });
    await api.call('POST', `/v1/daily-reports/${requested.id}/request-approval`);
    return { driverId, contractId: contract.id, draftId: draft.id, requestedId: requested.id };
  },
  routes: {
    'GET /v1/daily-reports': ({ draftId, requestedId }) => ({ listed: [draftId, requestedId] }),
    'GET /v1/daily-reports/:id': ({ draftId }) => ({ params: { id: draftId } }),
    'GET /v1/daily-reports/duty-records/pdf': ({ driverId }) => ({ query: { driverId, month: '2026-11' } }),
    'GET /v1/daily-reports/:id/history': ({ draftId }) => ({ params: { id: draftId } }),
    'PUT /v1/daily-reports/:id': ({ draftId, driverId, contractId }) => ({
      params: { id: draftId },
      body: body(driverId, contractId),
      readBack: `/v1/daily-reports/${draftId}`,
    }),
    'POST /v1/daily-reports/:id/request-approval': ({ draftId }) => ({
      params: { id: draftId },
      readBack: `/v1/daily-reports/${draftId}`,
    }),
    'POST /v1/daily-reports/:id/update-status': ({ requestedId }) => ({
      params: { id: requestedId },
      body: { status: 'rejected', comment: '記録を確認してください' },
      readBack: `/v1/daily-reports/${requestedId}`,
    }),
    'POST /v1/daily-reports/:id/update-fees': ({ draftId }) => ({
      params: { id: draftId },
      body: { billingAmount: 1, paymentAmount: 1, reason: '訂正' },
      readBack: `/v1/daily-reports/${draftId}`,
    }),
  },
});
