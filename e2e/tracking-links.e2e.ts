import { todayInTokyo } from '@rikuun/contract';
import { describe, expect, it } from 'vitest';
import { apiAs } from './support/api.ts';
import { newPage, signedInPage } from './support/pages.ts';
import { DEMO_PASSWORD } from './support/server.ts';
import { useServerAndBrowser } from './support/suite.ts';

const suite = useServerAndBrowser({ MAP_TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png' });
const PHONE = { width: 390, height: 844 };

describe('tracking links (追跡リンク)', () => {
  it('a shipper makes a link to one stop; the recipient opens it signed out and sees that stop only', async () => {
    const page = await signedInPage(suite, 'consignor', { path: '/consignor/map' });
    const card = page.getByRole('region').filter({ hasText: /ドライバー 山田/ });
    await expect.poll(() => card.locator('li').count()).toBeGreaterThan(1);
    const names = await card.locator('li p.MuiTypography-noWrap').allTextContents();
    const pending = card.locator('li').filter({ hasText: '未着' }).first();
    const name = (await pending.locator('p.MuiTypography-noWrap').textContent()) ?? '';
    expect(name).not.toBe('');

    await pending.getByRole('button', { name: `「${name}」の追跡リンク` }).click();
    const dialog = page.getByRole('dialog', { name: '追跡リンク' });
    // The recipient's address is optional; a malformed one is refused at its field.
    const address = dialog.getByLabel('受取人のメールアドレス（任意）');
    await address.fill('uketori@');
    await dialog.getByRole('button', { name: 'リンクを作成' }).click();
    await dialog.getByText('受取人のメールアドレスの形式が正しくありません').waitFor();
    await address.fill('uketori@example.com');
    await dialog.getByRole('button', { name: 'リンクを作成' }).click();
    await dialog.getByText(/uketori@example\.com にリンクと到着予定をメールで一度お知らせします/).waitFor();
    const url = await dialog.getByLabel('リンク', { exact: true }).inputValue();
    expect(url).toMatch(/\/track\/[A-Za-z0-9_-]{40,}$/);
    await page.context().close();

    // The recipient: no session, a phone.
    const recipient = await newPage(suite, { viewport: PHONE });
    await recipient.goto(url);
    await expect.poll(() => recipient.getByRole('heading', { name: 'お届け状況' }).count()).toBe(1);
    await expect.poll(() => recipient.getByText(name, { exact: true }).count()).toBe(1);
    await expect.poll(() => recipient.getByLabel('到着予定の時間帯').count()).toBe(1);
    expect(await recipient.getByText('未着', { exact: true }).count()).toBe(1);
    expect(await recipient.getByText(/配送会社 デモ運送株式会社/).count()).toBe(1);
    // Nothing of the other stops or the driver.
    for (const other of names.filter((n) => n !== name))
      expect(await recipient.getByText(other, { exact: true }).count(), other).toBe(0);
    expect(await recipient.getByText(/山田/).count()).toBe(0);
    await recipient.context().close();
  });

  it('says so when a link is unknown or has expired', async () => {
    const page = await newPage(suite, { viewport: PHONE });
    await page.goto(`${suite.server.url}/track/no-such-link`);
    await expect.poll(() => page.getByText('このリンクは無効か、有効期限が切れています。').count()).toBe(1);
    await page.context().close();
  });

  it('opens the demo link, and staff make a link from a stop on the course page', async () => {
    // The demo's link, known by its address (README), opens for anyone.
    const demo = await newPage(suite, { viewport: PHONE });
    await demo.goto(`${suite.server.url}/track/demo-otodoke`);
    await expect.poll(() => demo.getByText(/配送会社 デモ運送株式会社/).count()).toBe(1);
    await demo.context().close();

    const api = await apiAs(suite.server.url, 'admin@example.com', DEMO_PASSWORD);
    const course = await api<{ id: string }>('POST', '/courses', {
      deliveryDate: todayInTokyo(),
      name: 'E2E追跡便',
      startTime: '09:00',
    });
    for (const name of ['E2E追跡先A', 'E2E追跡先B'])
      await api('POST', `/courses/${course.id}/destinations`, { name, latitude: 35.66, longitude: 139.78 });
    const page = await signedInPage(suite, 'admin', { path: `/courses/${course.id}` });
    await page.getByRole('button', { name: '「E2E追跡先B」の追跡リンク' }).click();
    const dialog = page.getByRole('dialog', { name: '追跡リンク' });
    await dialog.getByRole('button', { name: 'リンクを作成' }).click();
    const url = await dialog.getByLabel('リンク', { exact: true }).inputValue();
    await page.context().close();

    const recipient = await newPage(suite, { viewport: PHONE });
    await recipient.goto(url);
    await expect.poll(() => recipient.getByText('E2E追跡先B', { exact: true }).count()).toBe(1);
    await expect.poll(() => recipient.getByText('お届け予定です').count()).toBe(1);
    expect(await recipient.getByText('E2E追跡先A').count()).toBe(0);
    expect(await recipient.getByText('E2E追跡便').count()).toBe(0);
    await recipient.context().close();
  });
});
