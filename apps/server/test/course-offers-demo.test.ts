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

describe('demo course offers', () => {
  it("shows each demo admin its own open offer and the other's, which デモ運送 can accept", async () => {
    await seedDemo(t.app.services);
    const demo = await headersOf('admin@example.com');
    const sample = await headersOf('admin2@example.com');
    const list = async (headers: Record<string, string>, query: string) =>
      (await t.app.inject({ url: `/v1/offers/courses?${query}`, headers })).json();

    const demoOwn = await list(demo, 'requester=me&active=true');
    expect(demoOwn.data.map((o: { courseName: string }) => o.courseName)).toEqual(['横浜 応援便']);
    expect(demoOwn.data[0]).toMatchObject({ destinationCount: 6, firstArea: '神奈川県横浜市西区' });
    const demoSees = await list(demo, 'active=true');
    expect(demoSees.data).toHaveLength(1);
    expect(demoSees.data[0]).toMatchObject({
      courseName: '千葉 臨時便',
      companyName: '株式会社サンプル物流',
      destinationCount: 2,
      firstArea: '千葉県船橋市',
      lastArea: '千葉県千葉市美浜区',
    });
    const sampleSees = await list(sample, 'active=true');
    expect(sampleSees.data.map((o: { courseName: string }) => o.courseName)).toEqual(['横浜 応援便']);

    const accept = await t.app.inject({
      method: 'POST',
      url: `/v1/offers/courses/${demoSees.data[0].id}/accept`,
      headers: demo,
    });
    expect(accept.statusCode, accept.body).toBe(200);
    const course = await t.app.inject({ url: `/v1/courses/${demoSees.data[0].courseId}`, headers: demo });
    expect(course.json()).toMatchObject({ name: '千葉 臨時便', driverId: null, destinationCount: 2 });
  });
});
