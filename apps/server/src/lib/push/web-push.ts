import webpush from 'web-push';
import type { VapidKeys } from './vapid-keys.ts';

export type WebPushOptions = {
  vapid: VapidKeys;
  /** The key owner's contact (https: URL or mailto:), part of the VAPID JWT. */
  subject: string;
  /** How long the push service keeps an undelivered message (seconds). */
  ttlSeconds?: number;
  urgency?: webpush.Urgency;
  timeoutMs?: number;
};

/**
 * What the push service said: delivered (2xx), gone (404/410: the browser unsubscribed, the
 * subscription is to be deleted), or failed (any other answer, or no answer: try again later).
 */
export type WebPushResult =
  | { outcome: 'sent'; statusCode: number }
  | { outcome: 'gone'; statusCode: number }
  | { outcome: 'failed'; statusCode?: number; message: string };

const DAY_SECONDS = 24 * 60 * 60;

/**
 * Sends one message to one Web Push subscription (its JSON text). web-push encrypts the payload
 * (aes128gcm, RFC 8291) and signs the VAPID JWT; the request itself goes through fetch, with a time
 * limit, so a push service that does not answer holds nothing up.
 */
export async function sendWebPush(
  subscriptionJson: string,
  payload: string,
  opts: WebPushOptions,
): Promise<WebPushResult> {
  const subscription = storedSubscription(subscriptionJson);
  // Nothing can ever be delivered to it: as good as gone.
  if (!subscription) return { outcome: 'gone', statusCode: 0 };
  let response: Response;
  try {
    // Throws on a bad key or subject: a failure to report, not a reason to drop the subscription.
    const request = webpush.generateRequestDetails(subscription, payload, {
      vapidDetails: { subject: opts.subject, ...opts.vapid },
      TTL: opts.ttlSeconds ?? DAY_SECONDS,
      urgency: opts.urgency ?? 'normal',
    });
    response = await fetch(request.endpoint, {
      method: 'POST',
      // fetch sets Content-Length from the body itself.
      headers: Object.fromEntries(
        Object.entries(request.headers)
          .filter(([k]) => k.toLowerCase() !== 'content-length')
          .map(([k, v]) => [k, String(v)]),
      ),
      body: request.body,
      signal: AbortSignal.timeout(opts.timeoutMs ?? 15_000),
    });
  } catch (err) {
    return { outcome: 'failed', message: err instanceof Error ? err.message : String(err) };
  }
  // The body is not needed, but must be read so the connection can be reused.
  const text = await response.text().catch(() => '');
  if (response.ok) return { outcome: 'sent', statusCode: response.status };
  if (response.status === 404 || response.status === 410)
    return { outcome: 'gone', statusCode: response.status };
  return {
    outcome: 'failed',
    statusCode: response.status,
    message: `push service answered ${response.status}: ${text.slice(0, 200)}`,
  };
}

/**
 * The subscription as stored: checked strictly (https) when it was registered, so here only its
 * shape. Tests deliver to a plain-http endpoint on the loopback this way.
 */
function storedSubscription(json: string): webpush.PushSubscription | null {
  try {
    const value = JSON.parse(json) as Partial<webpush.PushSubscription>;
    if (typeof value.endpoint !== 'string' || !value.keys?.p256dh || !value.keys.auth) return null;
    return { endpoint: value.endpoint, keys: { p256dh: value.keys.p256dh, auth: value.keys.auth } };
  } catch {
    return null;
  }
}
