import { addDays, todayInTokyo } from '@rikuun/contract';
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

async function headersOf(email: string) {
  const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`demo user ${email} missing`);
  const { idToken } = await t.app.idTokens.issue(user.id);
  return { authorization: `Bearer ${idToken}` };
}

describe('demo delivery data', () => {
  it("shows デモ荷主 tomorrow's upload, partly processed, and the system administrator an importable day", async () => {
    await seedDemo(t.app.services);
    const tomorrow = addDays(todayInTokyo(new Date()), 1);
    const consignor = await headersOf('consignor@example.com');
    const rows = (
      await t.app.inject({ url: `/v1/consignor/routing-source?deliveryDate=${tomorrow}`, headers: consignor })
    ).json();
    expect(rows.total).toBe(8);
    const statuses = rows.data.map((r: { status: string }) => r.status);
    expect(statuses.filter((s: string) => s === 'processed')).toHaveLength(3);
    expect(rows.data.filter((r: { errors: unknown[] }) => r.errors.length > 0)).toHaveLength(1);

    const sysadmin = await headersOf('sysadmin@example.com');
    const courses = (
      await t.app.inject({ url: `/v1/system-admin/courses?deliveryDate=${tomorrow}`, headers: sysadmin })
    ).json();
    expect(courses.data.map((c: { name: string; stopCount: number }) => [c.name, c.stopCount])).toEqual([
      ['銀座便', 3],
    ]);
    const consignorId = rows.data[0].consignorId;
    const made = await t.app.inject({
      method: 'POST',
      url: '/v1/system-admin/courses/import',
      headers: sysadmin,
      payload: { consignorId, deliveryDate: tomorrow },
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(
      made
        .json()
        .courses.map((c: { name: string }) => c.name)
        .sort(),
    ).toEqual(['新橋便', '築地便']);
  });
});
