import { describe, expect, it } from 'vitest';
import { fcmTokenInput, fcmTokenInputFor, parseWebPushSubscription, pushEndpointOf } from './push.ts';

// A real browser's key sizes: p256dh 65 bytes (uncompressed P-256 point), auth 16 bytes.
const p256dh = `B${'A'.repeat(86)}`;
const auth = 'A'.repeat(22);
const subscription = (over: Record<string, unknown> = {}, keys: Record<string, unknown> = { p256dh, auth }) =>
  JSON.stringify({
    endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
    expirationTime: null,
    keys,
    ...over,
  });

describe('parseWebPushSubscription', () => {
  it('reads a browser subscription', () => {
    expect(parseWebPushSubscription(subscription())).toEqual({
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
      expirationTime: null,
      keys: { p256dh, auth },
    });
  });

  it.each([
    ['not JSON', 'abc'],
    ['JSON but no object', '"text"'],
    ['an http endpoint', subscription({ endpoint: 'http://push.example/x' })],
    ['no URL', subscription({ endpoint: 'push.example/x' })],
    ['no keys', subscription({ keys: undefined })],
    ['a short p256dh', subscription({}, { p256dh: 'BAAA', auth })],
    ['a compressed p256dh', subscription({}, { p256dh: `A${'A'.repeat(86)}`, auth })],
    ['a short auth', subscription({}, { p256dh, auth: 'AAAA' })],
    ['non-base64url keys', subscription({}, { p256dh: `B${'+'.repeat(86)}`, auth })],
  ])('refuses %s', (_what, text) => {
    expect(parseWebPushSubscription(text)).toBeNull();
  });

  it('lets a plain-http endpoint on this machine through only when the rule allows it (tests)', () => {
    const local = subscription({ endpoint: 'http://127.0.0.1:8123/push/abc' });
    const remote = subscription({ endpoint: 'http://push.example/x' });
    expect(parseWebPushSubscription(local)).toBeNull();
    expect(parseWebPushSubscription(local, { allowLoopbackHttp: true })?.endpoint).toBe(
      'http://127.0.0.1:8123/push/abc',
    );
    expect(parseWebPushSubscription(remote, { allowLoopbackHttp: true })).toBeNull();
    expect(fcmTokenInput.safeParse({ token: local, platform: 'web' }).success).toBe(false);
    const loopback = fcmTokenInputFor({ allowLoopbackHttp: true });
    expect(loopback.safeParse({ token: local, platform: 'web' }).success).toBe(true);
    expect(pushEndpointOf(local)).toBe('http://127.0.0.1:8123/push/abc');
  });

  it('names a device by its endpoint, or by the native token itself', () => {
    expect(pushEndpointOf(subscription())).toBe('https://fcm.googleapis.com/fcm/send/abc');
    expect(pushEndpointOf('fcm-token-123')).toBe('fcm-token-123');
  });
});

describe('fcmTokenInput', () => {
  it('checks web tokens as subscriptions and native tokens by length, at the token field', () => {
    expect(fcmTokenInput.safeParse({ token: subscription(), platform: 'web' }).success).toBe(true);
    expect(fcmTokenInput.safeParse({ token: 'fcm-token', platform: 'android' }).success).toBe(true);
    const bad = fcmTokenInput.safeParse({ token: 'fcm-token', platform: 'web' });
    expect(bad.error?.issues.map((i) => i.path)).toEqual([['token']]);
  });
});
