import { describe, expect, it } from 'vitest';
import { apiAs } from './support/api.ts';
import { signedInPage } from './support/pages.ts';
import { DEMO_PASSWORD } from './support/server.ts';
import { useServerAndBrowser } from './support/suite.ts';

/**
 * The driver's expense form: the course is chosen for him when he has one that day, a wrong amount is
 * refused at its field, and a double tap on 申請する files one expense. Its own server: it files one.
 */
const suite = useServerAndBrowser({}, { ownServer: true });
const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, serviceWorkers: 'block' as const };

describe('expense form on the phone', () => {
  it('preselects the course of the day, shows the error at its field, and a double tap files once', async () => {
    const driver = await apiAs(suite.server.url, 'driver@example.com', DEMO_PASSWORD);
    type Day = { deliveryDate: string; courses: { id: string; name: string; status: string }[] };
    const day = await driver<Day>('GET', '/self/courses');
    // The course he runs that day: the one under way first, else the first not cancelled.
    const likely =
      day.courses.find((c) => c.status === 'in_progress') ??
      day.courses.find((c) => c.status !== 'cancelled');
    if (!likely) throw new Error('the demo driver has no course today');

    const page = await signedInPage(suite, 'driver', {
      ...phone,
      path: `/driver/expenses/new?date=${day.deliveryDate}`,
    });
    await page.getByRole('heading', { name: '経費を登録' }).waitFor();
    const course = page.getByRole('combobox', { name: 'コース' });
    await expect.poll(() => course.textContent()).toBe(likely.name);

    await page.getByRole('button', { name: '駐車場代' }).click();
    const amount = page.getByLabel('金額（円）');
    await amount.fill('0');
    await page.getByRole('button', { name: '申請する' }).click();
    await expect.poll(() => amount.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await amount.getAttribute('aria-describedby')) ?? '';
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe('金額は1以上で入力してください');
    // Still on the form: nothing was filed.
    await page.getByRole('heading', { name: '経費を登録' }).waitFor();

    await amount.fill('4321');
    await page.getByRole('button', { name: '申請する' }).dblclick();
    await page.waitForURL(/\/driver\/expenses\?date=/);
    await page.getByRole('article', { name: '駐車場代 ¥4,321' }).getByText('申請中').waitFor();
    type Expenses = { data: { amount: number; courseId: string }[] };
    await expect
      .poll(async () => {
        const filed = await driver<Expenses>('GET', `/self/expenses?deliveryDate=${day.deliveryDate}`);
        return filed.data.filter((e) => e.amount === 4321).map((e) => e.courseId);
      })
      .toEqual([likely.id]);
  });
});
