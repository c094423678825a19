import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedInPage as pageOf } from './support/pages.ts';
import { useServerAndBrowser } from './support/suite.ts';

/** The base request's 401 rules, against the real server with two-second ID tokens. */
const suite = useServerAndBrowser({ AUTH_ID_TOKEN_TTL_SECONDS: '2' });

const STORAGE_KEY = 'rikuun.auth';

async function signedInPage(): Promise<{ page: Page; responses: Response[] }> {
  const page = await pageOf(suite, 'admin', { path: '/vehicles' });
  const responses: Response[] = [];
  page.on('response', (r) => responses.push(r));
  // Wait until the page's own requests (and their token refreshes) are done.
  await expect.poll(() => page.getByText('品川 100 あ 12-34').count()).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  return { page, responses };
}

/** Makes the client believe its ID token is still fresh, so the server is the one to say otherwise. */
async function trustStoredToken(page: Page, change: (session: { idToken: string }) => void = () => {}) {
  await page.evaluate(
    ([key, changeSource]) => {
      const session = JSON.parse(localStorage.getItem(key) ?? '{}');
      new Function('session', changeSource)(session);
      session.expiresAt = Date.now() + 3_600_000;
      localStorage.setItem(key, JSON.stringify(session));
    },
    [STORAGE_KEY, `(${change.toString()})(session)`] as const,
  );
}

describe('base request and the identity provider', () => {
  it('refreshes once on firebase_token_expired and retries the same request', async () => {
    const { page, responses } = await signedInPage();
    await trustStoredToken(page);
    // Until the server says the stored ID token has expired (two seconds after it was issued).
    const stored = await page.evaluate(
      (key) => JSON.parse(localStorage.getItem(key) ?? '{}').idToken,
      STORAGE_KEY,
    );
    await expect
      .poll(
        async () => {
          const answer = await fetch(`${suite.server.url}/v1/vehicles?perPage=1`, {
            headers: { authorization: `Bearer ${stored}` },
          });
          return answer.status === 401 ? ((await answer.json()) as { error: string }).error : answer.status;
        },
        { interval: 200 },
      )
      .toBe('firebase_token_expired');
    responses.length = 0;
    await page.reload();
    await expect.poll(() => page.getByText('品川 100 あ 12-34').count()).toBeGreaterThan(0);
    expect(page.url()).toMatch(/\/vehicles$/);

    const expired = responses.find((r) => r.status() === 401 && r.url().includes('/v1/'));
    expect(expired).toBeDefined();
    expect(await expired?.json()).toMatchObject({ error: 'firebase_token_expired' });
    const refresh = responses.find((r) => r.url().endsWith('/auth/v1/token'));
    expect(refresh?.status()).toBe(200);
    const retried = responses.filter((r) => r.url() === expired?.url());
    expect(retried.map((r) => r.status())).toEqual([401, 200]);
  });

  it('signs out to /login?e=401 on any other 401', async () => {
    const { page } = await signedInPage();
    await trustStoredToken(page, (session) => {
      const [header, payload] = session.idToken.split('.');
      session.idToken = `${header}.${payload}.c2lnbmF0dXJlLW9mLW5vYm9keQ`;
    });
    await page.reload();
    await page.waitForURL(/\/login\?e=401/);
    await expect
      .poll(() => page.getByText('セッションの有効期限が切れました。もう一度ログインしてください。').count())
      .toBeGreaterThan(0);
    expect(page.url()).toMatch(/\/login\?e=401$/);
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBeNull();
  });
});
