import type { DailyReport, Expense } from '@rikuun/contract';
import { and, asc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/db/seed-demo.ts';
import { courses } from '../src/features/courses/courses.table.ts';
import { dailyReports } from '../src/features/daily-reports/daily-reports.table.ts';
import { drivers } from '../src/features/drivers/drivers.table.ts';
import { expenses } from '../src/features/expenses/expenses.table.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { signIn, type Tokens } from './support/auth.ts';

const PASSWORD = 'demo-password-for-tests';
let t: TestApp;
let driver: Record<string, string>;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ DEMO_PASSWORD: PASSWORD });
  await seedDemo(t.app.services);
  const bearer = async (email: string) => ({
    authorization: `Bearer ${(await signIn(t, email, PASSWORD)).json<Tokens>().idToken}`,
  });
  driver = await bearer('driver@example.com');
  admin = await bearer('admin@example.com');
});
afterAll(() => t.close());

/** The demo driver's latest past course day, which has an expense and a daily report waiting. */
async function lastWorkedDay() {
  const [me] = await t.database.db
    .select({ id: drivers.id })
    .from(drivers)
    .innerJoin(expenses, eq(expenses.driverId, drivers.id))
    .limit(1);
  const rows = await t.database.db
    .select({ date: dailyReports.date })
    .from(dailyReports)
    .where(eq(dailyReports.driverId, me?.id ?? ''))
    .orderBy(asc(dailyReports.date));
  return { driverId: me?.id ?? '', date: rows.at(-1)?.date ?? '', first: rows[0]?.date ?? '' };
}

describe('GET /self/expenses', () => {
  it("answers the driver's own expenses of the day's courses, with their approval state", async () => {
    const { date, first } = await lastWorkedDay();
    const res = await t.app.inject({ url: `/v1/self/expenses?deliveryDate=${date}`, headers: driver });
    expect(res.statusCode, res.body).toBe(200);
    const { data, total } = res.json<{ data: Expense[]; total: number }>();
    expect(total).toBe(1);
    expect(data[0]).toMatchObject({ deliveryDate: date, approveStatus: 'requested', taxRate: 10 });
    const older = await t.app.inject({ url: `/v1/self/expenses?deliveryDate=${first}`, headers: driver });
    expect(older.json<{ data: Expense[] }>().data[0]).toMatchObject({
      approveStatus: 'approved',
      decidedByName: expect.any(String),
    });
  });

  it("never shows another driver's expense on the same day", async () => {
    const { driverId, date } = await lastWorkedDay();
    const [other] = await t.database.db
      .select({ courseId: courses.id, driverId: courses.driverId, companyId: courses.companyId })
      .from(courses)
      .where(and(eq(courses.deliveryDate, date), ne(courses.driverId, driverId)))
      .limit(1);
    if (!other?.driverId) throw new Error('demo data has no other driver that day');
    await t.database.db.insert(expenses).values({
      companyId: other.companyId,
      courseId: other.courseId,
      driverId: other.driverId,
      expenseType: 'fuel',
      amount: 5000,
      taxIncluded: true,
      taxRate: 10,
      paidOn: date,
    });
    const res = await t.app.inject({ url: `/v1/self/expenses?deliveryDate=${date}`, headers: driver });
    expect(res.json<{ data: Expense[] }>().data.map((e) => e.expenseType)).not.toContain('fuel');
  });

  it('refuses a malformed date in Japanese and staff callers', async () => {
    const bad = await t.app.inject({ url: '/v1/self/expenses?deliveryDate=2026-13-01', headers: driver });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ property: 'deliveryDate' });
    const staff = await t.app.inject({ url: '/v1/self/expenses', headers: admin });
    expect(staff.statusCode).toBe(403);
  });
});

describe('GET /self/daily-reports', () => {
  it("answers the driver's report of the date with the distance and fees", async () => {
    const { date } = await lastWorkedDay();
    const res = await t.app.inject({ url: `/v1/self/daily-reports?date=${date}`, headers: driver });
    expect(res.statusCode, res.body).toBe(200);
    const [report] = res.json<{ data: DailyReport[] }>().data;
    expect(report).toMatchObject({ date, approveStatus: 'requested', startPlace: '本社営業所' });
    expect(report?.distanceKm).toBeGreaterThan(0);
    expect(report?.breaks).toHaveLength(1);
  });

  it('filters by contract', async () => {
    const { date } = await lastWorkedDay();
    const all = await t.app.inject({ url: `/v1/self/daily-reports?date=${date}`, headers: driver });
    const contractId = all.json<{ data: DailyReport[] }>().data[0]?.contractId;
    const same = await t.app.inject({
      url: `/v1/self/daily-reports?date=${date}&contractId=${contractId}`,
      headers: driver,
    });
    expect(same.json<{ total: number }>().total).toBe(1);
    const other = await t.app.inject({
      url: `/v1/self/daily-reports?date=${date}&contractId=00000000-0000-7000-8000-000000000000`,
      headers: driver,
    });
    expect(other.json<{ total: number }>().total).toBe(0);
  });
});
