import { HEADER, line } from '../support/routing-source.ts';
import { defineFixtures } from './fixture.ts';

export const FIXTURE_DAY = '2026-12-10';
/** A file of two rows of FIXTURE_DAY, one route. */
export const fixtureFile = () => ({
  name: 'file',
  fileName: '配送データ.csv',
  data: Buffer.from(
    `${[HEADER, line(FIXTURE_DAY, '検証便', '検証商店', '東京都千代田区1-1'), line(FIXTURE_DAY, '検証便', '検証倉庫', '東京都港区2-2')].join('\r\n')}\r\n`,
  ),
  contentType: 'text/csv',
});

/**
 * 配送データ belongs to a consignor, not a company: the consignor user of the generated test uploads
 * to his own consignor. The routes are not company routes, so the generated tenancy checks skip them;
 * test/routing-source.test.ts checks that another consignor's rows are never listed nor marked (404).
 */
export default defineFixtures({
  async setup(api) {
    const upload = await api
      .as('consignor_user')
      .form<{ consignorId: string }>('/v1/consignor/routing-source/upload-csv', [fixtureFile()]);
    const rows = await api
      .as('consignor_user')
      .call<{ data: { id: string }[] }>('GET', `/v1/consignor/routing-source?deliveryDate=${FIXTURE_DAY}`);
    return { consignorId: upload.consignorId, rowIds: rows.data.map((r) => r.id) };
  },
  routes: {
    'GET /v1/consignor/routing-source': ({ rowIds }) => ({ listed: rowIds }),
    'POST /v1/consignor/routing-source/upload-csv': () => ({ form: [fixtureFile()] }),
    'POST /v1/routing-source/upload-csv': ({ consignorId }) => ({
      form: [{ name: 'consignorId', value: consignorId }, fixtureFile()],
    }),
    'POST /v1/consignor/routing-source/mark-as-processed': ({ rowIds }) => ({ body: { ids: rowIds } }),
    'POST /v1/consignor/routing-source/upload-csv/preview': () => ({ form: [fixtureFile()] }),
    'POST /v1/routing-source/upload-csv/preview': ({ consignorId }) => ({
      form: [{ name: 'consignorId', value: consignorId }, fixtureFile()],
    }),
    'PUT /v1/consignor/routing-source/:id': ({ rowIds }) => ({
      params: { id: rowIds[0] as string },
      body: {
        deliveryDate: FIXTURE_DAY,
        routeKey: '検証便',
        name: '検証商店（修正）',
        address1: '東京都千代田区1-1',
      },
      readBack: `/v1/consignor/routing-source?deliveryDate=${FIXTURE_DAY}`,
    }),
    'DELETE /v1/consignor/routing-source/:id': ({ rowIds }) => ({
      params: { id: rowIds[1] as string },
      readBack: `/v1/consignor/routing-source?deliveryDate=${FIXTURE_DAY}`,
    }),
  },
});
