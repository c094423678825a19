import type { Attendance } from '@rikuun/contract';
import { addDays, todayInTokyo } from '@rikuun/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/db/seed-demo.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { signIn, type Tokens } from './support/auth.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DEMO_PASSWORD: 'demo-password-for-tests' });
  await seedDemo(t.app.services);
});
afterAll(() => t.close());

const hours = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 3_600_000;

describe('demo attendances', () => {
  it('gives the demo drivers complete 点呼 records for two weeks, a long day, and today only 出勤 (not 山田)', async () => {
    const tokens = async (email: string) =>
      (await signIn(t, email, 'demo-password-for-tests')).json<Tokens>().idToken;
    const admin = await tokens('admin@example.com');
    const today = todayInTokyo(new Date());
    const res = await t.app.inject({
      url: `/v1/attendances?from=${addDays(today, -15)}&to=${today}&perPage=100`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { data, total } = res.json() as { data: Attendance[]; total: number };
    expect(total).toBeGreaterThan(60);
    const all: Attendance[] = [...data];
    for (let page = 2; all.length < total; page++) {
      const more = await t.app.inject({
        url: `/v1/attendances?from=${addDays(today, -15)}&to=${today}&perPage=100&page=${page}`,
        headers: { authorization: `Bearer ${admin}` },
      });
      all.push(...(more.json() as { data: Attendance[] }).data);
    }
    const rollCalls = all.filter((r) => r.type === 'clock_in' || r.type === 'clock_out');
    // One positive reading, handled: the 出勤 started no duty and its 措置 is recorded.
    const positive = rollCalls.filter((r) => r.alcoholDetected);
    expect(positive).toHaveLength(1);
    expect(positive[0]).toMatchObject({ type: 'clock_in', dutyBarred: true, alcoholValue: 0.1 });
    expect(positive[0]?.alcoholOutcome).toMatch(/乗務禁止/);
    expect(positive[0]?.confirmedBy?.name).toBeTruthy();
    expect(positive[0]?.driverName).not.toBe('山田 太郎');
    for (const r of rollCalls.filter((x) => !x.alcoholDetected)) {
      expect(r).toMatchObject({
        alcoholValue: 0,
        detectorUsed: true,
        healthCondition: 'good',
        legacyCheckedBy: null,
      });
      if (r.type === 'clock_out') expect(r.vehicleRoadReport).toBeTruthy();
      // Confirmed by the 運行管理者 (a staff user), or waiting for him: today's and the latest 退勤.
      if (r.confirmedBy) {
        expect(r.method).toBeTruthy();
        if (r.method === 'phone') expect(r.awayFromBase).toBe(true);
      } else expect(r.workDate === today || r.type === 'clock_out').toBe(true);
    }
    expect(rollCalls.filter((r) => r.confirmedBy).length).toBeGreaterThan(rollCalls.length / 2);
    expect(rollCalls.filter((r) => !r.confirmedAt).length).toBeGreaterThanOrEqual(1);

    // Each driver's records in time order follow the sequence; past duties are closed.
    const byDriver = new Map<string, Attendance[]>();
    for (const r of all) byDriver.set(r.driverId, [...(byDriver.get(r.driverId) ?? []), r]);
    let longestDay = 0;
    let shortestRest = Number.POSITIVE_INFINITY;
    for (const records of byDriver.values()) {
      const ordered = [...records].sort((a, b) => a.at.localeCompare(b.at));
      const expected = ['clock_in', 'break_start', 'break_end', 'clock_out'];
      let lastOut: string | undefined;
      for (const [i, r] of ordered.entries()) {
        const prev = ordered[i - 1];
        if (r.type === 'clock_in') {
          if (lastOut) shortestRest = Math.min(shortestRest, hours(lastOut, r.at));
        } else expect(prev, `${r.driverName} ${r.at}`).toBeDefined();
        if (r.type === 'break_start') expect(prev?.type).toBe('clock_in');
        if (r.type === 'break_end') expect(prev?.type).toBe('break_start');
        if (r.type === 'clock_out') {
          expect(['clock_in', 'break_end']).toContain(prev?.type);
          expect(prev?.dutyBarred).not.toBe(true);
          const start = [...ordered.slice(0, i)].reverse().find((x) => x.type === 'clock_in');
          longestDay = Math.max(longestDay, hours(start?.at ?? r.at, r.at));
          lastOut = r.at;
        }
        expect(expected).toContain(r.type);
      }
    }
    expect(longestDay).toBeCloseTo(14.5, 1);
    expect(shortestRest).toBeCloseTo(8, 1);

    const todays = all.filter((r) => r.workDate === today);
    // On a weekday B便 is under way today (at the weekend only 山田's A便 runs).
    const weekday = new Date(`${today}T00:00:00Z`).getUTCDay() % 6 !== 0;
    if (weekday) expect(todays.length).toBeGreaterThan(0);
    expect(todays.every((r) => r.type === 'clock_in')).toBe(true);
    expect(todays.some((r) => r.driverName === '山田 太郎')).toBe(false);
  });
});
