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

describe('demo drivers', () => {
  it('lets driver@example.com sign in with the demo password', async () => {
    const res = await signIn(t, 'driver@example.com', 'demo-password-for-tests');
    expect(res.statusCode).toBe(200);
    const self = await t.app.inject({
      url: '/v1/self',
      headers: { authorization: `Bearer ${res.json<Tokens>().idToken}` },
    });
    expect(self.json()).toMatchObject({ name: '山田 太郎', role: 'driver', passwordSet: true });
    expect(self.json().driverId).not.toBeNull();
  });

  it('gives the demo company groups and drivers in every state', async () => {
    const admin = (await signIn(t, 'admin@example.com', 'demo-password-for-tests')).json<Tokens>();
    const headers = { authorization: `Bearer ${admin.idToken}` };
    const list = (await t.app.inject({ url: '/v1/drivers', headers })).json();
    expect(list.total).toBeGreaterThanOrEqual(8);
    const kinds = (key: string) => new Set(list.data.map((d: Record<string, string>) => d[key]));
    expect(kinds('employmentType')).toEqual(new Set(['employee', 'contractor']));
    expect(kinds('invitationStatus')).toEqual(new Set(['accepted', 'sent', 'not_sent']));
    expect(kinds('status')).toEqual(new Set(['active', 'inactive']));
    const groups = (await t.app.inject({ url: '/v1/groups', headers })).json();
    expect(groups.data.map((g: { name: string }) => g.name)).toEqual(['夜間便', '第1班', '第2班']);
  });
});
