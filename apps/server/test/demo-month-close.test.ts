import {
  accountingMonthOf,
  type ClientStatementSummary,
  contractorPaymentDueDate,
  type DriverStatementSummary,
  shiftMonth,
  todayInTokyo,
} from '@rikuun/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/db/seed-demo.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { callAs } from './support/api-calls.ts';
import { signIn, type Tokens } from './support/auth.ts';

const PASSWORD = 'demo-password-for-tests';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DEMO_PASSWORD: PASSWORD });
  await seedDemo(t.app.services);
});
afterAll(() => t.close());

describe('demo data', () => {
  it('gives the demo company’s contractors and first client adjustments on the month close', async () => {
    const token = (await signIn(t, 'admin@example.com', PASSWORD)).json<Tokens>().idToken;
    const demoAdmin = { token };
    const month = accountingMonthOf(todayInTokyo(), 0);
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
});
