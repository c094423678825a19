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

describe('demo accident reports', () => {
  it('gives the demo company a critical report due within 30 days, with a photo that prints', async () => {
    await seedDemo(t.app.services);
    const [admin] = await t.database.db.select().from(users).where(eq(users.email, 'admin@example.com'));
    if (!admin) throw new Error('demo admin missing');
    const { idToken } = await t.app.idTokens.issue(admin.id);
    const headers = { authorization: `Bearer ${idToken}` };
    const list = await t.app.inject({ url: '/v1/accident-reports', headers });
    expect(list.statusCode).toBe(200);
    const reports = list.json().data as {
      id: string;
      isCritical: boolean;
      flashReportedAt: string | null;
      reportDeadline: { kind: string | null };
    }[];
    expect(reports).toHaveLength(3);
    const critical = reports.find((r) => r.reportDeadline.kind === 'report_30d');
    expect(critical?.isCritical).toBe(true);
    // The overturned trailer's 軽油 leak calls for a 速報, not made yet: the alerts say so.
    const flash = reports.find((r) => r.reportDeadline.kind === 'flash_24h');
    expect(flash).toMatchObject({ isCritical: true, flashReportedAt: null });
    const alerts = (await t.app.inject({ url: '/v1/alerts', headers })).json().data as {
      kind: string;
      subjectId: string;
    }[];
    expect(alerts).toContainEqual(
      expect.objectContaining({ kind: 'accident_flash_report', subjectId: flash?.id }),
    );
    expect(alerts).toContainEqual(
      expect.objectContaining({ kind: 'accident_report', subjectId: critical?.id }),
    );
    expect(reports.find((r) => !r.isCritical)?.reportDeadline.kind).toBeNull();
    const detail = (await t.app.inject({ url: `/v1/accident-reports/${critical?.id}`, headers })).json();
    expect(detail.files).toMatchObject([{ category: 'photo', contentType: 'image/png' }]);
    expect((await t.app.inject({ url: detail.files[0].thumbnailUrl })).statusCode).toBe(200);
    const pdf = await t.app.inject({
      method: 'POST',
      url: '/v1/accident-reports/pdf',
      headers,
      payload: { id: critical?.id },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.length).toBeGreaterThan(10_000);
  });
});
