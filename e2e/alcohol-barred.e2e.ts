import { describe, expect, it } from 'vitest';
import { apiAs, idTokenOf } from './support/api.ts';
import { signedInPage } from './support/pages.ts';
import { DEMO_PASSWORD } from './support/server.ts';
import { useServerAndBrowser } from './support/suite.ts';

// Its own server: the positive reading bars the demo driver for the day, which other files clock in.
const suite = useServerAndBrowser({}, { ownServer: true });

type Course = { id: string; destinations: { id: string; status: string }[] };

describe('a positive alcohol reading on the phone (乗務禁止)', () => {
  it('records the 出勤 but the driver cannot start: off duty, told to call the office, stops refused', async () => {
    const phone = await signedInPage(suite, 'driver', { viewport: { width: 390, height: 844 } });
    await phone.waitForURL((url) => url.pathname === '/home');
    const card = phone.getByLabel('勤務状況');
    await card.getByRole('button', { name: '出勤する' }).click();
    const dialog = phone.getByRole('dialog', { name: '出勤の点呼' });
    const answer = (group: string, choice: string) =>
      dialog.getByRole('group', { name: group }).getByRole('button', { name: choice, exact: true }).click();
    await dialog.getByLabel('アルコール濃度（mg/L）').fill('0.15');
    await answer('酒気帯びの有無', 'あり');
    // The phone warns before it is sent.
    await expect.poll(() => dialog.getByText(/乗務できません（乗務禁止）/).count()).toBe(1);
    await answer('健康状態', '良好');
    await dialog.getByLabel('睡眠時間（時間）').fill('6');
    await answer('日常点検', '実施済み');
    await dialog.getByRole('button', { name: '出勤を記録する' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Off duty, told to call the office, no way to start.
    await expect.poll(() => card.getByText(/事務所（運行管理者）に電話で連絡してください/).count()).toBe(1);
    expect(await card.getByText('勤務外').count()).toBe(1);
    expect(await card.getByRole('button', { name: '出勤する' }).count()).toBe(0);

    const driver = await apiAs(suite.server.url, 'driver@example.com', DEMO_PASSWORD);
    await expect
      .poll(async () => (await driver<{ records: unknown[] }>('GET', '/self/attendances')).records.length, {
        timeout: 20_000,
      })
      .toBe(1);
    const day = await driver<{ state: string; dutyBarred: boolean }>('GET', '/self/attendances');
    expect(day).toMatchObject({ state: 'off_duty', dutyBarred: true });
    // A reload keeps it so (the server's day, not the phone's memory).
    await phone.reload();
    await expect.poll(() => card.getByText(/乗務禁止/).count()).toBe(1);

    // The stops of the day answer 409.
    const { courses } = await driver<{ courses: Course[] }>('GET', '/self/courses');
    const stop = courses.flatMap((c) => c.destinations).find((d) => d.status !== 'completed');
    expect(stop).toBeDefined();
    const token = await idTokenOf(suite.server.url, 'driver@example.com', DEMO_PASSWORD);
    const refused = await fetch(`${suite.server.url}/v1/self/destinations/${stop?.id}/actions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'arrived' }),
    });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toMatch(/乗務できません/);

    // The office sees the danger alert.
    const staff = await apiAs(suite.server.url, 'admin@example.com', DEMO_PASSWORD);
    const alerts = await staff<{ data: { kind: string; subjectName: string; severity: string }[] }>(
      'GET',
      '/alerts',
    );
    expect(alerts.data.filter((a) => a.kind === 'alcohol_detected' && a.subjectName === '山田 太郎')).toEqual(
      [expect.objectContaining({ severity: 'danger' })],
    );
    await phone.context().close();
  });
});
