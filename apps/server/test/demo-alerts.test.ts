import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/db/seed-demo.ts';
import { users } from '../src/lib/auth/users.table.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DEMO_PASSWORD: 'demo-password-for-tests' });
});
afterAll(() => t.close());

describe('demo data', () => {
  it('gives the demo company profiles, checkups and alerts of each severity on the first start', async () => {
    await seedDemo(t.app.services);
    const [admin] = await t.database.db.select().from(users).where(eq(users.email, 'admin@example.com'));
    if (!admin) throw new Error('demo admin missing');
    const { idToken } = await t.app.idTokens.issue(admin.id);
    const res = await t.app.inject({ url: '/v1/alerts', headers: { authorization: `Bearer ${idToken}` } });
    expect(res.statusCode).toBe(200);
    const alerts = res.json().data as { kind: string; severity: string }[];
    // Expiries are danger or warning; the approvals waiting since yesterday are info.
    expect(new Set(alerts.map((a) => a.severity))).toEqual(new Set(['danger', 'warning', 'info']));
    expect([...new Set(alerts.map((a) => a.kind))]).toEqual(
      expect.arrayContaining([
        'driver_license',
        'etc_card',
        'fuel_card',
        'health_checkup',
        'vehicle_inspection',
        'expense_approval',
      ]),
    );
  });
});
