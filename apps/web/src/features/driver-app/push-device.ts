import { apiHost } from '../../lib/session.ts';
import { base64UrlToBytes } from './base64url.ts';

/**
 * This phone's Web Push subscription: browser support, permission, subscribing with the server's VAPID
 * key, and the token (the subscription's JSON) remembered for sign-out.
 */

const TOKEN_KEY = 'rikuun.pushToken';

export type PushAvailability = 'unsupported' | 'denied' | 'default' | 'granted';

export function pushAvailability(): PushAvailability {
  if (typeof window === 'undefined') return 'unsupported';
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window))
    return 'unsupported';
  return Notification.permission;
}

export const rememberedPushToken = () => window.localStorage.getItem(TOKEN_KEY);
export const rememberPushToken = (token: string) => window.localStorage.setItem(TOKEN_KEY, token);

/** The active service worker's registration; none in development builds or before it is installed. */
async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  return (await navigator.serviceWorker.getRegistration('/')) ?? undefined;
}

/** The subscription already made on this phone, as the JSON text the server stores. */
export async function existingPushToken(): Promise<string | null> {
  if (pushAvailability() !== 'granted') return null;
  const subscription = await (await registration())?.pushManager.getSubscription();
  return subscription ? JSON.stringify(subscription) : null;
}

/** Asks for permission (the tap is the user's gesture) and subscribes; null when refused or impossible. */
export async function subscribeThisDevice(
  vapidPublicKey: () => Promise<string>,
): Promise<{ token: string } | { failure: 'unsupported' | 'denied' | 'failed' }> {
  if (pushAvailability() === 'unsupported') return { failure: 'unsupported' };
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return { failure: 'denied' };
  const reg = await registration();
  if (!reg) return { failure: 'unsupported' };
  try {
    const subscription =
      (await reg.pushManager.getSubscription()) ??
      (await reg.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: base64UrlToBytes(await vapidPublicKey()),
      }));
    return { token: JSON.stringify(subscription) };
  } catch {
    return { failure: 'failed' };
  }
}

/**
 * At sign-out: tells the server to forget this phone (with the ID token of the session that is ending,
 * best effort, never awaited by the sign-out), then unsubscribes, so the next user of the phone gets no
 * notifications meant for this one.
 */
export function forgetThisDevice(idToken: string | null) {
  const token = rememberedPushToken();
  window.localStorage.removeItem(TOKEN_KEY);
  if (token && idToken) {
    void fetch(`${apiHost}/v1/self/fcm-token`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${idToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ token }),
      // Sent even if the page goes away meanwhile.
      keepalive: true,
    }).catch(() => undefined);
  }
  if (pushAvailability() === 'unsupported') return;
  void registration()
    .then((reg) => reg?.pushManager.getSubscription())
    .then((subscription) => subscription?.unsubscribe())
    .catch(() => undefined);
}
