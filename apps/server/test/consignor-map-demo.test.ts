import type { ConsignorDeliveries } from '@rikuun/contract';
import { todayInTokyo } from '@rikuun/contract';
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
  it("shows デモ荷主's user one course of デモ運送 under way today, with its driver's position", async () => {
    const tokens = (await signIn(t, 'consignor@example.com', 'demo-password-for-tests')).json<Tokens>();
    const headers = { authorization: `Bearer ${tokens.idToken}` };
    const today = todayInTokyo(new Date());
    const res = await t.app.inject({ url: `/v1/consignor/deliveries?date=${today}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json<ConsignorDeliveries>();
    expect(data).toHaveLength(1);
    const [course] = data;
    expect(course).toMatchObject({ companyName: expect.stringContaining('デモ運送'), status: 'in_progress' });
    expect(course?.position).not.toBeNull();
    // The demo driver 山田 (driver@example.com), when he runs a course today.
    expect(course?.driverName).toBe('山田');
    expect(course?.stops.some((s) => s.eta !== null)).toBe(true);
    const points = await t.app.inject({
      url: `/v1/consignor/locations?driverId=${course?.driverId}&date=${today}`,
      headers,
    });
    expect(points.statusCode, points.body).toBe(200);
    expect(points.json().total).toBeGreaterThan(0);
  });
});
