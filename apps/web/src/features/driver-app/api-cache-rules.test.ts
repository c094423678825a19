import { describe, expect, it } from 'vitest';
import { isAppShellNavigation, isCachedApiRequest, parsePushPayload } from './api-cache-rules.ts';

describe('isCachedApiRequest', () => {
  it.each([
    ['/v1/self', true],
    ['/v1/self/courses', true],
    ['/v1/self/courses/abc/destinations', true],
    ['/v1/map-settings', true],
    ['/v1/push/vapid-public-key', true],
    ['/v1/selfish', false],
    ['/v1/courses', false],
    ['/v1/map-settings/x', false],
    ['/auth/v1/token', false],
  ])('%s → %s', (path, cached) => {
    expect(isCachedApiRequest('GET', path)).toBe(cached);
  });

  it('never keeps a write', () => {
    expect(isCachedApiRequest('POST', '/v1/self/fcm-token')).toBe(false);
    expect(isCachedApiRequest('DELETE', '/v1/self/fcm-token')).toBe(false);
  });
});

describe('isAppShellNavigation', () => {
  it('answers pages with the app, never the API or the identity provider', () => {
    expect(isAppShellNavigation('/home')).toBe(true);
    expect(isAppShellNavigation('/driver/courses')).toBe(true);
    expect(isAppShellNavigation('/v1ew')).toBe(true);
    expect(isAppShellNavigation('/v1/self')).toBe(false);
    expect(isAppShellNavigation('/v1')).toBe(false);
    expect(isAppShellNavigation('/auth/v1/sign-in')).toBe(false);
  });
});

describe('parsePushPayload', () => {
  it('reads the server message', () => {
    const text = JSON.stringify({
      title: '配車のお知らせ',
      body: '4月7日のコースが2件あります',
      url: '/driver/courses?date=2026-04-07',
    });
    expect(parsePushPayload(text)).toEqual({
      title: '配車のお知らせ',
      body: '4月7日のコースが2件あります',
      url: '/driver/courses?date=2026-04-07',
    });
  });

  it('falls back to the app for missing fields, plain text and other sites', () => {
    expect(parsePushPayload(null)).toEqual({ title: '陸運', body: '新しいお知らせがあります', url: '/home' });
    expect(parsePushPayload('hello')).toEqual({ title: '陸運', body: 'hello', url: '/home' });
    expect(parsePushPayload(JSON.stringify({ title: 't', url: 'https://evil.example/' })).url).toBe('/home');
    expect(parsePushPayload(JSON.stringify({ title: 't', url: '//evil.example/' })).url).toBe('/home');
  });
});
