import { todayInTokyo } from '@rikuun/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/db/seed-demo.ts';
import { drivers } from '../src/features/drivers/drivers.table.ts';
import { users } from '../src/lib/auth/users.table.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DEMO_PASSWORD: 'demo-password-for-tests' });
});
afterAll(() => t.close());

describe('demo data', () => {
  it('gives the demo company profiles, checkups and alerts of each severity on the first start', async () => {
    await seedDemo(t.app.services);
    const [admin] = await t.database.db.select().from(users).where(eq(users.email, 'admin@example.com'));
    if (!admin) throw new Error('demo admin missing');
    const { idToken } = await t.app.idTokens.issue(admin.id);
    const res = await t.app.inject({ url: '/v1/alerts', headers: { authorization: `Bearer ${idToken}` } });
    expect(res.statusCode).toBe(200);
    const alerts = res.json().data as {
      kind: string;
      severity: string;
      subjectId: string;
      subjectName: string;
    }[];
    // Expiries are danger or warning; the approvals waiting since yesterday are info.
    expect(new Set(alerts.map((a) => a.severity))).toEqual(new Set(['danger', 'warning', 'info']));
    expect([...new Set(alerts.map((a) => a.kind))]).toEqual(
      expect.arrayContaining([
        'driver_license',
        'etc_card',
        'fuel_card',
        'health_checkup',
        'vehicle_inspection',
        'expense_approval',
        'accident_flash_report',
        'accident_report',
        'driver_register',
        'payment_notice_question',
      ]),
    );
    // A contractor's question on last month's 支払通知書 waits (not driver@example.com's account).
    expect(alerts.filter((a) => a.kind === 'payment_notice_question').map((a) => a.subjectName)).toEqual([
      '加藤 翔',
    ]);
    const answered = await t.app.inject({
      url: '/v1/issued-documents?kind=payment_notice&questionStatus=answered',
      headers: { authorization: `Bearer ${idToken}` },
    });
    expect(answered.json().data.map((d: { counterpartyName: string }) => d.counterpartyName)).toEqual([
      '中村 大輔',
    ]);
    // One demo driver's 運転者台帳 lacks items; driver@example.com's is complete and his licence valid.
    const register = alerts.filter((a) => a.kind === 'driver_register');
    expect(register.map((a) => a.subjectName)).toEqual(['加藤 翔']);
    const [yamada] = await t.database.db.select().from(drivers).where(eq(drivers.name, '山田 太郎'));
    const headers = { authorization: `Bearer ${idToken}` };
    const book = (await t.app.inject({ url: `/v1/drivers/${yamada?.id}/register`, headers })).json();
    expect(book.missing).toEqual([]);
    expect(book.license.expiresOn > todayInTokyo()).toBe(true);
    expect(book.aptitudeTests.map((a: { kind: string }) => a.kind).sort()).toEqual(['initial', 'specific1']);
    expect(alerts.filter((a) => a.subjectId === yamada?.id).map((a) => a.kind)).not.toContain(
      'driver_license',
    );
  });
});
