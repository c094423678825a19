/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import {
  API_CACHE_NAME,
  API_NETWORK_TIMEOUT_SECONDS,
  ASSET_CACHE_NAME,
  isAppShellNavigation,
  isCachedApiRequest,
  isRuntimeCachedAsset,
  parsePushPayload,
  type ServiceWorkerMessage,
} from './features/driver-app/api-cache-rules.ts';

/**
 * The driver app's service worker (built by vite-plugin-pwa, injectManifest): the app shell and the
 * driver's pages from the precache (precache-rules.ts), other pages' files cached as they are used, the
 * day's API answers network-first, push notifications. Type-checked by tsconfig.sw.json.
 */
declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first install controls the open page at once (nothing older to wait for); updates wait for 更新.
clientsClaim();

// Every page of the single-page app is index.html; the API and the identity provider never are.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && isAppShellNavigation(url.pathname),
  createHandlerBoundToURL('index.html'),
);

// Staff pages' code is not precached: each file is kept the first time a page loads it. Build files are
// named by their content, so a kept file never changes; files of older builds age out.
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin && request.method === 'GET' && isRuntimeCachedAsset(url.pathname),
  new CacheFirst({
    cacheName: ASSET_CACHE_NAME,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 60 * 24 * 60 * 60, purgeOnQuotaError: true }),
    ],
  }),
);

// The driver's own data, map settings and the push key, so the day's courses open offline. The request
// carries Authorization, so answers are kept by URL (ignoreVary) and emptied at sign-out by the page.
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin && isCachedApiRequest(request.method, url.pathname),
  new NetworkFirst({
    cacheName: API_CACHE_NAME,
    networkTimeoutSeconds: API_NETWORK_TIMEOUT_SECONDS,
    matchOptions: { ignoreVary: true },
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 7 * 24 * 60 * 60 }),
    ],
  }),
);

self.addEventListener('message', (event) => {
  const message = event.data as ServiceWorkerMessage | undefined;
  if (message?.type === 'SKIP_WAITING') void self.skipWaiting();
});

self.addEventListener('push', (event) => {
  const payload = parsePushPayload(event.data?.text());
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      lang: 'ja',
      data: { url: payload.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: unknown } | null;
  const url = new URL(typeof data?.url === 'string' ? data.url : '/home', self.location.origin).href;
  event.waitUntil(openOrFocus(url));
});

/** An open window of the app is brought forward and sent to the page; otherwise a new one opens. */
async function openOrFocus(url: string) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
  if (!open) {
    await self.clients.openWindow(url);
    return;
  }
  const focused = await open.focus();
  if (focused.url !== url) await focused.navigate(url).catch(() => self.clients.openWindow(url));
}
