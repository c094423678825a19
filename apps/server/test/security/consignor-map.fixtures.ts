import { courses } from '../../src/features/courses/courses.table.ts';
import { drivers } from '../../src/features/drivers/drivers.table.ts';
import { defineFixtures } from './fixture.ts';

const DAY = '2026-12-11';

/**
 * お届けマップ belongs to a consignor, not a company: the course of the company is made the generated
 * test's consignor's, with a driver, so the calls find it. The routes are not company routes, so the
 * generated tenancy checks skip them; test/consignor-map.test.ts checks another consignor's driver
 * and courses (404, never listed) and the stream (public route, its own short-lived token).
 */
export default defineFixtures({
  async setup(api) {
    const users = await api
      .as('consignor_user')
      .call<{ data: { consignorId: string }[] }>('GET', '/v1/consignor/users');
    const consignorId = users.data[0]?.consignorId;
    if (!consignorId) throw new Error('the consignor user has no consignor');
    const [driver] = await api.db
      .insert(drivers)
      .values({ companyId: api.companyId, name: '検証 太郎' })
      .returning({ id: drivers.id });
    if (!driver) throw new Error('driver not created');
    await api.db.insert(courses).values({
      companyId: api.companyId,
      consignorId,
      driverId: driver.id,
      deliveryDate: DAY,
      name: '検証便',
    });
    return { driverId: driver.id };
  },
  routes: {
    'GET /v1/consignor/locations': ({ driverId }) => ({ query: { driverId, date: DAY } }),
    'GET /v1/consignor/deliveries': () => ({ query: { date: DAY } }),
  },
});
