import { todayInTokyo } from '@rikuun/contract';
import { describe, expect, it } from 'vitest';
import { apiAs } from './support/api.ts';
import { dateField, typeDate } from './support/date-field.ts';
import { downloadedBytes } from './support/download.ts';
import { solidPng } from './support/images.ts';
import { signedInPage } from './support/pages.ts';
import { DEMO_PASSWORD } from './support/server.ts';
import { useServerAndBrowser } from './support/suite.ts';

const suite = useServerAndBrowser();

describe('accident reports', () => {
  it('staff report an accident with a photo, see the 24-hour deadline, view the photo and print the PDF', async () => {
    const page = await signedInPage(suite, 'admin', { acceptDownloads: true });
    await page.waitForURL(/\/dashboard$/);
    await page.getByRole('link', { name: '事故報告', exact: true }).click();
    await page.waitForURL(/\/accident-reports$/);
    // The demo company's critical report waits for its 30-day report.
    await page
      .getByText(/30日以内報告/)
      .first()
      .waitFor();

    await page.getByRole('link', { name: '事故を報告' }).click();
    await typeDate(page, dateField(page, '事故発生日'), todayInTokyo().replaceAll('-', '/'));
    await page.getByLabel('発生時刻').fill('09:15');
    await page.getByRole('combobox', { name: 'ドライバー' }).click();
    await page.getByRole('option').first().click();
    await page.getByLabel('郵便番号').fill('1360082');
    await expect.poll(() => page.getByLabel('発生場所（住所1）').inputValue()).toContain('新木場');
    await page.getByLabel('事故の状況').fill('E2E: 交差点で歩行者2名と接触した。');
    await page.getByLabel('死者（名）').fill('2');
    await page.getByText('24時間以内速報', { exact: false }).first().waitFor();
    await page.getByLabel('相手方氏名').fill('E2E 相手方');
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: '現場.png', mimeType: 'image/png', buffer: solidPng(640, 480, [200, 60, 60]) });
    await page.getByText('現場.png（', { exact: false }).waitFor();
    await page.getByRole('button', { name: '保存' }).click();

    await page.waitForURL(/\/accident-reports\/[0-9a-f-]{36}$/);
    await page
      .getByText(/24時間以内速報 \d+月\d+日 09:15まで/)
      .first()
      .waitFor();
    await page.getByText('E2E 相手方').waitFor();
    await page.getByRole('button', { name: 'image.pngを表示' }).click();
    await page.getByRole('dialog').getByRole('img').waitFor();
    await page.keyboard.press('Escape');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'PDF出力' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^事故報告書_\d{4}-\d{2}-\d{2}\.pdf$/);
    const bytes = await downloadedBytes(download);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    await page.getByRole('link', { name: '事故報告一覧' }).click();
    await page.waitForURL(/\/accident-reports$/);
    await page.getByText('E2E: 交差点で歩行者2名と接触した。').waitFor();
    await page.context().close();
  });

  it('a driver reports his own accident from the phone; the office lists it', async () => {
    const page = await signedInPage(suite, 'driver', {
      viewport: { width: 390, height: 844 },
      path: '/driver/accident-reports/new',
    });
    await page.getByRole('heading', { name: '事故を報告' }).waitFor();
    await expect(page.getByRole('combobox', { name: 'ドライバー' }).count()).resolves.toBe(0);
    await typeDate(page, dateField(page, '事故発生日'), todayInTokyo().replaceAll('-', '/'));
    await page.getByLabel('発生時刻').fill('07:40');
    await page.getByLabel('郵便番号').fill('143-0006');
    await page.getByLabel('発生場所（住所1）').fill('東京都大田区平和島2-1-1');
    await page.getByLabel('事故の状況').fill('E2E: 構内で後退中にポールへ接触した。');
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'pole.png', mimeType: 'image/png', buffer: solidPng(320, 240, [90, 90, 200]) });
    await page.getByText('pole.png（', { exact: false }).waitFor();
    await page.getByRole('button', { name: '保存' }).click();
    await page.waitForURL(/\/home$/);

    const staff = await apiAs(suite.server.url, 'admin@example.com', DEMO_PASSWORD);
    const list = await staff<{
      data: { details: { description: string }; fileCount: number; driverName: string }[];
    }>('GET', '/accident-reports');
    const mine = list.data.find((r) => r.details.description === 'E2E: 構内で後退中にポールへ接触した。');
    expect(mine?.fileCount).toBe(1);
    await page.context().close();
  });
});
