import { describe, expect, it } from 'vitest';
import { AUTH_STORAGE_KEY, createAuthClient } from './auth.ts';
import { HttpFailure } from './http-failure.ts';
import { json, memoryStorage, scriptedFetch } from './test-support.ts';

const HOST = 'http://api.test';
const tokens = (n: number) => ({ idToken: `id-${n}`, refreshToken: `refresh-${n}`, expiresIn: 3600 });

function setup(respond: Parameters<typeof scriptedFetch>[0], now = { t: 1_000_000 }) {
  const storage = memoryStorage();
  const { calls, fetchFn } = scriptedFetch(respond);
  const auth = createAuthClient({ host: HOST, storage, fetchFn, now: () => now.t });
  return { auth, calls, storage, now };
}

describe('auth client', () => {
  it('signs in, stores the tokens and notifies subscribers', async () => {
    const { auth, calls, storage } = setup(() => json(200, tokens(1)));
    let notified = 0;
    auth.subscribe(() => notified++);
    await auth.signIn('admin@example.com', 'secret-password');
    expect(calls[0]).toMatchObject({
      url: `${HOST}/auth/v1/sign-in`,
      method: 'POST',
      body: { email: 'admin@example.com' },
    });
    expect(await auth.getIdToken()).toBe('id-1');
    expect(JSON.parse(storage.getItem(AUTH_STORAGE_KEY) ?? '{}').refreshToken).toBe('refresh-1');
    expect(notified).toBe(1);
  });

  it('throws the server answer on a wrong password', async () => {
    const body = {
      statusCode: 401,
      error: 'unauthorized',
      message: 'メールアドレスまたはパスワードが正しくありません。',
    };
    const { auth } = setup(() => json(401, body));
    const error = await auth.signIn('a@example.com', 'x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpFailure);
    expect((error as HttpFailure).failure).toEqual({ status: 401, data: body });
    expect(auth.getSession()).toBeNull();
  });

  it('refreshes an expired token once for concurrent callers and keeps the rotated refresh token', async () => {
    let issued = 1;
    const { auth, calls, now } = setup(() => json(200, tokens(issued++)));
    await auth.signIn('a@example.com', 'p');
    now.t += 3600 * 1000;
    const [a, b] = await Promise.all([auth.getIdToken(), auth.getIdToken()]);
    expect([a, b]).toEqual(['id-2', 'id-2']);
    expect(calls.filter((c) => c.url.endsWith('/token'))).toHaveLength(1);
    expect(calls[1]?.body).toEqual({ refreshToken: 'refresh-1' });
    await auth.getIdToken(true);
    expect(calls[2]?.body).toEqual({ refreshToken: 'refresh-2' });
  });

  it('ends the session when the refresh token is refused, but not on a network failure', async () => {
    let mode: 'ok' | 'refuse' | 'down' = 'ok';
    const { auth } = setup(() => {
      if (mode === 'down') throw new TypeError('Failed to fetch');
      return mode === 'ok' ? json(200, tokens(1)) : json(401, { error: 'unauthorized', message: 'x' });
    });
    await auth.signIn('a@example.com', 'p');
    mode = 'down';
    await expect(auth.getIdToken(true)).rejects.toMatchObject({ failure: { status: 'FETCH_ERROR' } });
    expect(auth.getSession()).not.toBeNull();
    mode = 'refuse';
    await expect(auth.getIdToken(true)).rejects.toMatchObject({ failure: { status: 401 } });
    expect(auth.getSession()).toBeNull();
    expect(await auth.getIdToken()).toBeNull();
  });

  it('signs out locally even when the server cannot be reached', async () => {
    let down = false;
    const { auth, calls } = setup(() => {
      if (down) throw new TypeError('Failed to fetch');
      return json(200, tokens(1));
    });
    await auth.signIn('a@example.com', 'p');
    down = true;
    await auth.signOut();
    expect(auth.getSession()).toBeNull();
    expect(calls.at(-1)).toMatchObject({
      url: `${HOST}/auth/v1/sign-out`,
      body: { refreshToken: 'refresh-1' },
    });
  });

  it('changes the password with the bearer token, retrying once after an expired-token answer', async () => {
    let passwordCalls = 0;
    let issued = 1;
    const { auth, calls } = setup((call) => {
      if (!call.url.endsWith('/password')) return json(200, tokens(issued++));
      passwordCalls++;
      return passwordCalls === 1
        ? json(401, { error: 'firebase_token_expired', message: 'x' })
        : json(200, tokens(issued++));
    });
    await auth.signIn('a@example.com', 'p');
    await auth.changePassword({ currentPassword: 'old-password-1', newPassword: 'new-password-123' });
    const passwordRequests = calls.filter((c) => c.url.endsWith('/password'));
    expect(passwordRequests.map((c) => c.headers.get('authorization'))).toEqual([
      'Bearer id-1',
      'Bearer id-2',
    ]);
    expect(passwordRequests[1]?.body).toEqual({
      currentPassword: 'old-password-1',
      newPassword: 'new-password-123',
    });
    // The answer's tokens replace the old session's.
    expect(auth.getSession()?.idToken).toBe('id-3');
  });
});
