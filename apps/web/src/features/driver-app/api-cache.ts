import { API_CACHE_NAME } from './api-cache-rules.ts';

/**
 * Empties the API answers the service worker kept (Cache Storage is the origin's, so the page can):
 * the next user of this phone never sees the last one's data.
 */
export async function clearApiCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(API_CACHE_NAME).catch(() => false);
}
