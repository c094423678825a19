import { describe, expect, it } from 'vitest';
import { apiAs } from './support/api.ts';
import { signedInPage } from './support/pages.ts';
import { DEMO_PASSWORD } from './support/server.ts';
import { useServerAndBrowser } from './support/suite.ts';

// It approves every waiting daily report of the demo company, which daily-reports.e2e.ts needs waiting.
const suite = useServerAndBrowser({}, { ownServer: true });

describe('承認待ち (company staff)', () => {
  it('opens the inbox from the dashboard and approves the waiting daily reports at once', async () => {
    const staff = await apiAs(suite.server.url, 'admin@example.com', DEMO_PASSWORD);
    const waiting = await staff<{ total: number }>('GET', '/daily-reports?approveStatus=requested');
    expect(waiting.total).toBeGreaterThan(0);
    const page = await signedInPage(suite, 'admin', {
      path: '/dashboard',
      viewport: { width: 1400, height: 900 },
    });

    // The dashboard's panel names what waits per driver and opens the inbox.
    const panel = page.getByRole('region', { name: '承認待ち' });
    await panel
      .getByText(/承認待ちの日報が\d+件あります/)
      .first()
      .waitFor();
    await panel.getByRole('link', { name: '承認待ちを開く' }).click();
    await page.getByRole('heading', { name: '承認待ち', level: 1 }).waitFor();
    await page.getByRole('table', { name: '承認待ちの経費' }).getByRole('row').nth(1).waitFor();

    await page.getByRole('tab', { name: '日報' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('tab')).toBe('daily-reports');
    const table = page.getByRole('table', { name: '承認待ちの日報' });
    await table.getByRole('row').nth(waiting.total).waitFor();
    await table.getByRole('checkbox', { name: 'このページをすべて選択' }).check();
    await page.getByRole('button', { name: /^承認（\d+件）$/ }).click();
    await page.getByRole('button', { name: '承認する' }).click();
    // The demo's second driver's report lacks 乗務記録 items: none is approved, and the dialog says which.
    const refusal = page.getByRole('dialog').getByRole('alert');
    await refusal.getByText('未記入の項目がある日報が1件あります').waitFor();
    await refusal.getByText(/業務終了の地点、休憩1の場所/).waitFor();
    await page.getByRole('button', { name: 'キャンセル' }).click();
    const requested = await staff<{ data: { id: string; endPlace: string | null }[] }>(
      'GET',
      '/daily-reports?approveStatus=requested',
    );
    expect(requested.data).toHaveLength(waiting.total);
    const incomplete = requested.data.filter((r) => r.endPlace === null).map((r) => r.id);
    await staff('POST', '/daily-reports/actions/update-status', {
      ids: incomplete,
      status: 'rejected',
      comment: '終了地点と休憩場所を記入してください',
    });

    await page.reload();
    await table
      .getByRole('row')
      .nth(waiting.total - 1)
      .waitFor();
    await table.getByRole('checkbox', { name: 'このページをすべて選択' }).check();
    await page.getByRole('button', { name: /^承認（\d+件）$/ }).click();
    await page.getByRole('button', { name: '承認する' }).click();
    await page.getByText(`${waiting.total - 1}件の日報を承認しました`).waitFor();
    await page.getByText('承認待ちの日報はありません').waitFor();
    expect((await staff<{ total: number }>('GET', '/daily-reports?approveStatus=requested')).total).toBe(0);
    await page.context().close();
  });
});
