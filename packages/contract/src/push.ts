import { z } from 'zod';
import { CONTROL_CHARACTERS, msg } from './common.ts';

/** Where a push token comes from: a browser (Web Push subscription) or the native apps (FCM token). */
export const pushPlatforms = ['web', 'ios', 'android'] as const;
export type PushPlatform = (typeof pushPlatforms)[number];

export const pushLabels = {
  token: 'プッシュ通知の登録情報',
  platform: '端末の種類',
} as const;
const L = pushLabels;

const TOKEN_MAX = 4000;
/** FCM and APNs tokens are a few hundred characters; the limit keeps them indexable. */
const NATIVE_TOKEN_MAX = 1000;
const ENDPOINT_MAX = 2000;

/** A browser's PushSubscription.toJSON(): where to send, and the keys the payload is encrypted for. */
export type WebPushSubscription = {
  endpoint: string;
  expirationTime?: number | null;
  keys: { p256dh: string; auth: string };
};

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;
const decodedBytes = (text: string) => Math.floor((text.replace(/=+$/, '').length * 3) / 4);

/**
 * Which endpoints a subscription may name: https only; `allowLoopbackHttp` (the server's
 * PUSH_ALLOW_LOOPBACK_HTTP, for tests) also lets a plain-http push service on this machine through.
 */
export type PushEndpointRule = { allowLoopbackHttp?: boolean };

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

function isAllowedEndpoint(text: string, rule: PushEndpointRule): boolean {
  try {
    const url = new URL(text);
    if (url.protocol === 'https:') return true;
    return Boolean(rule.allowLoopbackHttp) && url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
  } catch {
    return false;
  }
}

/**
 * The Web Push subscription in `token` (JSON text), or null when it is not one: an https endpoint,
 * p256dh an uncompressed P-256 public key (65 bytes) and auth a 16-byte secret, both base64url.
 */
export function parseWebPushSubscription(
  text: string,
  rule: PushEndpointRule = {},
): WebPushSubscription | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { endpoint, keys, expirationTime } = value as Record<string, unknown>;
  if (typeof endpoint !== 'string' || endpoint.length > ENDPOINT_MAX || !isAllowedEndpoint(endpoint, rule))
    return null;
  if (typeof keys !== 'object' || keys === null) return null;
  const { p256dh, auth } = keys as Record<string, unknown>;
  if (typeof p256dh !== 'string' || !BASE64URL.test(p256dh) || decodedBytes(p256dh) !== 65) return null;
  if (!p256dh.startsWith('B')) return null; // 0x04: the uncompressed point form
  if (typeof auth !== 'string' || !BASE64URL.test(auth) || decodedBytes(auth) !== 16) return null;
  const expires = typeof expirationTime === 'number' ? expirationTime : null;
  return { endpoint, expirationTime: expires, keys: { p256dh, auth } };
}

/** The endpoint that identifies a device: the Web Push endpoint, or the FCM token itself. */
export function pushEndpointOf(token: string): string {
  // Only the device's identity: a loopback endpoint a test registered is still one device.
  return parseWebPushSubscription(token, { allowLoopbackHttp: true })?.endpoint ?? token;
}

const tokenText = z
  .string({ error: msg.required(L.token) })
  .min(1, { error: msg.required(L.token) })
  .max(TOKEN_MAX, { error: msg.maxLength(L.token, TOKEN_MAX) })
  .refine((v) => !CONTROL_CHARACTERS.test(v), { error: msg.controlCharacters(L.token) });

/** POST /self/fcm-token: for `web`, `token` is the Web Push subscription as JSON text. */
export const fcmTokenInputFor = (rule: PushEndpointRule) =>
  z
    .object({
      token: tokenText,
      platform: z.enum(pushPlatforms, { error: msg.select(L.platform) }),
    })
    .superRefine((v, ctx) => {
      if (v.platform === 'web' && !parseWebPushSubscription(v.token, rule)) {
        ctx.addIssue({
          code: 'custom',
          path: ['token'],
          message: `${L.token}の形式が正しくありません（Web Push の購読情報を指定してください）`,
          input: v.token,
        });
      }
      if (v.platform !== 'web' && v.token.length > NATIVE_TOKEN_MAX) {
        ctx.addIssue({
          code: 'custom',
          path: ['token'],
          message: msg.maxLength(L.token, NATIVE_TOKEN_MAX),
          input: v.token,
        });
      }
    });
export const fcmTokenInput = fcmTokenInputFor({});
export type FcmTokenInput = z.input<typeof fcmTokenInput>;

/** DELETE /self/fcm-token: the token as it was registered (or, for web, any text with its endpoint). */
export const fcmTokenDeleteInput = z.object({ token: tokenText });
export type FcmTokenDeleteInput = z.input<typeof fcmTokenDeleteInput>;

export const pushSubscriptionSchema = z.object({
  id: z.uuid(),
  platform: z.enum(pushPlatforms),
  createdAt: z.string(),
});
export type PushSubscription = z.infer<typeof pushSubscriptionSchema>;

/** GET /push/vapid-public-key: the application server key a browser subscribes with. */
export const vapidPublicKeySchema = z.object({ publicKey: z.string() });
export type VapidPublicKey = z.infer<typeof vapidPublicKeySchema>;
