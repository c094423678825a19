import type { ConsignorDeliveries } from '@rikuun/contract';
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

describe('demo お届けマップ', () => {
  it("shows デモ荷主's user デモ運送's course under way today, with its driver's position", async () => {
    const tokens = (await signIn(t, 'consignor@example.com', 'demo-password-for-tests')).json<Tokens>();
    const headers = { authorization: `Bearer ${tokens.idToken}` };
    const today = todayInTokyo(new Date());
    const res = await t.app.inject({ url: `/v1/consignor/deliveries?date=${today}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json<ConsignorDeliveries>();
    // The demo driver's course; another driver's carries the demo's stop outcomes (checked below).
    const course = data.find((c) => c.driverName === '山田');
    expect(course).toMatchObject({ companyName: expect.stringContaining('デモ運送'), status: 'in_progress' });
    expect(course?.position).not.toBeNull();
    expect(course?.stops.some((s) => s.eta !== null)).toBe(true);
    const points = await t.app.inject({
      url: `/v1/consignor/locations?driverId=${course?.driverId}&date=${today}`,
      headers,
    });
    expect(points.statusCode, points.body).toBe(200);
    expect(points.json().total).toBeGreaterThan(0);
  });

  it('shows デモ荷主 a course whose stops ended 不在, 再配達依頼 and 一部配達, with when and why', async () => {
    const tokens = (await signIn(t, 'consignor@example.com', 'demo-password-for-tests')).json<Tokens>();
    const headers = { authorization: `Bearer ${tokens.idToken}` };
    // Today's course of another driver on a weekday; on a weekend the latest past one.
    const today = todayInTokyo(new Date());
    const found = [];
    for (let back = 0; back < 4 && found.length === 0; back++) {
      const res = await t.app.inject({
        url: `/v1/consignor/deliveries?date=${addDays(today, -back)}`,
        headers,
      });
      const { data } = res.json<ConsignorDeliveries>();
      found.push(...data.filter((c) => c.stops.some((s) => s.status === 'partial')));
    }
    const [course] = found;
    expect(course?.driverName).not.toBe('山田');
    const outcomes = course?.stops.filter((s) => s.finishedAt !== null && s.status !== 'completed');
    expect(outcomes?.map((s) => s.status)).toEqual(['absent', 'redelivery_requested', 'partial']);
    expect(outcomes?.every((s) => s.reason !== null)).toBe(true);
    expect(outcomes?.[1]?.redeliveryAt).toEqual(expect.any(String));
    expect(outcomes?.[2]?.deliveredQuantity).toBeGreaterThan(0);
  });
});
