/**
 * Which API answers the service worker keeps so the driver's day opens without signal, and which build
 * files it keeps as they are used. Shared by the service worker (src/sw.ts) and the page (which empties
 * the API cache at sign-out); no DOM, no React.
 */

/** The Cache Storage cache of API answers; the page deletes it at sign-out (clearApiCaches). */
export const API_CACHE_NAME = 'rikuun-api-v1';

/** Network first; after this long without an answer the cached one is shown. */
export const API_NETWORK_TIMEOUT_SECONDS = 4;

/** The signed-in user's own data, the map settings and the push key: GET only. */
const CACHED_API_PATH = /^\/v1\/(?:self(?:\/.*)?|map-settings|push\/vapid-public-key)$/;

export function isCachedApiRequest(method: string, pathname: string): boolean {
  return method === 'GET' && CACHED_API_PATH.test(pathname);
}

/** Cache Storage for the build's files that are not precached (staff pages), kept as they are used. */
export const ASSET_CACHE_NAME = 'rikuun-assets-v1';

/** The build's content-named files (Vite's assets/): safe to serve from the cache without asking. */
export function isRuntimeCachedAsset(pathname: string): boolean {
  return pathname.startsWith('/assets/');
}

/** Paths the app shell (index.html) must never answer: the API and the identity provider. */
export function isAppShellNavigation(pathname: string): boolean {
  return !/^\/(?:v1|auth)(?:\/|$)/.test(pathname);
}

/** Messages the page sends to the service worker (workbox-window's messageSkipWaiting sends this one). */
export type ServiceWorkerMessage = { type: 'SKIP_WAITING' };

/** What the server's push job sends (apps/server/src/lib/push/push.ts, PushMessage without userId). */
export type PushPayload = { title: string; body: string; url: string };

/** Reads a push message's JSON; anything unexpected still shows a notification that opens the app. */
export function parsePushPayload(text: string | null | undefined): PushPayload {
  const fallback: PushPayload = { title: '陸運', body: '新しいお知らせがあります', url: '/home' };
  if (!text) return fallback;
  try {
    const value = JSON.parse(text) as Partial<Record<keyof PushPayload, unknown>>;
    const str = (v: unknown, f: string) => (typeof v === 'string' && v.length > 0 ? v : f);
    const url = str(value.url, fallback.url);
    // Only a path of this app: a message can never send the driver to another site.
    return {
      title: str(value.title, fallback.title),
      body: str(value.body, ''),
      url: url.startsWith('/') && !url.startsWith('//') ? url : fallback.url,
    };
  } catch {
    return { ...fallback, body: text.slice(0, 200) };
  }
}
