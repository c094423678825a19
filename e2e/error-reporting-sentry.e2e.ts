import { afterAll, describe, expect, it } from 'vitest';
import { startReceiver } from '../apps/server/test/support/http-receiver.ts';
import { signedInPage } from './support/pages.ts';
import { useServerAndBrowser } from './support/suite.ts';

/**
 * With ERROR_REPORTING_DSN, the web app loads @sentry/react on its first unexpected error and sends it
 * to that service: here a receiver on loopback standing in for Sentry or GlitchTip.
 */
const receiver = await startReceiver();
const suite = useServerAndBrowser({ ERROR_REPORTING_DSN: `http://webkey@127.0.0.1:${receiver.port}/7` });
afterAll(() => receiver.close());

describe('error reporting through a DSN, from the browser', () => {
  it('sends the page’s unexpected error with its route and role, and nothing personal', async () => {
    const staff = await signedInPage(suite, 'admin', { path: '/vehicles' });
    await expect.poll(() => staff.getByRole('heading', { name: '車両' }).count()).toBeGreaterThan(0);
    const marker = `e2e-sentry-${Date.now().toString(36)}`;
    await staff.evaluate((message) => {
      setTimeout(() => {
        throw new Error(`${message} for admin@example.com`);
      });
    }, marker);
    const fromBrowser = () =>
      receiver.received.find((r) => r.url.startsWith('/api/7/envelope/') && r.body.includes(marker));
    await expect.poll(() => fromBrowser() !== undefined, { timeout: 20_000 }).toBe(true);
    const text = fromBrowser()?.body.toString('utf8') ?? '';
    const event = JSON.parse(text.split('\n')[2] ?? '{}');
    expect(event.tags).toMatchObject({ route: '/vehicles', role: 'company_admin' });
    expect(event.release).toMatch(/^rikuun@/);
    expect(event.exception.values[0].value).toBe(`${marker} for [email]`);
    expect(text).not.toContain('admin@example.com');
    expect(event.user).toBeUndefined();
  });
});
