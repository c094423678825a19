import fs from 'node:fs';
import path from 'node:path';
import ece from 'http_ece';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from './support/api.ts';
import { signIn } from './support/browser.ts';
import { latestMailTo, MAIL_WAIT, signInLinkOf } from './support/mailbox.ts';
import { signedInPage } from './support/pages.ts';
import { browserKeys, startPushEndpoint, verifyVapid } from './support/push-endpoint.ts';
import { DEMO_PASSWORD } from './support/server.ts';
import { useServerAndBrowser } from './support/suite.ts';

// The built app with its service worker, at phone size. Jobs run (the default poll), so a push queued by
// the assignment notification reaches the local push service; PUSH_ALLOW_LOOPBACK_HTTP lets the demo
// driver register that plain-http endpoint.
// The full Chromium: notifications and Web Push (the headless shell has none).
const suite = useServerAndBrowser(
  {
    PUSH_ALLOW_LOOPBACK_HTTP: 'true',
    JOBS_POLL_INTERVAL_MS: '250',
    MAP_TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
    GEOCODER_URL: 'http://127.0.0.1:9/search?q=',
  },
  { browser: 'full' },
);

const DRIVER = 'driver@example.com';
const PHONE = { width: 390, height: 844 };
const API_CACHE = 'rikuun-api-v1';
const webDist = path.resolve(import.meta.dirname, '../apps/web/dist');
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(new Date());

let endpoint: Awaited<ReturnType<typeof startPushEndpoint>>;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  endpoint = await startPushEndpoint();
  context = await suite.browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    serviceWorkers: 'allow',
  });
  await context.grantPermissions(['notifications'], { origin: suite.server.url });
  page = await context.newPage();
  page.setDefaultTimeout(20_000);
});
afterAll(async () => {
  await context?.close();
  await endpoint?.close();
});

/** POST /self/fcm-token as the demo driver; the status says whether the row was new (201) or known (200). */
async function registerToken(token: string): Promise<number> {
  const signIn = await fetch(`${suite.server.url}/auth/v1/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DRIVER, password: DEMO_PASSWORD }),
  });
  const { idToken } = (await signIn.json()) as { idToken: string };
  const response = await fetch(`${suite.server.url}/v1/self/fcm-token`, {
    method: 'POST',
    headers: { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ token, platform: 'web' }),
  });
  if (response.status >= 300) throw new Error(`fcm-token: ${response.status} ${await response.text()}`);
  return response.status;
}

describe('the driver app (PWA) on a phone', () => {
  it('links a valid manifest whose icons load, and serves the worker and manifest fresh', async () => {
    const base = suite.server.url;
    await signIn(page, base, DRIVER, DEMO_PASSWORD);
    await expect.poll(() => page.url()).toContain('/home');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const response = await fetch(`${base}${href}`);
    expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      lang: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({
      name: '陸運 Rikuun',
      short_name: '陸運',
      lang: 'ja',
      start_url: '/home',
      display: 'standalone',
    });
    expect(manifest.icons.map((i) => `${i.sizes}${i.purpose ? ` ${i.purpose}` : ''}`)).toEqual([
      '192x192',
      '512x512',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) {
      const image = await fetch(`${base}${icon.src}`);
      expect(image.status, icon.src).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');
      // The PNG signature, and the size the manifest claims (IHDR width at byte 16).
      const bytes = Buffer.from(await image.arrayBuffer());
      expect(bytes.subarray(1, 4).toString()).toBe('PNG');
      expect(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`).toBe(icon.sizes);
    }
    const sw = await fetch(`${base}/sw.js`);
    expect(sw.headers.get('content-type')).toMatch(/javascript/);
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    expect((await fetch(`${base}${appleIcon}`)).status).toBe(200);
    expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe('#454989');
  });

  it('installs the service worker, which controls the page and opens /home offline', async () => {
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state ?? null))
      .toBe('activated');
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    // Online once under the worker: the driver's own data passes through it and is kept.
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('山田 太郎さん');
    await expect
      .poll(() =>
        page.evaluate(async (name) => {
          const cache = await caches.open(name);
          return (await cache.keys()).map((r) => new URL(r.url).pathname);
        }, API_CACHE),
      )
      .toContain('/v1/self');

    await context.setOffline(true);
    try {
      await page.reload();
      // The shell from the precache, the user from the API cache.
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toContain('山田 太郎さん');
      const chip = page.getByRole('link', { name: /オフライン/ });
      await chip.waitFor();
      await chip.click();
      await page.getByRole('heading', { name: '送信待ち', level: 1 }).waitFor();
      await page.getByText('送信待ちの記録はありません。').waitFor();
      await page.getByText(/オフラインです。/).waitFor();
    } finally {
      await context.setOffline(false);
    }
    await page.getByRole('link', { name: /オフライン/ }).waitFor({ state: 'hidden' });
  });

  it("precaches the driver's pages but not the staff's, whose files are kept as they are used", async () => {
    // The build's own account of its chunks: each page module's file and the chunks it imports.
    const manifest = JSON.parse(fs.readFileSync(path.join(webDist, '.vite/manifest.json'), 'utf8')) as Record<
      string,
      { file: string; imports?: string[] }
    >;
    const filesOf = (key: string, seen = new Set<string>()): Set<string> => {
      const chunk = manifest[key];
      if (!chunk) throw new Error(`${key} is not in the build`);
      if (seen.has(chunk.file)) return seen;
      seen.add(chunk.file);
      for (const next of chunk.imports ?? []) filesOf(next, seen);
      return seen;
    };
    const precached = new Set(
      await page.evaluate(async () => {
        const name = (await caches.keys()).find((n) => n.startsWith('workbox-precache'));
        const cache = name ? await caches.open(name) : null;
        return cache ? (await cache.keys()).map((r) => new URL(r.url).pathname.slice(1)) : [];
      }),
    );
    // Every page a driver opens from the bottom navigation, the home page or a course, with its code.
    for (const driverPage of [
      'src/features/drivers/DriverHomePage.tsx',
      'src/features/driver-courses/DriverCoursesPage.tsx',
      'src/features/driver-courses/DriverCoursePage.tsx',
      'src/features/driver-courses/DriverStopPage.tsx',
      'src/features/driver-courses/DriverCompletePage.tsx',
      'src/features/driver-app/OutboxPage.tsx',
      'src/features/expenses/DriverExpensesPage.tsx',
      'src/features/expenses/DriverExpenseFormPage.tsx',
      'src/features/daily-reports/DriverDailyReportPage.tsx',
      'src/features/accident-reports/DriverAccidentReportPage.tsx',
      'src/features/issued-documents/PaymentNoticesPage.tsx',
      'src/features/account/AccountPage.tsx',
      'src/app/layout/AppLayout.tsx',
    ]) {
      for (const file of filesOf(driverPage)) expect(precached, `${driverPage}: ${file}`).toContain(file);
    }
    for (const staffPage of [
      'src/features/courses/DispatchPage.tsx',
      'src/features/vehicles/vehicle-pages.ts',
    ]) {
      const file = manifest[staffPage]?.file;
      expect(file, staffPage).toBeDefined();
      expect(precached).not.toContain(file);
    }

    // A staff page's file goes through the worker once and is kept for the next time.
    const dispatchFile = `/${manifest['src/features/courses/DispatchPage.tsx']?.file}`;
    await page.evaluate(async (url) => void (await (await fetch(url)).text()), dispatchFile);
    // The worker stores it beside answering (waitUntil), so the copy may land just after the answer.
    await expect
      .poll(() =>
        page.evaluate(
          async (url) => (await (await caches.open('rikuun-assets-v1')).match(url)) !== undefined,
          dispatchFile,
        ),
      )
      .toBe(true);
  });

  it('keeps a record made offline, warns at sign-out, and shows the refusal once it is sent', async () => {
    const self = await (await apiAs(suite.server.url, DRIVER, DEMO_PASSWORD))<{ id: string }>('GET', '/self');
    await context.setOffline(true);
    try {
      // A record as a driver page stores it (driverOutbox.enqueue): one the server will refuse (400).
      await page.evaluate(
        (userId) =>
          new Promise<void>((resolve, reject) => {
            const open = indexedDB.open('rikuun-outbox', 1);
            open.onupgradeneeded = () => {
              open.result.createObjectStore('entries', { keyPath: 'seq', autoIncrement: true });
              open.result.createObjectStore('rejected', { keyPath: 'seq' });
            };
            open.onerror = () => reject(open.error);
            open.onsuccess = () => {
              const tx = open.result.transaction('entries', 'readwrite');
              tx.objectStore('entries').add({
                kind: 'action',
                url: '/self/fcm-token',
                body: { json: { token: '', platform: 'web' } },
                label: '到着（E2E 配送先）',
                userId,
                createdAt: Date.now(),
                attempts: 0,
              });
              tx.oncomplete = () => {
                open.result.close();
                resolve();
              };
            };
          }),
        self.id,
      );
      await page.goto(`${suite.server.url}/home`);
      const chip = page.getByRole('link', { name: 'オフライン・送信待ち 1件' });
      await chip.waitFor();

      await page.getByRole('button', { name: 'アカウントメニュー' }).click();
      await page.getByRole('menuitem', { name: 'サインアウト' }).click();
      const dialog = page.getByRole('dialog', { name: 'サインアウトしますか？' });
      await dialog.getByText(/^送信されていない記録が1件あります。/).waitFor();
      await dialog.getByRole('button', { name: 'キャンセル' }).click();
      await dialog.waitFor({ state: 'hidden' });

      await chip.click();
      await page.getByRole('heading', { name: '送信待ち（1件）' }).waitFor();
      await page.getByText('到着（E2E 配送先）').waitFor();
    } finally {
      await context.setOffline(false);
    }
    // Signal back: sent at once, refused, and listed with the server's message until 閉じる.
    const refused = page.getByRole('alert').filter({ hasText: '到着（E2E 配送先）' });
    await refused.getByText('入力内容に誤りがあります。入力項目を確認してください').waitFor();
    await page.getByRole('link', { name: '要確認 1件' }).waitFor();
    await refused.getByRole('button', { name: '閉じる' }).click();
    await page.getByText('送信待ちの記録はありません。').waitFor();
    await page.getByRole('link', { name: /要確認/ }).waitFor({ state: 'hidden' });
  });

  it('gives drivers a bottom navigation with large targets on the phone', async () => {
    const nav = page.getByRole('navigation', { name: 'ドライバーメニュー' });
    await nav.waitFor();
    for (const label of ['ホーム', 'コース', '送信待ち', 'アカウント']) {
      const box = await nav.getByRole('link', { name: label }).boundingBox();
      expect(box?.height, label).toBeGreaterThanOrEqual(56);
    }
    expect(await nav.getByRole('link', { name: 'コース' }).getAttribute('href')).toBe('/driver/courses');
    await nav.getByRole('link', { name: 'アカウント' }).click();
    await page.getByRole('heading', { name: '通知', level: 2 }).waitFor();
    const button = await page.getByRole('button', { name: '通知を受け取る' }).boundingBox();
    expect(button?.height).toBeGreaterThanOrEqual(48);
  });
});

/** A driver of the demo company of the test's own, signed up through the invitation mail (API only). */
async function invitedDriver(name: string, email: string, password: string) {
  const admin = await apiAs(suite.server.url, 'admin@example.com', DEMO_PASSWORD);
  await admin('POST', '/drivers', { name, email });
  await expect
    .poll(() => signInLinkOf(latestMailTo(suite.server.dataDir, email)?.text), MAIL_WAIT)
    .toBeDefined();
  const link = signInLinkOf(latestMailTo(suite.server.dataDir, email)?.text) as string;
  const post = (url: string, body: unknown, idToken?: string) =>
    fetch(`${suite.server.url}${url}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(idToken ? { authorization: `Bearer ${idToken}` } : {}),
      },
      body: JSON.stringify(body),
    });
  const signedIn = await post('/auth/v1/sign-in-with-link', {
    token: new URL(link).searchParams.get('token'),
  });
  const { idToken } = (await signedIn.json()) as { idToken: string };
  expect((await post('/auth/v1/password', { newPassword: password }, idToken)).status).toBe(200);
  return apiAs(suite.server.url, email, password);
}

describe("the driver's own limits on the phone (改善基準告示)", () => {
  it('warns 30 minutes before 4 h of 連続運転 and again at 4 h, as the phone’s clock moves on', async () => {
    const email = `e2e-limits-${Date.now()}@example.com`;
    const password = 'e2e-renzoku-unten-2026';
    const driver = await invitedDriver('E2E 連続 運転', email, password);
    // 出勤 3 h 15 min ago and driving since: no stop, no break. (Minutes are whole on both sides, so
    // each step below keeps a few minutes from its threshold.)
    await driver('POST', '/self/attendances', {
      type: 'clock_in',
      at: new Date(Date.now() - 195 * 60_000).toISOString(),
      alcoholDetected: false,
      alcoholValue: 0,
      detectorUsed: true,
      healthCondition: 'good',
      sleepHours: 7,
      dailyInspectionDone: true,
    });
    const phone = await signedInPage(
      suite,
      { email, password },
      { path: '/home', clock: true, viewport: PHONE, isMobile: true, hasTouch: true },
    );
    const card = phone.getByRole('region', { name: '本日の労働時間' });
    const continuous = card.getByRole('group', { name: '連続運転' });
    await continuous.getByText(/^3時間[12]\d分$/).waitFor();
    expect(await continuous.getByText('上限 4時間').count()).toBe(1);
    expect(
      await card.getByRole('group', { name: '拘束時間' }).getByText('原則 13時間・最大 15時間').count(),
    ).toBe(1);
    expect(await card.getByRole('status').count()).toBe(0);
    // Big enough to read at a glance.
    const size = await continuous
      .getByText(/^3時間/)
      .evaluate((e) => Number.parseFloat(getComputedStyle(e).fontSize));
    expect(size).toBeGreaterThanOrEqual(24);

    // 20 minutes on: 3 h 30 min and more, the warning to take a 30-minute break.
    await phone.clock.fastForward('20:00');
    const near = card
      .getByRole('status')
      .filter({ hasText: /^連続運転3時間[3-5]\d分。あと\d+分で4時間です。30分以上の休憩を取ってください/ });
    await expect.poll(() => near.count()).toBe(1);
    expect(await card.getByRole('alert').count()).toBe(0);

    // 30 more: at 4 h, stop now.
    await phone.clock.fastForward('30:00');
    await expect
      .poll(() =>
        card
          .getByRole('alert')
          .filter({ hasText: /^連続運転が4時間に達しました。すぐに安全な場所で停車し/ })
          .count(),
      )
      .toBe(1);
    expect(await near.count()).toBe(0);
    await phone.context().close();
  });
});

describe('assignment notifications by Web Push', () => {
  const keys = browserKeys();
  const token = () =>
    JSON.stringify({
      endpoint: `${endpoint.origin}/push/abc`,
      expirationTime: null,
      keys: { p256dh: keys.p256dh, auth: keys.authText },
    });
  let plaintext = '';

  it('sends the encrypted, VAPID-signed message to the driver’s push service', async () => {
    expect(await registerToken(token())).toBe(201);
    const admin = await apiAs(suite.server.url, 'admin@example.com', DEMO_PASSWORD);
    const drivers = await admin<{ data: { id: string; email: string | null }[] }>(
      'GET',
      '/drivers?perPage=1000',
    );
    const driverId = drivers.data.find((d) => d.email === DRIVER)?.id;
    const courses = await admin<{ data: { id: string; driverId: string | null }[] }>(
      'GET',
      `/courses?deliveryDate=${today()}&perPage=100`,
    );
    const mine = courses.data.filter((c) => c.driverId === driverId).map((c) => c.id);
    expect(mine.length).toBeGreaterThan(0);
    const { publicKey } = await admin<{ publicKey: string }>('GET', '/push/vapid-public-key');

    const result = await admin<{ drivers: number }>('POST', '/courses/actions/send-assign-notifications', {
      courseIds: mine,
    });
    expect(result.drivers).toBe(1);
    await expect.poll(() => endpoint.received.length, { timeout: 20_000 }).toBe(1);
    const [request] = endpoint.received;
    if (!request) throw new Error('no push request');
    expect(request.path).toBe('/push/abc');
    expect(request.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(request.headers.ttl)).toBeGreaterThan(0);
    const vapid = verifyVapid(request.headers.authorization);
    expect(vapid.publicKey).toBe(publicKey);
    expect(vapid.claims.aud).toBe(endpoint.origin);

    plaintext = ece
      .decrypt(request.body, { version: 'aes128gcm', privateKey: keys.ecdh, authSecret: keys.authText })
      .toString('utf8');
    const message = JSON.parse(plaintext) as { title: string; body: string; url: string };
    expect(message.title).toBe('配車のお知らせ');
    expect(message.body).toMatch(/のコースが\d+件あります$/);
    expect(message.url).toBe(`/driver/courses?date=${today()}`);
  });

  it('shows the message as a notification from the page’s service worker', async () => {
    // Chromium's own push service cannot reach this machine's; DevTools hands the decrypted message to
    // the worker as a real push event instead.
    const cdp = await context.newCDPSession(page);
    const registrations = new Promise<{ registrationId: string; scopeURL: string }[]>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => resolve(event.registrations));
    });
    await cdp.send('ServiceWorker.enable');
    const registration = (await registrations).find((r) => r.scopeURL === `${suite.server.url}/`);
    if (!registration) throw new Error('no service worker registration for the app');
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: suite.server.url,
      registrationId: registration.registrationId,
      data: plaintext,
    });
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const reg = await navigator.serviceWorker.ready;
          return (await reg.getNotifications()).map((n) => ({ title: n.title, body: n.body, data: n.data }));
        }),
      )
      .toEqual([
        {
          title: '配車のお知らせ',
          body: expect.stringMatching(/のコースが\d+件あります$/),
          data: { url: `/driver/courses?date=${today()}` },
        },
      ]);
  });

  it('forgets the phone at sign-out: the token is deleted, caches and the stored token cleared', async () => {
    // The phone's subscription as the 通知 card would have remembered it (Chromium here cannot subscribe
    // to a real push service): registered for the driver, so registering again only refreshes it.
    await page.evaluate((t) => window.localStorage.setItem('rikuun.pushToken', t), token());
    expect(await registerToken(token())).toBe(200);
    await page.goto(`${suite.server.url}/home`);
    await page.getByRole('button', { name: 'アカウントメニュー' }).click();
    await page.getByRole('menuitem', { name: 'サインアウト' }).click();
    const dialog = page.getByRole('dialog', { name: 'サインアウトしますか？' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'サインアウト' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login');

    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('rikuun.pushToken'))).toBeNull();
    await expect.poll(() => page.evaluate((name) => caches.has(name), API_CACHE)).toBe(false);
    // Deleted on the server: the same subscription is a new row again.
    await expect.poll(() => registerToken(token())).toBe(201);
  });
});
