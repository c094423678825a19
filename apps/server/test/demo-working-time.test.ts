import { addDays, todayInTokyo, type WorkingTimeResponse } from '@rikuun/contract';
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

describe('demo working time', () => {
  it('shows a 分割休息 duty within the 特例, not on 山田 (driver@example.com)', async () => {
    const token = (await signIn(t, 'admin@example.com', 'demo-password-for-tests')).json<Tokens>().idToken;
    const today = todayInTokyo(new Date());
    const months = [...new Set([addDays(today, -10).slice(0, 7), today.slice(0, 7)])];
    const drivers = [];
    for (const month of months) {
      const res = await t.app.inject({
        url: `/v1/working-time?month=${month}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode, res.body).toBe(200);
      drivers.push(...(res.json() as WorkingTimeResponse).data);
    }
    const found = drivers.flatMap((d) =>
      d.duties.map((duty, i) => ({ driver: d.driverName, duty, next: d.duties[i + 1] })),
    );
    const split = found.filter((f) => f.duty.exceptions.exceptions.includes('split_rest'));
    expect(split).toHaveLength(1);
    const [{ driver, duty, next }] = split as [(typeof split)[number]];
    expect(driver).not.toBe('山田 太郎');
    // 11 h 30 min at work less the 4 h rest; the next duty's start within 24 h counts to the rule's day.
    expect(duty).toMatchObject({ splitRestMinutes: [240], restAfterMinutes: 480, countedMinutes: 450 });
    expect(duty.restraintMinutes).toBeLessThanOrEqual(13 * 60);
    expect(duty.findings.filter((f) => f.severity === 'breach')).toEqual([]);
    expect(duty.findings.map((f) => f.rule)).not.toContain('split_rest');
    expect(next?.restBeforeMinutes).toBe(480);
    expect(next?.findings.map((f) => f.rule)).not.toContain('rest_period');
  });
});
