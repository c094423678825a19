import { describe, expect, it } from 'vitest';
import { apiAs } from './support/api.ts';
import { downloadedBytes } from './support/download.ts';
import { solidPng } from './support/images.ts';
import { signedInPage } from './support/pages.ts';
import { DEMO_PASSWORD } from './support/server.ts';
import { useServerAndBrowser } from './support/suite.ts';

// Its own server: it records the demo spill's 速報 and picks the demo's accidents, which other files add to.
const suite = useServerAndBrowser({}, { ownServer: true });

/** The company administrator's page at `path`. */
const staffPage = (path: string) => signedInPage(suite, 'admin', { path, acceptDownloads: true });

describe('accident reports and the 運転者台帳 an auditor reads', () => {
  it('staff record the 速報 and then the 報告書 of the demo spill; the chip follows', async () => {
    const staff = await apiAs(suite.server.url, 'admin@example.com', DEMO_PASSWORD);
    const list = await staff<{ data: { id: string; reportDeadline: { kind: string | null } }[] }>(
      'GET',
      '/accident-reports',
    );
    const spill = list.data.find((r) => r.reportDeadline.kind === 'flash_24h');
    expect(spill).toBeDefined();
    const page = await staffPage(`/accident-reports/${spill?.id}`);
    await page.getByRole('heading', { name: '運輸支局への報告' }).waitFor();
    await page.getByText(/^24時間以内速報 \d+月\d+日 17:50まで/).waitFor();
    await page.getByText('再発防止対策').first().waitFor();

    await page.getByRole('button', { name: '速報を記録' }).click();
    await page.getByText('速報を記録しました').waitFor();
    await page.getByText(/^30日以内報告 \d+月\d+日まで$/).waitFor();
    await page.getByRole('button', { name: '報告書の提出を記録' }).click();
    await page.getByText('報告書提出済み').waitFor();
    await expect(page.getByRole('button', { name: '記録を取り消す' }).count()).resolves.toBe(2);
    await page.context().close();
  });

  it('staff complete a driver’s 台帳: the 初任診断 and the photo, then print it', async () => {
    const staff = await apiAs(suite.server.url, 'admin@example.com', DEMO_PASSWORD);
    const drivers = await staff<{ data: { id: string; name: string }[] }>(
      'GET',
      `/drivers?q=${encodeURIComponent('加藤')}`,
    );
    const kato = drivers.data.find((d) => d.name === '加藤 翔');
    const page = await staffPage(`/drivers/${kato?.id}`);
    await page.getByRole('heading', { name: '運転者台帳' }).waitFor();
    const missing = page.getByText(/^未記入の項目：/);
    await expect.poll(() => missing.textContent()).toContain('初任診断の受診記録');

    await page.getByRole('button', { name: '適性診断を記録' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('受診機関').fill('E2E 適性診断センター');
    await dialog.getByRole('button', { name: '保存' }).click();
    await page.getByText('適性診断の記録を登録しました').waitFor();
    await page.getByRole('table', { name: '適性診断の記録' }).getByText('E2E 適性診断センター').waitFor();
    await expect.poll(() => missing.textContent()).not.toContain('初任診断の受診記録');

    await page.getByRole('button', { name: '写真を登録' }).click();
    await page
      .getByRole('dialog')
      .locator('input[type=file]')
      .setInputFiles({
        name: 'kato.png',
        mimeType: 'image/png',
        buffer: solidPng(240, 300, [120, 140, 160]),
      });
    await page.getByRole('dialog').getByRole('button', { name: '保存' }).click();
    await page.getByRole('img', { name: '加藤 翔の台帳写真' }).waitFor();
    await expect.poll(() => missing.textContent()).not.toContain('写真');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '台帳PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^運転者台帳_加藤 翔_\d{4}-\d{2}-\d{2}\.pdf$/);
    expect((await downloadedBytes(download)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await page.context().close();
  });
});
