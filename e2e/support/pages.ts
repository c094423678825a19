import type { BrowserContextOptions, Page } from 'playwright-core';
import { DEMO_PASSWORD } from './server.ts';
import type { Suite } from './suite.ts';

/** The demo accounts by role (the seed's users, all with DEMO_PASSWORD). */
export const DEMO_USERS = {
  /** The demo company's administrator (デモ運送). */
  admin: 'admin@example.com',
  /** The administrator of the second demo company. */
  admin2: 'admin2@example.com',
  sysadmin: 'sysadmin@example.com',
  /** The demo driver, assignable to courses. */
  driver: 'driver@example.com',
  consignor: 'consignor@example.com',
} as const;

export type Role = keyof typeof DEMO_USERS;
export type Account = Role | { email: string; password: string };

const DESKTOP = { width: 1280, height: 900 };

/**
 * A page in a browser context of its own (own cookies and storage), signed out, at desktop size by
 * default. Without a service worker unless asked for (`serviceWorkers: 'allow'`, as the tests of going
 * offline do): each new context would otherwise install it and fetch its whole precache (over 200
 * files) from the server while the test runs.
 */
export async function newPage(suite: Suite, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await suite.browser.newContext({
    viewport: DESKTOP,
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    serviceWorkers: 'block',
    ...options,
  });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return page;
}

/** A fresh session of the account, from the identity provider's sign-in (no form, no page load). */
async function sessionOf(baseUrl: string, account: Account) {
  const { email, password } =
    typeof account === 'string' ? { email: DEMO_USERS[account], password: DEMO_PASSWORD } : account;
  const response = await fetch(`${baseUrl}/auth/v1/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok)
    throw new Error(`sign-in of ${email} failed: ${response.status} ${await response.text()}`);
  const tokens = (await response.json()) as { idToken: string; refreshToken: string; expiresIn: number };
  return {
    idToken: tokens.idToken,
    refreshToken: tokens.refreshToken,
    expiresAt: Date.now() + tokens.expiresIn * 1000,
  };
}

/**
 * A page signed in as the account, opened at `path` (else at the account's home). The session is
 * signed in through the API and put where the web app keeps it (localStorage 'rikuun.auth'), so a
 * test starts on its page without the sign-in form and the home page in between; each page has a
 * session of its own, so signing out or a rotated refresh token in one test touches no other.
 * vehicles.e2e.ts, lists.e2e.ts, driver-app.e2e.ts and drivers.e2e.ts sign in through the form.
 *
 * With `clock: true` the page's timers run on Playwright's clock, in real time until a test moves it
 * on (`page.clock.fastForward('00:15')`): a poll every 15 s is then seen at once instead of waited for.
 */
export async function signedInPage(
  suite: Suite,
  account: Account,
  { path = '/', clock = false, ...options }: BrowserContextOptions & { path?: string; clock?: boolean } = {},
): Promise<Page> {
  const baseUrl = suite.server.url;
  const session = await sessionOf(baseUrl, account);
  // Without the service worker unless the test asks for it (`serviceWorkers: 'allow'`: going offline,
  // push), driver pages too: installing it fetches its whole precache in every new context.
  const page = await newPage(suite, {
    ...options,
    storageState: {
      cookies: [],
      origins: [{ origin: baseUrl, localStorage: [{ name: 'rikuun.auth', value: JSON.stringify(session) }] }],
    },
  });
  if (clock) await page.clock.install();
  await page.goto(`${baseUrl}${path}`);
  return page;
}
