import type { Alert } from '@rikuun/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/db/seed-demo.ts';
import { dailyReports } from '../src/features/daily-reports/daily-reports.table.ts';
import { expenses } from '../src/features/expenses/expenses.table.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { signIn, type Tokens } from './support/auth.ts';

const PASSWORD = 'demo-password-for-tests';
let t: TestApp;
const bearer = async (email: string) => ({
  authorization: `Bearer ${(await signIn(t, email, PASSWORD)).json<Tokens>().idToken}`,
});

beforeAll(async () => {
  t = await createTestApp({ DEMO_PASSWORD: PASSWORD });
  await seedDemo(t.app.services);
});
afterAll(() => t.close());

const approvalAlerts = async (headers: Record<string, string>) => {
  const res = await t.app.inject({ url: '/v1/alerts', headers });
  expect(res.statusCode, res.body).toBe(200);
  return res
    .json<{ data: Alert[] }>()
    .data.filter((a) => a.kind === 'expense_approval' || a.kind === 'daily_report_approval');
};

describe('approvals waiting in the alerts', () => {
  it('names, per driver and kind, how many records wait and since when', async () => {
    const admin = await bearer('admin@example.com');
    const waitingExpenses = await t.database.db
      .select({ id: expenses.id })
      .from(expenses)
      .where(eq(expenses.approveStatus, 'requested'));
    const waitingReports = await t.database.db
      .select({ id: dailyReports.id })
      .from(dailyReports)
      .where(eq(dailyReports.approveStatus, 'requested'));
    expect(waitingExpenses.length).toBeGreaterThan(0);
    const found = await approvalAlerts(admin);
    const expenseAlert = found.find((a) => a.kind === 'expense_approval');
    expect(expenseAlert).toMatchObject({
      subjectType: 'expense',
      message: `承認待ちの経費が${waitingExpenses.length}件あります`,
      dueOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    const reportAlert = found.find((a) => a.kind === 'daily_report_approval');
    if (waitingReports.length > 0)
      expect(reportAlert?.message).toBe(`承認待ちの日報が${waitingReports.length}件あります`);
  });

  it('drops the alert once nothing waits, and never shows another company’s', async () => {
    const other = await bearer('admin2@example.com');
    expect(await approvalAlerts(other)).toEqual([]);
    const admin = await bearer('admin@example.com');
    await t.database.db
      .update(expenses)
      .set({ approveStatus: 'approved', decidedAt: new Date() })
      .where(and(eq(expenses.approveStatus, 'requested')));
    expect((await approvalAlerts(admin)).some((a) => a.kind === 'expense_approval')).toBe(false);
  });
});
