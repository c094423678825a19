import { accountingMonthOf } from '@rikuun/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/db/seed-demo.ts';
import { users } from '../src/lib/auth/users.table.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DEMO_PASSWORD: 'demo-password-for-tests' });
  // Setup, not the behaviour under test: on a busy machine the seed alone nears a test's 30 s.
  await seedDemo(t.app.services);
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

  it("shows the re-offered 川崎 共同配送便 as a chain of two tiers in both admins' registers", async () => {
    const demo = await headersOf('admin@example.com');
    const sample = await headersOf('admin2@example.com');
    const registerOf = async (headers: Record<string, string>) => {
      const res = await t.app.inject({ url: '/v1/offers/courses/carrier-register', headers });
      expect(res.statusCode, res.body).toBe(200);
      const rows = res.json().data as Record<string, unknown>[];
      return rows.filter((r) => r.courseName === '川崎 共同配送便');
    };
    const chain = {
      courseName: '川崎 共同配送便',
      primeCompanyName: 'デモ運送株式会社',
      actualCarrierName: '有限会社みなと急送',
      cargo: '一般貨物（65個・530kg）',
      fromArea: '神奈川県川崎市川崎区',
      toArea: '東京都品川区',
    };
    expect(await registerOf(demo)).toEqual([
      expect.objectContaining({ ...chain, tier: 1, carrierName: '株式会社サンプル物流', fee: 36000 }),
      expect.objectContaining({
        ...chain,
        tier: 2,
        carrierName: '有限会社みなと急送',
        fee: null,
        actual: true,
      }),
    ]);
    expect((await registerOf(sample)).map((r) => [r.tier, r.fee])).toEqual([
      [1, 36000],
      [2, 33000],
    ]);
  });

  it('bills the re-offered course on every side: デモ運送 its client and what it owes, サンプル物流 its client デモ運送', async () => {
    const demo = await headersOf('admin@example.com');
    const sample = await headersOf('admin2@example.com');
    const get = async (headers: Record<string, string>, url: string) => {
      const res = await t.app.inject({ url, headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const [offer] = (await get(demo, '/v1/offers/courses/carrier-register')).data.filter(
      (r: { courseName: string; tier: number }) => r.courseName === '川崎 共同配送便' && r.tier === 1,
    );
    const month = (offer.deliveryDate as string).slice(0, 7);
    const owed = (await get(demo, `/v1/statements/subcontracts?accountingMonth=${month}`)).data;
    expect(owed).toEqual([
      expect.objectContaining({
        partnerName: '株式会社サンプル物流',
        amount: 40500,
        lines: [expect.objectContaining({ courseName: '川崎 共同配送便', billedAmount: expect.any(Number) })],
      }),
    ]);
    // The client's own 締め: the line is in the month its closing day puts the delivery date in.
    const clientName = owed[0].lines[0].billedClientName;
    const client = (await get(demo, '/v1/clients?perPage=100')).data.find(
      (c: { name: string }) => c.name === clientName,
    );
    const clientMonth = accountingMonthOf(offer.deliveryDate, client.closingDay);
    const billed = await get(demo, `/v1/statements/clients/${client.id}?accountingMonth=${clientMonth}`);
    expect(billed.lines.filter((l: { kind: string }) => l.kind === 'subcontract')).toEqual([
      expect.objectContaining({ description: expect.stringContaining('川崎 共同配送便'), quantity: 1 }),
    ]);

    const sampleClients = (await get(sample, '/v1/clients')).data;
    const demoAsClient = sampleClients.find((c: { name: string }) => c.name === 'デモ運送株式会社');
    expect(demoAsClient).toBeDefined();
    const sampleBills = await get(
      sample,
      `/v1/statements/clients/${demoAsClient.id}?accountingMonth=${month}`,
    );
    expect(sampleBills.lines).toEqual([
      expect.objectContaining({ kind: 'subcontract', quantity: 1, amount: 40500 }),
    ]);
    // (The first test's acceptance made サンプル物流 owe デモ運送 too.)
    const sampleOwes = (await get(sample, `/v1/statements/subcontracts?accountingMonth=${month}`)).data;
    expect(sampleOwes).toContainEqual(
      expect.objectContaining({ partnerName: '有限会社みなと急送', amount: 37500, totalAmount: 41250 }),
    );
  });
});
