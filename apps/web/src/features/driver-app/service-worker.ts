import { Workbox } from 'workbox-window';

/**
 * The page's side of the service worker (src/sw.ts): registration in production builds, and the 「新しい
 * バージョンがあります」 prompt when an update waits.
 */

let workbox: Workbox | undefined;
let updateWaiting = false;
const listeners = new Set<() => void>();

export const appUpdate = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isWaiting: () => updateWaiting,
  /** 更新: the waiting worker takes over, then the page reloads into the new version. */
  apply() {
    if (!workbox) return;
    workbox.addEventListener('controlling', () => window.location.reload());
    workbox.messageSkipWaiting();
  },
};

export function registerServiceWorker() {
  if (!('serviceWorker' in navigator) || workbox) return;
  workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => {
    updateWaiting = true;
    for (const listener of listeners) listener();
  });
  void workbox.register().catch(() => undefined);
}
