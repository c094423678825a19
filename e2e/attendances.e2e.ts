import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs } from './support/api.ts';
import { signIn } from './support/browser.ts';
import { DEMO_PASSWORD } from './support/server.ts';
import { useServerAndBrowser } from './support/suite.ts';

const suite = useServerAndBrowser();

async function newPage(viewport: { width: number; height: number }): Promise<Page> {
  const context = await suite.browser.newContext({ viewport, locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return page;
}

type Day = {
  state: string;
  records: { type: string; alcoholValue: number | null; checkedBy: string | null }[];
};

describe('出勤 with the 点呼 on the phone, seen in the staff 点呼記録', () => {
  it('the demo driver clocks in on /home and staff see the record with its alcohol check', async () => {
    const phone = await newPage({ width: 390, height: 844 });
    await signIn(phone, suite.server.url, 'driver@example.com', DEMO_PASSWORD);
    await phone.waitForURL((url) => url.pathname === '/home');
    const card = phone.getByLabel('勤務状況');
    await expect.poll(() => card.getByText('勤務外').count()).toBe(1);

    const clockIn = card.getByRole('button', { name: '出勤する' });
    expect((await clockIn.boundingBox())?.height).toBeGreaterThanOrEqual(48);
    await clockIn.click();
    const dialog = phone.getByRole('dialog', { name: '出勤の点呼' });
    await dialog.waitFor();
    // Sent empty: each missing answer is named at its field.
    await dialog.getByRole('button', { name: '出勤を記録する' }).click();
    await expect.poll(() => dialog.getByText('酒気帯びの有無を選択してください').count()).toBe(1);

    const answer = (group: string, choice: string) =>
      dialog.getByRole('group', { name: group }).getByRole('button', { name: choice, exact: true }).click();
    await answer('酒気帯びの有無', 'なし');
    await dialog.getByLabel('アルコール濃度（mg/L）').fill('0.00');
    await answer('健康状態', '良好');
    await dialog.getByLabel('睡眠時間（時間）').fill('7.5');
    await answer('日常点検', '実施済み');
    await answer('点呼方法', '対面');
    await dialog.getByLabel('点呼執行者').fill('運行管理者 E2E');
    await dialog.getByLabel('メーター（km）').fill('12345.6');
    await dialog.getByRole('button', { name: '出勤を記録する' }).click();
    await dialog.waitFor({ state: 'detached' });

    await expect.poll(() => card.getByText('勤務中').count()).toBe(1);
    expect(await card.getByRole('button', { name: '退勤する' }).count()).toBe(1);
    expect(await card.getByRole('button', { name: '休憩開始' }).count()).toBe(1);

    // The outbox delivers it to the server.
    const driver = await apiAs(suite.server.url, 'driver@example.com', DEMO_PASSWORD);
    await expect
      .poll(async () => (await driver<Day>('GET', '/self/attendances')).records.length, { timeout: 20_000 })
      .toBe(1);
    const day = await driver<Day>('GET', '/self/attendances');
    expect(day.state).toBe('on_duty');
    expect(day.records[0]).toMatchObject({ type: 'clock_in', alcoholValue: 0, checkedBy: '運行管理者 E2E' });
    // 点呼執行者 is remembered for the next 点呼.
    await card.getByRole('button', { name: '退勤する' }).click();
    const out = phone.getByRole('dialog', { name: '退勤の点呼' });
    expect(await out.getByLabel('点呼執行者').inputValue()).toBe('運行管理者 E2E');
    await out.getByRole('button', { name: 'キャンセル' }).click();
    await phone.context().close();

    const staff = await newPage({ width: 1280, height: 900 });
    await signIn(staff, suite.server.url, 'admin@example.com', DEMO_PASSWORD);
    await staff.waitForURL((url) => !url.pathname.startsWith('/login'));
    await staff.getByRole('link', { name: '点呼記録', exact: true }).click();
    await staff.waitForURL((url) => url.pathname === '/roll-calls');
    const row = staff.getByRole('row').filter({ hasText: '運行管理者 E2E' });
    await expect.poll(() => row.count()).toBe(1);
    const text = (await row.textContent()) ?? '';
    for (const shown of [
      '山田 太郎',
      '出勤',
      '対面',
      'なし',
      '0.00',
      '使用',
      '良好',
      '7.5',
      '実施',
      '12345.6',
    ]) {
      expect(text).toContain(shown);
    }
    await staff.context().close();
  });
});
