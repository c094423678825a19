import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createTestApp, type TestApp, usersOfEveryRole } from './helpers.ts';
import { callAs, fieldMessages } from './support/api-calls.ts';
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
 * 2025-06-10 05:00–23:00 with a 4 h 休憩 (12:00–16:00) and 30 min breaks between; next 出勤 05:00:
 * 4 h + 6 h of 分割休息 when flagged, else 18 h of 拘束 and 6 h of rest.
 */
async function splitDay(rec: ReturnType<typeof workRecords>, driverId: string) {
  const [clockIn, ...rest] = await rec.attend(driverId, [
    ['clock_in', jst('2025-06-10 05:00')],
    ['break_start', jst('2025-06-10 08:30')],
    ['break_end', jst('2025-06-10 09:00')],
    ['break_start', jst('2025-06-10 12:00')],
    ['break_end', jst('2025-06-10 16:00')],
    ['break_start', jst('2025-06-10 19:30')],
    ['break_end', jst('2025-06-10 20:00')],
    ['clock_out', jst('2025-06-10 23:00')],
  ]);
  await rec.attend(driverId, [
    ['clock_in', jst('2025-06-11 05:00')],
    ['clock_out', jst('2025-06-11 09:00')],
  ]);
  if (!clockIn) throw new Error('no 出勤');
  return { clockIn, breakStart: rest[0] };
}

const breachesOf = (duties: { workDate: string; findings: { rule: string; severity: string }[] }[]) =>
  duties.flatMap((d) =>
    d.findings.filter((f) => f.severity === 'breach').map((f) => `${d.workDate} ${f.rule}`),
  );

describe('PUT /v1/attendances/:id/exceptions', () => {
  it('sets a duty’s 分割休息: the 4 h + 6 h split is then no breach, and the report shows it', async () => {
    const { admin, rec } = await setup();
    const driver = await rec.driver();
    const { clockIn } = await splitDay(rec, driver.id);
    const url = `/v1/working-time?month=2025-06&driverId=${driver.id}`;

    const before = await callAs(t, admin, 'GET', url);
    expect(breachesOf(before.body.data[0].duties)).toEqual([
      '2025-06-10 restraint_daily',
      '2025-06-11 rest_period',
    ]);
    expect(before.body.data[0].duties[0]).toMatchObject({
      attendanceId: clockIn.id,
      exceptions: { exceptions: [] },
    });

    const res = await callAs(t, admin, 'PUT', `/v1/attendances/${clockIn.id}/exceptions`, {
      exceptions: ['split_rest'],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      attendanceId: clockIn.id,
      driverId: driver.id,
      workDate: '2025-06-10',
      exceptions: ['split_rest'],
      ferryBoardedAt: null,
      unforeseenMinutes: null,
      updatedBy: { id: admin.id },
    });

    const after = await callAs(t, admin, 'GET', url);
    const [split, next] = after.body.data[0].duties;
    expect(split).toMatchObject({
      exceptions: { exceptions: ['split_rest'] },
      splitRestMinutes: [240],
      restAfterMinutes: 360,
      restraintMinutes: 14 * 60,
    });
    expect(breachesOf(after.body.data[0].duties)).toEqual([]);
    expect(next.findings).toEqual([]);
    expect(after.body.data[0].summary).toMatchObject({
      splitRestCount: 1,
      restraintMinutes: 14 * 60 + 4 * 60,
    });

    // A second PUT replaces the set: 予期し得ない事象 with its minutes and what happened.
    const replaced = await callAs(t, admin, 'PUT', `/v1/attendances/${clockIn.id}/exceptions`, {
      exceptions: ['unforeseen_event'],
      unforeseenMinutes: 60,
      unforeseenReason: '国道の事故で通行止め',
    });
    expect(replaced.body).toMatchObject({
      exceptions: ['unforeseen_event'],
      unforeseenMinutes: 60,
      unforeseenReason: '国道の事故で通行止め',
    });
    const third = await callAs(t, admin, 'GET', url);
    expect(third.body.data[0].duties[0]).toMatchObject({ excludedMinutes: 60, restraintMinutes: 17 * 60 });
  });

  it('takes a ferry within the duty, and refuses times outside it at the field', async () => {
    const { admin, rec } = await setup();
    const driver = await rec.driver();
    const { clockIn } = await splitDay(rec, driver.id);
    const url = `/v1/attendances/${clockIn.id}/exceptions`;
    const early = await callAs(t, admin, 'PUT', url, {
      exceptions: ['ferry'],
      ferryBoardedAt: jst('2025-06-10 04:00').toISOString(),
      ferryLandedAt: jst('2025-06-10 07:00').toISOString(),
    });
    expect(early.status).toBe(400);
    expect(fieldMessages(early.body)).toEqual({ ferryBoardedAt: ['乗船日時は出勤より後にしてください'] });
    const late = await callAs(t, admin, 'PUT', url, {
      exceptions: ['ferry'],
      ferryBoardedAt: jst('2025-06-10 21:00').toISOString(),
      ferryLandedAt: jst('2025-06-11 01:00').toISOString(),
    });
    expect(fieldMessages(late.body)).toEqual({ ferryLandedAt: ['下船日時は退勤より前にしてください'] });
    const ok = await callAs(t, admin, 'PUT', url, {
      exceptions: ['ferry'],
      ferryBoardedAt: jst('2025-06-10 17:00').toISOString(),
      ferryLandedAt: jst('2025-06-10 20:00').toISOString(),
    });
    expect(ok.status).toBe(200);
    const report = await callAs(t, admin, 'GET', `/v1/working-time?month=2025-06&driverId=${driver.id}`);
    expect(report.body.data[0].duties[0]).toMatchObject({ ferryMinutes: 180 });
  });

  it('refuses bad input with 400 at the field', async () => {
    const { admin, rec } = await setup();
    const driver = await rec.driver();
    const { clockIn } = await splitDay(rec, driver.id);
    const url = `/v1/attendances/${clockIn.id}/exceptions`;
    const cases: [unknown, Record<string, string[]>][] = [
      [{}, { exceptions: ['特例・区分を選択してください'] }],
      [
        { exceptions: ['unforeseen_event'] },
        {
          unforeseenMinutes: ['予期し得ない事象への対応時間を入力してください'],
          unforeseenReason: ['予期し得ない事象の内容を入力してください'],
        },
      ],
      [
        { exceptions: ['unforeseen_event'], unforeseenMinutes: 0, unforeseenReason: '事故' },
        { unforeseenMinutes: ['予期し得ない事象への対応時間は1以上で入力してください'] },
      ],
      [
        { exceptions: ['ferry'] },
        { ferryBoardedAt: ['乗船日時を入力してください'], ferryLandedAt: ['下船日時を入力してください'] },
      ],
      [
        { exceptions: ['two_drivers', 'two_drivers_flat_berth'] },
        { exceptions: ['2人乗務はベッドの種類でどちらか一方を選択してください'] },
      ],
      [
        { exceptions: [], unforeseenReason: '渋滞' },
        { unforeseenReason: ['予期し得ない事象を選んだときだけ入力できます'] },
      ],
    ];
    for (const [body, expected] of cases) {
      const res = await callAs(t, admin, 'PUT', url, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(fieldMessages(res.body), JSON.stringify(body)).toEqual(expected);
    }
    const unknown = await callAs(t, admin, 'PUT', url, { exceptions: ['split_rest', 'nap'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual([
      {
        property: 'exceptions',
        children: [{ property: '1', constraints: expect.objectContaining({}), children: [] }],
      },
    ]);
    expect(Object.values(unknown.body.errors[0].children[0].constraints)).toEqual([
      '特例・区分を選択してください',
    ]);
    // A malformed id names no record (the house rule for path ids).
    const badId = await callAs(t, admin, 'PUT', '/v1/attendances/x/exceptions', { exceptions: [] });
    expect(badId.status).toBe(404);
  });

  it('answers 404 for another company’s record and for a record that is not 出勤; other roles 403', async () => {
    const a = await setup();
    const b = await setup();
    const driver = await a.rec.driver();
    const { clockIn, breakStart } = await splitDay(a.rec, driver.id);
    const body = { exceptions: ['holiday_work'] };
    const other = await callAs(t, b.admin, 'PUT', `/v1/attendances/${clockIn.id}/exceptions`, body);
    expect(other.status).toBe(404);
    expect(other.body.message).toBe('出勤の記録が見つかりません。');
    const notClockIn = await callAs(t, a.admin, 'PUT', `/v1/attendances/${breakStart?.id}/exceptions`, body);
    expect(notClockIn.status).toBe(404);
    const { byRole } = await usersOfEveryRole(t);
    for (const role of ['driver', 'consignor_user', 'system_admin'] as const)
      expect(
        (await callAs(t, byRole[role], 'PUT', `/v1/attendances/${clockIn.id}/exceptions`, body)).status,
        role,
      ).toBe(403);
    const report = await callAs(t, a.admin, 'GET', `/v1/working-time?month=2025-06&driverId=${driver.id}`);
    expect(report.body.data[0].duties[0].exceptions.exceptions).toEqual([]);
  });
});

describe('/v1/self/company/working-time-settings (労使協定)', () => {
  it('answers the defaults, saves the agreement, and judges the month and year by it', async () => {
    const { admin, rec } = await setup();
    const driver = await rec.driver();
    await splitDay(rec, driver.id);
    const initial = await callAs(t, admin, 'GET', '/v1/self/company/working-time-settings');
    expect(initial.body).toEqual({ laborAgreement: false, yearStartMonth: 4, saved: false });
    const report = async () =>
      (await callAs(t, admin, 'GET', `/v1/working-time?month=2025-06&driverId=${driver.id}`)).body.data[0]
        .summary;
    expect(await report()).toMatchObject({
      laborAgreement: false,
      restraintLimitMinutes: 284 * 60,
      yearStartMonth: '2025-04',
      yearRestraintLimitMinutes: 3300 * 60,
    });

    const saved = await callAs(t, admin, 'PUT', '/v1/self/company/working-time-settings', {
      laborAgreement: true,
      yearStartMonth: 6,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ laborAgreement: true, yearStartMonth: 6, saved: true });
    expect(await report()).toMatchObject({
      laborAgreement: true,
      restraintLimitMinutes: 310 * 60,
      yearStartMonth: '2025-06',
      yearRestraintLimitMinutes: 3400 * 60,
      yearRestraintMinutes: 18 * 60 + 4 * 60,
    });
  });

  it('counts the 拘束 of the year’s earlier months', async () => {
    const { admin, rec } = await setup();
    const driver = await rec.driver();
    await rec.attend(driver.id, [
      ['clock_in', jst('2025-04-15 08:00')],
      ['clock_out', jst('2025-04-15 18:00')],
    ]);
    await rec.attend(driver.id, [
      ['clock_in', jst('2025-06-02 08:00')],
      ['clock_out', jst('2025-06-02 12:00')],
    ]);
    const res = await callAs(t, admin, 'GET', `/v1/working-time?month=2025-06&driverId=${driver.id}`);
    expect(res.body.data[0].summary).toMatchObject({ restraintMinutes: 240, yearRestraintMinutes: 840 });
  });

  it('refuses bad input at the field and other roles', async () => {
    const { admin } = await setup();
    const url = '/v1/self/company/working-time-settings';
    const bad = await callAs(t, admin, 'PUT', url, { laborAgreement: 'yes', yearStartMonth: 13 });
    expect(bad.status).toBe(400);
    expect(fieldMessages(bad.body)).toEqual({
      laborAgreement: ['拘束時間の延長に関する労使協定はtrueまたはfalseで指定してください'],
      yearStartMonth: ['1年の起算月は12以下で入力してください'],
    });
    const { byRole } = await usersOfEveryRole(t);
    for (const role of ['driver', 'consignor_user', 'system_admin'] as const) {
      expect((await callAs(t, byRole[role], 'GET', url)).status, role).toBe(403);
      expect(
        (await callAs(t, byRole[role], 'PUT', url, { laborAgreement: true, yearStartMonth: 4 })).status,
      ).toBe(403);
    }
    // Each company has its own.
    const other = await setup();
    await callAs(t, admin, 'PUT', url, { laborAgreement: true, yearStartMonth: 1 });
    expect((await callAs(t, other.admin, 'GET', url)).body).toMatchObject({
      laborAgreement: false,
      saved: false,
    });
  });
});
