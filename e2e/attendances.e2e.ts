import { describe, expect, it } from 'vitest';
import { apiAs } from './support/api.ts';
import { signedInPage } from './support/pages.ts';
import { DEMO_PASSWORD } from './support/server.ts';
import { useServerAndBrowser } from './support/suite.ts';

const suite = useServerAndBrowser();

type Day = {
  state: string;
  dutyBarred: boolean;
  records: {
    id: string;
    type: string;
    alcoholValue: number | null;
    confirmedBy: { name: string } | null;
    method: string | null;
    instructions: string | null;
  }[];
};

describe('出勤 with the 点呼 on the phone, confirmed by a manager in 点呼記録', () => {
  it('the demo driver clocks in on /home and a manager confirms the 点呼 as its 点呼執行者', async () => {
    const phone = await signedInPage(suite, 'driver', { viewport: { width: 390, height: 844 } });
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
    await expect.poll(() => dialog.getByText('アルコール濃度を入力してください').count()).toBe(1);
    // The driver no longer names the 点呼執行者: the office does, by confirming.
    expect(await dialog.getByLabel('点呼執行者').count()).toBe(0);

    const answer = (group: string, choice: string) =>
      dialog.getByRole('group', { name: group }).getByRole('button', { name: choice, exact: true }).click();
    await answer('酒気帯びの有無', 'なし');
    // Typed with the IME on: full-width digits are the number they show.
    await dialog.getByLabel('アルコール濃度（mg/L）').fill('０.００');
    await answer('健康状態', '良好');
    await dialog.getByLabel('睡眠時間（時間）').fill('7.5');
    await answer('日常点検', '実施済み');
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
    expect(day.records[0]).toMatchObject({ type: 'clock_in', alcoholValue: 0, confirmedBy: null });
    // The 退勤 asks for the state of the vehicle, road and operation.
    await card.getByRole('button', { name: '退勤する' }).click();
    const out = phone.getByRole('dialog', { name: '退勤の点呼' });
    expect(await out.getByLabel('自動車・道路・運行の状況').count()).toBe(1);
    await out.getByRole('button', { name: 'キャンセル' }).click();
    await phone.context().close();

    const staff = await signedInPage(suite, 'admin');
    await staff.getByRole('link', { name: '点呼記録', exact: true }).click();
    await staff.waitForURL((url) => url.pathname === '/roll-calls');
    // The filter lives in the URL: the box shows checked once the page has read it back.
    const unconfirmedOnly = staff.getByLabel('未確認の点呼のみ');
    await unconfirmedOnly.click();
    await expect.poll(() => unconfirmedOnly.isChecked()).toBe(true);
    const row = staff.getByRole('row').filter({ hasText: '山田 太郎' }).filter({ hasText: '12345.6' });
    await expect.poll(() => row.count()).toBe(1);
    const text = (await row.textContent()) ?? '';
    for (const shown of ['出勤', 'なし', '0.00', '使用', '良好', '7.5', '実施'])
      expect(text).toContain(shown);

    await row.getByRole('button', { name: '確認する（山田 太郎の点呼）' }).click();
    const confirm = staff.getByRole('dialog', { name: /点呼の確認/ });
    await confirm.waitFor();
    // The driver's answers beside the record.
    expect(
      await confirm.getByText(/検知器使用・酒気帯びなし 0\.00mg\/L・健康 良好・睡眠 7\.5時間/).count(),
    ).toBe(1);
    await confirm.getByLabel('指示事項').fill('雨天のため速度を控えめに');
    await confirm.getByRole('button', { name: '点呼執行者として確認する' }).click();
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(() => staff.getByText('1件の点呼を確認しました').count()).toBe(1);
    // No longer waiting: the row left the 未確認 list.
    await expect.poll(() => row.count()).toBe(0);
    await staff.context().close();

    const confirmed = (await driver<Day>('GET', '/self/attendances')).records[0];
    expect(confirmed).toMatchObject({
      confirmedBy: { name: '配車 一郎' },
      method: 'in_person',
      instructions: '雨天のため速度を控えめに',
    });
  });
});
