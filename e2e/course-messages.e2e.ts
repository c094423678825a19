import { describe, expect, it } from 'vitest';
import { apiAs } from './support/api.ts';
import { signedInPage } from './support/pages.ts';
import { DEMO_PASSWORD } from './support/server.ts';
import { useServerAndBrowser } from './support/suite.ts';

const suite = useServerAndBrowser();

describe('course messages (コースのメッセージ)', () => {
  it('staff write to the driver of a course; he reads it on his phone and staff see 既読', async () => {
    // The demo driver's course under way today (its thread is in the demo data).
    const driverApi = await apiAs(suite.server.url, 'driver@example.com', DEMO_PASSWORD);
    const own = await driverApi<{ courses: { id: string; status: string }[] }>('GET', '/self/courses');
    const course = own.courses.find((c) => c.status === 'in_progress');
    if (!course) throw new Error('the demo driver has no course under way today');

    const staff = await signedInPage(suite, 'admin', { path: `/courses/${course.id}` });
    const thread = staff.getByRole('region', { name: 'メッセージ' });
    // The demo's thread shows, the driver's question among it.
    await expect.poll(() => thread.getByText('承知しました。北側ゲートから入ります。').count()).toBe(1);
    const text = `E2E連絡 ${Date.now()}: 帰りに本社へ寄ってください。`;
    await thread.getByRole('textbox', { name: 'メッセージ' }).fill(text);
    await thread.getByRole('button', { name: '送信' }).click();
    const sent = thread.getByRole('listitem').filter({ hasText: text });
    await expect.poll(() => sent.getByText('未読').count()).toBe(1);

    const phone = await signedInPage(suite, 'driver', {
      path: `/driver/courses/${course.id}`,
      viewport: { width: 390, height: 844 },
    });
    const mine = phone.getByRole('region', { name: 'メッセージ' });
    await expect.poll(() => mine.getByText(text).count()).toBe(1);
    await phone.context().close();

    // Back at the office: the message now carries its read receipt.
    await staff.reload();
    await expect.poll(() => sent.getByText(/^既読 \d{1,2}:\d{2}$/).count()).toBe(1);
    await staff.context().close();
  });
});
