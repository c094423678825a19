// A first visit of the built web app in Chromium: a staff page (/dispatch as admin@example.com) and the
// driver's home (/home as driver@example.com), each in a fresh browser profile (no HTTP cache, no service
// worker) already signed in. Counts every request that reaches the server — the page's and the service
// worker's (its precache on install, and what it fetches for the page) — and the bytes transferred
// (headers and body as sent: the server does not compress; answers from Chromium's HTTP cache are
// counted apart), until the service worker is active and the network has been quiet for 2 s. Prints
// the figures; no assertions. `--files` lists every request.
//
//   npm run build && node bench/web/first-visit.mjs [--dist apps/web/dist] [--quiet-ms 2000] [--files]
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { arg, root, startServer } from '../api/harness.mjs';

const password = 'bench-password-123';
const dist = path.resolve(root, arg('dist', 'apps/web/dist'));
const quietMs = Number(arg('quiet-ms', '2000'));
const listFiles = process.argv.includes('--files');

const visits = [
  { name: 'staff /dispatch', email: 'admin@example.com', path: '/dispatch', ready: '配車表' },
  { name: 'driver /home', email: 'driver@example.com', path: '/home', ready: /さん/ },
];

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

/** What an app file's body would weigh gzipped (-6) behind a compressing proxy; an API answer as sent. */
const gzipSizes = new Map();
function gzipped(pathname, bytes) {
  const file = path.join(dist, path.extname(pathname) ? pathname : 'index.html');
  if (!file.startsWith(dist) || !fs.existsSync(file)) return bytes;
  if (!gzipSizes.has(file)) gzipSizes.set(file, gzipSync(fs.readFileSync(file), { level: 6 }).length);
  return gzipSizes.get(file);
}

/** Waits until nothing has been in flight for `quietMs` (the dispatch page and the worker fetch in steps). */
async function networkQuiet(inFlight, lastChange) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (inFlight() === 0 && Date.now() - lastChange() >= quietMs) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the network never went quiet');
}

async function visit(browser, base, { email, path: pagePath, ready }) {
  const tokens = await fetch(`${base}/auth/v1/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  }).then((r) => r.json());
  const context = await browser.newContext({
    viewport: email.startsWith('driver') ? { width: 390, height: 844 } : { width: 1440, height: 900 },
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    serviceWorkers: 'allow',
  });
  // Signed in as the app stores it (lib/auth.ts), so the visit is the page itself, not the sign-in form.
  await context.addInitScript(
    (session) => {
      if (!localStorage.getItem('rikuun.auth')) localStorage.setItem('rikuun.auth', session);
    },
    JSON.stringify({
      idToken: tokens.idToken,
      refreshToken: tokens.refreshToken,
      expiresAt: Date.now() + 3_000_000,
    }),
  );

  const rows = [];
  let fromHttpCache = 0;
  let inFlight = 0;
  let lastChange = Date.now();
  const started = (request) => {
    if (request.url().startsWith('data:')) return;
    inFlight++;
    lastChange = Date.now();
  };
  const ended = async (request, failed) => {
    if (request.url().startsWith('data:')) return;
    const response = failed ? null : await request.response();
    inFlight--;
    lastChange = Date.now();
    // A page request the worker answered is counted once, as the worker's own fetch (if it made one).
    if (response?.fromServiceWorker()) return;
    const sizes = failed ? { responseBodySize: 0, responseHeadersSize: 0 } : await request.sizes();
    const url = new URL(request.url());
    // Chromium reports no body size (negative) for an answer from its HTTP cache: nothing went over
    // the network (the worker's precache asks again for files the page has just loaded).
    if (!failed && sizes.responseBodySize < 0) {
      fromHttpCache++;
      return;
    }
    const kind = url.pathname.startsWith('/v1/') || url.pathname.startsWith('/auth/') ? 'API' : 'app files';
    const body = Math.max(0, sizes.responseBodySize);
    rows.push({
      by: request.serviceWorker() ? 'service worker' : 'page',
      kind,
      path: url.pathname,
      bytes: body + Math.max(0, sizes.responseHeadersSize),
      gzip: kind === 'app files' && !failed ? gzipped(url.pathname, body) : body,
      failed,
    });
  };
  context.on('request', started);
  context.on('requestfinished', (r) => void ended(r, false));
  context.on('requestfailed', (r) => void ended(r, true));

  const page = await context.newPage();
  await page.goto(`${base}${pagePath}`);
  await page.getByRole('heading', { level: 1, name: ready }).waitFor({ timeout: 60_000 });
  await page.waitForFunction(
    async () => (await navigator.serviceWorker.ready).active?.state === 'activated',
    null,
    {
      timeout: 60_000,
    },
  );
  await networkQuiet(
    () => inFlight,
    () => lastChange,
  );
  const precached = await page.evaluate(async () => {
    const names = await caches.keys();
    const precache = names.find((n) => n.startsWith('workbox-precache'));
    return precache ? (await (await caches.open(precache)).keys()).length : 0;
  });
  await context.close();
  return { rows, precached, fromHttpCache };
}

const server = await startServer({ password, env: { WEB_DIST_DIR: dist } });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
try {
  console.log(
    `First visit, ${path.relative(root, dist) || dist}; requests that reached the server, bytes transferred`,
  );
  for (const v of visits) {
    const { rows, precached, fromHttpCache } = await visit(browser, server.base, v);
    const total = (list, key) => kb(list.reduce((s, r) => s + r[key], 0)).padStart(10);
    const sum = (list) =>
      `${String(list.length).padStart(4)} requests ${total(list, 'bytes')} (bodies gzipped: ${total(list, 'gzip')})`;
    const of = (by, kind) => rows.filter((r) => r.by === by && (!kind || r.kind === kind));
    console.log(`\n${v.name}: ${sum(rows)}  (precache holds ${precached} files)`);
    console.log(`  from the HTTP cache  ${String(fromHttpCache).padStart(4)} requests (not counted)`);
    console.log(`  page, app files      ${sum(of('page', 'app files'))}`);
    console.log(`  page, API            ${sum(of('page', 'API'))}`);
    console.log(`  worker, app files    ${sum(of('service worker', 'app files'))}`);
    console.log(`  worker, API          ${sum(of('service worker', 'API'))}`);
    if (listFiles)
      for (const r of [...rows].sort((a, b) => b.bytes - a.bytes))
        console.log(`    ${r.by.padEnd(14)} ${kb(r.bytes).padStart(10)}  ${r.path}`);
    const failed = rows.filter((r) => r.failed);
    if (failed.length) console.log(`  failed: ${failed.map((r) => r.path).join(', ')}`);
  }
} finally {
  await browser.close();
  await server.stop();
}
