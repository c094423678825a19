import { type DailyReport, dailyReportFees } from '@rikuun/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/db/seed-demo.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { signIn, type Tokens } from './support/auth.ts';

const PASSWORD = 'demo-password-for-tests';
let t: TestApp;
let admin: Record<string, string>;
let driver: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ DEMO_PASSWORD: PASSWORD });
  await seedDemo(t.app.services);
  const bearer = async (email: string) => ({
    authorization: `Bearer ${(await signIn(t, email, PASSWORD)).json<Tokens>().idToken}`,
  });
  admin = await bearer('admin@example.com');
  driver = await bearer('driver@example.com');
});
afterAll(() => t.close());

const reports = async (query: string) => {
  const res = await t.app.inject({ url: `/v1/daily-reports?perPage=1000&${query}`, headers: admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: DailyReport[]; total: number }>();
};

describe('demo daily reports', () => {
  it('wait for approval with their fees computed from the contract', async () => {
    const waiting = await reports('approveStatus=requested');
    expect(waiting.total).toBeGreaterThanOrEqual(1);
    const all = await reports('');
    expect(all.data.filter((r) => r.approveStatus === 'approved').length).toBeGreaterThan(0);
    const sentBack = all.data.filter((r) => r.approveStatus === 'rejected');
    for (const r of sentBack) expect(r.statusComment).toBeTruthy();
    const contracts = await t.app.inject({ url: '/v1/contracts?perPage=1000', headers: admin });
    const terms = new Map(
      contracts
        .json<{ data: { id: string; billingUnitPrice: number; paymentUnitPrice: number | null }[] }>()
        .data.map((c) => [c.id, c]),
    );
    const priced = all.data.filter((r) => r.contractId && r.quantity !== null);
    expect(priced.length).toBeGreaterThan(0);
    for (const r of priced)
      expect({ billingAmount: r.billingAmount, paymentAmount: r.paymentAmount }).toEqual(
        dailyReportFees(terms.get(r.contractId as string) ?? null, r.quantity),
      );
  });

  it("are the driver's, newest first, and his day prefills a draft of the same contract", async () => {
    const own = await t.app.inject({
      url: '/v1/self/daily-reports?from=2000-01-01&to=2100-12-31',
      headers: driver,
    });
    const mine = own.json<{ data: DailyReport[] }>().data;
    expect(mine.length).toBeGreaterThan(1);
    expect(mine.map((r) => r.date)).toEqual(
      mine
        .map((r) => r.date)
        .sort()
        .reverse(),
    );
    const latest = mine[0] as DailyReport;
    const res = await t.app.inject({
      url: `/v1/self/daily-reports/prefill?date=${latest.date}&contractId=${latest.contractId}`,
      headers: driver,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().draft).toMatchObject({ date: latest.date, contractId: latest.contractId });
    expect(res.json().dayContracts).toContainEqual({ id: latest.contractId, name: latest.contractName });
  });
});

describe('demo 日報 and 第8条', () => {
  it("refuses the second driver's incomplete report naming its items, and approves 山田's complete ones", async () => {
    const waiting = (await reports('approveStatus=requested')).data;
    const incomplete = waiting.filter((r) => r.endPlace === null);
    expect(incomplete).toHaveLength(1);
    const [report] = incomplete as [DailyReport];
    const refused = await t.app.inject({
      method: 'POST',
      url: `/v1/daily-reports/${report.id}/update-status`,
      headers: admin,
      payload: { status: 'approved' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('業務終了の地点、休憩1の場所');
    const complete = waiting.filter((r) => r.id !== report.id);
    expect(complete.length).toBeGreaterThan(0);
    const bulk = await t.app.inject({
      method: 'POST',
      url: '/v1/daily-reports/actions/update-status',
      headers: admin,
      payload: { ids: complete.map((r) => r.id), status: 'approved' },
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect(bulk.json()).toEqual({ count: complete.length });
  });
});
