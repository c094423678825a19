import { addDays, todayInTokyo } from '@rikuun/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createTestApp, type TestApp, usersOfEveryRole } from './helpers.ts';
import { callAs } from './support/api-calls.ts';
import { jst, workRecords } from './support/work-records.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function setup() {
  const company = await createCompany(t);
  return { ...company, rec: workRecords(t.database.db, company.companyId) };
}

/**
 * 2025-06-10: 06:00 出勤, stop 1 08:00–09:30 (荷待ち 08:00–09:00), 休憩 12:00–12:45, stop 2
 * 14:00–14:30, 21:30 退勤: 15 h 30 min of 拘束, and 7 h driving without a break at the end.
 * 2025-06-11: 05:30 出勤 (8 h of rest), 09:00 退勤.
 */
async function longDayThenShortRest(rec: ReturnType<typeof workRecords>, driverId: string) {
  await rec.attend(driverId, [
    ['clock_in', jst('2025-06-10 06:00')],
    ['break_start', jst('2025-06-10 12:00')],
    ['break_end', jst('2025-06-10 12:45')],
    ['clock_out', jst('2025-06-10 21:30')],
  ]);
  await rec.course(driverId, '2025-06-10', [
    [
      ['arrived', jst('2025-06-10 08:00')],
      ['waiting_started', jst('2025-06-10 08:00')],
      ['waiting_ended', jst('2025-06-10 09:00')],
      ['completed', jst('2025-06-10 09:30')],
    ],
    [
      ['arrived', jst('2025-06-10 14:00')],
      ['completed', jst('2025-06-10 14:30')],
    ],
  ]);
  await rec.attend(driverId, [
    ['clock_in', jst('2025-06-11 05:30')],
    ['clock_out', jst('2025-06-11 09:00')],
  ]);
}

const rulesOf = (duty: { findings: { rule: string; severity: string }[] }) =>
  duty.findings.map((f) => `${f.rule}:${f.severity}`).sort();

describe('GET /v1/working-time', () => {
  it('computes each duty and the month from attendance and stop actions', async () => {
    const { admin, rec } = await setup();
    const driver = await rec.driver();
    const idle = await rec.driver('記録 なし');
    await longDayThenShortRest(rec, driver.id);

    const res = await callAs(t, admin, 'GET', '/v1/working-time?month=2025-06');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ month: '2025-06', total: 2 });
    const row = res.body.data.find((d: { id: string }) => d.id === driver.id);
    expect(row.driverName).toBe('労働 太郎');
    const [first, second] = row.duties;
    expect(first).toMatchObject({
      workDate: '2025-06-10',
      start: jst('2025-06-10 06:00').toISOString(),
      end: jst('2025-06-10 21:30').toISOString(),
      ongoing: false,
      spanMinutes: 930,
      // The next 出勤 (05:30) is within 24 h of this one (06:00): its first 30 minutes count here too.
      restraintMinutes: 960,
      restBeforeMinutes: null,
      breakMinutes: 45,
      waitingMinutes: 60,
      // 930 − 90 at stop 1 − 45 break − 30 at stop 2.
      drivingMinutes: 765,
      // 12:45 to 21:30 less the 30 minutes at stop 2: work at a stop is no break (only 休憩 is).
      maxContinuousDrivingMinutes: 495,
    });
    expect(rulesOf(first)).toEqual(['continuous_driving:breach', 'restraint_daily:breach']);
    expect(second).toMatchObject({ workDate: '2025-06-11', restBeforeMinutes: 480, spanMinutes: 210 });
    expect(rulesOf(second)).toEqual(['rest_period:breach']);
    expect(second.findings[0].message).toBe('休息期間が8時間で、最低の9時間に足りません');
    expect(row.summary).toMatchObject({
      restraintMinutes: 1140,
      restraintLimitMinutes: 284 * 60,
      dutyCount: 2,
      maxRestraintMinutes: 960,
      daysOver13h: 1,
      daysOver14h: 1,
      restraintBreachCount: 1,
      restBreachCount: 1,
      drivingTwoDayBreachCount: 0,
      continuousDrivingBreachCount: 1,
      findings: [],
    });

    const empty = res.body.data.find((d: { id: string }) => d.id === idle.id);
    expect(empty).toMatchObject({ duties: [], summary: { restraintMinutes: 0, dutyCount: 0 } });

    const other = await callAs(t, admin, 'GET', '/v1/working-time?month=2025-07');
    expect(other.body.data.find((d: { id: string }) => d.id === driver.id).duties).toEqual([]);
  });

  it('keeps a duty crossing midnight on its 出勤 date, and one driver when asked', async () => {
    const { admin, rec } = await setup();
    const driver = await rec.driver();
    await rec.driver('ほか');
    await rec.attend(driver.id, [
      ['clock_in', jst('2025-06-30 20:00')],
      ['clock_out', jst('2025-07-01 06:00')],
    ]);
    const june = await callAs(t, admin, 'GET', `/v1/working-time?month=2025-06&driverId=${driver.id}`);
    expect(june.body.total).toBe(1);
    expect(june.body.data[0].duties).toMatchObject([{ workDate: '2025-06-30', spanMinutes: 600 }]);
    const july = await callAs(t, admin, 'GET', `/v1/working-time?month=2025-07&driverId=${driver.id}`);
    expect(july.body.data[0].duties).toEqual([]);
  });

  it("answers 404 for another company's driver and never shows its rows", async () => {
    const a = await setup();
    const b = await setup();
    const driver = await a.rec.driver();
    await longDayThenShortRest(a.rec, driver.id);
    const res = await callAs(t, b.admin, 'GET', `/v1/working-time?month=2025-06&driverId=${driver.id}`);
    expect(res.status).toBe(404);
    const list = await callAs(t, b.admin, 'GET', '/v1/working-time?month=2025-06');
    expect(list.body).toEqual({ month: '2025-06', data: [], total: 0 });
  });

  it('refuses a bad month with 400 and other roles with 403', async () => {
    const { admin } = await setup();
    for (const month of ['2025-13', '2025-6', 'x', '']) {
      const res = await callAs(t, admin, 'GET', `/v1/working-time?month=${month}`);
      expect(res.status, month).toBe(400);
    }
    const thisMonth = await callAs(t, admin, 'GET', '/v1/working-time');
    expect(thisMonth.body.month).toBe(todayInTokyo().slice(0, 7));
    const { byRole } = await usersOfEveryRole(t);
    for (const role of ['driver', 'consignor_user', 'system_admin'] as const)
      expect((await callAs(t, byRole[role], 'GET', '/v1/working-time?month=2025-06')).status, role).toBe(403);
  });
});

describe('working-time alerts', () => {
  it("lists yesterday's breach (danger) and a duty still going near 13 h (warning)", async () => {
    const { admin, rec } = await setup();
    const tired = await rec.driver('長時間 一郎');
    const going = await rec.driver('運行中 二郎');
    const yesterday = addDays(todayInTokyo(), -1);
    await rec.attend(tired.id, [
      ['clock_in', jst(`${yesterday} 05:00`)],
      ['break_start', jst(`${yesterday} 09:00`)],
      ['break_end', jst(`${yesterday} 10:00`)],
      ['break_start', jst(`${yesterday} 14:00`)],
      ['break_end', jst(`${yesterday} 15:00`)],
      ['break_start', jst(`${yesterday} 18:00`)],
      ['break_end', jst(`${yesterday} 18:30`)],
      ['clock_out', jst(`${yesterday} 21:00`)],
    ]);
    const started = new Date(Date.now() - (12 * 60 + 40) * 60_000);
    await rec.attend(going.id, [
      ['clock_in', started],
      ['break_start', new Date(started.getTime() + 3 * 3_600_000)],
      ['break_end', new Date(started.getTime() + 4 * 3_600_000)],
      ['break_start', new Date(started.getTime() + 7 * 3_600_000)],
      ['break_end', new Date(started.getTime() + 8 * 3_600_000)],
      ['break_start', new Date(Date.now() - 3 * 3_600_000)],
    ]);

    const res = await callAs(t, admin, 'GET', '/v1/alerts');
    expect(res.status).toBe(200);
    const mine = res.body.data.filter((a: { kind: string }) => a.kind.startsWith('working_time'));
    const day = `${Number(yesterday.slice(5, 7))}月${Number(yesterday.slice(8, 10))}日`;
    expect(mine).toEqual(
      expect.arrayContaining([
        {
          id: `working_time_breach:${tired.id}`,
          kind: 'working_time_breach',
          severity: 'danger',
          subjectType: 'driver',
          subjectId: tired.id,
          subjectName: '長時間 一郎',
          dueOn: null,
          message: `${day}の勤務：拘束時間が16時間で、上限の15時間を超えています`,
        },
        expect.objectContaining({
          id: `working_time_near:${going.id}`,
          kind: 'working_time_near',
          severity: 'warning',
          subjectId: going.id,
          message: expect.stringContaining('まもなく13時間に達します'),
        }),
      ]),
    );
    expect(mine).toHaveLength(2);
  });

  it('does not list a finished duty that only came near a limit, nor a short rest before a duty going', async () => {
    const { admin, rec } = await setup();
    const driver = await rec.driver();
    const rested = await rec.driver('休息 短子');
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
    await rec.attend(rested.id, [
      ['clock_in', hoursAgo(13)],
      ['clock_out', hoursAgo(11)],
    ]);
    await rec.attend(rested.id, [['clock_in', hoursAgo(1)]]);
    const month = todayInTokyo(hoursAgo(1)).slice(0, 7);
    const report = await callAs(t, admin, 'GET', `/v1/working-time?month=${month}&driverId=${rested.id}`);
    expect(report.body.data[0].duties.at(-1)).toMatchObject({ ongoing: true, restBeforeMinutes: 600 });
    const yesterday = addDays(todayInTokyo(), -1);
    await rec.attend(driver.id, [
      ['clock_in', jst(`${yesterday} 06:00`)],
      ['break_start', jst(`${yesterday} 09:00`)],
      ['break_end', jst(`${yesterday} 10:00`)],
      ['break_start', jst(`${yesterday} 13:00`)],
      ['break_end', jst(`${yesterday} 13:30`)],
      ['break_start', jst(`${yesterday} 16:30`)],
      ['break_end', jst(`${yesterday} 17:00`)],
      ['clock_out', jst(`${yesterday} 19:30`)],
    ]);
    const res = await callAs(t, admin, 'GET', '/v1/alerts');
    expect(res.body.data.filter((a: { kind: string }) => a.kind.startsWith('working_time'))).toEqual([]);
  });
});
