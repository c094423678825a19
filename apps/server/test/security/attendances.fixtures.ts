import { todayInTokyo } from '@rikuun/contract';
import { attendances } from '../../src/features/attendances/attendances.table.ts';
import { drivers } from '../../src/features/drivers/drivers.table.ts';
import { defineFixtures } from './fixture.ts';

const today = todayInTokyo(new Date());
/** The staff list needs its date range, also before any record exists. */
const range = { from: today, to: today };

export default defineFixtures({
  // The driver's record is written directly: only a driver's session can post one.
  async setup(api) {
    const [driver] = await api.db
      .insert(drivers)
      .values({ companyId: api.companyId, name: '点呼 太郎' })
      .returning({ id: drivers.id });
    const driverId = driver?.id ?? '';
    const [row] = await api.db
      .insert(attendances)
      .values({
        companyId: api.companyId,
        driverId,
        type: 'clock_in',
        at: new Date(Date.now() - 3_600_000),
        workDate: today,
        alcoholDetected: false,
        alcoholValue: 0,
        detectorUsed: true,
        healthCondition: 'good',
        sleepHours: 7,
        dailyInspectionDone: true,
      })
      .returning({ id: attendances.id });
    return { attendanceId: row?.id ?? '' };
  },
  listQueries: { 'GET /v1/attendances': range },
  routes: {
    'GET /v1/attendances': ({ attendanceId }) => ({ query: range, listed: [attendanceId] }),
    'POST /v1/self/attendances': () => ({
      body: {
        type: 'clock_in',
        alcoholDetected: false,
        alcoholValue: 0,
        detectorUsed: true,
        healthCondition: 'good',
        sleepHours: 7,
        dailyInspectionDone: true,
      },
    }),
    'POST /v1/attendances/:id/confirm': ({ attendanceId }) => ({
      params: { id: attendanceId },
      body: { method: 'in_person', instructions: '安全運転で' },
      readBack: `/v1/attendances?from=${today}&to=${today}`,
    }),
    'GET /v1/attendances/register/csv': () => ({ query: range }),
    'GET /v1/attendances/register/pdf': () => ({ query: range }),
    'GET /v1/self/company/roll-call-settings': () => ({}),
    'POST /v1/self/company/roll-call-settings': () => ({ body: { itRollCallApproved: true } }),
    'GET /v1/self/attendances': () => ({}),
  },
});
