import { destinations } from '../../src/features/destinations/destinations.table.ts';
import { drivers } from '../../src/features/drivers/drivers.table.ts';
import { vehicles } from '../../src/features/vehicles/vehicles.table.ts';
import { insertBase, insertCourse } from '../support/course-rows.ts';
import { defineFixtures } from './fixture.ts';

type Run = {
  status: string;
  result: { routes: { driverId: string; vehicleId: string; stops: { stopId: string }[] }[] } | null;
};

/**
 * A tiny instance (one course of two stops, one driver and truck, 1 s): setup waits for its run to end,
 * so the per-instance cap on solves is never reached by the setups of the next routes.
 */
export default defineFixtures({
  async setup(api) {
    const base = await insertBase(api.db, api.companyId, 35.68, 139.76);
    const course = await insertCourse(api.db, api.companyId, { name: '最適化テスト便' });
    await api.db.insert(destinations).values(
      [0, 1].map((i) => ({
        companyId: api.companyId,
        courseId: course.id,
        sequence: i + 1,
        name: `配送先${i + 1}`,
        latitude: 35.69 + i * 0.01,
        longitude: 139.77,
      })),
    );
    const [driver] = await api.db
      .insert(drivers)
      .values({ companyId: api.companyId, name: '運送 太郎' })
      .returning();
    const [truck] = await api.db
      .insert(vehicles)
      .values({
        companyId: api.companyId,
        registrationNumber: `品川 100 あ ${crypto.randomUUID().slice(0, 8)}`,
        vehicleClass: 'small',
      })
      .returning();
    const optimize = {
      deliveryDate: '2030-04-01',
      baseId: base.id,
      courseIds: [course.id],
      driverIds: [driver?.id],
      vehicleIds: [truck?.id],
      options: { timeLimitSeconds: 1 },
    };
    const { runId } = await api.call<{ runId: string }>('POST', '/v1/courses/optimize', optimize);
    let run: Run = { status: 'running', result: null };
    for (let i = 0; i < 100 && run.status === 'running'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      run = await api.call<Run>('GET', `/v1/courses/optimize/${runId}`);
    }
    const routes = (run.result?.routes ?? []).map((r) => ({
      driverId: r.driverId,
      vehicleId: r.vehicleId,
      stopIds: r.stops.map((s) => s.stopId),
    }));
    return { runId, optimize, confirm: { runId, routes } };
  },
  routes: {
    'POST /v1/courses/optimize/targets/search': () => ({ body: { deliveryDate: '2030-04-01' } }),
    'POST /v1/courses/optimize': ({ optimize }) => ({ body: optimize }),
    'POST /v1/courses/optimize/confirm': ({ confirm }) => ({ body: confirm }),
    'GET /v1/courses/optimize/:runId': ({ runId }) => ({ params: { runId } }),
    'POST /v1/courses/optimize/:runId/replan': ({ runId, confirm }) => ({
      params: { runId },
      body: { routes: confirm.routes },
      readBack: `/v1/courses/optimize/${runId}`,
    }),
    'POST /v1/courses/optimize/:runId/cancel': ({ runId }) => ({
      params: { runId },
      readBack: `/v1/courses/optimize/${runId}`,
    }),
  },
});
