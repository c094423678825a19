import { todayInTokyo } from '@rikuun/contract';
import { attendances } from '../../src/features/attendances/attendances.table.ts';
import { defineFixtures } from './fixture.ts';

let serial = 0;
const today = todayInTokyo();

export default defineFixtures({
  async setup(api) {
    const driver = await api.call<{ id: string }>('POST', '/v1/drivers', {
      name: '労働 時間',
      email: `security-working-time-${Date.now().toString(36)}-${++serial}@example.test`,
    });
    // A finished duty (its figures do not move with the clock), written directly: only a driver's
    // session can post attendance.
    const [clockIn] = await api.db
      .insert(attendances)
      .values(
        (['clock_in', 'clock_out'] as const).map((type, i) => ({
          companyId: api.companyId,
          driverId: driver.id,
          type,
          at: new Date(Date.now() - (2 - i) * 1_800_000),
          workDate: today,
        })),
      )
      .returning({ id: attendances.id });
    return { driverId: driver.id, attendanceId: clockIn?.id ?? '' };
  },
  routes: {
    // One row per driver (its id is the driver's): another company must see none of them.
    'GET /v1/working-time': ({ driverId }) => ({
      query: { month: today.slice(0, 7) },
      listed: [driverId],
    }),
    'PUT /v1/attendances/:id/exceptions': ({ attendanceId, driverId }) => ({
      params: { id: attendanceId },
      body: { exceptions: ['holiday_work'] },
      readBack: `/v1/working-time?month=${today.slice(0, 7)}&driverId=${driverId}`,
    }),
  },
});
