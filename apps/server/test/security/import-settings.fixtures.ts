import { defineFixtures } from './fixture.ts';

let serial = 0;
const body = () => ({
  name: `取込設定${Date.now().toString(36)}${serial++}`,
  encoding: 'shift_jis',
  headerRows: 1,
  columns: { deliveryDate: 'A', courseName: 'B', destinationName: 'C', address1: 'D' },
});

export default defineFixtures({
  async setup(api) {
    const setting = await api.call<{ id: string }>('POST', '/v1/import-settings', body());
    return { settingId: setting.id };
  },
  routes: {
    'GET /v1/import-settings': ({ settingId }) => ({ listed: [settingId] }),
    'GET /v1/import-settings/presets': () => ({
      shared: 'the layouts shipped with the product, the same for every company',
    }),
    'GET /v1/import-settings/:id': ({ settingId }) => ({ params: { id: settingId } }),
    'PUT /v1/import-settings/:id': ({ settingId }) => ({
      params: { id: settingId },
      body: { ...body(), encoding: 'utf8' },
      readBack: `/v1/import-settings/${settingId}`,
    }),
    'DELETE /v1/import-settings/:id': ({ settingId }) => ({
      params: { id: settingId },
      readBack: `/v1/import-settings/${settingId}`,
    }),
  },
});
