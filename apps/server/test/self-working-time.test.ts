import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers } from '../src/features/drivers/drivers.table.ts';
import { createCompany, createTestApp, createUser, type TestApp, usersOfEveryRole } from './helpers.ts';
import { callAs } from './support/api-calls.ts';
import { jst, workRecords } from './support/work-records.ts';

// The server's clock: 2025-06-11 12:00 in Tokyo.
let now = jst('2025-06-11 12:00');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, undefined, { clock: () => now });
});
afterAll(() => t.close());

/** A company with a signed-in driver, his driver row and a writer of his records. */
async function driverOfNewCompany() {
  const { companyId } = await createCompany(t);
  const user = await createUser(t, 'driver', { companyId });
  const [row] = await t.database.db.select().from(drivers).where(eq(drivers.userId, user.id));
  if (!row) throw new Error('no driver row');
  return { user, driverId: row.id, rec: workRecords(t.database.db, companyId) };
}

/**
 * 2025-06-10 06:00–18:00, then 2025-06-11: 05:00 出勤 (11 h of rest), stop 07:00–07:30, 休憩
 * 09:00–09:20, driving since.
 */
async function drivingToday(d: Awaited<ReturnType<typeof driverOfNewCompany>>) {
  await d.rec.attend(d.driverId, [
    ['clock_in', jst('2025-06-10 06:00')],
    ['clock_out', jst('2025-06-10 18:00')],
  ]);
  await d.rec.attend(d.driverId, [
    ['clock_in', jst('2025-06-11 05:00')],
    ['break_start', jst('2025-06-11 09:00')],
    ['break_end', jst('2025-06-11 09:20')],
  ]);
  await d.rec.course(d.driverId, '2025-06-11', [
    [
      ['arrived', jst('2025-06-11 07:00')],
      ['completed', jst('2025-06-11 07:30')],
    ],
  ]);
}

describe('GET /v1/self/working-time', () => {
  it("answers the driver's own 拘束, 運転, 連続運転 since the break and the rest before, with limits", async () => {
    now = jst('2025-06-11 12:00');
    const d = await driverOfNewCompany();
    await drivingToday(d);
    const res = await callAs(t, d.user, 'GET', '/v1/self/working-time');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      date: '2025-06-11',
      asOf: now.toISOString(),
      state: 'on_duty',
      duty: {
        attendanceId: expect.any(String),
        workDate: '2025-06-11',
        start: jst('2025-06-11 05:00').toISOString(),
        end: now.toISOString(),
        ongoing: true,
        activity: 'driving',
        exceptions: [],
      },
      restraint: { minutes: 420, limitMinutes: 780, maxMinutes: 900, because: null },
      // 7 h less 30 min at the stop and the 20-minute break.
      driving: { minutes: 370, limitMinutes: 540 },
      // Work at the stop is no break; the 20-minute break counts, short of the 30 that end the run.
      continuousDriving: { minutes: 370, limitMinutes: 240, breakMinutes: 20, breakNeededMinutes: 30 },
      rest: { minutes: 660, running: false, afterDaysOff: false, minMinutes: 540, targetMinutes: 660 },
    });

    // The same figures as the staff's report of the day.
    const admin = await createUser(t, 'company_admin', { companyId: d.user.companyId as string });
    const company = await callAs(t, admin, 'GET', `/v1/working-time?month=2025-06&driverId=${d.driverId}`);
    const duty = company.body.data[0].duties.at(-1);
    expect([duty.restraintMinutes, duty.drivingMinutes, duty.currentContinuousDrivingMinutes]).toEqual([
      420, 370, 370,
    ]);
  });

  it('names a 特例 the office set and holds the duty to its limit', async () => {
    now = jst('2025-06-11 12:00');
    const d = await driverOfNewCompany();
    await drivingToday(d);
    const admin = await createUser(t, 'company_admin', { companyId: d.user.companyId as string });
    const before = await callAs(t, d.user, 'GET', '/v1/self/working-time');
    const set = await callAs(t, admin, 'PUT', `/v1/attendances/${before.body.duty.attendanceId}/exceptions`, {
      exceptions: ['two_drivers'],
    });
    expect(set.status).toBe(200);
    const res = await callAs(t, d.user, 'GET', '/v1/self/working-time');
    expect(res.body.restraint).toEqual({
      minutes: 420,
      limitMinutes: 1200,
      maxMinutes: 1200,
      because: '2人乗務の特例',
    });
    expect(res.body.duty.exceptions).toEqual(['two_drivers']);
  });

  it('before the day’s 出勤: zeros, off duty, and the rest running since the last 退勤', async () => {
    now = jst('2025-06-11 12:00');
    const d = await driverOfNewCompany();
    await d.rec.attend(d.driverId, [
      ['clock_in', jst('2025-06-10 08:00')],
      ['clock_out', jst('2025-06-10 20:00')],
    ]);
    const res = await callAs(t, d.user, 'GET', '/v1/self/working-time');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      state: 'off_duty',
      duty: null,
      restraint: { minutes: 0, limitMinutes: 780, maxMinutes: 900 },
      driving: { minutes: 0 },
      continuousDriving: { minutes: 0, breakMinutes: 0 },
      rest: { minutes: 960, running: true, afterDaysOff: false, minMinutes: 540 },
    });

    // A rest of a day and more holds a 休日; with no record at all there is none to tell.
    const dayOff = await driverOfNewCompany();
    await dayOff.rec.attend(dayOff.driverId, [
      ['clock_in', jst('2025-06-09 08:00')],
      ['clock_out', jst('2025-06-09 20:00')],
    ]);
    const later = await callAs(t, dayOff.user, 'GET', '/v1/self/working-time');
    expect(later.body.rest).toMatchObject({ minutes: 2400, running: true, afterDaysOff: true });
    const fresh = await driverOfNewCompany();
    const none = await callAs(t, fresh.user, 'GET', '/v1/self/working-time');
    expect(none.body).toMatchObject({
      date: '2025-06-11',
      state: 'off_duty',
      duty: null,
      rest: { minutes: null, running: false, afterDaysOff: false },
    });
  });

  it("after 退勤 keeps today's duty, with 連続運転 ended by the rest", async () => {
    now = jst('2025-06-11 12:00');
    const d = await driverOfNewCompany();
    await drivingToday(d);
    await d.rec.attend(d.driverId, [['clock_out', jst('2025-06-11 11:00')]], '2025-06-11');
    const res = await callAs(t, d.user, 'GET', '/v1/self/working-time');
    expect(res.body).toMatchObject({
      state: 'off_duty',
      duty: { ongoing: false, end: jst('2025-06-11 11:00').toISOString() },
      restraint: { minutes: 360 },
      driving: { minutes: 310 },
      continuousDriving: { minutes: 0 },
      rest: { minutes: 60, running: true },
    });
  });

  it("shows only the driver's own records, never another company's driver's", async () => {
    now = jst('2025-06-11 12:00');
    const mine = await driverOfNewCompany();
    const theirs = await driverOfNewCompany();
    await drivingToday(theirs);
    const res = await callAs(t, mine.user, 'GET', '/v1/self/working-time');
    expect(res.body).toMatchObject({ state: 'off_duty', duty: null, restraint: { minutes: 0 } });
    expect(res.body.rest.minutes).toBeNull();
    const own = await callAs(t, theirs.user, 'GET', '/v1/self/working-time');
    expect(own.body.restraint.minutes).toBe(420);
  });

  it('is for drivers only', async () => {
    const { byRole } = await usersOfEveryRole(t);
    for (const role of ['company_admin', 'consignor_user', 'system_admin'] as const)
      expect((await callAs(t, byRole[role], 'GET', '/v1/self/working-time')).status, role).toBe(403);
    expect((await t.app.inject({ url: '/v1/self/working-time' })).statusCode).toBe(401);
  });
});
