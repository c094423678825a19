import {
  accountingMonthOf,
  addDays,
  type Client,
  type ClientStatementDetail,
  type ClientStatementSummary,
  contractorPaymentDueDate,
  type DriverStatementSummary,
  shiftMonth,
  todayInTokyo,
} from '@rikuun/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/db/seed-demo.ts';
import { createTestApp, type TestApp, testClock } from './helpers.ts';
import { callAs } from './support/api-calls.ts';
import { signIn, type Tokens } from './support/auth.ts';

const PASSWORD = 'demo-password-for-tests';
let t: TestApp;
/**
 * The demo seeded on a Friday afternoon (the coming one, in Tokyo): the week's courses from Monday to
 * Thursday have been run, so the Tuesday and Thursday charters (横浜精密工業) carry their tolls.
 */
const clock = testClock();
const HOUR = 3_600_000;
function toFridayAfternoon() {
  const tokyo = new Date(Date.now() + 9 * HOUR);
  const days = (5 - tokyo.getUTCDay() + 7) % 7;
  const friday = Date.UTC(tokyo.getUTCFullYear(), tokyo.getUTCMonth(), tokyo.getUTCDate() + days, 15 - 9);
  clock.advance(friday - Date.now());
}
beforeAll(async () => {
  toFridayAfternoon();
  t = await createTestApp({ DEMO_PASSWORD: PASSWORD }, undefined, { clock });
  await seedDemo(t.app.services);
});
afterAll(() => t.close());

describe('demo data', () => {
  it('gives the demo company’s contractors and first client adjustments on the month close', async () => {
    const token = (await signIn(t, 'admin@example.com', PASSWORD)).json<Tokens>().idToken;
    const demoAdmin = { token };
    const month = accountingMonthOf(todayInTokyo(clock()), 0);
    const drivers = await callAs(t, demoAdmin, 'GET', `/v1/statements/drivers?accountingMonth=${month}`);
    expect(drivers.status).toBe(200);
    expect(drivers.body.total).toBeGreaterThan(0);
    for (const d of drivers.body.data as DriverStatementSummary[]) {
      expect(d.adjustmentAmount).toBeGreaterThan(0);
      expect(d.dueOn).toBe(contractorPaymentDueDate(month));
    }
    const clients = await callAs(t, demoAdmin, 'GET', `/v1/statements/clients?accountingMonth=${month}`);
    const rows = clients.body.data as ClientStatementSummary[];
    expect(rows.some((c) => c.adjustmentAmount === -5000)).toBe(true);
    // A 返還請求書, on a client below the first row a newcomer reads, in the month the page opens on too.
    const returning = rows.findIndex((c) => c.documentKind === 'return_invoice');
    expect(returning).toBeGreaterThan(0);
    expect(rows[returning]).toMatchObject({ dueOn: null, returns: { taxAmount: expect.any(Number) } });
    const previous = await callAs(
      t,
      demoAdmin,
      'GET',
      `/v1/statements/clients?accountingMonth=${shiftMonth(month, -1)}`,
    );
    expect(
      (previous.body.data as ClientStatementSummary[]).some((c) => c.documentKind === 'return_invoice'),
    ).toBe(true);
  });

  it('bills 横浜精密工業’s tolls as 立替金 with their payees, and the first client’s as 運賃 at 10 %', async () => {
    const demoAdmin = { token: (await signIn(t, 'admin@example.com', PASSWORD)).json<Tokens>().idToken };
    const today = todayInTokyo(clock());
    const clients = await callAs(t, demoAdmin, 'GET', '/v1/clients?perPage=100');
    const byName = new Map((clients.body.data as Client[]).map((c) => [c.name, c]));
    const yokohama = byName.get('横浜精密工業株式会社') as Client;
    const first = byName.get('東京フレッシュフーズ株式会社') as Client;
    expect(yokohama.tollHandling).toBe('reimbursed');
    expect(first.tollHandling).toBe('included');

    // Tuesday's charter, in 横浜精密工業's month (25日締め).
    const tuesday = addDays(today, -3);
    const reimbursed = await callAs(
      t,
      demoAdmin,
      'GET',
      `/v1/statements/clients/${yokohama.id}?accountingMonth=${accountingMonthOf(tuesday, 25)}`,
    );
    const y = reimbursed.body as ClientStatementDetail;
    expect(y.lines.filter((l) => l.kind === 'expense')).toEqual([]);
    expect(y.reimbursements.filter((r) => r.paidOn === tuesday).map((r) => [r.payeeName, r.amount])).toEqual([
      ['首都高速道路株式会社', 1320],
      ['大黒ふ頭パーキング', 600],
    ]);
    expect(y.totalAmount).toBe(y.tax.totalAmount + y.reimbursementTotal);

    // 山田's Monday toll (approved, billed to the client) is a 運賃 line of the first client.
    const monday = addDays(today, -4);
    const included = await callAs(
      t,
      demoAdmin,
      'GET',
      `/v1/statements/clients/${first.id}?accountingMonth=${accountingMonthOf(monday, first.closingDay)}`,
    );
    const f = included.body as ClientStatementDetail;
    expect(f.lines).toContainEqual(
      expect.objectContaining({ kind: 'expense', date: monday, amount: 1200, taxRate: 10 }),
    );
    expect(f.reimbursements).toEqual([]);
  });
});
