import { addDays, todayInTokyo } from '@rikuun/contract';
import { describe, expect, it } from 'vitest';
import { apiAs } from './support/api.ts';
import { signedInPage } from './support/pages.ts';
import { DEMO_PASSWORD } from './support/server.ts';
import { useServerAndBrowser } from './support/suite.ts';

const suite = useServerAndBrowser();

type Offer = { id: string; courseName: string; audience: string };

describe('offers to 傭車先 only', () => {
  it("shows a partners-only offer to the offering company's partners and to nobody else", async () => {
    const demo = await apiAs(suite.server.url, 'admin@example.com', DEMO_PASSWORD);
    const sample = await apiAs(suite.server.url, 'admin2@example.com', DEMO_PASSWORD);
    const deliveryDate = addDays(todayInTokyo(), 4);

    // サンプル物流 (no 傭車先 of its own) offers a course to its partners only, from the course page.
    const name = `E2E傭車先限定便 ${Date.now()}`;
    const course = await sample<{ id: string }>('POST', '/courses', {
      deliveryDate,
      name,
      startTime: '09:00',
    });
    await sample('POST', `/courses/${course.id}/destinations`, {
      name: 'E2E配送先',
      latitude: 35.6,
      longitude: 139.7,
    });
    const page = await signedInPage(suite, 'admin2', { path: `/courses/${course.id}` });
    await page.getByRole('button', { name: '傭車に出す' }).click();
    const dialog = page.getByRole('dialog', { name: `「${name}」を傭車に出す` });
    await dialog.getByLabel('傭車料').fill('21000');
    await dialog.getByLabel('区間（発地）').fill('東京都江東区');
    await dialog.getByLabel('区間（着地）').fill('千葉県船橋市');
    await dialog.getByRole('combobox', { name: '公開範囲' }).click();
    await page.getByRole('option', { name: '傭車先のみ' }).click();
    await dialog.getByRole('button', { name: '依頼する' }).click();
    await page.getByRole('link', { name: '傭車の依頼を見る' }).click();
    const own = page.getByRole('row', { name: new RegExp(name) });
    await own.getByText('傭車先のみ').waitFor();
    await page.context().close();

    // デモ運送 is not on サンプル物流's list: the offer is not among its open offers, and 404 by id.
    const mine = await sample<{ data: Offer[] }>('GET', '/offers/courses?requester=me&perPage=1000');
    const offered = mine.data.find((o) => o.courseName === name);
    expect(offered?.audience).toBe('partners');
    await expect(demo('GET', `/offers/courses/${offered?.id}`)).rejects.toThrow(/404/);
    const admin = await signedInPage(suite, 'admin', { path: '/offers' });
    await admin.getByRole('tab', { name: '募集中の案件' }).waitFor();
    await expect.poll(() => admin.getByText('読み込み中').count()).toBe(0);
    expect(await admin.getByText(name).count()).toBe(0);

    // デモ運送's own 傭車先 (the demo: サンプル物流) is listed on its 傭車先 tab; its partners-only
    // offer reaches サンプル物流.
    await admin.getByRole('tab', { name: '傭車先' }).click();
    await admin.getByRole('list', { name: '傭車先' }).getByText('株式会社サンプル物流').waitFor();
    await admin.context().close();
    const theirs = `E2E傭車先向け ${Date.now()}`;
    const demoCourse = await demo<{ id: string }>('POST', '/courses', {
      deliveryDate,
      name: theirs,
      startTime: '09:00',
    });
    await demo('POST', '/offers/courses', {
      courseId: demoCourse.id,
      fee: 19000,
      expiresAt: new Date(Date.now() + 24 * 3600_000).toISOString(),
      audience: 'partners',
      fromArea: '東京都江東区',
      toArea: '千葉県船橋市',
    });
    const partner = await signedInPage(suite, 'admin2', { path: '/offers' });
    await partner.getByRole('row', { name: new RegExp(theirs) }).waitFor();
    await partner.context().close();
  });
});
