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
    const waiting = async (table: typeof expenses | typeof dailyReports) => {
      const rows = await t.database.db
        .select({ driverId: table.driverId })
        .from(table)
        .where(eq(table.approveStatus, 'requested'));
      return rows.length;
    };
    const waitingExpenses = await waiting(expenses);
    const waitingReports = await waiting(dailyReports);
    expect(waitingExpenses).toBeGreaterThan(0);
    const found = await approvalAlerts(admin);
    const counted = (kind: string, what: string) =>
      found
        .filter((a) => a.kind === kind)
        .map((a) => {
          expect(a.dueOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
          const match = a.message.match(new RegExp(`^承認待ちの${what}が(\\d+)件あります$`));
          expect(match, a.message).not.toBeNull();
          return Number(match?.[1]);
        })
        .reduce((sum, n) => sum + n, 0);
    expect(counted('expense_approval', '経費')).toBe(waitingExpenses);
    expect(counted('daily_report_approval', '日報')).toBe(waitingReports);
    // One alert per driver and kind.
    const keys = found.map((a) => a.id);
    expect(new Set(keys).size).toBe(keys.length);
    expect(found.find((a) => a.kind === 'expense_approval')?.subjectType).toBe('expense');
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
